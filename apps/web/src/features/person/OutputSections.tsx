import { SNS_LABELS } from '@kiseki/contract/portfolio-rules';
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  type BlogArticle,
  blogArticlesQuery,
  eventsQuery,
  type NoteArticle,
  noteArticlesQuery,
  type PersonInfo,
  type PortfolioEvent,
  type personKeys,
  type QiitaPost,
  qiitaPostsQuery,
  type Repo,
  reposQuery,
  type SpeakerDeckSlide,
  speakerDeckSlidesQuery,
  type TeratailReply,
  teratailRepliesQuery,
  type ViewDetail,
  type ZennArticle,
  zennArticlesQuery,
} from '../../shared/api/person';
import { formatDate } from '../../shared/lib/date';
import { AppLink } from '../../shared/ui/AppLink';
import { formatCount, SERVICE_URL_FIELDS, type ServiceName } from './format';
import { personJa } from './messages';
import styles from './PersonPage.module.css';
import { ExternalLink } from './ProfileHeader';
import { CollapsibleList, QueryBody, SectionCard } from './SectionState';
import { ViewsButton } from './ViewsButton';

const t = personJa.outputs;
const INITIAL_ITEMS = 5;

/** One output as the lists show it, whatever its source. */
export interface OutputView {
  id: number;
  title: string;
  url: string;
  date: number | null;
  /** Reach numbers and roles ("スター 12", "登壇"). */
  meta: string[];
  description?: string | null;
  tags?: readonly string[];
  views: number;
  viewsDetail: readonly ViewDetail[];
}

