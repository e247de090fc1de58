import { DEMO_ACCOUNT, EMPTY_ACCOUNT, TEAMMATE_ACCOUNT } from './accounts';
import { hash32 } from './random';

/*
 * connpass fixtures: the events the fake accounts joined or spoke at, and the people who own
 * them. Every event keeps its own attendee and presenter lists, so one event can be on
 * several people's lists, as on connpass. Events are scheduled in Japan time, so they are
 * written that way here (at()) and kept as UTC ISO strings.
 */

export interface FakeConnpassUser {
  id: number;
  nickname: string;
  displayName: string;
  description: string;
  createdAt: string;
  bookmarks: number;
}

export interface FakeConnpassGroup {
  id: number;
  subdomain: string;
  title: string;
}

export interface FakeConnpassEvent {
  id: number;
  title: string;
  catch: string;
  /** HTML, as connpass serves it. */
  description: string;
  hashTag: string | null;
  startedAt: string;
  endedAt: string;
  limit: number | null;
  group: FakeConnpassGroup | null;
  address: string | null;
  place: string | null;
  lat: string | null;
  lon: string | null;
  /** Nickname of the organiser. */
  owner: string;
  accepted: number;
  waiting: number;
  updatedAt: string;
  /** Nicknames on the event's accepted list. */
  attendees: string[];
  /** Nicknames that gave a talk. */
  presenters: string[];
}

/** A Japan-time "YYYY-MM-DD HH:MM" as a UTC ISO string. */
const at = (local: string): string => new Date(`${local.replace(' ', 'T')}:00+09:00`).toISOString();

const DAY = 86_400_000;

export const CONNPASS_USERS: FakeConnpassUser[] = [
  {
    id: 1258340,
    nickname: DEMO_ACCOUNT,
    displayName: '木瀬 花子',
    description:
      '決済基盤のバックエンドエンジニアです。Go と PostgreSQL が好きです。Kiseki Tech Night の運営をしています。',
    createdAt: '2018-05-21T02:13:09Z',
    bookmarks: 24,
  },
  {
    id: 2203417,
    nickname: TEAMMATE_ACCOUNT,
    displayName: '木瀬 太郎',
    description: 'Rails と Next.js を勉強中です。関西の勉強会によく出没します。',
    createdAt: '2022-04-02T10:48:55Z',
    bookmarks: 5,
  },
  {
    id: 3391022,
    nickname: EMPTY_ACCOUNT,
    displayName: 'empty-kiseki',
    description: '',
    createdAt: '2026-10-01T00:00:00Z',
    bookmarks: 0,
  },
];

/** Organisers who are not among the accounts above. */
const OWNERS: Record<string, { id: number; displayName: string }> = {
  gopher_shiba: { id: 884201, displayName: '柴田 悠' },
  platform_eng_tokyo: { id: 1530276, displayName: 'Platform Engineering Meetup 運営' },
  cloudnative_yui: { id: 1702958, displayName: '森 結衣' },
  tamagawa_clean: { id: 2410733, displayName: '多摩川をきれいにする会' },
  gocon_staff: { id: 402118, displayName: 'Go Conference 運営事務局' },
  ts_puzzle: { id: 1967340, displayName: '高橋 陸' },
  pg_tokyo: { id: 735512, displayName: '日本PostgreSQLユーザ会 東京' },
  career_lt: { id: 2088591, displayName: 'キャリア LT 実行委員会' },
  backend_lt: { id: 1389024, displayName: '小野寺 誠' },
  serverless_tokyo: { id: 1174630, displayName: 'サーバーレス勉強会 運営' },
  kansai_front: { id: 1622847, displayName: '関西フロントエンド LT 大会 運営' },
  rails_beginners: { id: 2290164, displayName: '西村 彩' },
  nextjs_osaka: { id: 2517309, displayName: '岡田 翔' },
  asakatsu_dev: { id: 2674415, displayName: 'エンジニア朝活 運営' },
};

