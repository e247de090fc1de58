import { THREAD_DECLINE_NOTE_MAX_LENGTH } from './labels';

const count = (n: number) => n.toLocaleString('ja-JP');

/** Japanese text of /messages and /messages/{threadId}. */
export const messagesJa = {
  title: 'メッセージ',
  retry: '再読み込み',

  list: {
    lead: '企業とのメッセージです。「気になる」に「興味がある」「話を聞きたい」と答えた企業や、スカウトを送った企業とやり取りできます。',
    loading: 'メッセージを読み込んでいます',
    loadFailed: 'メッセージを読み込めませんでした。',
    threads: 'スレッドの一覧',
    summary: (total: number, unread: number) =>
      unread > 0 ? `${total}件（未読 ${unread}件）` : `${total}件`,
    unread: '未読',
    you: 'あなた：',
    noMessage: 'まだメッセージはありません',
    empty: 'まだ企業とのメッセージはありません',
    emptyHint:
      '企業から届いた「気になる」に「興味がある」「話を聞きたい」と答えると、その企業からメッセージが届くことがあります。',
    emptyLink: '届いた興味通知を見る',
    job: '求人：',
  },

  thread: {
    // Not 「メッセージ…」: the header's link to /messages is found by that name.
    back: '一覧に戻る',
    title: (company: string) => `${company}とのメッセージ`,
    loading: 'スレッドを読み込んでいます',
    loadFailed: 'スレッドを読み込めませんでした。',
    notFound: 'このスレッドは見つかりませんでした。',
    notFoundHint: '削除されたか、表示できないスレッドです。',
    companyPage: '企業情報',
    scout: 'スカウト',
    scoutLead: 'この企業から、次の求人と年収でスカウトが届いています。',
    job: '求人',
    offer: '提示年収',
    sentAt: (date: string) => `${date}`,
    newMessages: (n: number) => `新しいメッセージが${n}件届きました`,
    closedNotice: 'このスレッドは終了しました。メッセージは送れません。',
    declinedNotice: (reason: string | null) =>
      reason
        ? `このスレッドは辞退しました（理由：${reason}）。メッセージは送れません。`
        : 'このスレッドは辞退しました。メッセージは送れません。',
  },

  close: {
    open: 'スレッドを終了',
    title: 'このスレッドを終了しますか？',
    body: '終了すると、あなたも企業もこのスレッドにメッセージを送れなくなります。終了したスレッドは再開できません。',
    confirm: '終了する',
    cancel: 'キャンセル',
    failed: 'スレッドを終了できませんでした。時間をおいて再度お試しください。',
  },

  decline: {
    open: '辞退する',
    title: 'この企業とのやり取りを辞退しますか？',
    body: '理由を選ぶだけで辞退できます。選んだ理由は企業に伝わり、このスレッドにはどちらもメッセージを送れなくなります。',
    reason: '辞退の理由',
    note: '企業へのひとこと（任意）',
    noteHint: `入力すると、このスレッドの最後のメッセージとして企業に届きます。${count(THREAD_DECLINE_NOTE_MAX_LENGTH)}文字以内`,
    confirm: '辞退する',
    cancel: 'キャンセル',
    failed: '辞退できませんでした。時間をおいて再度お試しください。',
  },
} as const;
