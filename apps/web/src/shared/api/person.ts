import type {
  activitiesResponseSchema,
  blogArticlesResponseSchema,
  browsedHistoriesResponseSchema,
  eventsResponseSchema,
  languagesResponseSchema,
  noteArticlesResponseSchema,
  personResponseSchema,
  personUpdateRequestSchema,
  qiitaPostsResponseSchema,
  reposResponseSchema,
  scoreDetailsResponseSchema,
  skillTagsResponseSchema,
  skillTagsUpdateRequestSchema,
  speakerDeckSlidesResponseSchema,
  teratailRepliesResponseSchema,
  zennArticlesResponseSchema,
} from '@kiseki/contract/portfolio';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from './client';
import type { Reply } from './reply';

/**
 * The signed-in person's own portfolio (spec section 7, person calls). One query per
 * endpoint, so each section of /person loads, fails and retries on its own; every output list
 * carries its views (who looked at each item), so nothing is fetched per item. Keys sit under
 * ['person', ...]: invalidating ['person'] refreshes the whole page. A 503 on any of these
 * paths means maintenance (MAINTENANCE_AWARE_PATHS covers the /api/person/ prefix).
 */

export type PersonReply = Reply<typeof personResponseSchema>['person'];
export type PersonInfo = PersonReply['personInfo'];
export type SkillTag = PersonReply['skillTagsInfo'][number];
export type ScoreDetailsReply = Reply<typeof scoreDetailsResponseSchema>;
export type ScoreDetail = ScoreDetailsReply['scoreDetails'][string];
export type ScoreHistoryPoint = ScoreDetailsReply['scoreHistory'][string][number];
export type Language = Reply<typeof languagesResponseSchema>['languagesInfo'][number];
export type Repo = Reply<typeof reposResponseSchema>['reposInfo'][number];
export type QiitaPost = Reply<typeof qiitaPostsResponseSchema>['qiitaPostsInfo'][number];
export type ZennArticle = Reply<typeof zennArticlesResponseSchema>['zennArticlesInfo'][number];
export type NoteArticle = Reply<typeof noteArticlesResponseSchema>['noteArticlesInfo'][number];
export type BlogArticle = Reply<typeof blogArticlesResponseSchema>['blogArticlesInfo'][number];
export type SpeakerDeckSlide = Reply<
  typeof speakerDeckSlidesResponseSchema
>['speakerDeckSlidesInfo'][number];
export type TeratailReply = Reply<
  typeof teratailRepliesResponseSchema
>['teratailRepliesInfo'][number];
export type PortfolioEvent = Reply<typeof eventsResponseSchema>['eventsInfo'][number];
export type Activity = Reply<typeof activitiesResponseSchema>['activities'][number];
export type ActivityType = Activity['type'];
export type BrowsedHistory = Reply<
  typeof browsedHistoriesResponseSchema
>['browsedHistories'][number];
export type ViewDetail = Repo['viewsDetail'][number];

/** Bodies of the two writes, as the contract's schemas take them (snake_case). */
export type PersonUpdateRequest = z.input<typeof personUpdateRequestSchema>;
export type SkillTagsUpdateRequest = z.input<typeof skillTagsUpdateRequestSchema>;

/** A year, or a month of a year (Japan time), of the activity list. */
export interface ActivityPeriod {
  year: number;
  month?: number | undefined;
}

export const personKeys = {
  all: ['person'] as const,
  person: ['person', 'info'] as const,
  skillTags: ['person', 'skill_tags'] as const,
  scores: ['person', 'score_details'] as const,
  languages: ['person', 'languages'] as const,
  outputs: ['person', 'outputs'] as const,
  output: (source: string) => ['person', 'outputs', source] as const,
  activities: (period?: ActivityPeriod) =>
    period
      ? (['person', 'activities', period.year, period.month ?? null] as const)
      : (['person', 'activities', 'latest'] as const),
  browsedHistories: ['person', 'browsed_histories'] as const,
};

export const personQuery = queryOptions({
  queryKey: personKeys.person,
  queryFn: async ({ signal }) =>
    (await apiFetch<Reply<typeof personResponseSchema>>('/api/person/', { signal })).person,
});

export const skillTagsQuery = queryOptions({
  queryKey: personKeys.skillTags,
  queryFn: async ({ signal }) =>
    (await apiFetch<Reply<typeof skillTagsResponseSchema>>('/api/person/skill_tags/', { signal }))
      .skillTagsInfo,
});

