import type { ScoreDetailWire } from '@kiseki/contract/portfolio';
import { jsonResponse, loggedInApi, type MockReply } from '../../test/api-mock';

/*
 * Wire answers (snake_case, as the server sends them) of the person endpoints for the screen
 * tests, and a small in-memory API whose PUTs change what the GETs answer.
 */

const DAY = 86_400;
/** 2025-04-10 12:00 JST. */
export const APRIL_10 = 1_744_254_000;

export const personInfoWire = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: '山田 花子',
  bio: 'TypeScript と Go でWebサービスを作っています。\n技術記事も書きます。',
  avatar_url: null,
  email_address: { address: 'hanako@example.jp' },
  occupation: { is_it_engineer: true },
  github_html_url: 'https://github.com/hanako-dev',
  qiita_html_url: 'https://qiita.com/hanako',
  zenn_html_url: null,
  note_html_url: null,
  speakerdeck_html_url: null,
  teratail_html_url: null,
  connpass_html_url: 'https://connpass.com/user/hanako/',
  links: [{ label: '個人サイト', url: 'https://hanako.example.jp' }],
  updated_at: APRIL_10,
  ...overrides,
});

export const NOTHING_CONNECTED = {
  github_html_url: null,
  qiita_html_url: null,
  connpass_html_url: null,
};

export const skillTagWire = (name: string, level = 3, isAuto = false) => ({
  name,
  level,
  is_auto: isAuto,
});

export const scoreWire = (
  type: number,
  overrides: Partial<ScoreDetailWire> = {},
): ScoreDetailWire => ({
  scorer_type: type,
  score: 3.5,
  ranking: 20,
  population: 201,
  percentile: 90,
  raw_value: 1.2,
  is_exist_output: true,
  is_connected_sns: true,
  factors: [],
  hints: [],
  computed_at: APRIL_10,
  ...overrides,
});

/** Every scorer type with a score, the total 3.66 in the top 10 %. */
export const scoreDetailsWire = (overrides: Record<string, Partial<ScoreDetailWire>> = {}) => {
  const details: Record<string, ScoreDetailWire> = {
    '1000': scoreWire(1000, {
      score: 3.6606,
      ranking: 22,
      population: 201,
      percentile: 89.47,
      factors: [
        { key: 'tech', label: '技術力', value: 3.66 },
        { key: 'influence', label: '発信力', value: 3.66 },
      ],
      hints: ['技術イベントで登壇すると「技術イベント」の値が大きく伸びます'],
    }),
    '1': scoreWire(1, { score: 3.66, factors: [{ key: 'github', label: 'GitHub', value: 0.95 }] }),
    '17': scoreWire(17, { score: 3.2 }),
    '3': scoreWire(3, {
      score: 3.5,
      factors: [
        { key: 'active_days', label: 'コントリビューションのあった日数', value: 60 },
        { key: 'repo_value', label: '上位3リポジトリの値', value: 27.4782 },
      ],
      hints: ['スターの多いリポジトリへのコントリビューションが効きます'],
    }),
    '4': scoreWire(4, { score: 3.6 }),
    '5': scoreWire(5, { score: 3.48 }),
    '6': scoreWire(6, { score: 3.3 }),
  };
  for (const [type, change] of Object.entries(overrides)) {
    details[type] = { ...(details[type] ?? scoreWire(Number(type))), ...change };
  }
  const history: Record<string, { date: string; score: number | null }[]> = {
    '1000': [
      { date: '2025-04-08', score: 3.5 },
      { date: '2025-04-09', score: 3.6 },
      { date: '2025-04-10', score: 3.66 },
    ],
  };
  return { score_details: details, population: 201, score_history: history };
};

export const viewWire = (company: string, accessDate = APRIL_10) => ({
  company_name: company,
  company_website_url: `https://${company === '株式会社テスト' ? 'test' : 'other'}.example.co.jp`,
  access_date: accessDate,
});

