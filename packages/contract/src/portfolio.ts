import { experienceSchema } from './career';
import {
  BLOG_URL_MAX_LENGTH,
  IMPORT_STATUSES,
  OUTPUT_SOURCES,
  PERSON_BIO_MAX_LENGTH,
  PERSON_LINK_LABEL_MAX_LENGTH,
  PERSON_LINK_URL_MAX_LENGTH,
  PERSON_LINKS_MAX,
  PERSON_NAME_MAX_LENGTH,
  PORTFOLIO_MESSAGES,
  SHARE_ID_MAX_LENGTH,
  SKILL_LEVEL_MAX,
  SKILL_LEVEL_MIN,
  SKILL_TAG_NAME_MAX_LENGTH,
  SKILL_TAGS_MAX,
  SNS_NAMES,
} from './portfolio-rules';
import { multilineText, singleLineText } from './text';
import { z } from './zod';

export * from './portfolio-rules';

/*
 * Portfolio, scores and public sharing (issue 8). Wire keys snake_case, times epoch seconds.
 * Spec section 7 names the response keys (personInfo → person_info, qiitaPostsInfo →
 * qiita_posts_info, ...).
 */

const epoch = z.number().int();
/** A row id: a PostgreSQL integer. */
const rowId = z.number().int().min(1).max(2_147_483_647);
const httpUrl = (max: number, message: string) =>
  singleLineText()
    .trim()
    .max(max, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
      } catch {
        return false;
      }
    }, message);

// ---------------------------------------------------------------------------------------
// Connected accounts and blogs

export const snsNameSchema = z.enum(SNS_NAMES, { error: PORTFOLIO_MESSAGES.notConnected });
export const importStatusSchema = z.enum(IMPORT_STATUSES);

export const snsAssociationRequestSchema = z.object({
  sns_name: snsNameSchema,
  /** Account name, @name, or the profile URL; the server keeps the bare name. */
  account: singleLineText().trim().min(1, PORTFOLIO_MESSAGES.accountInvalid).max(200),
});
export const snsNameParamsSchema = z.object({ sns_name: snsNameSchema });

export const importStateFields = {
  status: importStatusSchema,
  imported_count: z.number().int(),
  last_imported_at: epoch.nullable(),
  /** Japanese, for the person: why the last import failed (null when it did not). */
  error_message: z.string().nullable(),
  /** When a rate-limited or failed import tries again by itself. */
  next_retry_at: epoch.nullable(),
};

export const snsAssociationSchema = z.object({
  sns_name: snsNameSchema,
  account: z.string(),
  html_url: z.string(),
  ...importStateFields,
});
export type SnsAssociationWire = z.infer<typeof snsAssociationSchema>;
export const snsAssociationListResponseSchema = z.object({
  sns_name_list: z.array(snsNameSchema),
  sns_list: z.array(snsAssociationSchema),
});
export const snsAssociationResponseSchema = z.object({ sns_association: snsAssociationSchema });

export const blogUrlSchema = httpUrl(BLOG_URL_MAX_LENGTH, PORTFOLIO_MESSAGES.blogUrlInvalid);
export const blogCreateRequestSchema = z.object({ url: blogUrlSchema });
export const blogUpdateRequestSchema = z.object({
  id: rowId,
  url: blogUrlSchema,
});
/** Which blog to delete: `id` or `url`, in the body or the query. */
export const blogDeleteRequestSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  url: z
    .string()
    .max(BLOG_URL_MAX_LENGTH * 2)
    .optional(),
});
export const blogRefreshRequestSchema = z.object({ id: rowId.optional() });

export const blogSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  feed_url: z.string().nullable(),
  title: z.string().nullable(),
  ...importStateFields,
});
export type BlogWire = z.infer<typeof blogSchema>;
export const blogListResponseSchema = z.object({ blog_url_list: z.array(blogSchema) });
export const blogResponseSchema = z.object({ blog: blogSchema });

// ---------------------------------------------------------------------------------------
// Building (spec section 4: user building state)

export const buildingSourceSchema = z.object({
  source: z.enum(OUTPUT_SOURCES),
  /** Account name, or the blog's URL. */
  account: z.string(),
  ...importStateFields,
});
export const isReadyResponseSchema = z.object({
  is_ready: z.boolean(),
  building_status: z.number().int(),
  /** Sources whose first import has ended (done or failed), of all connected. */
  finished_count: z.number().int(),
  total_count: z.number().int(),
  sources: z.array(buildingSourceSchema),
});
export const buildingStatusRequestSchema = z.object({ building_status: z.literal(1) });
export const buildingStatusResponseSchema = z.object({ building_status: z.number().int() });