const GROUPS = {
  goMokumoku: { id: 8841, subdomain: 'go-mokumoku', title: 'Go もくもく会' },
  platformEng: { id: 11952, subdomain: 'platform-eng', title: 'Platform Engineering Meetup' },
  kisekiTech: { id: 13307, subdomain: 'kiseki-tech', title: 'Kiseki Tech Night' },
  cloudNative: { id: 9675, subdomain: 'cloudnative-study', title: 'クラウドネイティブ勉強会' },
  gocon: { id: 1136, subdomain: 'gocon', title: 'Go Conference' },
  tsPuzzle: { id: 12480, subdomain: 'ts-puzzle', title: 'TypeScript 型パズル勉強会' },
  pgTokyo: { id: 2301, subdomain: 'pg-tokyo', title: 'PostgreSQL 勉強会 東京' },
  backendLt: { id: 10233, subdomain: 'backend-lt', title: 'バックエンド LT 会' },
  serverless: { id: 7718, subdomain: 'serverless-tokyo', title: 'AWS サーバーレス勉強会' },
  kansaiFront: { id: 6029, subdomain: 'kansai-front', title: '関西フロントエンド' },
  railsBeginners: { id: 12915, subdomain: 'rails-beginners', title: 'Rails 初学者勉強会' },
  nextjsOsaka: { id: 13562, subdomain: 'nextjs-osaka', title: 'Next.js もくもく会 大阪' },
  asakatsu: { id: 14026, subdomain: 'asakatsu-dev', title: 'エンジニア朝活' },
} satisfies Record<string, FakeConnpassGroup>;

const SHIBUYA = {
  place: 'ミライクラウド 渋谷オフィス 12F イベントスペース',
  address: '東京都渋谷区道玄坂1丁目',
  lat: '35.658034',
  lon: '139.698575',
};
const ONLINE = { place: 'オンライン', address: null, lat: null, lon: null };

type EventInput = Omit<FakeConnpassEvent, 'description' | 'updatedAt'> & { updatedAt?: string };

/** The description page connpass shows: the catch copy and a short programme. */
function event(input: EventInput, programme: string[]): FakeConnpassEvent {
  const items = programme.map((line) => `<li>${line}</li>`).join('');
  return {
    ...input,
    description: `<h2>概要</h2><p>${input.catch}</p><h2>タイムテーブル</h2><ul>${items}</ul>`,
    // Organisers usually touch the page last right after the event (slides, photos).
    updatedAt: input.updatedAt ?? new Date(Date.parse(input.endedAt) + DAY).toISOString(),
  };
}

