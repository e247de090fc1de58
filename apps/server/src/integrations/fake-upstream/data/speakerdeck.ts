import { DEMO_ACCOUNT, EMPTY_ACCOUNT, TEAMMATE_ACCOUNT } from './accounts';
import { hash32, seededRandom } from './random';

/*
 * Speaker Deck fixtures. Slides are uploaded a little after the talk, so each talk has both
 * the day it was presented (shown on its page) and when it was published (the feed's
 * instant, written as UTC the way the feed carries it).
 */

export interface FakeSpeakerdeckUser {
  username: string;
  /** Speaker Deck shows the name as entered; people often use the romanized one. */
  displayName: string;
  bio: string;
}

export interface FakeSpeakerdeckTalk {
  /** The talk's number, as in tag:speakerdeck.com,2005:Talk/<id>. */
  id: number;
  user: string;
  slug: string;
  title: string;
  description: string;
  publishedAt: string;
  /** YYYY-MM-DD */
  presentedOn: string;
  views: number;
  stars: number;
  slides: number;
  category: string;
}

const USERS: readonly FakeSpeakerdeckUser[] = [
  {
    username: DEMO_ACCOUNT,
    displayName: 'Hanako Kiseki',
    bio: 'TypeScript / Go のバックエンドエンジニア。クラウド基盤と検索まわりが好きです。',
  },
  {
    username: TEAMMATE_ACCOUNT,
    displayName: 'Taro Kiseki',
    bio: 'Rails エンジニア。社内 LT 会によく出ています。',
  },
  { username: EMPTY_ACCOUNT, displayName: 'empty-kiseki', bio: '' },
];

type TalkSeed = Omit<FakeSpeakerdeckTalk, 'user'>;

/** Newest first, as the feed and the profile page list them. */
const TALKS: Record<string, readonly TalkSeed[]> = {
  [DEMO_ACCOUNT]: [
    {
      id: 1284731,
      slug: 'japanese-text-processing-in-go',
      title: 'Go で書く日本語テキスト処理の勘所',
      description:
        'Go Conference 2026 での発表資料です。Unicode 正規化（NFKC）による全角・半角の揺れの吸収、書記素クラスタ単位での文字数の数え方、形態素解析に頼らない検索用の N-gram 分割まで、日本語テキストを Go で扱うときにつまずきやすい点と実装のパターンを紹介しました。',
      publishedAt: '2026-06-14T02:10:33Z',
      presentedOn: '2026-06-13',
      views: 4218,
      stars: 37,
      slides: 46,
      category: 'Programming',
    },
    {
      id: 1190458,
      slug: 'postgresql-full-text-search-in-production',
      title: 'PostgreSQL 全文検索を本番で運用して分かったこと',
      description:
        'PostgreSQL Conference Japan 2025 での発表資料です。pg_bigm を使った日本語の全文検索を本番で一年半運用して見えてきた、インデックスの肥大化、更新負荷、検索品質のチューニングについてまとめました。',
      publishedAt: '2025-11-22T00:48:15Z',
      presentedOn: '2025-11-21',
      views: 2876,
      stars: 19,
      slides: 38,
      category: 'Technology',
    },
    {
      id: 1102215,
      slug: 'business-rules-in-typescript-types',
      title: 'TypeScript の型で業務ルールを表現する',
      description:
        'TSKaigi 2025 での発表資料です。ブランド型、判別可能なユニオン型、satisfies 演算子を使って業務ルールを型に落とし込み、ありえない状態をコンパイル時に防ぐ方法を、決済サービスでの実例とともに紹介します。',
      publishedAt: '2025-05-23T09:31:02Z',
      presentedOn: '2025-05-23',
      views: 1563,
      stars: 11,
      slides: 34,
      category: 'Programming',
    },
    {
      id: 1004982,
      slug: 'start-small-with-observability',
      title: '小さく始めるオブザーバビリティ',
      description:
        'オブザーバビリティをテーマにした勉強会での発表資料です。専任の SRE がいない小さなチームで、構造化ログと OpenTelemetry のトレースから始めて、アラートを育てていった一年間の記録です。',
      publishedAt: '2024-10-10T03:05:47Z',
      presentedOn: '2024-10-09',
      views: 812,
      stars: 4,
      slides: 27,
      category: 'Technology',
    },
  ],
  [TEAMMATE_ACCOUNT]: [
    {
      id: 1221907,
      slug: 'how-i-became-a-rails-engineer',
      title: '未経験から Rails エンジニアになるまでにやったこと',
      description:
        '社内 LT 会での発表資料です。営業職から半年の独学で Rails エンジニアに転職するまでに取り組んだ学習の順番、作ったポートフォリオ、続けるための工夫を紹介しました。',
      publishedAt: '2026-03-13T10:22:41Z',
      presentedOn: '2026-03-12',
      views: 156,
      stars: 2,
      slides: 18,
      category: 'Programming',
    },
  ],
  [EMPTY_ACCOUNT]: [],
};

/** A monthly lightning talk per touch, from 2026-11-20 on; numbers start far above the fixed ones. */
function lightningTalk(username: string, n: number): TalkSeed {
  const presented = new Date(Date.UTC(2026, 10 + n - 1, 20));
  const presentedOn = presented.toISOString().slice(0, 10);
  return {
    id: 2_000_000 + (hash32(username) % 1000) * 1000 + n,
    slug: `lt-recent-learnings-${n}`,
    title: `LT: 最近の学び（${n}）`,
    description: `社内 LT 会での発表資料です。最近の業務で学んだことを 5 分で紹介しました（第${n}回）。`,
    publishedAt: `${presentedOn}T12:30:00Z`,
    presentedOn,
    views: 0,
    stars: 0,
    slides: 8,
    category: 'Technology',
  };
}

export const findSpeakerdeckUser = (username: string): FakeSpeakerdeckUser | undefined =>
  USERS.find((u) => u.username === username.toLowerCase());

/** A user's talks, newest first: the `revision` touched ones on top of the fixed ones. */
export function speakerdeckTalksOf(username: string, revision: number): FakeSpeakerdeckTalk[] {
  const user = username.toLowerCase();
  const touched = Array.from({ length: revision }, (_, i) => lightningTalk(user, revision - i));
  return [...touched, ...(TALKS[user] ?? [])].map((seed) => ({ ...seed, user }));
}

/** The 32-hex-digit id Speaker Deck uses for a deck's files and embeds, stable per talk. */
export function presentationHex(talk: Pick<FakeSpeakerdeckTalk, 'id'>): string {
  const next = seededRandom(`speakerdeck:${talk.id}`);
  return Array.from({ length: 4 }, () =>
    Math.floor(next() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
}