// ---------------------------------------------------------------------------------------
// Person

export const viewDetailSchema = z.object({
  company_name: z.string(),
  company_website_url: z.string(),
  access_date: epoch,
});
/** Who viewed an output: spec section 3 (browsed histories matched by output URL). */
const viewsFields = { views: z.number().int(), views_detail: z.array(viewDetailSchema) };

export const skillTagSchema = z.object({
  name: z.string(),
  level: z.number().int(),
  /** Suggested from imported outputs, not yet confirmed by the person. */
  is_auto: z.boolean(),
});
export type SkillTagWire = z.infer<typeof skillTagSchema>;

export const personLinkSchema = z.object({ label: z.string(), url: z.string() });

export const personInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  email_address: z.object({ address: z.string() }),
  occupation: z.object({ is_it_engineer: z.boolean().nullable() }),
  github_html_url: z.string().nullable(),
  qiita_html_url: z.string().nullable(),
  zenn_html_url: z.string().nullable(),
  note_html_url: z.string().nullable(),
  speakerdeck_html_url: z.string().nullable(),
  teratail_html_url: z.string().nullable(),
  connpass_html_url: z.string().nullable(),
  links: z.array(personLinkSchema),
  updated_at: epoch,
});
export type PersonInfoWire = z.infer<typeof personInfoSchema>;
export const personResponseSchema = z.object({
  person: z.object({ person_info: personInfoSchema, skill_tags_info: z.array(skillTagSchema) }),
});

export const personUpdateRequestSchema = z.object({
  name: singleLineText()
    .trim()
    .min(1, '名前を入力してください。')
    .max(PERSON_NAME_MAX_LENGTH, `名前は${PERSON_NAME_MAX_LENGTH}文字以内で入力してください。`)
    .optional(),
  bio: multilineText()
    .max(PERSON_BIO_MAX_LENGTH, `自己紹介は${PERSON_BIO_MAX_LENGTH}文字以内で入力してください。`)
    .optional(),
  links: z
    .array(
      z.object({
        label: singleLineText()
          .trim()
          .min(1, 'リンクの名前を入力してください。')
          .max(
            PERSON_LINK_LABEL_MAX_LENGTH,
            `${PERSON_LINK_LABEL_MAX_LENGTH}文字以内で入力してください。`,
          ),
        url: httpUrl(
          PERSON_LINK_URL_MAX_LENGTH,
          'http:// または https:// で始まるURLを入力してください。',
        ),
      }),
    )
    .max(PERSON_LINKS_MAX, `リンクは${PERSON_LINKS_MAX}件まで登録できます。`)
    .optional(),
});

export const skillTagsUpdateRequestSchema = z.object({
  skill_tags: z
    .array(
      z.object({
        name: singleLineText()
          .trim()
          .min(1, 'スキルタグを入力してください。')
          .max(
            SKILL_TAG_NAME_MAX_LENGTH,
            `${SKILL_TAG_NAME_MAX_LENGTH}文字以内で入力してください。`,
          ),
        level: z
          .number({ error: 'レベルを選んでください。' })
          .int('レベルを選んでください。')
          .min(SKILL_LEVEL_MIN, 'レベルを選んでください。')
          .max(SKILL_LEVEL_MAX, 'レベルを選んでください。'),
      }),
    )
    .max(SKILL_TAGS_MAX, `スキルタグは${SKILL_TAGS_MAX}件まで登録できます。`)
    .superRefine((tags, ctx) => {
      const seen = new Set<string>();
      tags.forEach((tag, index) => {
        const key = tag.name.trim().toLowerCase();
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            message: PORTFOLIO_MESSAGES.skillTagDuplicate,
            path: [index, 'name'],
          });
        }
        seen.add(key);
      });
    }),
});
export const skillTagsResponseSchema = z.object({ skill_tags_info: z.array(skillTagSchema) });

// Scores --------------------------------------------------------------------------------