const EVENTS: readonly FakeConnpassEvent[] = [
  event(
    {
      id: 347512,
      title: 'Go もくもく会 #100',
      catch: '各自の Go の作業をもくもく進める会です。100 回目はおやつ付き！',
      hashTag: 'gomokumoku',
      startedAt: at('2026-11-07 13:00'),
      endedAt: at('2026-11-07 18:00'),
      limit: 30,
      group: GROUPS.goMokumoku,
      ...SHIBUYA,
      owner: 'gopher_shiba',
      accepted: 27,
      waiting: 0,
      attendees: [DEMO_ACCOUNT],
      presenters: [],
    },
    ['13:00 自己紹介と今日やること', '13:30 もくもくタイム', '17:30 成果発表'],
  ),
  event(
    {
      id: 341207,
      title: 'Platform Engineering Meetup #14',
      catch: '社内プラットフォームを育てるチームの、設計と運用の話を持ち寄る夜',
      hashTag: 'pfem',
      startedAt: at('2026-10-21 19:00'),
      endedAt: at('2026-10-21 21:30'),
      limit: 120,
      group: GROUPS.platformEng,
      place: '大手町テックホール 3F',
      address: '東京都千代田区大手町1丁目',
      lat: '35.686958',
      lon: '139.764635',
      owner: 'platform_eng_tokyo',
      accepted: 118,
      waiting: 23,
      attendees: [DEMO_ACCOUNT],
      presenters: [DEMO_ACCOUNT],
    },
    [
      '19:00 オープニング',
      '19:10 決済基盤の開発者ポータルを 1 年運用してわかったこと（木瀬 花子）',
      '19:40 Terraform モジュールの社内レジストリ',
      '20:20 懇親会',
    ],
  ),
  event(
    {
      id: 338550,
      title: 'Kiseki Tech Night #18 〜PostgreSQL 運用の現場〜',
      catch:
        'VACUUM、レプリケーション、メジャーバージョンアップ。本番の PostgreSQL を支える LT 3 本と懇親会',
      hashTag: 'kisekitech',
      startedAt: at('2026-09-25 19:00'),
      endedAt: at('2026-09-25 21:30'),
      limit: 60,
      group: GROUPS.kisekiTech,
      ...SHIBUYA,
      owner: DEMO_ACCOUNT,
      accepted: 58,
      waiting: 7,
      attendees: [DEMO_ACCOUNT],
      presenters: [],
    },
    [
      '19:00 開場・乾杯',
      '19:15 autovacuum のチューニング',
      '19:35 論理レプリケーションでのゼロダウンタイム移行',
      '19:55 PostgreSQL 14 から 17 へ',
      '20:20 懇親会',
    ],
  ),
  event(
    {
      id: 334019,
      title: 'クラウドネイティブ勉強会 #33',
      catch: 'Kubernetes のマルチテナント運用を深掘りします',
      hashTag: 'cnstudy',
      startedAt: at('2026-08-28 19:30'),
      endedAt: at('2026-08-28 21:30'),
      limit: 80,
      group: GROUPS.cloudNative,
      place: '六本木グランドビル 18F セミナールーム',
      address: '東京都港区六本木3丁目',
      lat: '35.664035',
      lon: '139.735924',
      owner: 'cloudnative_yui',
      accepted: 74,
      waiting: 0,
      attendees: [DEMO_ACCOUNT],
      presenters: [],
    },
    ['19:30 Namespace 分割と RBAC の設計', '20:10 Cluster API で増やすクラスタ', '21:00 交流'],
  ),
  event(
    {
      id: 329884,
      title: '多摩川河川敷クリーンアップ＆BBQ交流会',
      catch: '河川敷のごみ拾いのあとは、みんなでバーベキュー。ご家族での参加も歓迎です',
      hashTag: null,
      startedAt: at('2026-07-20 10:00'),
      endedAt: at('2026-07-20 15:00'),
      limit: 40,
      group: null,
      place: '二子玉川緑地運動場 集合',
      address: '東京都世田谷区玉川1丁目',
      lat: '35.609468',
      lon: '139.631720',
      owner: 'tamagawa_clean',
      accepted: 36,
      waiting: 0,
      attendees: [DEMO_ACCOUNT],
      presenters: [],
    },
    ['10:00 集合・軍手と袋の配布', '10:15 清掃', '12:00 バーベキュー', '15:00 解散'],
  ),
  event(
    {
      id: 321776,
      title: 'Go Conference 2026',
      catch: 'Go Conference 2026 は 2 日間のオフライン開催です',
      hashTag: 'gocon',
      startedAt: at('2026-06-13 09:30'),
      endedAt: at('2026-06-14 18:00'),
      limit: 600,
      group: GROUPS.gocon,
      place: '国連大学 ウ・タント国際会議場',
      address: '東京都渋谷区神宮前5-53-70',
      lat: '35.662553',
      lon: '139.708368',
      owner: 'gocon_staff',
      accepted: 587,
      waiting: 104,
      attendees: [DEMO_ACCOUNT],
      presenters: [DEMO_ACCOUNT],
    },
    [
      '1 日目 基調講演・セッション',
      '1 日目 14:20 database/sql と pgx で書く、止まらない決済バッチ（木瀬 花子）',
      '2 日目 セッション・ワークショップ',
    ],
  ),
  event(
    {
      id: 315402,
      title: 'TypeScript 型パズル勉強会 #9',
      catch: 'Conditional Types と Template Literal Types でパズルを解いて、解き方を共有しましょう',
      hashTag: 'tspuzzle',
      startedAt: at('2026-04-24 20:00'),
      endedAt: at('2026-04-24 21:30'),
      limit: 100,
      group: GROUPS.tsPuzzle,
      ...ONLINE,
      owner: 'ts_puzzle',
      accepted: 63,
      waiting: 0,
      attendees: [DEMO_ACCOUNT],
      presenters: [],
    },
    ['20:00 今日の問題', '20:40 解説と別解', '21:20 次回予告'],
  ),
  event(
    {
      id: 309118,
      title: 'PostgreSQL 勉強会 東京 #56',
      catch: 'EXPLAIN ANALYZE の読み方を実例で学ぶ',
      hashTag: 'pgtokyo',
      startedAt: at('2026-03-13 19:00'),
      endedAt: at('2026-03-13 21:00'),
      limit: 50,
      group: GROUPS.pgTokyo,
      place: '新宿三井ビル 会議室 B',
      address: '東京都新宿区西新宿2丁目',
      lat: '35.691565',
      lon: '139.694786',
      owner: 'pg_tokyo',
      accepted: 50,
      waiting: 12,
      attendees: [DEMO_ACCOUNT],
      presenters: [],
    },
    ['19:00 実行計画の基本', '19:45 遅いクエリのケーススタディ', '20:30 質疑'],
  ),
  event(
    {
      id: 303560,
      title: 'エンジニアのためのキャリア LT 大会 2026 冬',
      catch: '転職、副業、マネジメント。5 分で語るそれぞれのキャリア',
      hashTag: 'careerlt',
      startedAt: at('2026-01-30 19:00'),
      endedAt: at('2026-01-30 21:00'),
      limit: 150,
      group: null,
      ...ONLINE,
      owner: 'career_lt',
      accepted: 132,
      waiting: 0,
      attendees: [DEMO_ACCOUNT],
      presenters: [],
    },
    ['19:00 LT 1〜6', '20:10 LT 7〜12', '20:50 クロージング'],
  ),
  event(
    {
      id: 297031,
      title: 'バックエンド LT 会 #21 〜API 設計〜',
      catch: 'API 設計にまつわる 5 分の LT を集めました',
      hashTag: 'backendlt',
      startedAt: at('2025-11-20 19:00'),
      endedAt: at('2025-11-20 21:00'),
      limit: 70,
      group: GROUPS.backendLt,
      place: '五反田ソフトウェアパーク 4F',
      address: '東京都品川区西五反田1丁目',
      lat: '35.625979',
      lon: '139.722960',
      owner: 'backend_lt',
      accepted: 66,
      waiting: 4,
      attendees: [DEMO_ACCOUNT],
      presenters: [DEMO_ACCOUNT],
    },
    [
      '19:00 冪等キーで二重決済を防ぐ（木瀬 花子）',
      '19:10 OpenAPI から Go のサーバーを生成する',
      '19:20 ページングはカーソルで',
      '19:40 懇親会',
    ],
  ),
  event(
    {
      id: 288744,
      title: 'AWS サーバーレス勉強会 #48',
      catch: 'Lambda と Step Functions で作るイベント駆動アーキテクチャ',
      hashTag: 'sls_tokyo',
      startedAt: at('2025-07-18 19:00'),
      endedAt: at('2025-07-18 21:00'),
      limit: 100,
      group: GROUPS.serverless,
      ...ONLINE,
      owner: 'serverless_tokyo',
      accepted: 91,
      waiting: 0,
      attendees: [DEMO_ACCOUNT],
      presenters: [],
    },
    ['19:00 Step Functions の新機能', '19:40 事例紹介', '20:30 Q&A'],
  ),
  event(
    {
      id: 279615,
      title: 'Go 忘年 LT 大会 2024',
      catch: '今年の Go を LT で振り返りましょう',
      hashTag: 'golt',
      startedAt: at('2024-12-13 19:00'),
      endedAt: at('2024-12-13 21:30'),
      limit: 80,
      group: GROUPS.goMokumoku,
      ...SHIBUYA,
      owner: 'gopher_shiba',
      accepted: 80,
      waiting: 15,
      attendees: [DEMO_ACCOUNT],
      presenters: [],
    },
    ['19:00 LT 前半', '20:00 LT 後半', '20:45 忘年会'],
  ),
  event(
    {
      id: 318930,
      title: 'Rails 初学者勉強会 #12',
      catch: 'Rails チュートリアルを一緒に進めます。質問し放題です',
      hashTag: 'railsbeginners',
      startedAt: at('2026-05-16 13:00'),
      endedAt: at('2026-05-16 17:00'),
      limit: 20,
      group: GROUPS.railsBeginners,
      place: '梅田スカイワークス 10F',
      address: '大阪府大阪市北区梅田1丁目',
      lat: '34.700514',
      lon: '135.496227',
      owner: 'rails_beginners',
      accepted: 18,
      waiting: 0,
      attendees: [TEAMMATE_ACCOUNT],
      presenters: [],
    },
    ['13:00 はじめに', '13:15 もくもく＆質問タイム', '16:30 今日の成果'],
  ),
  event(
    {
      id: 299114,
      title: 'Next.js もくもく会 大阪 #5',
      catch: 'App Router を触ってみたい人も、本番で使っている人も',
      hashTag: 'nextjs_osaka',
      startedAt: at('2025-11-29 13:00'),
      endedAt: at('2025-11-29 18:00'),
      limit: 25,
      group: GROUPS.nextjsOsaka,
      place: '本町ラボ 2F',
      address: '大阪府大阪市中央区本町2丁目',
      lat: '34.683180',
      lon: '135.500660',
      owner: 'nextjs_osaka',
      accepted: 21,
      waiting: 0,
      attendees: [TEAMMATE_ACCOUNT],
      presenters: [],
    },
    ['13:00 自己紹介', '13:20 もくもく', '17:30 共有会'],
  ),
  event(
    {
      id: 292871,
      title: '関西フロントエンド LT 大会 2025',
      catch: '関西のフロントエンドエンジニアが集まる年に一度の LT 大会',
      hashTag: 'kansaifront',
      startedAt: at('2025-09-20 13:00'),
      endedAt: at('2025-09-20 18:00'),
      limit: 200,
      group: GROUPS.kansaiFront,
      ...ONLINE,
      owner: 'kansai_front',
      accepted: 174,
      waiting: 0,
      attendees: [TEAMMATE_ACCOUNT],
      presenters: [],
    },
    ['13:00 オープニング', '13:10 LT 第 1 部', '15:30 LT 第 2 部', '17:40 表彰'],
  ),
];