export function OutputItem({ item }: { item: OutputView }) {
  return (
    <li className={styles.output}>
      <div className={styles.outputMain}>
        <ExternalLink href={item.url} className={styles.outputTitle}>
          {item.title}
        </ExternalLink>
        {item.description ? <p className={styles.outputDescription}>{item.description}</p> : null}
        <div className={styles.outputMeta}>
          {item.date !== null ? (
            <time dateTime={new Date(item.date * 1000).toISOString()}>{formatDate(item.date)}</time>
          ) : null}
          {item.meta.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </div>
        {item.tags && item.tags.length > 0 ? (
          <ul className={styles.tagList} aria-label="タグ">
            {item.tags.slice(0, 6).map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.outputViews}>
        <ViewsButton title={item.title} views={item.views} viewsDetail={item.viewsDetail} />
      </div>
    </li>
  );
}

const n = formatCount;

const repoView = (repo: Repo): OutputView => ({
  id: repo.id,
  title: repo.title,
  url: repo.url,
  date: repo.pushedAt,
  description: repo.description,
  meta: [
    ...(repo.language ? [repo.language] : []),
    t.stars(n(repo.stargazersCount)),
    t.forks(n(repo.forks)),
    ...(repo.contributions > 0 ? [t.contributions(n(repo.contributions))] : []),
    ...(repo.isFork ? [t.fork] : repo.isOwner ? [t.owner] : []),
  ],
  views: repo.views,
  viewsDetail: repo.viewsDetail,
});

const articleBase = (a: QiitaPost | ZennArticle | NoteArticle | BlogArticle) => ({
  id: a.id,
  title: a.title,
  url: a.url,
  date: a.postedAt,
  tags: a.tags,
  views: a.views,
  viewsDetail: a.viewsDetail,
});

const qiitaView = (a: QiitaPost): OutputView => ({
  ...articleBase(a),
  meta: [t.likes(n(a.likesCount)), t.stocks(n(a.stockersCount))],
});
const zennView = (a: ZennArticle): OutputView => ({
  ...articleBase(a),
  meta: [t.likes(n(a.likedCount))],
});
const noteView = (a: NoteArticle): OutputView => ({
  ...articleBase(a),
  meta: [t.likes(n(a.likeCount))],
});
const blogView = (a: BlogArticle): OutputView => ({
  ...articleBase(a),
  meta: a.blogTitle ? [a.blogTitle] : [],
});
const slideView = (s: SpeakerDeckSlide): OutputView => ({
  id: s.id,
  title: s.title,
  url: s.url,
  date: s.presentationDate,
  description: s.description,
  meta: [t.slideViews(n(s.viewCount)), t.stars(n(s.starCount))],
  views: s.views,
  viewsDetail: s.viewsDetail,
});
const teratailView = (r: TeratailReply): OutputView => ({
  id: r.id,
  title: r.title,
  url: r.url,
  date: r.createdAt,
  tags: r.tags,
  meta: r.isBestAnswer ? [t.bestAnswer] : [],
  views: r.views,
  viewsDetail: r.viewsDetail,
});
const eventView = (e: PortfolioEvent): OutputView => ({
  id: e.id,
  title: e.title,
  url: e.url,
  date: e.date,
  meta: [
    e.isPresenter ? t.presenter : e.isOrganizer ? t.organizer : t.attendee,
    ...(e.isPresenter && e.isOrganizer ? [t.organizer] : []),
    ...(e.place ? [e.place] : []),
  ],
  views: e.views,
  viewsDetail: e.viewsDetail,
});

type SectionKey = keyof typeof t.sections;

interface SectionDef<T> {
  key: SectionKey;
  /** The service the list comes from; blogs are registered apart (null). */
  service: ServiceName | null;
  query: UseQueryOptions<T[], Error, T[], ReturnType<typeof personKeys.output>>;
  view: (item: T) => OutputView;
}
/** Pairs a list's query with its own mapper; the table below holds them side by side. */
const def = <T,>(section: SectionDef<T>) => section as unknown as SectionDef<unknown>;

const SECTIONS: SectionDef<unknown>[] = [
  def({ key: 'repos', service: 'github', query: reposQuery, view: repoView }),
  def({ key: 'qiita', service: 'qiita', query: qiitaPostsQuery, view: qiitaView }),
  def({ key: 'zenn', service: 'zenn', query: zennArticlesQuery, view: zennView }),
  def({ key: 'note', service: 'note', query: noteArticlesQuery, view: noteView }),
  def({ key: 'blog', service: null, query: blogArticlesQuery, view: blogView }),
  def({
    key: 'speakerdeck',
    service: 'speakerdeck',
    query: speakerDeckSlidesQuery,
    view: slideView,
  }),
  def({ key: 'teratail', service: 'teratail', query: teratailRepliesQuery, view: teratailView }),
  def({ key: 'connpass', service: 'connpass', query: eventsQuery, view: eventView }),
];

const isConnected = (info: PersonInfo | undefined, service: ServiceName | null) => {
  if (!info || service === null) return undefined;
  const field = SERVICE_URL_FIELDS.find(([name]) => name === service)?.[1];
  return Boolean(field && info[field]);
};

/**
 * One output list. Shown when it has items, or when its service is connected (then an empty
 * list says nothing was imported yet); a list of a service not connected stays out of the way
 * (the 未連携 card names it instead). Loading and errors are its own.
 */
function OutputSection({
  sectionKey,
  query,
  view,
  connected,
}: {
  sectionKey: SectionKey;
  query: UseQueryResult<unknown[]>;
  view: (item: unknown) => OutputView;
  connected: boolean | undefined;
}) {
  const title = t.sections[sectionKey];
  if (query.data && query.data.length === 0 && connected !== true) return null;
  return (
    <SectionCard title={title} count={query.data?.length}>
      <QueryBody query={query} what={title}>
        {(items) =>
          items.length === 0 ? (
            <p className={styles.muted}>{t.connectedEmpty}</p>
          ) : (
            <CollapsibleList
              items={items.map(view)}
              initial={INITIAL_ITEMS}
              className={styles.outputList}
              label={title}
              render={(item) => <OutputItem key={item.id} item={item} />}
            />
          )
        }
      </QueryBody>
    </SectionCard>
  );
}

function SectionFor({ entry, info }: { entry: SectionDef<unknown>; info: PersonInfo | undefined }) {
  const query = useQuery(entry.query);
  return (
    <OutputSection
      sectionKey={entry.key}
      query={query}
      view={entry.view}
      connected={isConnected(info, entry.service)}
    />
  );
}

/** Services not connected yet, with the way to connect them. */
function NotConnectedCard({ info }: { info: PersonInfo }) {
  const missing = SERVICE_URL_FIELDS.filter(([, field]) => !info[field]).map(([name]) => name);
  if (missing.length === 0) return null;
  return (
    <SectionCard title={t.notConnectedTitle} lead={t.notConnectedBody} className={styles.quiet}>
      <ul className={styles.serviceList} aria-label={t.notConnectedTitle}>
        {missing.map((name) => (
          <li key={name} className={styles.serviceChipMuted}>
            {SNS_LABELS[name]}
          </li>
        ))}
      </ul>
      <div>
        <AppLink to="/accounts" className={styles.inlineLink}>
          {personJa.profile.connect}
        </AppLink>
      </div>
    </SectionCard>
  );
}

/** Every output list of /person, each fetched on its own. */
export function OutputSections({ info }: { info: PersonInfo | undefined }): ReactNode {
  return (
    <>
      {SECTIONS.map((entry) => (
        <SectionFor key={entry.key} entry={entry} info={info} />
      ))}
      {info ? <NotConnectedCard info={info} /> : null}
    </>
  );
}
