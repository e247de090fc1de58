import { DEMO_ACCOUNT, EMPTY_ACCOUNT, TEAMMATE_ACCOUNT } from './accounts';
import { hash32 } from './random';

/*
 * note fixtures: essays rather than technical articles, since engineers on note mostly write
 * about careers and ways of working. Times are UTC ISO strings; the route writes them in JST.
 */

export interface FakeNoteCreator {
  id: number;
  urlname: string;
  nickname: string;
  profile: string;
  followerCount: number;
  followingCount: number;
  createdAt: string;
}

export interface FakeNoteArticle {
  id: number;
  /** note's public key of a note: 'n' and 12 hex digits, the last part of its URL. */
  key: string;
  name: string;
  /** The start of the text, as note's list answers give it (plain text). */
  body: string;
  likeCount: number;
  commentCount: number;
  publishAt: string;
  /** Without the leading '#', which the route adds. */
  hashtags: string[];
}

const CREATORS: readonly FakeNoteCreator[] = [
  {
    id: 30412876,
    urlname: DEMO_ACCOUNT,
    nickname: '木瀬 花子',
    profile:
      'TypeScript と Go で Web サービスのバックエンドとクラウド基盤を作っています。東京在住。エンジニアのキャリアや働き方について書いています。',
    followerCount: 214,
    followingCount: 87,
    createdAt: '2021-03-08T04:12:00Z',
  },
  {
    id: 41958203,
    urlname: TEAMMATE_ACCOUNT,
    nickname: '木瀬 太郎',
    profile: '未経験から Web エンジニアに転職しました。Rails と Next.js を勉強中です。',
    followerCount: 19,
    followingCount: 42,
    createdAt: '2024-09-21T11:30:00Z',
  },
  {
    id: 52207419,
    urlname: EMPTY_ACCOUNT,
    nickname: 'empty-kiseki',
    profile: '',
    followerCount: 0,
    followingCount: 0,
    createdAt: '2025-06-01T00:00:00Z',
  },
];

type NoteSeed = Omit<FakeNoteArticle, 'id' | 'key'>;

