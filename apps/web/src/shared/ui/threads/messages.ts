import { THREAD_MESSAGE_MAX_LENGTH } from './limits';

const count = (n: number) => n.toLocaleString('ja-JP');

/** Japanese text of a thread's conversation, the same on the person's and the company's side. */
export const threadUiJa = {
  history: 'メッセージ',
  noMessages: 'まだメッセージはありません。',
  you: 'あなた',
  composer: {
    label: 'メッセージを入力',
    placeholder: 'メッセージを入力',
    hint: 'Ctrl + Enter（Macは ⌘ + Enter）でも送信できます。',
    count: (length: number) => `${count(length)} / ${count(THREAD_MESSAGE_MAX_LENGTH)}`,
    send: '送信',
    sending: '送信中…',
    failed:
      'メッセージを送れませんでした。時間をおいて再度お試しください。入力した内容はそのまま残っています。',
  },
} as const;
