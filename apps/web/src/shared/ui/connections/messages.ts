import { BLOGS_MAX, PORTFOLIO_MESSAGES, type SnsName } from '@kiseki/contract/portfolio-rules';

/** Japanese text of the connect panel (/accounts and the setup wizard's first step). */
export const connectionsJa = {
  servicesTitle: '連携するサービス',
  servicesLead:
    'アカウント名かプロフィールページのURLを入力してください。公開されている情報だけを取り込みます。',
  loading: '連携の状態を読み込んでいます',
  loadFailed: '連携の状態を読み込めませんでした。',
  retry: '再読み込み',
  failed: 'エラーが発生しました、もう一度お試しください',
  cancel: 'キャンセル',
  notConnected: '未連携',

  status: {
    pending: '取り込み待ち',
    importing: '取り込み中',
    done: (count: number) => `取り込み済み ${count}件`,
    failed: '取り込みに失敗しました',
  },
  lastImported: (when: string) => `最終取り込み ${when}`,
  nextRetry: (when: string) => `${when}に自動で再試行します`,

  account: {
    label: 'アカウント名またはURL',
    labelFor: (service: string) => `${service}のアカウント名またはURL`,
    invalid: PORTFOLIO_MESSAGES.accountInvalid,
    willConnectAs: (name: string) => `「${name}」として連携します`,
    connect: '連携する',
    connectLabel: (service: string) => `${service}を連携する`,
    connecting: '連携しています…',
    connected: (service: string) => `${service}を連携しました。アウトプットを取り込んでいます。`,
    profile: (service: string) => `${service}のプロフィールを開く`,
  },
  /** Placeholders: a profile address of each service, which reads as its account name. */
  examples: {
    github: 'github.com/taro-kiseki',
    qiita: 'qiita.com/taro_kiseki',
    zenn: 'zenn.dev/taro_kiseki',
    note: 'note.com/taro_kiseki',
    speakerdeck: 'speakerdeck.com/taro_kiseki',
    teratail: 'teratail.com/users/taro_kiseki',
    connpass: 'connpass.com/user/taro_kiseki',
  } satisfies Record<SnsName, string>,
  /** What each service brings to the portfolio, under its name. */
  brings: {
    github: 'リポジトリ・言語・コントリビューション',
    qiita: '技術記事・いいね・ストック',
    zenn: '技術記事・いいね',
    note: '記事・スキ',
    speakerdeck: '登壇スライド',
    teratail: '質問への回答',
    connpass: '参加・登壇したイベント',
  } satisfies Record<SnsName, string>,

  refresh: '今すぐ取り込む',
  refreshLabel: (what: string) => `${what}を今すぐ取り込む`,
  refreshStarted: '取り込みを開始しました',

  disconnect: {
    button: '連携を解除',
    label: (service: string) => `${service}の連携を解除`,
    title: (service: string) => `${service}の連携を解除しますか？`,
    body: (service: string, account: string) =>
      `${service}（${account}）から取り込んだアウトプットも、ポートフォリオとスコアから削除されます。この操作は取り消せません。`,
    confirm: '連携を解除する',
    done: (service: string) => `${service}の連携を解除しました`,
  },

  blogs: {
    title: 'ブログ',
    lead: 'ブログのページのURLか、RSS・AtomフィードのURLを登録すると、記事を取り込みます。',
    count: (count: number) => `${count} / ${BLOGS_MAX}件`,
    listLabel: '登録したブログ',
    empty: 'まだブログは登録されていません。',
    addForm: 'ブログを追加',
    urlLabel: 'ブログのURL',
    placeholder: 'https://example.com/blog',
    add: '追加する',
    adding: '追加しています…',
    added: 'ブログを登録しました。記事を取り込んでいます。',
    full: PORTFOLIO_MESSAGES.blogsTooMany,
    untitled: 'タイトルを取得しています',
    feed: 'フィード',
    feedUnknown: '取り込みのときに探します',
    edit: 'URLを変更',
    editLabel: (url: string) => `${url} のURLを変更`,
    newUrlLabel: '新しいURL',
    save: '保存する',
    saving: '保存しています…',
    changed: 'ブログのURLを変更しました',
    remove: '削除',
    removeLabel: (url: string) => `${url} を削除`,
    removeTitle: 'このブログを削除しますか？',
    removeBody: (url: string) =>
      `${url} から取り込んだ記事も、ポートフォリオとスコアから削除されます。この操作は取り消せません。`,
    removeConfirm: '削除する',
    removed: 'ブログを削除しました',
    refreshAll: 'すべて今すぐ取り込む',
  },
} as const;

/** The name of an output source as people know it (blogs included). */
export const BLOG_SOURCE_LABEL = 'ブログ';
