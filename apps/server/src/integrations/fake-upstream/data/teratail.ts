import { DEMO_ACCOUNT, EMPTY_ACCOUNT, TEAMMATE_ACCOUNT } from './accounts';

/*
 * teratail fixtures: Q&A threads the fake accounts answered, kept as whole threads (the
 * question with every reply, theirs and other people's) because /questions/{id} shows the
 * thread while /users/{name}/replies shows one person's side of many threads. Times are UTC
 * ISO strings; the route writes them in teratail's Japan-time form.
 */

export interface FakeTeratailUser {
  displayName: string;
  score: number;
  createdAt: string;
  modifiedAt: string;
  department: string | null;
  prefecture: string | null;
  selfInfo: string;
  blog: string | null;
  tags: string[];
  followers: number;
}

export interface FakeTeratailQuestion {
  id: number;
  title: string;
  /** Markdown, as the asker wrote it. */
  body: string;
  createdAt: string;
  clips: number;
  pv: number;
  beginner: boolean;
  tags: string[];
  /** display_name of the asker. */
  asker: string;
}

export interface FakeTeratailReply {
  id: number;
  questionId: number;
  /** Markdown. */
  body: string;
  createdAt: string;
  modifiedAt: string;
  bestAnswer: boolean;
  /** display_name of the person who answered. */
  user: string;
}

/** Other people on teratail: askers, other answerers, followers. None of them is a user here. */
export const TERATAIL_PEOPLE: readonly string[] = [
  'shiba_gopher',
  'm-kuroda',
  'yuki_ts',
  'nakamura.dev',
  'pg_tanuki',
  'sora-infra',
  'haruka_rb',
  'kenta0921',
  'tsubasa.front',
  'mizuki_k8s',
  'ryo-ishikawa',
  'akane_py',
  'daichi-backend',
  'nana_react',
  'koichi_aws',
  'emi-tester',
];

const person = (i: number): string => TERATAIL_PEOPLE[i % TERATAIL_PEOPLE.length]!;

const USERS: readonly FakeTeratailUser[] = [
  {
    displayName: DEMO_ACCOUNT,
    score: 1874,
    createdAt: '2019-04-08T11:20:41Z',
    modifiedAt: '2026-10-28T12:14:03Z',
    department: '株式会社ミライクラウド 決済基盤チーム',
    prefecture: '東京都',
    selfInfo:
      'Go と TypeScript でバックエンドを書いています。PostgreSQL と AWS まわりの質問によく回答しています。',
    blog: 'https://hanako-kiseki.hatenablog.com/',
    tags: ['Go', 'TypeScript', 'PostgreSQL', 'AWS', 'Kubernetes', 'Ruby on Rails'],
    followers: 38,
  },
  {
    displayName: TEAMMATE_ACCOUNT,
    score: 96,
    createdAt: '2022-06-15T03:05:12Z',
    modifiedAt: '2026-09-12T13:40:27Z',
    department: null,
    prefecture: '大阪府',
    selfInfo: 'Rails と Next.js を勉強中です。分かるところから回答していきます。',
    blog: null,
    tags: ['Ruby on Rails', 'Next.js'],
    followers: 3,
  },
  {
    displayName: EMPTY_ACCOUNT,
    score: 0,
    createdAt: '2026-10-01T00:00:00Z',
    modifiedAt: '2026-10-01T00:00:00Z',
    department: null,
    prefecture: null,
    selfInfo: '',
    blog: null,
    tags: [],
    followers: 0,
  },
];

interface Thread {
  question: FakeTeratailQuestion;
  /** Oldest first, as the question page lists them. */
  replies: FakeTeratailReply[];
}

/** A reply that was never edited. */
const reply = (
  id: number,
  questionId: number,
  user: string,
  createdAt: string,
  body: string,
  bestAnswer = false,
): FakeTeratailReply => ({
  id,
  questionId,
  body,
  createdAt,
  modifiedAt: createdAt,
  bestAnswer,
  user,
});

