import { DEMO_ACCOUNT, EMPTY_ACCOUNT, TEAMMATE_ACCOUNT } from './accounts';
import { hash32 } from './random';

/*
 * Qiita fixtures: the users and their items, newest first. Client and portfolio tests pin
 * the demo engineer's eight items (titles, likes, stocks, dates, headings), so change them
 * only together with those tests.
 */

export interface FakeQiitaUser {
  id: string;
  /** Qiita's numeric id that survives a rename of `id`. */
  permanentId: number;
  /** '' when the user never set one (Qiita sends an empty string, not null). */
  name: string;
  description: string;
  location: string;
  organization: string;
  githubLoginName: string | null;
  twitterScreenName: string | null;
  websiteUrl: string;
  followersCount: number;
  followeesCount: number;
}

export interface FakeQiitaSection {
  /** Rendered as an h2, so it becomes one of the item's headlines. */
  heading: string;
  text: string;
  code?: { lang: string; src: string };
}

export interface FakeQiitaItem {
  /** 20 lowercase hex digits, like Qiita's item ids. */
  id: string;
  /** The author's Qiita id. */
  user: string;
  title: string;
  /** The opening paragraph: what the importer's summary starts with. */
  intro: string;
  sections: FakeQiitaSection[];
  tags: string[];
  likes: number;
  stocks: number;
  comments: number;
  /** Qiita stopped counting reactions; it still sends the field, as 0. */
  reactions: number;
  /** UTC ISO instants; the route writes them in JST. */
  createdAt: string;
  updatedAt: string;
}

const USERS: readonly FakeQiitaUser[] = [
  {
    id: DEMO_ACCOUNT,
    permanentId: 2841937,
    name: '木瀬 花子',
    description:
      '決済基盤のバックエンドエンジニア。Go / TypeScript / PostgreSQL / AWS。障害に強い設計と開発生産性の話をよく書きます。',
    location: '東京都',
    organization: '株式会社キセキペイ',
    githubLoginName: DEMO_ACCOUNT,
    twitterScreenName: 'hanako_kiseki',
    websiteUrl: 'https://hanako-kiseki.hatenablog.com/',
    followersCount: 412,
    followeesCount: 86,
  },
  {
    id: TEAMMATE_ACCOUNT,
    permanentId: 3310542,
    name: '木瀬 太郎',
    description: 'Web アプリケーションエンジニア。Rails と React を触っています。',
    location: '神奈川県',
    organization: '',
    githubLoginName: TEAMMATE_ACCOUNT,
    twitterScreenName: null,
    websiteUrl: '',
    followersCount: 9,
    followeesCount: 24,
  },
  {
    id: EMPTY_ACCOUNT,
    permanentId: 3598211,
    name: '',
    description: '',
    location: '',
    organization: '',
    githubLoginName: null,
    twitterScreenName: null,
    websiteUrl: '',
    followersCount: 0,
    followeesCount: 0,
  },
];

/** A stable id of Qiita's shape (20 hex digits) derived from a seed. */
function itemId(seed: string): string {
  return [0, 1, 2]
    .map((i) => hash32(`${seed}#${i}`).toString(16).padStart(8, '0'))
    .join('')
    .slice(0, 20);
}

type ItemSpec = Omit<FakeQiitaItem, 'id' | 'user' | 'reactions' | 'updatedAt'> & {
  updatedAt?: string;
};

const itemsBy = (user: string, specs: ItemSpec[]): FakeQiitaItem[] =>
  specs.map((s) => ({
    ...s,
    id: itemId(`${user}:${s.title}`),
    user,
    reactions: 0,
    updatedAt: s.updatedAt ?? s.createdAt,
  }));