/** Newest first, as note lists them. */
const NOTES: Record<string, readonly NoteSeed[]> = {
  [DEMO_ACCOUNT]: [
    {
      name: 'エンジニア5年目、バックエンドからチームリードになって考えたこと',
      body: 'この春からバックエンドチームのリードを任されるようになって半年が経ちました。コードを書く時間は目に見えて減り、その代わりに設計レビューや 1on1、採用面接の時間が増えました。最初の三か月は「自分が手を動かさないとチームが遅くなる」という焦りとの戦いでした。この記事では、その焦りをどう手放したか、チームの中で自分の役割をどう捉え直したかを書いてみます。',
      likeCount: 186,
      commentCount: 7,
      publishAt: '2026-09-14T11:05:00Z',
      hashtags: ['エンジニア', 'キャリア', 'チームリード'],
    },
    {
      name: '技術カンファレンスで初めて登壇するまでの3か月',
      body: '6月の Go Conference で初めて登壇しました。プロポーザルを出したのは締め切りの前日、採択の連絡が来たときは嬉しさより不安のほうが大きかったです。資料の構成を何度も作り直したこと、社内の勉強会で三回リハーサルをさせてもらったこと、当日の緊張との付き合い方をまとめます。',
      likeCount: 142,
      commentCount: 4,
      publishAt: '2026-07-26T09:30:00Z',
      hashtags: ['登壇', 'Go', 'エンジニア'],
    },
    {
      name: 'リモートワーク3年目の働き方と一日の過ごし方',
      body: 'フルリモートで働き始めて3年目になりました。朝は散歩をしてから仕事を始め、午前中は集中して設計や実装、午後はミーティングとレビューに充てるようにしています。雑談の場をどう作るか、オンとオフの切り替えをどうしているかなど、続けてきて落ち着いた形を紹介します。',
      likeCount: 97,
      commentCount: 2,
      publishAt: '2026-05-10T12:00:00Z',
      hashtags: ['リモートワーク', '働き方'],
    },
    {
      name: 'オンコール当番と上手に付き合うために決めたこと',
      body: '決済まわりのサービスを担当していると、夜中のアラートは避けられません。チームでオンコール当番を回すようになって一年、疲れ切らずに続けるために決めたルールがいくつかあります。アラートの棚卸し、エスカレーションの基準、当番明けの休み方について書きました。',
      likeCount: 64,
      commentCount: 3,
      publishAt: '2026-02-22T10:15:00Z',
      hashtags: ['SRE', 'オンコール', 'エンジニア'],
    },
    {
      name: '2025年の振り返り：Go と TypeScript とクラウドの一年',
      body: '今年もあっという間でした。仕事では検索基盤を PostgreSQL の全文検索に載せ替え、インフラの Terraform 化を進めました。TSKaigi での登壇、読んだ技術書、来年やりたいことまで、一年を振り返ります。',
      likeCount: 231,
      commentCount: 12,
      publishAt: '2025-12-28T08:00:00Z',
      hashtags: ['振り返り', 'エンジニア', 'キャリア'],
    },
    {
      name: '技術書を読み続けるための小さな習慣',
      body: '積読が増える一方だったので、読み方を変えてみました。通勤の代わりに朝の30分を読書に充てること、一冊を最後まで読み切ろうとしないこと、読んだら三行だけメモを残すこと。半年続けて分かったことをまとめます。',
      likeCount: 48,
      commentCount: 1,
      publishAt: '2025-08-03T13:20:00Z',
      hashtags: ['読書', '技術書', 'エンジニア'],
    },
  ],
  [TEAMMATE_ACCOUNT]: [
    {
      name: 'Rails を独学して半年で転職した振り返り',
      body: '営業職から Web エンジニアに転職して三か月が経ちました。仕事の後に毎日2時間、半年間 Rails を勉強して作ったポートフォリオ、転職活動で聞かれたこと、入社してから感じたギャップについて正直に書きます。',
      likeCount: 23,
      commentCount: 2,
      publishAt: '2026-04-18T12:40:00Z',
      hashtags: ['Rails', '転職', '未経験'],
    },
    {
      name: 'Next.js で個人ブログを作り直しました',
      body: 'ブログサービスで書いていた記事を、Next.js で作った個人ブログに移しました。Markdown から記事を生成する仕組みと、移行でつまずいたところをメモしておきます。',
      likeCount: 8,
      commentCount: 0,
      publishAt: '2025-10-05T06:00:00Z',
      hashtags: ['Nextjs', '個人開発'],
    },
  ],
  [EMPTY_ACCOUNT]: [],
};

/** Weekly notes, one per touch: every Friday evening (JST) from 2026-11-06 on. */
const FIRST_WEEKLY = Date.parse('2026-11-06T12:00:00Z');
const WEEK = 7 * 24 * 3_600_000;

const weeklyNote = (n: number): NoteSeed => ({
  name: `週報: 今週学んだこと（${n}）`,
  body: `週報の第${n}回です。今週のレビューで教わったこと、読んだ記事、来週試してみたいことを短くまとめました。`,
  likeCount: 0,
  commentCount: 0,
  publishAt: new Date(FIRST_WEEKLY + (n - 1) * WEEK).toISOString().replace('.000Z', 'Z'),
  hashtags: ['週報', 'エンジニア'],
});

const hex = (seed: string) => hash32(seed).toString(16).padStart(8, '0');

/** Stable per creator and note title, so a re-import sees the same note. */
function identify(urlname: string, seed: NoteSeed): FakeNoteArticle {
  const seedText = `${urlname}/${seed.name}`;
  return {
    id: 100_000_000 + (hash32(seedText) % 50_000_000),
    key: `n${hex(seedText)}${hex(`${seedText}#`).slice(0, 4)}`,
    ...seed,
  };
}

export const findNoteCreator = (urlname: string): FakeNoteCreator | undefined =>
  CREATORS.find((c) => c.urlname === urlname.toLowerCase());

/** A creator's notes, newest first: the `revision` touched ones on top of the fixed ones. */
export function noteArticlesOf(urlname: string, revision: number): FakeNoteArticle[] {
  const account = urlname.toLowerCase();
  const touched = Array.from({ length: revision }, (_, i) => weeklyNote(revision - i));
  return [...touched, ...(NOTES[account] ?? [])].map((seed) => identify(account, seed));
}