const THREADS: readonly Thread[] = [
  {
    question: {
      id: 372914,
      title: 'Go の goroutine でチャネルを閉じるタイミングが分かりません',
      body: [
        '複数の goroutine から結果をチャネルに送り、main で range して受け取っています。',
        'close をどこで呼べばよいか分からず、`panic: send on closed channel` になったり、range が終わらずに固まったりします。',
        '```go\nresults := make(chan int)\nfor _, u := range urls {\n\tgo func(u string) {\n\t\tresults <- fetch(u)\n\t}(u)\n}\nclose(results)\nfor r := range results {\n\tfmt.Println(r)\n}\n```',
        'Go 1.23 です。どう書くのが定石でしょうか。',
      ].join('\n\n'),
      createdAt: '2026-10-28T09:02:47Z',
      clips: 4,
      pv: 312,
      beginner: true,
      tags: ['Go'],
      asker: person(0),
    },
    replies: [
      reply(
        524801,
        372914,
        DEMO_ACCOUNT,
        '2026-10-28T12:14:03Z',
        [
          '送信側の goroutine がすべて終わったことを sync.WaitGroup で待ってから、別の goroutine で close してください。今のコードは送信が始まる前に close しているので panic になります。',
          '送信する goroutine を起動するたびに wg.Add(1)、送り終えたら defer wg.Done() として、range の前にこれを足します。',
          '```go\ngo func() {\n\twg.Wait()\n\tclose(results)\n}()\n```',
          'チャネルを閉じるのは「送る側」の責任、と覚えておくと迷いません。エラーも集めたいなら golang.org/x/sync/errgroup が便利です。',
        ].join('\n\n'),
        true,
      ),
      reply(
        524807,
        372914,
        person(6),
        '2026-10-28T13:30:55Z',
        '補足です。送信数が分かっているなら、バッファ付きチャネルにして受信回数を数える方法もあります。',
      ),
    ],
  },
  {
    question: {
      id: 370602,
      title: 'TypeScript の型ガードで配列の要素を絞り込めない',
      body: [
        '`(string | null)[]` から null を取り除いたのに、filter の結果が `string[]` になりません。',
        '```ts\nconst names = rows.map((r) => r.name).filter((n) => n !== null);\n// names: (string | null)[]\n```',
        'TypeScript 5.3 を使っています。',
      ].join('\n\n'),
      createdAt: '2026-09-30T02:41:19Z',
      clips: 2,
      pv: 188,
      beginner: false,
      tags: ['TypeScript'],
      asker: person(2),
    },
    replies: [
      reply(
        519364,
        370602,
        person(13),
        '2026-09-30T04:10:02Z',
        'filter に `(n): n is string => n !== null` と型述語を書けば絞り込めます。',
        true,
      ),
      reply(
        519377,
        370602,
        DEMO_ACCOUNT,
        '2026-09-30T05:22:36Z',
        [
          'TypeScript 5.5 からは、この形の filter なら型述語が推論されるので `string[]` になります。アップデートできない場合は型述語を自分で書いてください。',
          '```ts\nconst names = rows\n  .map((r) => r.name)\n  .filter((n): n is string => n !== null);\n```',
        ].join('\n\n'),
      ),
    ],
  },
  {
    question: {
      id: 367815,
      title: 'PostgreSQL で日本語の全文検索がヒットしない',
      body: [
        '記事本文を to_tsvector で検索しようとしていますが、日本語の単語がまったくヒットしません。',
        "```sql\nSELECT id FROM articles\nWHERE to_tsvector('simple', body) @@ to_tsquery('simple', '決済');\n```",
        'PostgreSQL 16 (Amazon RDS) です。',
      ].join('\n\n'),
      createdAt: '2026-08-19T00:15:33Z',
      clips: 9,
      pv: 845,
      beginner: false,
      tags: ['PostgreSQL'],
      asker: person(4),
    },
    replies: [
      reply(
        512946,
        367815,
        DEMO_ACCOUNT,
        '2026-08-19T03:48:12Z',
        [
          '標準のパーサは空白で単語を区切るので、分かち書きされていない日本語は文全体が一つの語になってしまいます。',
          'RDS で使える拡張なら pg_bigm が手軽です。2-gram の GIN インデックスを張れば LIKE の部分一致がそのまま速くなります。',
          "```sql\nCREATE EXTENSION pg_bigm;\nCREATE INDEX articles_body_bigm ON articles USING gin (body gin_bigm_ops);\nSELECT id FROM articles WHERE body LIKE '%決済%';\n```",
        ].join('\n\n'),
        true,
      ),
    ],
  },
  {
    question: {
      id: 365230,
      title: 'AWS Lambda から RDS Proxy への接続がタイムアウトする',
      body: 'VPC 内の Lambda (Node.js 20) から RDS Proxy に接続すると 30 秒でタイムアウトします。Proxy のエンドポイントは名前解決できています。',
      createdAt: '2026-07-09T06:20:05Z',
      clips: 3,
      pv: 264,
      beginner: false,
      tags: ['AWS', 'AWS Lambda', 'Amazon RDS'],
      asker: person(14),
    },
    replies: [
      reply(
        507210,
        365230,
        DEMO_ACCOUNT,
        '2026-07-09T10:03:41Z',
        'まず Proxy 側のセキュリティグループで、Lambda のセキュリティグループから 5432 への受信を許可しているか確認してください。名前解決できてタイムアウトする場合、ほとんどがこれです。IAM 認証を有効にしているなら、Lambda の実行ロールに rds-db:connect も必要です。',
      ),
      reply(
        507288,
        365230,
        person(5),
        '2026-07-09T14:51:09Z',
        'サブネットのネットワーク ACL も見てみてください。戻りのエフェメラルポートが閉じていると同じ症状になります。',
        true,
      ),
    ],
  },
  {
    question: {
      id: 362647,
      title: 'Docker Compose で起動したコンテナから localhost の API に繋がらない',
      body: 'ホストで動かしている API (localhost:8080) に、Compose で起動したコンテナから curl すると Connection refused になります。Mac の Docker Desktop です。',
      createdAt: '2026-05-27T11:34:50Z',
      clips: 1,
      pv: 402,
      beginner: true,
      tags: ['Docker'],
      asker: person(7),
    },
    replies: [
      reply(
        501833,
        362647,
        DEMO_ACCOUNT,
        '2026-05-27T12:26:18Z',
        'コンテナの中の localhost はコンテナ自身を指します。Docker Desktop ならホストは `host.docker.internal` で参照できるので、`http://host.docker.internal:8080` に変えてみてください。Linux では compose.yaml に `extra_hosts: ["host.docker.internal:host-gateway"]` を足すと同じ名前が使えます。',
      ),
    ],
  },
  {
    question: {
      id: 359120,
      title: 'GitHub Actions のサービスコンテナの PostgreSQL に接続できない',
      body: [
        'services で postgres を起動し、テストから localhost:5432 に接続していますが、たまに connection refused で落ちます。',
        '```yaml\nservices:\n  postgres:\n    image: postgres:16\n    env:\n      POSTGRES_PASSWORD: postgres\n```',
      ].join('\n\n'),
      createdAt: '2026-03-30T01:12:26Z',
      clips: 5,
      pv: 530,
      beginner: false,
      tags: ['GitHub Actions', 'PostgreSQL'],
      asker: person(12),
    },
    replies: [
      reply(
        494388,
        359120,
        DEMO_ACCOUNT,
        '2026-03-30T02:57:44Z',
        [
          'ポートの公開とヘルスチェックが足りていないようです。ヘルスチェックを付けると、起動が終わるまで次のステップが待ってくれます。',
          '```yaml\nservices:\n  postgres:\n    image: postgres:16\n    env:\n      POSTGRES_PASSWORD: postgres\n    ports:\n      - 5432:5432\n    options: >-\n      --health-cmd pg_isready\n      --health-interval 5s\n      --health-timeout 5s\n      --health-retries 10\n```',
        ].join('\n\n'),
      ),
    ],
  },
  {
    question: {
      id: 356034,
      title: 'Rails の N+1 問題を includes で解消したい',
      body: [
        '記事一覧で著者名を表示すると、記事の数だけ users への SELECT が発行されます。',
        '```ruby\n@articles = Article.order(created_at: :desc).limit(20)\n```',
        'ビューでは `article.user.name` を表示しています。Rails 7.1 です。',
      ].join('\n\n'),
      createdAt: '2026-02-05T08:44:10Z',
      clips: 6,
      pv: 677,
      beginner: true,
      tags: ['Ruby', 'Ruby on Rails'],
      asker: person(1),
    },
    replies: [
      reply(
        488105,
        356034,
        DEMO_ACCOUNT,
        '2026-02-05T10:19:37Z',
        [
          'includes で関連を先に読み込めば、users への問い合わせは 1 回になります。',
          '```ruby\n@articles = Article.includes(:user).order(created_at: :desc).limit(20)\n```',
          '読み込み漏れを見つけるには、development で `config.active_record.strict_loading_by_default = true` にするか、bullet gem を入れておくと気付きやすいです。',
        ].join('\n\n'),
        true,
      ),
    ],
  },
  {
    question: {
      id: 352471,
      title: 'Kubernetes の Pod が CrashLoopBackOff から戻らない',
      body: 'Deployment を更新したら Pod が CrashLoopBackOff のままになりました。kubectl logs には何も出ていません。',
      createdAt: '2025-12-10T04:05:58Z',
      clips: 2,
      pv: 219,
      beginner: false,
      tags: ['Kubernetes'],
      asker: person(9),
    },
    replies: [
      reply(
        480962,
        352471,
        DEMO_ACCOUNT,
        '2025-12-10T06:31:20Z',
        '`kubectl logs <pod> --previous` で一つ前のコンテナのログを見てください。ログが空なら `kubectl describe pod` の Last State と Exit Code も確認を。Exit Code 137 なら OOMKilled なので、resources.limits.memory を見直すことになります。',
      ),
      reply(
        480990,
        352471,
        person(10),
        '2025-12-10T09:12:48Z',
        'livenessProbe の initialDelaySeconds が短すぎて、起動途中で殺されているケースもよくあります。',
        true,
      ),
    ],
  },
  {
    question: {
      id: 348906,
      title: 'Go の context.WithTimeout がキャンセルされない',
      body: [
        'タイムアウトを 3 秒にしているのに、HTTP リクエストが 30 秒待ってしまいます。',
        '```go\nctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)\ndefer cancel()\nreq, _ := http.NewRequest("GET", url, nil)\nres, err := http.DefaultClient.Do(req)\n```',
      ].join('\n\n'),
      createdAt: '2025-10-14T12:48:31Z',
      clips: 3,
      pv: 356,
      beginner: false,
      tags: ['Go'],
      asker: person(3),
    },
    replies: [
      reply(
        473502,
        348906,
        person(0),
        '2025-10-14T13:20:04Z',
        'http.NewRequestWithContext を使ってください。',
        true,
      ),
      reply(
        473518,
        348906,
        DEMO_ACCOUNT,
        '2025-10-14T13:41:57Z',
        '作った ctx がリクエストに渡っていないのが原因です。`http.NewRequestWithContext(ctx, http.MethodGet, url, nil)` にすると、3 秒で `context deadline exceeded` が返ります。なお `http.Client{Timeout: ...}` はクライアント全体の上限なので、呼び出しごとの締め切りには context を使うのがおすすめです。',
      ),
    ],
  },
  {
    question: {
      id: 345218,
      title: 'React の useEffect が二回実行される',
      body: '開発環境でだけ、マウント時の useEffect の中の fetch が二回呼ばれます。本番ビルドでは一回です。',
      createdAt: '2025-08-20T07:27:14Z',
      clips: 7,
      pv: 1204,
      beginner: true,
      tags: ['React', 'JavaScript'],
      asker: person(13),
    },
    replies: [
      reply(466231, 345218, person(8), '2025-08-20T07:58:39Z', 'StrictMode の仕様です。', true),
      reply(
        466240,
        345218,
        DEMO_ACCOUNT,
        '2025-08-20T08:35:06Z',
        'React 18 以降の StrictMode は、開発時にエフェクトをわざと二回実行してクリーンアップ漏れを見つけやすくしています。fetch なら AbortController でクリーンアップ時に中断すれば、二回目だけが結果を反映します。データ取得自体は TanStack Query などに任せるのも手です。',
      ),
    ],
  },
  {
    question: {
      id: 368433,
      title: 'Rails の form_with で入れ子の属性を保存できない',
      body: [
        'accepts_nested_attributes_for を書いたのに、子モデルが保存されません。ログには `Unpermitted parameter: :tasks_attributes` と出ています。',
        '```ruby\nclass Project < ApplicationRecord\n  has_many :tasks\n  accepts_nested_attributes_for :tasks\nend\n```',
      ].join('\n\n'),
      createdAt: '2026-09-12T11:02:18Z',
      clips: 1,
      pv: 143,
      beginner: true,
      tags: ['Ruby on Rails'],
      asker: person(6),
    },
    replies: [
      reply(
        515590,
        368433,
        person(1),
        '2026-09-12T12:47:33Z',
        'Strong Parameters で `tasks_attributes: [:id, :title, :_destroy]` を permit してください。',
        true,
      ),
      reply(
        515612,
        368433,
        TEAMMATE_ACCOUNT,
        '2026-09-12T13:40:27Z',
        '自分も同じところでハマりました。ビュー側は `f.fields_for :tasks` で書けているか確認してみてください。',
      ),
    ],
  },
  {
    question: {
      id: 360215,
      title: 'Next.js の画像が本番だけ表示されない',
      body: 'next/image で外部の画像を表示しています。next dev では表示されるのに、Vercel にデプロイすると 400 になります。',
      createdAt: '2026-04-03T05:16:40Z',
      clips: 2,
      pv: 298,
      beginner: true,
      tags: ['Next.js'],
      asker: person(11),
    },
    replies: [
      reply(
        496017,
        360215,
        TEAMMATE_ACCOUNT,
        '2026-04-03T09:24:51Z',
        'next.config.js の images.remotePatterns にそのドメインを追加すると表示されるかもしれません。',
      ),
      reply(
        496044,
        360215,
        person(8),
        '2026-04-03T10:02:15Z',
        'remotePatterns で合っています。protocol と hostname に加えて pathname も実際の URL に一致しているか見てください。',
        true,
      ),
    ],
  },
];

