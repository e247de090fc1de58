import {
  isShowableAvatar,
  SCORER_LABELS,
  type ScorerType,
  SKILL_LEVEL_LABELS,
  SNS_LABELS,
  type SnsName,
  TOTAL_SCORER_TYPE,
} from '@kiseki/contract/portfolio-rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/api/errors';
import {
  isShareTokenRefused,
  type PublicPortfolio,
  publicPortfolioQuery,
} from '../../shared/api/sharing';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { formatDate } from '../../shared/lib/date';
import buttons from '../../shared/ui/button.module.css';
import { publicJa } from './messages';
import styles from './PublicPage.module.css';
import { PublicLoadFailed, PublicLoading, PublicNotFound, TokenFailed } from './PublicStates';
import { useShareToken } from './use-share-token';

const t = publicJa.portfolio;

type Info = PublicPortfolio['person']['personInfo'];
type ScoreType = ScorerType | typeof TOTAL_SCORER_TYPE;

/** The three headline scores, then the four that make the tech score. */
const HEADLINE_SCORES: readonly ScoreType[] = [TOTAL_SCORER_TYPE, 1, 17];
const DETAIL_SCORES: readonly ScoreType[] = [3, 4, 5, 6];

const SERVICE_URLS: readonly (readonly [SnsName, keyof Info])[] = [
  ['github', 'githubHtmlUrl'],
  ['qiita', 'qiitaHtmlUrl'],
  ['zenn', 'zennHtmlUrl'],
  ['note', 'noteHtmlUrl'],
  ['speakerdeck', 'speakerdeckHtmlUrl'],
  ['teratail', 'teratailHtmlUrl'],
  ['connpass', 'connpassHtmlUrl'],
];

const count = (value: number) => value.toLocaleString('ja-JP');

/** A link to someone else's site: new tab, no referrer, and no endorsement for crawlers. */
function OutLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer nofollow ugc">
      {children}
      <span className="visually-hidden">{publicJa.newTab}</span>
    </a>
  );
}

