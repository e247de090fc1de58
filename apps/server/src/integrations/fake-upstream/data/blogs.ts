import { DEMO_ACCOUNT, TEAMMATE_ACCOUNT } from './accounts';
import { jst } from './random';

/*
 * The demo's personal blogs. 木瀬 花子 writes on はてなブログ (Atom feed, entry ids like
 * hatenablog://entry/…, entries under entry/YYYY/MM/DD/HHMMSS in Japan time); 木瀬 太郎 runs a
 * self-hosted WordPress (RSS 2.0, guid ?p=<post id>, date-and-slug permalinks). The empty
 * account has no blog: a blog with no entries has no Last-Modified to answer with.
 *
 * Entry bodies never contain "<" as text, not even escaped: the importer reduces the feed's
 * HTML summary to plain text, and a decoded "<T>" would look like markup left behind.
 */

export interface FakeBlog {
  account: string;
  style: 'hatena' | 'wordpress';
  title: string;
  description: string;
  /** はてな ID on はてなブログ (it is part of the profile URL); the display name on WordPress. */
  author: string;
}

export interface FakeBlogEntry {
  /** はてなブログ: the Atom id; WordPress: the guid below the blog's address ("?p=412"). */
  entryId: string;
  /** Below the blog's address, no leading slash. WordPress permalinks end with "/". */
  path: string;
  title: string;
  html: string;
  categories: string[];
  /** UTC instants (the routes write them in Japan time or RFC 822 as each service does). */
  publishedAt: string;
  updatedAt: string;
}

const BLOGS: readonly FakeBlog[] = [
  {
    account: DEMO_ACCOUNT,
    style: 'hatena',
    title: '花子の技術メモ',
    description:
      'Go と TypeScript でバックエンドとクラウド基盤を作っています。業務で試したことの記録。',
    author: DEMO_ACCOUNT,
  },
  {
    account: TEAMMATE_ACCOUNT,
    style: 'wordpress',
    title: 'たろうの開発日記',
    description: 'Rails と React で Web アプリを作る日々のメモ',
    author: '木瀬 太郎',
  },
];

/** A post before it is given the address and id its blog service would give it. */
interface Post {
  /** はてなブログ: the entry's numeric id; WordPress: the post id. */
  id: string;
  /** WordPress only: the permalink's last segment. */
  slug?: string;
  title: string;
  categories: string[];
  publishedAt: string;
  /** When the post was edited after publishing (a 追記). */
  updatedAt?: string;
  html: string;
}