/*
 * Each touch adds one more session of a series the person comes to, dated after their
 * newest one. Ids sit above every fixed event and encode the touch number and the account.
 */
interface Series {
  template: EventInput;
  firstNumber: number;
  intervalDays: number;
}

const GENERATED_ID_BASE = 350000;

const SERIES: Record<string, Series> = {
  [DEMO_ACCOUNT]: {
    template: { ...EVENTS[0]!, presenters: [] },
    firstNumber: 100,
    intervalDays: 14,
  },
  [TEAMMATE_ACCOUNT]: {
    template: EVENTS.find((e) => e.id === 318930)!,
    firstNumber: 12,
    intervalDays: 28,
  },
};

const DEFAULT_SERIES: Series = {
  template: {
    id: 0,
    title: 'エンジニア朝活もくもく会 #0',
    catch: '出社前の 1 時間、それぞれの作業を進めましょう',
    hashTag: 'asakatsu_dev',
    startedAt: at('2026-11-04 07:30'),
    endedAt: at('2026-11-04 08:30'),
    limit: 50,
    group: GROUPS.asakatsu,
    ...ONLINE,
    owner: 'asakatsu_dev',
    accepted: 22,
    waiting: 0,
    attendees: [],
    presenters: [],
  },
  firstNumber: 0,
  intervalDays: 7,
};