function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The first `limit` items, and a button for the rest. */
function Expandable<T>({
  items,
  limit,
  label,
  render,
}: {
  items: readonly T[];
  limit: number;
  label: string;
  render(item: T): ReactNode;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, limit);
  return (
    <>
      <ul className={styles.items} aria-label={label}>
        {shown.map(render)}
      </ul>
      {items.length > limit ? (
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small} ${styles.more}`}
          aria-expanded={all}
          onClick={() => setAll((value) => !value)}
        >
          {all ? t.showLess : t.showAll(items.length)}
        </button>
      ) : null}
    </>
  );
}

/** The person's picture, or their initial when there is none or it does not load. */
function Avatar({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  // Pictures outside the allowed avatar stores would be blocked by the CSP: initials instead.
  if (url && !failed && isShowableAvatar(url, window.location.origin)) {
    // The name is the heading beside it: the picture adds nothing to read out.
    return (
      <img
        src={url}
        alt=""
        className={styles.avatar}
        width={88}
        height={88}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <div className={styles.avatarFallback} aria-hidden="true">
      {Array.from(name)[0]}
    </div>
  );
}

function Profile({ portfolio }: { portfolio: PublicPortfolio }) {
  const info = portfolio.person.personInfo;
  const name = info.name.trim() || t.noName;
  const services = SERVICE_URLS.flatMap(([sns, field]) => {
    const url = info[field];
    return typeof url === 'string' && url ? [{ sns, url }] : [];
  });
  const pageUrl = `${window.location.origin}/public/${encodeURIComponent(info.shareId)}`;
  const intent = `https://twitter.com/intent/tweet?${new URLSearchParams({
    text: portfolio.shareText,
    url: pageUrl,
  }).toString()}`;
  return (
    <header className={`${styles.card} ${styles.profile}`}>
      <Avatar url={info.avatarUrl} name={name} />
      <div className={styles.profileText}>
        <h1 className={styles.name}>{name}</h1>
        {info.bio.trim() ? <p className={styles.bio}>{info.bio}</p> : null}
        {info.links.length > 0 ? (
          <ul className={styles.chips} aria-label={t.links}>
            {info.links.map((link) => (
              <li key={`${link.label}-${link.url}`}>
                <OutLink href={link.url} className={styles.linkChip}>
                  {link.label}
                </OutLink>
              </li>
            ))}
          </ul>
        ) : null}
        {services.length > 0 ? (
          <ul className={styles.chips} aria-label={t.services}>
            {services.map((service) => (
              <li key={service.sns}>
                <OutLink href={service.url} className={styles.serviceChip}>
                  {SNS_LABELS[service.sns]}
                </OutLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.profileActions}>
        <OutLink href={intent} className={`${buttons.secondary} ${buttons.small}`}>
          {t.share}
        </OutLink>
      </div>
    </header>
  );
}

function ScoreTile({
  type,
  detail,
  large,
}: {
  type: ScoreType;
  detail: PublicPortfolio['scoreDetails'][string] | undefined;
  large: boolean;
}) {
  const score = detail?.score ?? null;
  return (
    <li className={styles.score} data-large={large || undefined}>
      <span className={styles.scoreLabel}>{SCORER_LABELS[type]}</span>
      <span className={styles.scoreValue}>{score === null ? '—' : score.toFixed(2)}</span>
      <span className={styles.scoreMeta}>
        {score === null
          ? t.scoreNone
          : detail?.ranking
            ? t.ranking(detail.ranking, detail.population)
            : '\u00a0'}
      </span>
    </li>
  );
}

function Scores({ details }: { details: PublicPortfolio['scoreDetails'] }) {
  return (
    <Section title={t.scores}>
      <ul className={styles.headlineScores}>
        {HEADLINE_SCORES.map((type) => (
          <ScoreTile key={type} type={type} detail={details[String(type)]} large />
        ))}
      </ul>
      <ul className={styles.detailScores}>
        {DETAIL_SCORES.map((type) => (
          <ScoreTile key={type} type={type} detail={details[String(type)]} large={false} />
        ))}
      </ul>
    </Section>
  );
}

function Skills({ tags }: { tags: PublicPortfolio['person']['skillTagsInfo'] }) {
  if (tags.length === 0) return null;
  return (
    <Section title={t.skills}>
      <ul className={styles.chips} aria-label={t.skills}>
        {tags.map((tag) => (
          <li key={tag.name} className={styles.skill}>
            <span>{tag.name}</span>
            <span className={styles.level} title={SKILL_LEVEL_LABELS[tag.level]}>
              {t.level(tag.level)}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Languages({ languages }: { languages: PublicPortfolio['languagesInfo'] }) {
  if (languages.length === 0) return null;
  return (
    <Section title={t.languages}>
      <ul className={styles.languages} aria-label={t.languages}>
        {languages.slice(0, 10).map((language) => (
          <li key={language.name} className={styles.language}>
            <div className={styles.languageRow}>
              <span className={styles.languageName}>{language.name}</span>
              <span className={styles.muted}>
                {language.ratio.toFixed(1)}%・{t.repoCount(language.repoCount)}
              </span>
            </div>
            <div className={styles.ratioTrack} aria-hidden="true">
              <div
                className={styles.ratioBar}
                style={{ width: `${Math.min(100, language.ratio)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Repos({ repos }: { repos: PublicPortfolio['reposInfo'] }) {
  if (repos.length === 0) return null;
  const sorted = [...repos].sort((a, b) => b.stargazersCount - a.stargazersCount);
  return (
    <Section title={t.repos} aside={<span className={styles.count}>{count(repos.length)}</span>}>
      <Expandable
        items={sorted}
        limit={6}
        label={t.repos}
        render={(repo) => (
          <li key={repo.id} className={styles.item}>
            <OutLink href={repo.url} className={styles.itemTitle}>
              {repo.title}
            </OutLink>
            {repo.description ? <p className={styles.itemText}>{repo.description}</p> : null}
            <p className={styles.itemMeta}>
              {repo.language ? <span>{repo.language}</span> : null}
              <span>{t.stars(repo.stargazersCount)}</span>
              <span>{t.forks(repo.forks)}</span>
              {repo.isFork ? <span className={styles.tag}>{t.forked}</span> : null}
            </p>
          </li>
        )}
      />
    </Section>
  );
}

interface Article {
  key: string;
  source: keyof typeof publicJa.sources;
  title: string;
  url: string;
  postedAt: number | null;
  tags: string[];
  reactions: string[];
}

function articlesOf(portfolio: PublicPortfolio): Article[] {
  const list: Article[] = [
    ...portfolio.qiitaPostsInfo.map((a) => ({
      key: `qiita-${a.id}`,
      source: 'qiita' as const,
      title: a.title,
      url: a.url,
      postedAt: a.postedAt,
      tags: a.tags,
      reactions: [t.likes(a.likesCount), t.stocks(a.stockersCount)],
    })),
    ...portfolio.zennArticlesInfo.map((a) => ({
      key: `zenn-${a.id}`,
      source: 'zenn' as const,
      title: a.title,
      url: a.url,
      postedAt: a.postedAt,
      tags: a.tags,
      reactions: [t.likes(a.likedCount)],
    })),
    ...portfolio.noteArticlesInfo.map((a) => ({
      key: `note-${a.id}`,
      source: 'note' as const,
      title: a.title,
      url: a.url,
      postedAt: a.postedAt,
      tags: a.tags,
      reactions: [t.likes(a.likeCount)],
    })),
    ...portfolio.blogArticlesInfo.map((a) => ({
      key: `blog-${a.id}`,
      source: 'blog' as const,
      title: a.title,
      url: a.url,
      postedAt: a.postedAt,
      tags: a.tags,
      reactions: [],
    })),
  ];
  return list.sort((a, b) => (b.postedAt ?? 0) - (a.postedAt ?? 0));
}

function Articles({ articles }: { articles: Article[] }) {
  if (articles.length === 0) return null;
  return (
    <Section
      title={t.articles}
      aside={<span className={styles.count}>{count(articles.length)}</span>}
    >
      <Expandable
        items={articles}
        limit={6}
        label={t.articles}
        render={(article) => (
          <li key={article.key} className={styles.item}>
            <OutLink href={article.url} className={styles.itemTitle}>
              {article.title}
            </OutLink>
            <p className={styles.itemMeta}>
              <span className={styles.source}>{publicJa.sources[article.source]}</span>
              {article.postedAt !== null ? <span>{formatDate(article.postedAt)}</span> : null}
              {article.reactions.map((reaction) => (
                <span key={reaction}>{reaction}</span>
              ))}
            </p>
            {article.tags.length > 0 ? (
              <p className={styles.tags}>
                {article.tags.slice(0, 5).map((tag) => (
                  <span key={tag} className={styles.tag}>
                    {tag}
                  </span>
                ))}
              </p>
            ) : null}
          </li>
        )}
      />
    </Section>
  );
}

function Slides({ slides }: { slides: PublicPortfolio['speakerDeckSlidesInfo'] }) {
  if (slides.length === 0) return null;
  return (
    <Section title={t.slides} aside={<span className={styles.count}>{count(slides.length)}</span>}>
      <Expandable
        items={slides}
        limit={4}
        label={t.slides}
        render={(slide) => (
          <li key={slide.id} className={styles.item}>
            <OutLink href={slide.url} className={styles.itemTitle}>
              {slide.title}
            </OutLink>
            <p className={styles.itemMeta}>
              {slide.presentationDate !== null ? (
                <span>{formatDate(slide.presentationDate)}</span>
              ) : null}
              <span>{t.stars(slide.starCount)}</span>
              <span>{t.slideViews(slide.viewCount)}</span>
            </p>
          </li>
        )}
      />
    </Section>
  );
}

function Replies({ replies }: { replies: PublicPortfolio['teratailRepliesInfo'] }) {
  if (replies.length === 0) return null;
  return (
    <Section
      title={t.replies}
      aside={<span className={styles.count}>{count(replies.length)}</span>}
    >
      <Expandable
        items={replies}
        limit={4}
        label={t.replies}
        render={(reply) => (
          <li key={reply.id} className={styles.item}>
            <OutLink href={reply.url} className={styles.itemTitle}>
              {reply.title}
            </OutLink>
            <p className={styles.itemMeta}>
              {reply.createdAt !== null ? <span>{formatDate(reply.createdAt)}</span> : null}
              {reply.isBestAnswer ? <span className={styles.badge}>{t.bestAnswer}</span> : null}
            </p>
          </li>
        )}
      />
    </Section>
  );
}

function Events({ events }: { events: PublicPortfolio['eventsInfo'] }) {
  if (events.length === 0) return null;
  return (
    <Section title={t.events} aside={<span className={styles.count}>{count(events.length)}</span>}>
      <Expandable
        items={events}
        limit={5}
        label={t.events}
        render={(event) => (
          <li key={event.id} className={styles.item}>
            <OutLink href={event.url} className={styles.itemTitle}>
              {event.title}
            </OutLink>
            <p className={styles.itemMeta}>
              {event.date !== null ? <span>{formatDate(event.date)}</span> : null}
              {event.place ? <span>{event.place}</span> : null}
              {event.isPresenter ? <span className={styles.badge}>{t.presenter}</span> : null}
              {event.isOrganizer ? <span className={styles.badge}>{t.organizer}</span> : null}
            </p>
          </li>
        )}
      />
    </Section>
  );
}

function Activities({ activities }: { activities: PublicPortfolio['activities'] }) {
  if (activities.length === 0) return null;
  const latest = [...activities].sort((a, b) => b.date - a.date);
  return (
    <Section title={t.activities}>
      <Expandable
        items={latest}
        limit={8}
        label={t.activities}
        render={(activity) => (
          <li key={`${activity.type}-${activity.url}-${activity.date}`} className={styles.activity}>
            <span className={styles.activityDate}>{formatDate(activity.date)}</span>
            <span className={styles.source}>{publicJa.activityTypes[activity.type]}</span>
            <OutLink href={activity.url} className={styles.activityTitle}>
              {activity.title}
            </OutLink>
          </li>
        )}
      />
    </Section>
  );
}

function Portfolio({ portfolio }: { portfolio: PublicPortfolio }) {
  const info = portfolio.person.personInfo;
  usePageTitle(t.title(info.name.trim() || t.noName));
  const articles = articlesOf(portfolio);
  const hasOutputs =
    portfolio.reposInfo.length +
      articles.length +
      portfolio.speakerDeckSlidesInfo.length +
      portfolio.teratailRepliesInfo.length +
      portfolio.eventsInfo.length >
    0;
  return (
    <div className={styles.page}>
      <Profile portfolio={portfolio} />
      <Scores details={portfolio.scoreDetails} />
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <Repos repos={portfolio.reposInfo} />
          <Articles articles={articles} />
          <Slides slides={portfolio.speakerDeckSlidesInfo} />
          <Replies replies={portfolio.teratailRepliesInfo} />
          <Events events={portfolio.eventsInfo} />
          {hasOutputs ? null : <p className={`${styles.card} ${styles.muted}`}>{t.nothing}</p>}
        </div>
        <div className={styles.sideColumn}>
          <Skills tags={portfolio.person.skillTagsInfo} />
          <Languages languages={portfolio.languagesInfo} />
          <Activities activities={portfolio.activities} />
        </div>
      </div>
    </div>
  );
}

function PortfolioScreen({ shareId }: { shareId: string }) {
  const { state, renew } = useShareToken();
  const token = state.status === 'ready' ? state.token : null;
  const portfolio = useQuery(publicPortfolioQuery(shareId, token));
  const refused = isShareTokenRefused(portfolio.error);

  useEffect(() => {
    if (refused) renew();
  }, [refused, renew]);

  if (state.status === 'failed') return <TokenFailed />;
  if (portfolio.data) return <Portfolio portfolio={portfolio.data} />;
  if (portfolio.isError) {
    if (isApiError(portfolio.error) && portfolio.error.status === 404) return <PublicNotFound />;
    if (refused) return <PublicLoading />;
    return <PublicLoadFailed onRetry={() => void portfolio.refetch()} />;
  }
  return <PublicLoading />;
}

/**
 * /public/{id}: a person's public portfolio for anyone, signed in or not: profile, scores,
 * skill tags, languages, repos, articles, slides, replies, events and activities (no e-mail,
 * no views). A closed or unknown id, and no id at all, show the Not Found screen.
 */
export function PublicPortfolioPage() {
  const { id } = useParams();
  if (!id) return <PublicNotFound />;
  return <PortfolioScreen key={id} shareId={id} />;
}

export { PublicPortfolioPage as Component };
