/** Japanese text of /jobs/{id}/interview-coaching. */
export const coachingJa = {
  title: '面接対策コーチング',
  backToJob: '求人詳細へ戻る',
  lead: 'この求人の面接で聞かれそうな質問、あなたの経歴からアピールすべき点、面接官への逆質問の例をまとめました。',
  source:
    'この内容は、求人の内容とあなたの経歴（職歴・スキル・やりたいこと）から作成しています。経歴を充実させるほど、具体的なアドバイスになります。',
  improveCareer: '経歴を充実させる',
  loading: '面接対策を作成しています',
  loadFailed: '面接対策を読み込めませんでした。',
  retry: '再読み込み',
  notFoundTitle: 'この求人は見つかりませんでした',
  notFoundBody:
    '募集が終了したか、URLが正しくない可能性があります。ほかの求人を探してみてください。',
  searchJobs: '求人を探す',

  questions: {
    title: '想定される質問',
    lead: '面接官が聞きそうな質問と、その質問で確かめたいことです。答えの骨子を準備しておきましょう。',
    number: (n: number) => `Q${n}`,
    intent: '質問の意図',
  },
  highlights: {
    title: 'アピールすべき経験',
    lead: '求人の要件とあなたの経歴が重なるところです。具体的なエピソードと数字を添えて話しましょう。',
  },
  asks: {
    title: '逆質問の例',
    lead: '「何か質問はありますか」と聞かれたときのために、気になるものを2〜3個選んでおきましょう。',
  },

  provider: {
    label: '作成方法',
    builtin: '求人と経歴からの自動分析',
    external: '外部AIサービスで生成',
    externalNote:
      'AIが生成した内容には誤りが含まれることがあります。ご自身で確認してからお使いください。',
  },

  ai: {
    title: 'AIで面接対策を作成する',
    badge: '外部AIサービス',
    body: '外部のAIサービスに求人の内容とあなたの経歴を送り、より詳しい面接対策を作成できます。氏名・メールアドレス・生年月日・住所は送信しません。',
    policy: '外部AIサービスの利用について',
    newTab: '（新しいタブで開きます）',
    agreeLabel: 'を確認し、求人の内容と経歴を外部AIサービスに送信することに同意します',
    agreed: '外部AIサービスの利用に同意済みです。',
    withdraw: '同意を取り消す',
    withdrawing: '取り消しています…',
    generate: 'AIで面接対策を作成',
    generating: '作成しています…',
    generatingNote: 'AIが面接対策を作成しています。20秒ほどかかることがあります。',
    showBuiltin: '自動分析の結果を表示',
    showExternal: 'AIの結果を表示',
    fellBack:
      '外部AIサービスから結果を得られなかったため、自動分析の結果を表示しています。時間をおいて再度お試しください。',
    failed: 'AIによる作成に失敗しました。時間をおいて再度お試しください。',
    withdrawFailed: '同意を取り消せませんでした。時間をおいて再度お試しください。',
  },
} as const;
