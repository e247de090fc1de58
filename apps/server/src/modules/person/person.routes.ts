import {
  activitiesQuerySchema,
  activitiesResponseSchema,
  blogArticlesResponseSchema,
  browsedHistoriesResponseSchema,
  eventsResponseSchema,
  experiencesInfoResponseSchema,
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
} from '@kiseki/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, requireUser } from '../accounts/auth-guards';
import { listExperiences } from '../career/experiences.service';
import { recomputePersonScores } from '../scores/score.service';
import { readScoreDetails } from '../scores/score-details.service';
import { listSkillTags, personInfo, replaceSkillTags, updatePerson } from './person.service';
import {
  listActivities,
  listBlogArticles,
  listBrowsedHistories,
  listEvents,
  listLanguages,
  listNoteArticles,
  listQiitaPosts,
  listRepos,
  listSlides,
  listTeratailReplies,
  listZennArticles,
  viewsByUrl,
} from './person-outputs.service';

/** The signed-in person's own portfolio (spec section 7, person calls). */
export async function personRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const userIdOf = (request: FastifyRequest) => currentSession(request).user.id;
  const tags = ['person'];
  const read = { preValidation: requireUser };
  const ok = <T>(schema: T) => ({ 200: schema, ...errorResponses('unauthenticated') });

  r.get(
    '/api/person/',
    {
      ...read,
      schema: { tags, summary: 'ポートフォリオの本人情報', response: ok(personResponseSchema) },
    },
    async (request) => {
      const userId = userIdOf(request);
      const [info, skillTags] = await Promise.all([
        personInfo(ctx.db, userId),
        listSkillTags(ctx.db, userId),
      ]);
      return { person: { person_info: info, skill_tags_info: skillTags } };
    },
  );

  r.put(
    '/api/person/',
    {
      ...read,
      schema: {
        tags,
        summary: '名前・自己紹介・リンクの更新（送った項目のみ）',
        body: personUpdateRequestSchema,
        response: {
          200: personResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const info = await updatePerson(ctx, userId, request.body);
      return {
        person: { person_info: info, skill_tags_info: await listSkillTags(ctx.db, userId) },
      };
    },
  );

  r.get(
    '/api/person/skill_tags/',
    {
      ...read,
      schema: { tags, summary: 'スキルタグとレベル', response: ok(skillTagsResponseSchema) },
    },
    async (request) => ({ skill_tags_info: await listSkillTags(ctx.db, userIdOf(request)) }),
  );

  r.put(
    '/api/person/skill_tags/',
    {
      ...read,
      schema: {
        tags,
        summary: 'スキルタグを一覧ごと置き換える（並び順も保存）',
        body: skillTagsUpdateRequestSchema,
        response: {
          200: skillTagsResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const skillTags = await replaceSkillTags(ctx, userId, request.body.skill_tags);
      // The tag count is one of the tech score's inputs.
      await recomputePersonScores(ctx.db, userId, ctx.now());
      return { skill_tags_info: skillTags };
    },
  );

  r.get(
    '/api/person/score_details/',
    {
      ...read,
      schema: {
        tags,
        summary: 'スコア（種類ごと）と推移',
        description:
          '種類: 1 技術力, 3 GitHub, 4 技術記事, 5 技術イベント, 6 スキルタグ, 17 発信力, 1000 総合（1 と 17 を 9/18 ずつ）。',
        response: ok(scoreDetailsResponseSchema),
      },
    },
    async (request) => readScoreDetails(ctx.db, userIdOf(request), ctx.now()),
  );

  r.get(
    '/api/person/experiences/',
    { ...read, schema: { tags, summary: '職歴', response: ok(experiencesInfoResponseSchema) } },
    async (request) => ({ experiences_info: await listExperiences(ctx.db, userIdOf(request)) }),
  );

  r.get(
    '/api/person/languages/',
    {
      ...read,
      schema: {
        tags,
        summary: '使用言語（GitHub のバイト数）',
        response: ok(languagesResponseSchema),
      },
    },
    async (request) => ({ languages_info: await listLanguages(ctx.db, userIdOf(request)) }),
  );

  /** The output lists all carry views, read once per request. */
  const outputs = (
    path: string,
    summary: string,
    key: string,
    schema: ZodType,
    list: (
      db: typeof ctx.db,
      userId: number,
      views: Awaited<ReturnType<typeof viewsByUrl>>,
    ) => Promise<unknown[]>,
  ) =>
    r.get(
      path,
      { ...read, schema: { tags, summary, response: ok(schema) } },
      // biome-ignore lint/suspicious/noExplicitAny: the response schema checks the shape
      async (request): Promise<any> => {
        const userId = userIdOf(request);
        const views = await viewsByUrl(ctx.db, userId);
        return { [key]: await list(ctx.db, userId, views) };
      },
    );

  outputs(
    '/api/person/repos/',
    'GitHub のリポジトリ',
    'repos_info',
    reposResponseSchema,
    listRepos,
  );
  outputs(
    '/api/person/qiita_posts/',
    'Qiita の記事',
    'qiita_posts_info',
    qiitaPostsResponseSchema,
    listQiitaPosts,
  );
  outputs(
    '/api/person/zenn_articles/',
    'Zenn の記事',
    'zenn_articles_info',
    zennArticlesResponseSchema,
    listZennArticles,
  );
  outputs(
    '/api/person/note_articles/',
    'note の記事',
    'note_articles_info',
    noteArticlesResponseSchema,
    listNoteArticles,
  );
  outputs(
    '/api/person/blog_articles/',
    'ブログの記事',
    'blog_articles_info',
    blogArticlesResponseSchema,
    listBlogArticles,
  );
  outputs(
    '/api/person/speakerdeck_slides/',
    'Speaker Deck のスライド',
    'speaker_deck_slides_info',
    speakerDeckSlidesResponseSchema,
    listSlides,
  );
  outputs(
    '/api/person/teratail_replies/',
    'teratail の回答',
    'teratail_replies_info',
    teratailRepliesResponseSchema,
    listTeratailReplies,
  );
  outputs(
    '/api/person/events/',
    'connpass のイベント',
    'events_info',
    eventsResponseSchema,
    listEvents,
  );

  r.get(
    '/api/person/activities/',
    {
      ...read,
      schema: {
        tags,
        summary: 'アクティビティ（年・月で絞り込み可、日本時間）',
        querystring: activitiesQuerySchema,
        response: {
          200: activitiesResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => {
      const { year, month } = request.query;
      const period = year !== undefined ? { year, month } : undefined;
      return { activities: await listActivities(ctx.db, userIdOf(request), period) };
    },
  );

  r.get(
    '/api/person/browsed_histories/',
    {
      ...read,
      schema: {
        tags,
        summary: 'ポートフォリオを見た企業',
        response: ok(browsedHistoriesResponseSchema),
      },
    },
    async (request) => ({
      browsed_histories: await listBrowsedHistories(ctx.db, userIdOf(request)),
    }),
  );
}
