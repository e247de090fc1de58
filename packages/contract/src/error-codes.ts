/* Error codes and messages of the wire contract, without zod (the web shell imports them). */

/**
 * Stable error codes of the wire contract. Clients branch on the code, never on the message,
 * so a code is never renamed once shipped.
 */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'payment_required',
  'csrf_failed',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'maintenance',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Default Japanese message per code; an endpoint may give a more precise one. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  validation_failed: '入力内容に誤りがあります。各項目を確認してください。',
  unauthenticated: 'ログインしてください。',
  payment_required: 'この機能を利用するには手続きが必要です。',
  csrf_failed: '不正なリクエストです。ページを再読み込みしてから再度お試しください。',
  forbidden: 'この操作を行う権限がありません。',
  not_found: 'お探しのページは見つかりませんでした',
  conflict: 'ほかの操作と競合しました。再読み込みしてから再度お試しください。',
  payload_too_large: '送信された内容が大きすぎます。',
  rate_limited: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
  maintenance: 'ただいまメンテナンス中です。しばらく時間をおいてから再度お試しください。',
  internal_error: 'サーバーでエラーが発生しました。しばらく時間をおいてから再度操作してください。',
};

/**
 * Messages for requests refused before any endpoint looks at them: broken URLs, bodies
 * that are not JSON in UTF-8, and the like. People rarely see them; they are plain anyway.
 */
export const REQUEST_ERROR_MESSAGES = {
  malformed: 'リクエストの形式が正しくありません。',
  emptyBody: '送信内容が空です。',
  unsupportedMediaType: 'この形式の送信には対応していません。JSON（UTF-8）で送信してください。',
  notUtf8: '送信内容の文字コードが正しくありません。UTF-8で送信してください。',
  badUrl: 'URLの形式が正しくありません。',
  urlTooLong: 'URLが長すぎます。',
  tooManyQueryParameters: 'URLのパラメーターが多すぎます。',
  headersTooLarge: 'リクエストヘッダーが大きすぎます。',
  timeout: 'リクエストの受信に時間がかかりすぎたため、処理を中止しました。',
} as const;

/** The one error shape of every failed API call. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string[]>;
    login_url?: string;
    redirect_to?: string;
  };
}