const POSTS: Record<string, Post[]> = {
  [DEMO_ACCOUNT]: [
    {
      id: '6802418398392746150',
      title: 'OpenTelemetry で Go と TypeScript のサービスをまたいでトレースをつなぐ',
      categories: ['OpenTelemetry', 'Go', 'TypeScript'],
      publishedAt: '2026-11-15T12:10:02Z',
      html: `<p>決済まわりのシステムは、TypeScript (Node.js) の BFF から Go の API サーバーを呼ぶ構成になっています。障害調査のたびに両方のログを時刻で突き合わせていたので、OpenTelemetry でトレースを一本につなぎました。</p>
<h3>やったこと</h3>
<ul>
<li>BFF は @opentelemetry/sdk-node の自動計装で、外向きの HTTP リクエストに traceparent ヘッダーを付ける</li>
<li>Go の API サーバーは otelhttp.NewHandler でハンドラーを包み、受け取ったトレースの続きとしてスパンを始める</li>
<li>Collector を Cloud Run のサイドカーとして置き、Cloud Trace に送る</li>
</ul>
<h3>ハマったところ</h3>
<p>Go 側で後処理を goroutine に渡すとき、context.Background() を渡していた箇所があり、そこから先のスパンが別のトレースになっていました。context.WithoutCancel を使うと、リクエストのキャンセルからは切り離したままトレースの情報は引き継げます。</p>
<pre class="code lang-go" data-lang="go" data-unlink>go func(ctx context.Context) {
    if err := notifier.Send(ctx, event); err != nil {
        slog.ErrorContext(ctx, "notify failed", "err", err)
    }
}(context.WithoutCancel(r.Context()))</pre>
<p>サンプリングは本番で 10% にしつつ、エラーになったリクエストは Collector の tail sampling で必ず残すようにしています。調査の最初の一歩が「トレース ID で検索する」になったのが一番の収穫でした。</p>`,
    },
    {
      id: '6802418398385512345',
      title: 'Terraform の state を環境とレイヤーで分割し直した',
      categories: ['Terraform', 'Google Cloud', 'インフラ'],
      publishedAt: '2026-10-04T02:30:00Z',
      updatedAt: '2026-10-06T09:45:00Z',
      html: `<p>ひとつの state に本番とステージング、VPC から Cloud Run までが全部入っていたため、plan に 4 分かかり、アプリの設定を少し変えるだけでもネットワークの差分を気にする必要がありました。</p>
<h3>分け方</h3>
<p>環境 (prod / stg) とレイヤー (network / data / app) の掛け算で 6 つの state に分けました。レイヤー間の参照は terraform_remote_state をやめ、data source で実際のリソースを引く形にそろえています。</p>
<h3>移行手順</h3>
<p>Terraform 1.7 以降の import ブロックと removed ブロックを使い、移行をコードのレビューだけで進められるようにしました。旧 state では removed で管理対象から外し、新しい state では import で取り込むので、terraform state mv を手で打つ場面がありません。</p>
<pre class="code lang-hcl" data-lang="hcl" data-unlink>removed {
  from = google_sql_database_instance.main

  lifecycle {
    destroy = false
  }
}</pre>
<p>plan は 40 秒ほどになり、PR の差分から影響範囲も読みやすくなりました。</p>
<p>追記: stg から先に移行し、1 週間様子を見てから prod を移しました。</p>`,
    },
    {
      id: '6802418398374021987',
      title: 'PostgreSQL の論理レプリケーションでメジャーバージョンを上げた',
      categories: ['PostgreSQL', 'Cloud SQL'],
      publishedAt: '2026-07-18T05:00:00Z',
      html: `<p>Cloud SQL for PostgreSQL の 13 から 16 への移行を、書き込みの停止 2 分ほどで終えました。インプレースのアップグレードは検証環境で 25 分止まったため、論理レプリケーションで新しいインスタンスに複製してから切り替えています。</p>
<h3>手順</h3>
<ol>
<li>旧インスタンスで cloudsql.logical_decoding フラグを有効にし、PUBLICATION を作る</li>
<li>新インスタンスにスキーマだけを流し込み、SUBSCRIPTION で初期コピーと差分の適用を始める</li>
<li>遅延がほぼなくなったらアプリを読み取り専用にし、シーケンスの値を新しい側に合わせて接続先を切り替える</li>
</ol>
<h3>気をつけたこと</h3>
<p>論理レプリケーションはシーケンスを複製しないので、切り替えの直前に setval で値をそろえました。主キーのないテーブルは UPDATE と DELETE がエラーになるため、事前に REPLICA IDENTITY を設定しています。</p>
<p>切り替え後は旧インスタンスを 1 週間残し、問題がないことを確かめてから削除しました。</p>`,
    },
    {
      id: '6802418398347739120',
      title: 'Go 1.25 の新機能を業務コードで試した',
      categories: ['Go'],
      publishedAt: '2025-09-07T03:20:00Z',
      updatedAt: '2025-09-10T11:05:00Z',
      html: `<p>Go 1.25 が 8 月にリリースされたので、担当している API サーバーを上げてみました。効果があったものを 3 つ紹介します。</p>
<h3>sync.WaitGroup.Go</h3>
<p>Add(1) と defer Done() を書かなくてよくなりました。社内のコードでは 40 か所ほどを置き換えられました。</p>
<pre class="code lang-go" data-lang="go" data-unlink>var wg sync.WaitGroup
for _, shop := range shops {
    wg.Go(func() {
        syncInventory(ctx, shop)
    })
}
wg.Wait()</pre>
<h3>コンテナを考慮した GOMAXPROCS</h3>
<p>Linux では cgroup の CPU 上限を見て GOMAXPROCS が決まるようになりました。これまで automaxprocs を入れていたサービスは、その依存を外せます。</p>
<h3>testing/synctest</h3>
<p>タイムアウトやリトライのテストが、偽の時計の上で一瞬で終わるようになりました。time.Sleep を含んでいたテストが 12 秒から 0.2 秒になっています。</p>
<p>追記: GOEXPERIMENT=jsonv2 も試しましたが、本番への投入は正式版を待つことにしました。</p>`,
    },
    {
      id: '6802418398321468533',
      title: 'OpenAPI から TypeScript の型と Go のサーバーコードを生成する',
      categories: ['OpenAPI', 'TypeScript', 'Go'],
      publishedAt: '2025-05-24T04:00:00Z',
      html: `<p>API の仕様書と実装がずれて、フロントエンドが存在しないフィールドを読んでいたことがありました。そこで OpenAPI の定義を正として、TypeScript のクライアントの型は openapi-typescript で、Go のサーバーのインターフェースは oapi-codegen で生成するようにしました。</p>
<h3>CI でずれを見つける</h3>
<p>生成したコードもリポジトリにコミットし、CI で生成し直して git diff --exit-code で差分がないことを確かめています。定義だけを変えて生成を忘れた PR はここで落ちます。</p>
<h3>運用してみて</h3>
<p>レスポンスにフィールドを足したときも、フロントエンドの型エラーで影響範囲がすぐに分かります。一方で oneOf を多用すると生成される Go のコードが読みにくくなるため、スキーマはなるべく素直な形に保つようにしています。</p>`,
    },
  ],
  [TEAMMATE_ACCOUNT]: [
    {
      id: '418',
      slug: 'rails-hotwire-admin',
      title: '社内の管理画面を Hotwire で作り直してみた',
      categories: ['Rails', 'Hotwire'],
      publishedAt: '2026-11-14T03:00:00Z',
      html: `<p>React で作っていた社内向けの管理画面を、Rails 7 の Hotwire (Turbo と Stimulus) で作り直しました。画面は 12 枚ほどで、ほとんどが一覧と編集フォームです。</p>
<h3>よかったこと</h3>
<p>API とフロントエンドの二重管理がなくなり、項目を 1 つ足すときに触るファイルが半分以下になりました。Turbo Frames で一覧の中だけを差し替えられるので、ページ全体の再読み込みもほとんど起きません。</p>
<h3>迷ったこと</h3>
<p>ドラッグで並べ替える画面だけは Stimulus のコントローラーを書く量が増えたので、そこは小さな JavaScript のライブラリを使っています。</p>`,
    },
    {
      id: '396',
      slug: 'playwright-first-steps',
      title: 'Playwright で E2E テストを書き始めた',
      categories: ['テスト', 'Playwright'],
      publishedAt: '2026-07-20T10:30:00Z',
      html: `<p>リリースのたびに手で確認していたログインと注文の流れを、Playwright の E2E テストにしました。</p>
<p>getByRole で要素を探すようにしたら、見た目の変更でテストが壊れることが減りました。CI では失敗したときだけトレースを保存する設定にしていて、落ちた理由を後から画面付きで追えるのが便利です。</p>`,
    },
    {
      id: '371',
      slug: 'react-query-cache',
      title: 'TanStack Query のキャッシュで一覧画面の待ち時間を減らす',
      categories: ['React', 'フロントエンド'],
      publishedAt: '2026-03-08T06:15:00Z',
      updatedAt: '2026-03-09T01:00:00Z',
      html: `<p>詳細画面から一覧に戻るたびに読み込み中の表示が出るのが気になっていたので、TanStack Query の staleTime を見直しました。</p>
<p>一覧は 30 秒、マスターデータは 10 分にしたところ、画面遷移の体感がかなり良くなりました。更新系の処理のあとは invalidateQueries で関係するキャッシュだけを捨てています。</p>
<p>追記: 新規作成のあとに一覧へ戻ると古い内容が一瞬見える件は、setQueryData で先に反映して解消しました。</p>`,
    },
  ],
};

