import { SKILL_LEVEL_LABELS, SKILL_LEVEL_MAX } from '@kiseki/contract/portfolio-rules';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import {
  activitiesQuery,
  browsedHistoriesQuery,
  languagesQuery,
  type PersonReply,
} from '../../shared/api/person';
import { formatDate } from '../../shared/lib/date';
import { AppLink } from '../../shared/ui/AppLink';
import { ACTIVITY_TYPE_LABELS, personJa } from './messages';
import { currentJstMonth, summaryPath } from './output-summary/period';
import styles from './PersonPage.module.css';
import { ExternalLink } from './ProfileHeader';
import { CollapsibleList, QueryBody, SectionCard } from './SectionState';
import { hostOf } from './ViewsButton';

const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** Level 1 to 5 as five marks, with the level's meaning for screen readers and on hover. */
export function LevelMeter({ level }: { level: number }) {
  const label = personJa.skills.level(level, SKILL_LEVEL_LABELS[level] ?? '');
  return (
    <span className={styles.levelMeter} title={label}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: SKILL_LEVEL_MAX }, (_, index) => (
        <span
          // The five marks are fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={styles.levelMark}
          data-on={index < level}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/** The person's skill tags with their levels (they come with GET /api/person/). */
export function SkillTagsSection({ person }: { person: UseQueryResult<PersonReply> }) {
  const t = personJa.skills;
  return (
    <SectionCard
      title={t.title}
      actions={
        <AppLink to="/person/edit" className={styles.inlineLink}>
          {t.edit}
        </AppLink>
      }
    >
      <QueryBody query={person} what={t.title} lines={2}>
        {({ skillTagsInfo }) => {
          const confirmed = skillTagsInfo.filter((tag) => !tag.isAuto);
          const suggested = skillTagsInfo.length - confirmed.length;
          return (
            <>
              {confirmed.length === 0 ? (
                <p className={styles.muted}>{t.empty}</p>
              ) : (
                <ul className={styles.skillList} aria-label={t.title}>
                  {confirmed.map((tag) => (
                    <li key={tag.name} className={styles.skill}>
                      <span className={styles.skillName}>{tag.name}</span>
                      <LevelMeter level={tag.level} />
                    </li>
                  ))}
                </ul>
              )}
              {suggested > 0 ? (
                <p className={styles.note}>
                  {t.suggestions(suggested)}{' '}
                  <AppLink to="/person/edit" className={styles.inlineLink}>
                    {t.add}
                  </AppLink>
                </p>
              ) : null}
            </>
          );
        }}
      </QueryBody>
    </SectionCard>
  );
}

/** Languages by their share of the code, as bars. */
export function LanguagesSection() {
  const t = personJa.languages;
  const languages = useQuery(languagesQuery);
  if (languages.data && languages.data.length === 0) return null;
  return (
    <SectionCard title={t.title} lead={t.lead}>
      <QueryBody query={languages} what={t.title} lines={3}>
        {(list) => (
          <CollapsibleList
            items={list}
            initial={6}
            className={styles.languageList}
            label={t.title}
            render={(language) => (
              <li key={language.name} className={styles.language}>
                <div className={styles.languageHead}>
                  <span className={styles.languageName}>{language.name}</span>
                  <span className={styles.languageRatio}>{language.ratio.toFixed(1)}%</span>
                </div>
                <div className={styles.bar} aria-hidden="true">
                  <span
                    className={styles.barFill}
                    style={{ width: `${Math.max(1, Math.min(100, language.ratio))}%` }}
                  />
                </div>
                <span className={styles.languageRepos}>{t.repos(language.repoCount)}</span>
              </li>
            )}
          />
        )}
      </QueryBody>
    </SectionCard>
  );
}

/** The latest outputs of every source, newest first (GET /api/person/activities/). */
export function ActivitySection() {
  const t = personJa.activity;
  const activities = useQuery(activitiesQuery());
  const now = currentJstMonth();
  return (
    <SectionCard
      title={t.title}
      actions={
        <AppLink to={summaryPath(now)} className={styles.inlineLink}>
          {t.summaryLink}
        </AppLink>
      }
    >
      <QueryBody query={activities} what={t.title} lines={4}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>{t.empty}</p>
          ) : (
            <CollapsibleList
              items={list}
              initial={8}
              className={styles.timeline}
              label={t.title}
              render={(activity) => (
                <li
                  key={`${activity.type}-${activity.url}-${activity.date}`}
                  className={styles.timelineItem}
                >
                  <div className={styles.timelineMeta}>
                    <time dateTime={isoOf(activity.date)}>{formatDate(activity.date)}</time>
                    <span className={styles.typeChip} data-type={activity.type}>
                      {ACTIVITY_TYPE_LABELS[activity.type]}
                    </span>
                  </div>
                  <ExternalLink href={activity.url} className={styles.timelineTitle}>
                    {activity.title}
                  </ExternalLink>
                </li>
              )}
            />
          )
        }
      </QueryBody>
    </SectionCard>
  );
}

/** あなたのポートフォリオを見た企業: the browsed histories, newest first. */
export function BrowsedSection() {
  const t = personJa.browsed;
  const histories = useQuery(browsedHistoriesQuery);
  return (
    <SectionCard title={t.title} lead={t.lead} count={histories.data?.length}>
      <QueryBody query={histories} what={t.title} lines={3}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>{t.empty}</p>
          ) : (
            <CollapsibleList
              items={list}
              initial={6}
              className={styles.companyList}
              label={t.title}
              render={(history, index) => (
                <li
                  key={`${history.companyName}-${history.accessDate}-${index}`}
                  className={styles.company}
                >
                  <div className={styles.companyHead}>
                    {history.companyWebsiteUrl ? (
                      <ExternalLink href={history.companyWebsiteUrl} className={styles.companyName}>
                        {history.companyName}
                      </ExternalLink>
                    ) : (
                      <span className={styles.companyName}>{history.companyName}</span>
                    )}
                    <time className={styles.companyDate} dateTime={isoOf(history.accessDate)}>
                      {formatDate(history.accessDate)}
                    </time>
                  </div>
                  {history.outputUrl ? (
                    <p className={styles.companyOutput}>
                      {t.output}：
                      <ExternalLink href={history.outputUrl} className={styles.plainLink}>
                        {shortUrl(history.outputUrl)}
                      </ExternalLink>
                    </p>
                  ) : null}
                </li>
              )}
            />
          )
        }
      </QueryBody>
    </SectionCard>
  );
}

/** "qiita.com/taro/items/abc" from a URL, for a compact line. */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${hostOf(url)}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}