/*
 * Each touch answers one more, newest question. Generated ids sit above every fixed one and
 * encode the touch number and the account, so a question can be found from its id alone.
 */
const GENERATED_QUESTION_BASE = 373100;
const GENERATED_REPLY_BASE = 525000;
const GENERATED_FIRST = Date.parse('2026-11-03T01:00:00Z');
const HOUR = 3_600_000;

interface Topic {
  title: string;
  tags: string[];
  body: string;
  answer: string;
}

const NEW_QUESTION_TOPIC: Record<string, Topic> = {
  [DEMO_ACCOUNT]: {
    title: 'Go のジェネリクスで型制約を書く方法',
    tags: ['Go'],
    body: '数値型なら何でも受け取る Sum 関数をジェネリクスで書きたいのですが、型制約の書き方が分かりません。',
    answer:
      '`cmp.Ordered` のような標準の制約で足りなければ、`type Number interface { ~int | ~int64 | ~float64 }` のように型の集合を書いたインターフェースを制約に使えます。`~` を付けると、それを基底型に持つ独自型も受け取れます。',
  },
  [TEAMMATE_ACCOUNT]: {
    title: 'Rails のマイグレーションでカラム名を変更したい',
    tags: ['Ruby on Rails'],
    body: '本番のデータを残したまま、users テーブルのカラム名を変えるにはどうすればよいですか。',
    answer:
      '`rename_column :users, :old_name, :new_name` のマイグレーションで、データはそのまま残ります。',
  },
};
const DEFAULT_TOPIC: Topic = {
  title: 'Git で直前のコミットメッセージを直したい',
  tags: ['Git'],
  body: 'push する前のコミットのメッセージを間違えてしまいました。',
  answer: 'push 前なら `git commit --amend` でメッセージを書き直せます。',
};