export const scoreFactorSchema = z.object({
  /** Stable key of the input, e.g. github_value, qiita_stocks. */
  key: z.string(),
  label: z.string(),
  value: z.number(),
});
export const scoreDetailSchema = z.object({
  scorer_type: z.number().int(),
  /** 1.0 to 5.0; null when the raw value is under the method's floor (no score yet). */
  score: z.number().nullable(),
  /** 1 is the top; among the population. */
  ranking: z.number().int().nullable(),
  population: z.number().int(),
  /** Share of the population at or below this person, 0 to 100. */
  percentile: z.number().nullable(),
  raw_value: z.number(),
  is_exist_output: z.boolean(),
  is_connected_sns: z.boolean(),
  /** What went into it, and what would raise it (Japanese). */
  factors: z.array(scoreFactorSchema),
  hints: z.array(z.string()),
  computed_at: epoch.nullable(),
});
export type ScoreDetailWire = z.infer<typeof scoreDetailSchema>;
export const scoreHistoryPointSchema = z.object({ date: z.string(), score: z.number().nullable() });
export const scoreDetailsResponseSchema = z.object({
  /** Keyed by scorer type ("1", "3", "4", "5", "6", "17", and the total "1000"). */
  score_details: z.record(z.string(), scoreDetailSchema),
  population: z.number().int(),
  /** Daily history per scorer type, oldest first. */
  score_history: z.record(z.string(), z.array(scoreHistoryPointSchema)),
});

// Outputs -------------------------------------------------------------------------------

export const repoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  language: z.string().nullable(),
  languages: z.array(z.object({ name: z.string(), bytes: z.number() })),
  contributions: z.number().int(),
  contributors_count: z.number().int(),
  forks: z.number().int(),
  is_fork: z.boolean(),
  is_oss: z.boolean(),
  is_owner: z.boolean(),
  stargazers_count: z.number().int(),
  pushed_at: epoch.nullable(),
  ...viewsFields,
});
export const articleBase = {
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  posted_at: epoch.nullable(),
  tags: z.array(z.string()),
  summary: z.string().nullable(),
  ...viewsFields,
};
export const qiitaPostSchema = z.object({
  ...articleBase,
  likes_count: z.number().int(),
  stockers_count: z.number().int(),
  /** The article's h1–h3 headings, as Qiita's public-page JSON lists them. */
  headlines: z.array(z.string()),
  /** Last edited on Qiita (posted_at is when it was first published). */
  updated_at: epoch.nullable(),
});
export const zennArticleSchema = z.object({ ...articleBase, liked_count: z.number().int() });
export const noteArticleSchema = z.object({ ...articleBase, like_count: z.number().int() });
export const blogArticleSchema = z.object({ ...articleBase, blog_title: z.string().nullable() });
export const speakerDeckSlideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  presentation_date: epoch.nullable(),
  star_count: z.number().int(),
  view_count: z.number().int(),
  ...viewsFields,
});
export const teratailReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  created_at: epoch.nullable(),
  is_best_answer: z.boolean(),
  tags: z.array(z.string()),
  ...viewsFields,
});
export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  date: epoch.nullable(),
  is_presenter: z.boolean(),
  is_organizer: z.boolean(),
  is_tech_event: z.boolean(),
  status: z.string(),
  place: z.string().nullable(),
  ...viewsFields,
});
export const languageSchema = z.object({
  name: z.string(),
  bytes: z.number(),
  /** Share of all bytes, 0 to 100. */
  ratio: z.number(),
  repo_count: z.number().int(),
});

export const experiencesInfoResponseSchema = z.object({
  experiences_info: z.array(experienceSchema),
});
export const languagesResponseSchema = z.object({ languages_info: z.array(languageSchema) });
export const reposResponseSchema = z.object({ repos_info: z.array(repoSchema) });
export const qiitaPostsResponseSchema = z.object({ qiita_posts_info: z.array(qiitaPostSchema) });
export const zennArticlesResponseSchema = z.object({
  zenn_articles_info: z.array(zennArticleSchema),
});
export const noteArticlesResponseSchema = z.object({
  note_articles_info: z.array(noteArticleSchema),
});
export const blogArticlesResponseSchema = z.object({
  blog_articles_info: z.array(blogArticleSchema),
});
export const speakerDeckSlidesResponseSchema = z.object({
  speaker_deck_slides_info: z.array(speakerDeckSlideSchema),
});
export const teratailRepliesResponseSchema = z.object({
  teratail_replies_info: z.array(teratailReplySchema),
});
export const eventsResponseSchema = z.object({ events_info: z.array(eventSchema) });

