import {
  PERSON_BIO_MAX_LENGTH,
  PERSON_LINKS_MAX,
  SKILL_TAGS_MAX,
} from '@kiseki/contract/portfolio-rules';
import type { ActivityType } from '../../shared/api/person';

/** Japanese text of /person, /person/edit and /person/output_summary. */
export const personJa = {
  title: 'ポートフォリオ',
  lead: '連携したサービスのアウトプットから、あなたのポートフォリオとスコアを自動で作ります。',
  editProfile: 'プロフィールを編集',
  monthSummary: '今月のアウトプット',
  retry: '再読み込み',
  loading: '読み込んでいます',
  loadFailed: (what: string) => `${what}を読み込めませんでした。`,
  showAll: (count: number) => `すべて表示（${count}件）`,
  showLess: '折りたたむ',
  count: (count: number) => `${count.toLocaleString('ja-JP')}件`,
  newTab: '（新しいタブで開きます）',
  none: '—',

  profile: {
    region: 'プロフィール',
    avatarAlt: (name: string) => `${name}のアイコン`,
    noName: '名前が未設定です',
    noBio:
      '自己紹介はまだありません。プロフィールを編集して、得意なことや関心のある分野を書いてみましょう。',
    links: 'リンク',
    services: '連携中のサービス',
    noServices: 'まだサービスが連携されていません。',
    connect: 'アカウントを連携する',
  },

  empty: {
    title: 'アカウントを連携して、ポートフォリオを作りましょう',
    body: 'GitHub・Qiita・Zenn・connpass などのアカウントを連携すると、リポジトリや記事、登壇を自動で集めて、ポートフォリオとスコアを作ります。',
    action: 'アカウントを連携する',
    note: '連携したあと、アウトプットの取り込みには数分かかることがあります。',
  },

  scores: {
    title: 'スコア',
    lead: 'スコアは 1.0〜5.0 で、3.0 が平均的なエンジニアです。連携したサービスのアウトプットから毎日計算します。',
    outOf: '/ 5.0',
    top: (percent: string) => `上位 ${percent}%`,
    rank: (ranking: number, population: number) =>
      `${population.toLocaleString('ja-JP')}人中 ${ranking.toLocaleString('ja-JP')}位`,
    noScore: 'まだスコアがありません',
    sources: 'アウトプット別のスコア',
    connectFor: (services: string) => `${services}を連携すると、スコアがつきます。`,
    belowFloor:
      '連携したサービスのアウトプットが、スコアがつく基準にまだ届いていません。下の「スコアを上げるには」を参考にしてください。',
    tagsFor: 'スキルタグを登録すると、スコアがつきます。',
    connect: 'アカウントを連携する',
    addTags: 'スキルタグを登録する',
    computedAt: (date: string) => `${date} 時点`,
    totalNote: '総合は「技術力」と「発信力」を半分ずつ合わせたスコアです。',
  },

  charts: {
    loading: 'グラフを読み込んでいます',
    failed: 'グラフを表示できませんでした。',
    balance: 'スコアのバランス',
    balanceCaption: 'アウトプット別のスコアと発信力（5.0 が最大）',
    history: 'スコアの推移',
    historyCaption: '直近180日の総合・技術力・発信力',
    historyTooShort: 'スコアの推移は毎日記録されます。記録が2日分たまるとグラフを表示します。',
    historySummary: (label: string, from: string, to: string) =>
      `${label}は ${from} から ${to} になりました。`,
  },

  breakdown: {
    title: 'スコアの内訳',
    lead: 'スコアが今の値になっている理由と、上げるためにできることです。',
    why: 'スコアの元になった値',
    noFactors: 'まだ計算に使える値がありません。',
    hints: 'スコアを上げるには',
    noHints: 'このまま活動を続けましょう。',
  },

  skills: {
    title: 'スキルタグ',
    empty: 'まだスキルタグが登録されていません。',
    add: 'スキルタグを登録する',
    edit: 'スキルタグを編集',
    suggestions: (count: number) =>
      `アウトプットから見つけたスキルタグの候補が${count}件あります。`,
    level: (level: number, label: string) => `レベル${level}：${label}`,
  },

  languages: {
    title: '使用言語',
    lead: 'GitHub のリポジトリのコード量から集計しています。',
    empty: 'まだ集計できる言語がありません。',
    repos: (count: number) => `${count}リポジトリ`,
  },

  outputs: {
    notConnectedTitle: 'まだ連携していないサービス',
    notConnectedBody:
      '連携すると、そのサービスのアウトプットもポートフォリオとスコアに加わります。',
    connectedEmpty: 'まだ取り込まれたアウトプットがありません。',
    views: (count: number) => `閲覧 ${count}`,
    viewsLabel: (title: string, count: number) => `閲覧 ${count}（「${title}」を見た企業）`,
    viewsTitle: 'このアウトプットを見た企業',
    viewsDescription: (title: string) =>
      `企業があなたのポートフォリオから「${title}」を開いた記録です。新しい順に表示しています。`,
    viewsAccess: (date: string) => `${date} に閲覧`,
    close: '閉じる',
    sections: {
      repos: 'GitHub のリポジトリ',
      qiita: 'Qiita の記事',
      zenn: 'Zenn の記事',
      note: 'note の記事',
      blog: 'ブログの記事',
      speakerdeck: 'Speaker Deck のスライド',
      teratail: 'teratail の回答',
      connpass: 'connpass のイベント',
    },
    stars: (n: string) => `スター ${n}`,
    forks: (n: string) => `フォーク ${n}`,
    contributions: (n: string) => `コミット ${n}`,
    likes: (n: string) => `いいね ${n}`,
    stocks: (n: string) => `ストック ${n}`,
    slideViews: (n: string) => `閲覧数 ${n}`,
    bestAnswer: 'ベストアンサー',
    fork: 'フォーク',
    owner: 'オーナー',
    presenter: '登壇',
    organizer: '主催',
    attendee: '参加',
  },

  activity: {
    title: '最近のアクティビティ',
    empty: 'まだアクティビティがありません。',
    summaryLink: 'アウトプットのまとめを見る',
  },

  browsed: {
    title: 'あなたのポートフォリオを見た企業',
    lead: '企業があなたのポートフォリオを閲覧した記録です。',
    empty: 'まだ閲覧した企業はありません。アウトプットを増やすと、企業の目に留まりやすくなります。',
    output: '見たアウトプット',
    website: (name: string) => `${name}のウェブサイト`,
  },

  edit: {
    title: 'プロフィールを編集',
    back: 'ポートフォリオに戻る',
    loadFailed: 'プロフィールを読み込めませんでした。',
    saved: '保存しました',
    failed: 'エラーが発生しました、もう一度お試しください',
    save: '保存する',
    saving: '保存しています',
    basics: '基本情報',
    basicsLead: 'ポートフォリオの上部に表示されます。企業が最初に目にする情報です。',
    name: '名前',
    nameHint: 'ポートフォリオに表示する名前です。',
    bio: '自己紹介',
    bioHint: (length: number) => `${length} / ${PERSON_BIO_MAX_LENGTH}`,
    links: 'リンク',
    linksLead: `ポートフォリオサイトや SNS など、${PERSON_LINKS_MAX}件まで登録できます。`,
    linkLabel: (index: number) => `リンク${index}の名前`,
    linkUrl: (index: number) => `リンク${index}のURL`,
    linkLabelPlaceholder: '例：個人サイト',
    addLink: 'リンクを追加',
    removeLink: (index: number) => `リンク${index}を削除`,
    remove: '削除',
    linksFull: `リンクは${PERSON_LINKS_MAX}件まで登録できます。`,
  },

  tagsEdit: {
    title: 'スキルタグ',
    lead: 'スキルとその習熟度を登録します。並び順のとおりにポートフォリオに表示されます。',
    newTag: '追加するスキルタグ',
    newTagPlaceholder: '例：TypeScript',
    add: '追加',
    empty: 'まだスキルタグがありません。上の欄に入力して追加してください。',
    list: '登録するスキルタグ',
    level: (name: string) => `${name}のレベル`,
    up: (name: string) => `${name}を上へ`,
    down: (name: string) => `${name}を下へ`,
    remove: (name: string) => `${name}を削除`,
    duplicate: 'そのスキルタグはすでに追加されています。',
    required: 'スキルタグを入力してください。',
    full: `スキルタグは${SKILL_TAGS_MAX}件まで登録できます。`,
    count: (count: number) => `${count} / ${SKILL_TAGS_MAX}件`,
    suggestions: 'アウトプットから見つけた候補',
    suggestionsLead:
      '取り込んだアウトプットから自動で見つけたスキルタグです。追加したものだけが保存され、追加しなかった候補は保存すると表示されなくなります。',
    addSuggestion: (name: string) => `${name}を追加`,
    levelsLegend: 'レベルの目安',
    unsaved: '保存していない変更があります。',
  },

  summary: {
    title: 'アウトプットまとめ',
    yearTitle: (year: number) => `${year}年のアウトプット`,
    monthTitle: (year: number, month: number) => `${year}年${month}月のアウトプット`,
    yearLabel: (year: number) => `${year}年`,
    monthLabel: (year: number, month: number) => `${year}年${month}月`,
    lead: '連携したサービスから取り込んだアウトプットを、日本時間の期間ごとにまとめています。',
    total: '合計',
    count: (count: number) => `${count}件`,
    previous: (label: string) => `前の期間（${label}）`,
    next: (label: string) => `次の期間（${label}）`,
    periodNav: '期間の切り替え',
    byType: '種類別の件数',
    months: '月別の件数',
    monthLink: (month: number, count: number) => `${month}月 ${count}件`,
    viewYear: (year: number) => `${year}年全体を見る`,
    empty: 'この期間のアウトプットはありません',
    emptyBody:
      'アカウントを連携すると、その期間に公開した記事やリポジトリ、登壇がここにまとまります。',
    connect: 'アカウントを連携する',
    back: 'ポートフォリオに戻る',
    loadFailed: 'アウトプットを読み込めませんでした。',
  },
} as const;

/** Activity types in the order the summaries list them, with their labels. */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  github: 'GitHub',
  github_pr: 'GitHub のプルリクエスト',
  qiita: 'Qiita',
  zenn: 'Zenn',
  note: 'note',
  blog: 'ブログ',
  speaker_deck: 'Speaker Deck',
  teratail: 'teratail',
  connpass: 'connpass',
};
export const ACTIVITY_TYPE_ORDER = Object.keys(ACTIVITY_TYPE_LABELS) as ActivityType[];
