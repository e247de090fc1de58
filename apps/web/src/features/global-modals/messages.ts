import type { HirabilityLevel, RecentBackgroundType } from '@kiseki/contract/career-rules';

/** Japanese wording of the global modals 2-4 (spec sections 4 and 8). */
export const globalModalsJa = {
  close: '閉じる',
  saving: '保存中…',
  saved: '保存しました',

  hirability: {
    title: '現在の転職意欲を教えてください',
    lead: '転職意欲に合わせて、企業からのスカウトやおすすめの求人が届きます。今の気持ちに近いものを選んでください。',
    current: (label: string, date: string | null) =>
      date ? `現在の設定：${label}（${date} 更新）` : `現在の設定：${label}`,
    notSet: '現在の設定：未設定',
    levelLegend: '転職意欲',
    levels: {
      NO_JOB_CHANGE: { label: '転職意欲なし', hint: '今は転職を考えていない' },
      WANT_TO_HEAR: { label: '良い話があれば聞きたい', hint: '条件次第で話を聞いてみたい' },
      JOB_CHANGE: { label: '転職したい', hint: '積極的に転職活動をしている・したい' },
    } satisfies Record<HirabilityLevel, { label: string; hint: string }>,
    backgroundTitle: '直近の経歴を登録してください',
    backgroundLead:
      '現在在籍中の職歴が登録されていません。企業があなたの経歴を確認できるよう、直近の職歴または学歴を登録してください。',
    backgroundLegend: '登録する経歴',
    backgrounds: {
      EXPERIENCE: '職歴',
      EDUCATION: '学歴',
    } satisfies Record<Exclude<RecentBackgroundType, 'NONE'>, string>,
    save: '保存する',
    jobChangeNote: '「転職したい」を選ぶと、希望条件の入力に進みます。',
    later: '閉じると7日後にもう一度お知らせします。',
    failed: 'エラーが発生しました、もう一度お試しください',
  },

  birthdate: {
    title: '生年月日の公開設定',
    lead: '生年月日をプロフィールで企業に公開するかを選んでください。',
    birthdateLabel: '登録されている生年月日',
    legend: '公開設定',
    public: { label: '公開する', hint: '企業があなたの年齢を確認できます' },
    private: { label: '公開しない', hint: '生年月日・年齢は企業に表示されません' },
    changeLater: '公開・非公開は、あとから',
    changeLaterLink: '公開設定ページ',
    changeLaterTail: 'で変更できます。',
    save: '保存する',
    failed: 'エラーが発生しました',
  },

  jobPosition: {
    title: '職種を確認してください',
    lead: '登録されている職歴の内容から、職種を推測しました。正しい職種になっているか確認して保存してください。',
    period: (period: string) => `在籍期間 ${period}`,
    positionsLabel: (organization: string) => `${organization}の職種`,
    save: '保存する',
    later: '今はしない',
    failed: '保存に失敗しました',
  },
} as const;