export const repoWire = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `hanako-dev/repo-${id}`,
  url: `https://github.com/hanako-dev/repo-${id}`,
  description: 'A small library',
  language: 'TypeScript',
  languages: [{ name: 'TypeScript', bytes: 1000 }],
  contributions: 120,
  contributors_count: 2,
  forks: 3,
  is_fork: false,
  is_oss: true,
  is_owner: true,
  stargazers_count: 48,
  pushed_at: APRIL_10 - 3 * DAY,
  views: 0,
  views_detail: [],
  ...overrides,
});

export const qiitaWire = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Qiita記事${id}`,
  url: `https://qiita.com/hanako/items/${id}`,
  posted_at: APRIL_10 - DAY,
  tags: ['TypeScript'],
  summary: null,
  likes_count: 12,
  stockers_count: 85,
  headlines: [],
  updated_at: null,
  views: 0,
  views_detail: [],
  ...overrides,
});

export const activityWire = (
  type: string,
  title: string,
  date: number,
  url = `https://example.jp/${encodeURIComponent(title)}`,
) => ({ type, title, date, url });

export interface PersonState {
  info: ReturnType<typeof personInfoWire>;
  skillTags: ReturnType<typeof skillTagWire>[];
  scores: ReturnType<typeof scoreDetailsWire>;
  repos: ReturnType<typeof repoWire>[];
  qiita: ReturnType<typeof qiitaWire>[];
  activities: ReturnType<typeof activityWire>[];
  browsed: {
    company_name: string;
    company_website_url: string;
    access_date: number;
    output_url: string | null;
  }[];
}

/** A logged-in API with the person endpoints answering from `state`. */
export function personApi(
  initial: Partial<PersonState> = {},
  overrides: Record<string, MockReply> = {},
) {
  const state: PersonState = {
    info: personInfoWire(),
    skillTags: [
      skillTagWire('TypeScript', 4),
      skillTagWire('Go', 2),
      skillTagWire('Rust', 1, true),
    ],
    scores: scoreDetailsWire(),
    repos: [repoWire(1, { views: 1, views_detail: [viewWire('株式会社テスト')] })],
    qiita: [qiitaWire(11)],
    activities: [],
    browsed: [],
    ...initial,
  };
  const body = (request: { body: string | undefined }) => JSON.parse(request.body ?? '{}');
  const person = () =>
    jsonResponse({ person: { person_info: state.info, skill_tags_info: state.skillTags } });
  const empty = (key: string) => () => jsonResponse({ [key]: [] });
  const routes: Record<string, MockReply> = {
    'GET /api/person/': person,
    'PUT /api/person/': (request) => {
      state.info = { ...state.info, ...body(request) };
      return person();
    },
    'GET /api/person/skill_tags/': () => jsonResponse({ skill_tags_info: state.skillTags }),
    'PUT /api/person/skill_tags/': (request) => {
      state.skillTags = (body(request).skill_tags as { name: string; level: number }[]).map((tag) =>
        skillTagWire(tag.name, tag.level),
      );
      return jsonResponse({ skill_tags_info: state.skillTags });
    },
    '/api/person/score_details/': () => jsonResponse(state.scores),
    '/api/person/languages/': () =>
      jsonResponse({
        languages_info: [
          { name: 'TypeScript', bytes: 7000, ratio: 70, repo_count: 3 },
          { name: 'Go', bytes: 3000, ratio: 30, repo_count: 1 },
        ],
      }),
    '/api/person/repos/': () => jsonResponse({ repos_info: state.repos }),
    '/api/person/qiita_posts/': () => jsonResponse({ qiita_posts_info: state.qiita }),
    '/api/person/zenn_articles/': empty('zenn_articles_info'),
    '/api/person/note_articles/': empty('note_articles_info'),
    '/api/person/blog_articles/': empty('blog_articles_info'),
    '/api/person/speakerdeck_slides/': empty('speaker_deck_slides_info'),
    '/api/person/teratail_replies/': empty('teratail_replies_info'),
    '/api/person/events/': empty('events_info'),
    '/api/person/activities/': () => jsonResponse({ activities: state.activities }),
    '/api/person/browsed_histories/': () => jsonResponse({ browsed_histories: state.browsed }),
    ...overrides,
  };
  return { ...loggedInApi(routes), state };
}