/** Activity types of the public JSON schema (reference-data). */
export const ACTIVITY_TYPES = [
  'github',
  'github_pr',
  'speaker_deck',
  'qiita',
  'zenn',
  'note',
  'teratail',
  'blog',
  'connpass',
] as const;
export const activitySchema = z.object({
  date: epoch,
  title: z.string(),
  url: z.string(),
  type: z.enum(ACTIVITY_TYPES),
});
export const activitiesQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2200).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export const activitiesResponseSchema = z.object({ activities: z.array(activitySchema) });

export const browsedHistorySchema = z.object({
  company_name: z.string(),
  company_website_url: z.string(),
  access_date: epoch,
  output_url: z.string().nullable(),
});
export const browsedHistoriesResponseSchema = z.object({
  browsed_histories: z.array(browsedHistorySchema),
});

// ---------------------------------------------------------------------------------------
// Public sharing

export const publicSettingSchema = z.object({
  share_id: z.string(),
  is_open: z.boolean(),
  public_base_url: z.string(),
  original_share_id: z.string(),
  custom_share_id: z.string().nullable(),
  is_term_agreed: z.boolean(),
  /** The answer for `?desired_share_id=` on GET; both null when none was asked. */
  desired_share_id_available: z.boolean().nullable(),
  desired_share_id_error_message: z.string().nullable(),
});
export type PublicSettingWire = z.infer<typeof publicSettingSchema>;
export const publicSettingResponseSchema = z.object({ public_setting: publicSettingSchema });
export const publicSettingQuerySchema = z.object({
  desired_share_id: z.string().max(200).optional(),
});
export const publicSettingUpdateRequestSchema = z.object({ is_open: z.boolean() });
export const termAgreeRequestSchema = z.object({ agreed: z.boolean() });
export const termAgreeResponseSchema = z.object({ agreed: z.boolean() });

/** The check itself is shareIdProblem plus the server's "taken"; any string may be asked. */
export const shareIdAvailabilityQuerySchema = z.object({
  desired_share_id: z.string().max(200),
});
export const shareIdAvailabilityResponseSchema = z.object({
  available: z.boolean(),
  error_message: z.string().nullable(),
});
export const shareIdUpdateRequestSchema = z.object({
  custom_share_id: z.string().max(SHARE_ID_MAX_LENGTH * 4),
});
export const shareIdResponseSchema = z.object({ custom_share_id: z.string().nullable() });

export const publicShareParamsSchema = z.object({ share_id: z.string().max(200) });

/** What a visitor sees: no e-mail, no views, nothing of the career but what is public. */
export const publicPersonInfoSchema = personInfoSchema
  .omit({ email_address: true, occupation: true, updated_at: true })
  .extend({ share_id: z.string() });
const noViews = { views: true, views_detail: true } as const;
export const publicPortfolioResponseSchema = z.object({
  person: z.object({
    person_info: publicPersonInfoSchema,
    skill_tags_info: z.array(skillTagSchema),
  }),
  score_details: z.record(z.string(), scoreDetailSchema.omit({ factors: true, hints: true })),
  languages_info: z.array(languageSchema),
  repos_info: z.array(repoSchema.omit(noViews)),
  qiita_posts_info: z.array(qiitaPostSchema.omit(noViews)),
  zenn_articles_info: z.array(zennArticleSchema.omit(noViews)),
  note_articles_info: z.array(noteArticleSchema.omit(noViews)),
  blog_articles_info: z.array(blogArticleSchema.omit(noViews)),
  speaker_deck_slides_info: z.array(speakerDeckSlideSchema.omit(noViews)),
  teratail_replies_info: z.array(teratailReplySchema.omit(noViews)),
  events_info: z.array(eventSchema.omit(noViews)),
  activities: z.array(activitySchema),
  share_text: z.string(),
});

export const teamTagsParamsSchema = z.object({ id: z.string().max(100) });
export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  share_id: z.string(),
  skill_tags: z.array(z.object({ name: z.string(), level: z.number().int() })),
});
export const teamTagsResponseSchema = z.object({
  team: z.object({ id: z.string(), name: z.string() }),
  members: z.array(teamMemberSchema),
  /** Tags whose summed level across the members is 3 or more (spec section 9). */
  tags: z.array(
    z.object({ name: z.string(), total_level: z.number().int(), member_count: z.number().int() }),
  ),
});
