import type {
  ThreadDetailWire,
  ThreadMessageWire,
  ThreadSummaryWire,
} from '@kiseki/contract/threads';

export const T0 = 1_767_312_000; // 2026/01/02 09:00 JST

export const messageWire = (
  id: number,
  overrides: Partial<ThreadMessageWire> = {},
): ThreadMessageWire => ({
  id,
  side: 'company',
  sender_name: '採用担当 佐藤',
  body: `メッセージ${id}`,
  created_at: T0 + id * 60,
  ...overrides,
});

export const threadSummaryWire = (
  id: number,
  overrides: Partial<ThreadSummaryWire> = {},
): ThreadSummaryWire => ({
  id,
  company: { id: 100 + id, name: `株式会社スレッド${id}`, logo_color: '#1d5bbf', logo_url: null },
  job: null,
  origin: 'interest',
  status: 'open',
  last_message: { side: 'company', preview: `最後のメッセージ${id}`, created_at: T0 },
  last_message_at: T0,
  relative_time_label: '24時間以内',
  unread: false,
  ...overrides,
});

export const threadDetailWire = (
  id: number,
  overrides: Partial<ThreadDetailWire['thread']> = {},
  messages: ThreadMessageWire[] = [],
): ThreadDetailWire => ({
  thread: {
    ...threadSummaryWire(id),
    scout_offer: null,
    decline_reason: null,
    ...overrides,
  },
  messages,
});