const HANAKO_ITEMS = itemsBy(DEMO_ACCOUNT, [
  {
    title: 'Go の context を正しく伝播させるための5つのパターン',
    intro:
      'context.Context を引数で受け渡すだけでは、キャンセルやタイムアウトが期待どおりに伝わらないことがあります。決済 API の障害調査で実際に踏んだ落とし穴をもとに、第一引数で受け取る、構造体に保存しない、WithTimeout の cancel を必ず呼ぶ、値の受け渡しは最小限にする、goroutine には派生させて渡す、の5つを整理しました。',
    sections: [
      {
        heading: 'goroutine に渡すときは派生させる',
        text: 'リクエストの context をそのまま非同期処理に渡すと、レスポンスを返した瞬間にキャンセルされて処理が途中で止まります。リクエストより長く生きる処理には context.WithoutCancel で値だけを引き継ぎ、独自のタイムアウトを付け直します。',
        code: {
          lang: 'go',
          src: [
            'func (h *Handler) Capture(ctx context.Context, id string) error {',
            '\tbg, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)',
            '\tgo func() {',
            '\t\tdefer cancel()',
            '\t\tif err := h.notifier.Send(bg, id); err != nil {',
            '\t\t\th.log.ErrorContext(bg, "notify failed", "id", id, "err", err)',
            '\t\t}',
            '\t}()',
            '\treturn nil',
            '}',
          ].join('\n'),
        },
      },
      {
        heading: 'まとめ',
        text: 'context は「呼び出しの寿命」を表す値です。寿命が違う処理に渡すときだけ意識して派生させれば、キャンセル漏れとキャンセルしすぎの両方を防げます。',
      },
    ],
    tags: ['Go', 'context', '並行処理'],
    likes: 412,
    stocks: 389,
    comments: 7,
    createdAt: '2026-10-28T00:12:44Z',
    updatedAt: '2026-11-04T09:30:12Z',
  },
  {
    title: 'zod と OpenAPI を両立させて API の型をひとつにする',
    intro:
      'フロントエンドとバックエンドで API の型を二重に書いていると、どちらかの修正漏れが本番で見つかります。zod のスキーマを唯一の定義にして、OpenAPI の定義とクライアントの型を生成するまでの手順をまとめます。',
    sections: [
      {
        heading: 'スキーマを共有パッケージに置く',
        text: 'モノレポの共有パッケージに zod のスキーマを置き、サーバーは入力の検証に、フロントエンドはフォームの検証に同じものを使います。',
        code: {
          lang: 'typescript',
          src: [
            "import { z } from 'zod';",
            '',
            'export const CreatePayment = z.object({',
            '  amount: z.number().int().positive(),',
            "  currency: z.enum(['JPY', 'USD']),",
            '  memo: z.string().max(200).optional(),',
            '});',
            'export type CreatePayment = z.infer<typeof CreatePayment>;',
          ].join('\n'),
        },
      },
      {
        heading: 'OpenAPI はスキーマから生成する',
        text: '手で書いた OpenAPI は必ずずれます。CI で生成結果とコミット済みの定義を比べ、差分があれば落とすようにしました。',
      },
    ],
    tags: ['TypeScript', 'zod', 'OpenAPI'],
    likes: 268,
    stocks: 301,
    comments: 4,
    createdAt: '2026-08-19T23:40:05Z',
    updatedAt: '2026-09-02T11:05:48Z',
  },
  {
    title: 'PostgreSQL のロック待ちを可視化して本番障害を未然に防ぐ',
    intro:
      'マイグレーションで ALTER TABLE を流した直後に API が詰まる、という障害を経験しました。pg_locks と pg_stat_activity を使ってロック待ちを見える化し、アラートにつなげるまでの記録です。',
    sections: [
      {
        heading: 'ロック待ちを一覧するクエリ',
        text: 'pg_blocking_pids を使うと、誰が誰を待たせているかを一度に取得できます。',
        code: {
          lang: 'sql',
          src: [
            'SELECT pid, pg_blocking_pids(pid) AS blocked_by, wait_event_type, left(query, 80) AS query',
            'FROM pg_stat_activity',
            'WHERE cardinality(pg_blocking_pids(pid)) > 0;',
          ].join('\n'),
        },
      },
      {
        heading: 'lock_timeout を必ず設定する',
        text: 'マイグレーションの先頭で SET lock_timeout を指定し、待つくらいなら失敗してやり直す方針にしました。',
      },
    ],
    tags: ['PostgreSQL', 'SRE', '監視'],
    likes: 143,
    stocks: 122,
    comments: 2,
    createdAt: '2026-05-14T10:21:37Z',
  },
  {
    title: '和暦変換で気をつけること（令和対応の落とし穴）',
    intro:
      '帳票に和暦を出す要件で、元号の境目と「元年」の表記にはまりました。Intl.DateTimeFormat の japanese カレンダーを使うときの注意点をまとめます。',
    sections: [
      {
        heading: 'Intl.DateTimeFormat で和暦を出す',
        text: 'ja-JP-u-ca-japanese を指定すると元号付きで整形できます。ただし実行環境の ICU のバージョンが古いと令和を知らないことがあります。',
        code: {
          lang: 'typescript',
          src: [
            "const wareki = new Intl.DateTimeFormat('ja-JP-u-ca-japanese', {",
            "  era: 'long',",
            "  year: 'numeric',",
            "  month: 'long',",
            "  day: 'numeric',",
            '});',
            "wareki.format(new Date('2019-05-01')); // '令和元年5月1日'",
          ].join('\n'),
        },
      },
      {
        heading: '元号の境目はテストで固定する',
        text: '2019年4月30日と5月1日、1989年1月7日と8日は必ずテストケースに入れ、環境が変わっても結果が変わらないことを確かめます。',
      },
    ],
    tags: ['JavaScript', 'TypeScript', '日付'],
    likes: 96,
    stocks: 71,
    comments: 3,
    createdAt: '2026-02-11T03:00:00Z',
  },
  {
    title: 'Terraform で IAM ロールを最小権限に絞り込む手順',
    intro:
      '「とりあえず AdministratorAccess」から抜け出すために、IAM Access Analyzer の結果をもとにポリシーを絞り込んだ手順です。',
    sections: [
      {
        heading: '実際に使った権限から始める',
        text: 'CloudTrail の記録から生成したポリシーを Terraform に取り込み、足りない権限はエラーを見て一つずつ足しました。',
        code: {
          lang: 'hcl',
          src: [
            'data "aws_iam_policy_document" "deploy" {',
            '  statement {',
            '    actions   = ["ecs:UpdateService", "ecs:DescribeServices"]',
            '    resources = [aws_ecs_service.api.id]',
            '  }',
            '}',
          ].join('\n'),
        },
      },
    ],
    tags: ['Terraform', 'AWS', 'IAM'],
    likes: 58,
    stocks: 44,
    comments: 1,
    createdAt: '2025-12-03T08:45:10Z',
  },
  {
    title: 'GitHub Actions のキャッシュを見直して CI を3分短くした話',
    intro:
      'Go とフロントエンドのモノレポで CI が12分かかっていました。キャッシュキーの設計を見直して9分にした記録です。',
    sections: [
      {
        heading: 'キャッシュキーにロックファイルのハッシュを使う',
        text: 'go.sum と package-lock.json のハッシュをキーにし、restore-keys で前回の結果を部分的に使えるようにしました。',
      },
    ],
    tags: ['GitHubActions', 'CI'],
    likes: 37,
    stocks: 12,
    comments: 0,
    createdAt: '2025-09-17T12:03:29Z',
  },
  {
    title: 'Docker のマルチステージビルドで Go のイメージを 15MB にする',
    intro:
      '800MB あった API サーバーのイメージを、マルチステージビルドと distroless で小さくしました。',
    sections: [
      {
        heading: 'ビルドと実行を分ける',
        text: 'ビルド用のステージで静的リンクしたバイナリを作り、実行用のステージにはそれだけをコピーします。',
        code: {
          lang: 'dockerfile',
          src: [
            'FROM golang:1.23 AS build',
            'WORKDIR /src',
            'COPY . .',
            'RUN CGO_ENABLED=0 go build -o /api ./cmd/api',
            '',
            'FROM gcr.io/distroless/static-debian12',
            'COPY --from=build /api /api',
            'ENTRYPOINT ["/api"]',
          ].join('\n'),
        },
      },
    ],
    tags: ['Docker', 'Go'],
    likes: 21,
    stocks: 25,
    comments: 0,
    createdAt: '2025-06-22T04:18:51Z',
  },
  {
    title: 'VS Code で Go の開発環境を整える（gopls と delve）',
    intro: 'はじめての投稿です。チームに入った人向けにまとめた Go の開発環境の手順を公開します。',
    sections: [
      {
        heading: '入れる拡張機能と設定',
        text: '公式の Go 拡張を入れ、保存時に goimports で整形されるようにしておくとレビューで揉めません。',
      },
    ],
    tags: ['Go', 'VSCode'],
    likes: 9,
    stocks: 3,
    comments: 1,
    createdAt: '2025-03-08T06:30:00Z',
  },
]);