export const scoreDetailsQuery = queryOptions({
  queryKey: personKeys.scores,
  queryFn: ({ signal }) =>
    apiFetch<ScoreDetailsReply>('/api/person/score_details/', {
      signal,
      // Keyed by scorer type ("1", "1000"): such keys stay as they are anyway; said for clarity.
      keepKeysOf: ['score_details', 'score_history'],
    }),
});

export const languagesQuery = queryOptions({
  queryKey: personKeys.languages,
  queryFn: async ({ signal }) =>
    (await apiFetch<Reply<typeof languagesResponseSchema>>('/api/person/languages/', { signal }))
      .languagesInfo,
});

/** One output list: GET `path`, answering `{ [key]: [...] }`. */
function outputQuery<T>(source: string, path: string, key: string) {
  return queryOptions({
    queryKey: personKeys.output(source),
    queryFn: async ({ signal }) =>
      (await apiFetch<Record<string, T[]>>(path, { signal }))[key] ?? [],
  });
}

export const reposQuery = outputQuery<Repo>('repos', '/api/person/repos/', 'reposInfo');
export const qiitaPostsQuery = outputQuery<QiitaPost>(
  'qiita_posts',
  '/api/person/qiita_posts/',
  'qiitaPostsInfo',
);
export const zennArticlesQuery = outputQuery<ZennArticle>(
  'zenn_articles',
  '/api/person/zenn_articles/',
  'zennArticlesInfo',
);
export const noteArticlesQuery = outputQuery<NoteArticle>(
  'note_articles',
  '/api/person/note_articles/',
  'noteArticlesInfo',
);
export const blogArticlesQuery = outputQuery<BlogArticle>(
  'blog_articles',
  '/api/person/blog_articles/',
  'blogArticlesInfo',
);
export const speakerDeckSlidesQuery = outputQuery<SpeakerDeckSlide>(
  'speakerdeck_slides',
  '/api/person/speakerdeck_slides/',
  'speakerDeckSlidesInfo',
);
export const teratailRepliesQuery = outputQuery<TeratailReply>(
  'teratail_replies',
  '/api/person/teratail_replies/',
  'teratailRepliesInfo',
);
export const eventsQuery = outputQuery<PortfolioEvent>(
  'events',
  '/api/person/events/',
  'eventsInfo',
);

/** The latest activities (no period), or every activity of a year or month (JST). */
export const activitiesQuery = (period?: ActivityPeriod) =>
  queryOptions({
    queryKey: personKeys.activities(period),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<Reply<typeof activitiesResponseSchema>>('/api/person/activities/', {
          signal,
          query: period ? { year: period.year, month: period.month } : undefined,
        })
      ).activities,
  });

export const browsedHistoriesQuery = queryOptions({
  queryKey: personKeys.browsedHistories,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof browsedHistoriesResponseSchema>>(
        '/api/person/browsed_histories/',
        { signal },
      )
    ).browsedHistories,
});

/** The edit forms show failures themselves: field messages, or one line above the form. */
const OWN_ERRORS = { handlesErrors: true } as const;

/** Name, bio and links (only what is sent changes). */
export function useUpdatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PersonUpdateRequest) =>
      (
        await apiFetch<Reply<typeof personResponseSchema>>('/api/person/', {
          method: 'PUT',
          body,
        })
      ).person,
    meta: OWN_ERRORS,
    onSuccess: (person) => {
      client.setQueryData(personKeys.person, person);
    },
  });
}

/**
 * Replaces the skill tags with the list in its order. The tag count is a score axis, so the
 * scores are read again too.
 */
export function useUpdateSkillTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SkillTagsUpdateRequest) =>
      (
        await apiFetch<Reply<typeof skillTagsResponseSchema>>('/api/person/skill_tags/', {
          method: 'PUT',
          body,
        })
      ).skillTagsInfo,
    meta: OWN_ERRORS,
    onSuccess: (tags) => {
      client.setQueryData(personKeys.skillTags, tags);
      client.setQueryData<PersonReply>(personKeys.person, (person) =>
        person ? { ...person, skillTagsInfo: tags } : person,
      );
      void client.invalidateQueries({ queryKey: personKeys.scores });
    },
  });
}
