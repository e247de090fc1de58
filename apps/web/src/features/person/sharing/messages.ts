import { SHARE_ID_MAX_LENGTH, SHARE_ID_MIN_LENGTH } from '@kiseki/contract/portfolio-rules';

/** Japanese text of the sharing panel on /person. */
export const sharingJa = {
  title: 'ポートフォリオの公開',
  loading: '公開設定を読み込んでいます',
  loadFailed: '公開設定を読み込めませんでした。',
  retry: '再読み込み',
  failed: 'エラーが発生しました、もう一度お試しください',

  switchLabel: 'ポートフォリオを公開する',
  open: '公開中',
  closed: '非公開',
  opened: 'ポートフォリオを公開しました',
  closedDone: 'ポートフォリオを非公開にしました',
  closedNote:
    '公開すると、URLを知っている人が誰でもあなたのポートフォリオを見られます。メールアドレスや企業からの閲覧履歴は公開されません。',

  url: {
    label: '公開URL',
    copy: 'コピー',
    copyLabel: '公開URLをコピー',
    copied: 'URLをコピーしました',
    copyFailed: 'コピーできませんでした。URLを選択してコピーしてください。',
    view: '公開ページを見る',
    share: 'Xでシェア',
    shareLabel: 'Xでシェア（新しいタブで開きます）',
    newTab: '（新しいタブで開きます）',
  },

  shareId: {
    title: '共有IDの変更',
    label: '共有ID',
    hint: `URLの末尾になります。半角英小文字・数字・ハイフン（-）・アンダースコア（_）で${SHARE_ID_MIN_LENGTH}〜${SHARE_ID_MAX_LENGTH}文字。これまでのURLも引き続きあなたのページを開きます。`,
    checking: '使えるか確認しています…',
    available: '利用できます',
    checkFailed: '確認できませんでした。時間をおいて再度お試しください。',
    save: '保存する',
    saving: '保存しています…',
    saved: '共有IDを変更しました',
  },

  terms: {
    title: '公開に関する規約',
    lead: 'ポートフォリオを公開する前に、次の内容をご確認ください。',
    points: [
      '公開したポートフォリオは、URLを知っている人なら誰でも、ログインせずに見られます。',
      '公開されるのは、名前・自己紹介・リンク・スキルタグ・スコアと、連携したサービスから取り込んだアウトプットです。メールアドレス、職務経歴、企業からの閲覧履歴は公開されません。',
      'URLがSNSなどで共有されると、多くの人の目に触れる可能性があります。他人の権利を侵害する内容や、公開したくない情報が含まれていないかご確認ください。',
      'いつでも非公開に戻せます。非公開にすると、公開ページは「ページが見つかりません」と表示されます。',
    ],
    agree: '公開に関する規約に同意する',
    submit: '同意して公開する',
    submitting: '公開しています…',
    cancel: 'キャンセル',
  },
} as const;