const TARO_ITEMS = itemsBy(TEAMMATE_ACCOUNT, [
  {
    title: 'Rails 7 で Hotwire を使ってみた',
    intro: '社内ツールの一覧画面を Turbo と Stimulus で書き直してみたメモです。',
    sections: [
      {
        heading: 'Turbo Frames で部分更新する',
        text: '検索フォームと結果を turbo_frame_tag で囲むだけで、JavaScript を書かずに結果だけが更新されました。',
      },
    ],
    tags: ['Rails', 'Hotwire', 'Ruby'],
    likes: 5,
    stocks: 4,
    comments: 0,
    createdAt: '2026-06-14T11:02:16Z',
  },
  {
    title: 'Next.js の App Router で詰まったところ',
    intro: 'Pages Router から移行したときに迷ったところを書き残します。',
    sections: [
      {
        heading: 'Server Components と Client Components の境目',
        text: 'useState を使うコンポーネントには use client が必要で、その子もすべてクライアント側になります。',
      },
    ],
    tags: ['Next.js', 'React', 'TypeScript'],
    likes: 2,
    stocks: 1,
    comments: 0,
    createdAt: '2026-01-20T13:44:02Z',
  },
]);

const ITEMS: Record<string, readonly FakeQiitaItem[]> = {
  [DEMO_ACCOUNT]: HANAKO_ITEMS,
  [TEAMMATE_ACCOUNT]: TARO_ITEMS,
  [EMPTY_ACCOUNT]: [],
};