function generatedEvent(userIndex: number, n: number): FakeConnpassEvent {
  const nickname = CONNPASS_USERS[userIndex]!.nickname;
  const { template, firstNumber, intervalDays } = SERIES[nickname] ?? DEFAULT_SERIES;
  const shift = (iso: string) => new Date(Date.parse(iso) + n * intervalDays * DAY).toISOString();
  return event(
    {
      ...template,
      id: GENERATED_ID_BASE + n * 10 + userIndex,
      title: template.title.replace(/#\d+$/, `#${firstNumber + n}`),
      startedAt: shift(template.startedAt),
      endedAt: shift(template.endedAt),
      updatedAt: undefined,
      attendees: [nickname],
      presenters: [],
    },
    ['自己紹介', 'もくもくタイム', '成果共有'],
  );
}

const userIndexOf = (nickname: string) =>
  CONNPASS_USERS.findIndex((u) => u.nickname.toLowerCase() === nickname.toLowerCase());

/** connpass nicknames are matched ignoring case. */
export const findConnpassUser = (nickname: string): FakeConnpassUser | undefined =>
  CONNPASS_USERS[userIndexOf(nickname)];

/** Every event the person attended or spoke at, newest first, `revision` new ones on top. */
export function connpassEventsOf(nickname: string, revision: number): FakeConnpassEvent[] {
  const index = userIndexOf(nickname);
  if (index < 0) return [];
  const name = CONNPASS_USERS[index]!.nickname;
  const fixed = EVENTS.filter((e) => e.attendees.includes(name) || e.presenters.includes(name));
  const generated = Array.from({ length: revision }, (_, i) => generatedEvent(index, i + 1));
  return [...generated, ...fixed].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

/** How many of the fixed events the person owns. */
export const connpassOrganisedCount = (nickname: string): number =>
  EVENTS.filter((e) => e.owner.toLowerCase() === nickname.toLowerCase()).length;

/** An owner's numeric user id: theirs when known, else a stable one from the nickname. */
export const connpassOwnerId = (nickname: string): number =>
  findConnpassUser(nickname)?.id ??
  OWNERS[nickname]?.id ??
  100_000 + (hash32(nickname) % 3_000_000);

export const connpassOwnerName = (nickname: string): string =>
  findConnpassUser(nickname)?.displayName ?? OWNERS[nickname]?.displayName ?? nickname;