function generatedThread(userIndex: number, n: number): Thread {
  const name = USERS[userIndex]!.displayName;
  const topic = NEW_QUESTION_TOPIC[name] ?? DEFAULT_TOPIC;
  const asked = GENERATED_FIRST + (n - 1) * 48 * HOUR;
  const questionId = GENERATED_QUESTION_BASE + n * 10 + userIndex;
  const answerId = GENERATED_REPLY_BASE + n * 10 + userIndex;
  const answered = new Date(asked + 2 * HOUR).toISOString();
  return {
    question: {
      id: questionId,
      title: `${topic.title}（${n}）`,
      body: topic.body,
      createdAt: new Date(asked).toISOString(),
      clips: 0,
      pv: 12 + n,
      beginner: false,
      tags: topic.tags,
      asker: person(n + userIndex),
    },
    replies: [reply(answerId, questionId, name, answered, topic.answer)],
  };
}

const userIndexOf = (displayName: string) =>
  USERS.findIndex((u) => u.displayName.toLowerCase() === displayName.toLowerCase());

/** teratail display names are matched ignoring case, like the other fakes' accounts. */
export const findTeratailUser = (displayName: string): FakeTeratailUser | undefined =>
  USERS[userIndexOf(displayName)];

/** A person's replies, newest first, with `revision` generated answers on top. */
export function teratailActivityOf(
  displayName: string,
  revision: number,
): { replies: FakeTeratailReply[] } {
  const index = userIndexOf(displayName);
  if (index < 0) return { replies: [] };
  const name = USERS[index]!.displayName;
  const generated = Array.from(
    { length: revision },
    (_, i) => generatedThread(index, i + 1).replies[0]!,
  );
  const fixed = THREADS.flatMap((t) => t.replies).filter((r) => r.user === name);
  const replies = [...generated, ...fixed].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { replies };
}

/** A question with its replies, or undefined; generated ones exist once their touch happened. */
export function findTeratailQuestion(
  id: number,
  revisions: (displayName: string) => number,
): { question: FakeTeratailQuestion; replies: FakeTeratailReply[] } | undefined {
  const fixed = THREADS.find((t) => t.question.id === id);
  if (fixed) return { question: fixed.question, replies: fixed.replies };
  const offset = id - GENERATED_QUESTION_BASE;
  const n = Math.floor(offset / 10);
  const userIndex = offset % 10;
  const user = USERS[userIndex];
  if (offset < 0 || n < 1 || !user || revisions(user.displayName) < n) return undefined;
  return generatedThread(userIndex, n);
}
