import { SKILL_LEVEL_LABELS } from '@kiseki/contract/portfolio-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api/errors';
import { isShareTokenRefused, type TeamTags, teamTagsQuery } from '../../shared/api/sharing';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { publicJa } from './messages';
import styles from './PublicPage.module.css';
import { PublicLoadFailed, PublicLoading, PublicNotFound, TokenFailed } from './PublicStates';
import { membersWithTag, teamTagChips } from './team-tags';
import { useShareToken } from './use-share-token';

const t = publicJa.team;

function Team({ data }: { data: TeamTags }) {
  usePageTitle(t.title(data.team.name));
  const filterId = useId();
  const membersId = useId();
  const chips = teamTagChips(data.members);
  const [chosen, setChosen] = useState<string | null>(null);
  const members = membersWithTag(data.members, chosen);
  const chosenKey = chosen?.toLowerCase() ?? null;

  return (
    <div className={styles.page}>
      <header className={styles.teamHeader}>
        <h1 className={styles.name}>{t.title(data.team.name)}</h1>
        <p className={styles.muted}>{t.lead}</p>
      </header>

      <section className={styles.card} aria-labelledby={filterId}>
        <h2 id={filterId} className={styles.cardTitle}>
          {t.filter}
        </h2>
        {chips.length === 0 ? (
          <p className={styles.muted}>{t.noTags}</p>
        ) : (
          <ul className={styles.chips} aria-label={t.filter}>
            <li>
              <button
                type="button"
                className={styles.filterChip}
                aria-pressed={chosen === null}
                onClick={() => setChosen(null)}
              >
                {t.all}
              </button>
            </li>
            {chips.map((chip) => (
              <li key={chip.name}>
                <button
                  type="button"
                  className={styles.filterChip}
                  aria-pressed={chosenKey === chip.name.toLowerCase()}
                  aria-label={t.tagLabel(chip.name, chip.totalLevel)}
                  onClick={() =>
                    setChosen((current) =>
                      current?.toLowerCase() === chip.name.toLowerCase() ? null : chip.name,
                    )
                  }
                >
                  {chip.name}
                  <span className={styles.chipCount} aria-hidden="true">
                    {chip.totalLevel}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby={membersId}>
        <div className={styles.cardHeader}>
          <h2 id={membersId} className={styles.cardTitle}>
            {t.members}
          </h2>
          <span className={styles.count} aria-live="polite">
            {chosen ? t.filtered(chosen, members.length) : t.memberCount(members.length)}
          </span>
        </div>
        {data.members.length === 0 ? (
          <p className={styles.muted}>{t.noMembers}</p>
        ) : (
          <ul className={styles.members} aria-label={t.members}>
            {members.map((member) => {
              const name = member.name.trim() || publicJa.portfolio.noName;
              return (
                <li key={member.id} className={styles.member}>
                  <Link
                    to={`/public/${encodeURIComponent(member.shareId)}`}
                    className={styles.memberName}
                    aria-label={t.viewPortfolio(name)}
                  >
                    {name}
                  </Link>
                  {member.skillTags.length === 0 ? (
                    <p className={styles.muted}>{t.noSkills}</p>
                  ) : (
                    <ul
                      className={styles.chips}
                      aria-label={`${name}の${publicJa.portfolio.skills}`}
                    >
                      {member.skillTags.map((tag) => (
                        <li
                          key={tag.name}
                          className={styles.skill}
                          data-chosen={chosenKey === tag.name.toLowerCase() || undefined}
                        >
                          <span>{tag.name}</span>
                          <span className={styles.level} title={SKILL_LEVEL_LABELS[tag.level]}>
                            {publicJa.portfolio.level(tag.level)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

function TeamScreen({ id }: { id: string }) {
  const { state, renew } = useShareToken();
  const token = state.status === 'ready' ? state.token : null;
  const team = useQuery(teamTagsQuery(id, token));
  const refused = isShareTokenRefused(team.error);

  useEffect(() => {
    if (refused) renew();
  }, [refused, renew]);

  if (state.status === 'failed') return <TokenFailed />;
  if (team.data) return <Team data={team.data} />;
  if (team.isError) {
    if (isApiError(team.error) && team.error.status === 404) return <PublicNotFound />;
    if (refused) return <PublicLoading />;
    return <PublicLoadFailed onRetry={() => void team.refetch()} />;
  }
  return <PublicLoading />;
}

/**
 * /team-tags/{id}: a team's members (each linking to their public portfolio) with their
 * skill tags, and the tag filter of spec section 9. An unknown team, or no id, is Not Found.
 */
export function TeamTagsPage() {
  const { id } = useParams();
  if (!id) return <PublicNotFound />;
  return <TeamScreen key={id} id={id} />;
}

export { TeamTagsPage as Component };