/**
 * Touched items come an hour apart after the newest fixture, so they stay in the past of the
 * tests' clocks (2026-11-21) for the first thirty-odd touches.
 */
const TOUCH_BASE_MS = Date.parse('2026-11-20T01:00:00Z');

/** The n-th item a touch adds: what a new post looks like to the importer. */
function touchedItem(user: string, n: number): FakeQiitaItem {
  const at = new Date(TOUCH_BASE_MS + n * 3_600_000).toISOString();
  return {
    id: itemId(`${user}:touch:${n}`),
    user,
    title: `新しく書いた記事（${n} 本目）`,
    intro:
      'ローカルのフェイク上流サーバーで新しく投稿された記事です。差分の取り込みを確かめるために使います。',
    sections: [{ heading: '概要', text: '本文は短い説明だけです。' }],
    tags: ['Go'],
    likes: 0,
    stocks: 0,
    comments: 0,
    reactions: 0,
    createdAt: at,
    updatedAt: at,
  };
}

/** Qiita resolves user ids without regard to case; the answer carries the stored spelling. */
export function findQiitaUser(id: string): FakeQiitaUser | undefined {
  const wanted = id.toLowerCase();
  return USERS.find((u) => u.id.toLowerCase() === wanted);
}

/** The user's items, newest first, with one extra newest item per touch (`revision`). */
export function qiitaItemsOf(user: string, revision: number): FakeQiitaItem[] {
  const touched = Array.from({ length: revision }, (_, i) => touchedItem(user, revision - i));
  const items = [...touched, ...(ITEMS[user] ?? [])];
  return items.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