/** What a touch publishes: the next post in the list, then round again with a number. */
const TOUCH_TITLES: Record<string, string[]> = {
  [DEMO_ACCOUNT]: [
    'Cloud Run のジョブで夜間バッチを動かす',
    'Go の slog で構造化ログを出し分ける',
    'GitHub Actions のキャッシュでビルドを 3 分短縮した',
  ],
  [TEAMMATE_ACCOUNT]: [
    'Rails の N+1 を Bullet で見つけて直した',
    'React のフォームを React Hook Form に寄せた',
  ],
};

/** Touched entries start after the newest fixture, an hour apart, before the tests' clocks. */
const TOUCH_BASE_MS = Date.parse('2026-11-20T01:00:00Z');

function touchedPost(blog: FakeBlog, n: number): Post {
  const titles = TOUCH_TITLES[blog.account] ?? ['新しい記事'];
  const round = Math.floor((n - 1) / titles.length);
  const title = `${titles[(n - 1) % titles.length]}${round > 0 ? `（その ${round + 1}）` : ''}`;
  return {
    id: blog.style === 'hatena' ? `68024183984${String(n).padStart(8, '0')}` : String(500 + n),
    slug: `new-post-${n}`,
    title,
    categories: ['メモ'],
    publishedAt: new Date(TOUCH_BASE_MS + n * 3_600_000).toISOString(),
    html: `<p>「${title}」で試した手順と、つまずいたところのメモです。</p>`,
  };
}

/** Gives a post the address and id its blog service would. */
function toEntry(blog: FakeBlog, post: Post): FakeBlogEntry {
  const local = jst(post.publishedAt); // both services date their URLs in Japan time
  const day = local.slice(0, 10).replaceAll('-', '/');
  const hatena = blog.style === 'hatena';
  return {
    entryId: hatena ? `hatenablog://entry/${post.id}` : `?p=${post.id}`,
    path: hatena
      ? `entry/${day}/${local.slice(11, 19).replaceAll(':', '')}`
      : `${day}/${post.slug ?? post.id}/`,
    title: post.title,
    html: post.html,
    categories: post.categories,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt ?? post.publishedAt,
  };
}

/** Blog hosts ignore case; the answer carries the stored spelling. */
export function findBlog(account: string): FakeBlog | undefined {
  const wanted = account.toLowerCase();
  return BLOGS.find((b) => b.account === wanted);
}

/** The blog's entries, newest first, with one extra newest entry per touch (`revision`). */
export function blogEntriesOf(blog: FakeBlog, revision: number): FakeBlogEntry[] {
  const touched = Array.from({ length: revision }, (_, i) => touchedPost(blog, revision - i));
  return [...touched, ...(POSTS[blog.account] ?? [])].map((post) => toEntry(blog, post));
}
