import type { ImportStatus } from '@kiseki/contract';
import type { UpstreamErrorKind } from '../../integrations/types';
import { toEpochSecondsOrNull } from '../../lib/time';

/** Why an import failed, as the person reads it on /accounts and /user_building. */
const ERROR_MESSAGES: Record<UpstreamErrorKind, string> = {
  rate_limited: 'サービスの利用制限に達したため、時間をおいて自動で再取得します。',
  unavailable: 'サービスに接続できませんでした。時間をおいて自動で再取得します。',
  timeout: 'サービスの応答がありませんでした。時間をおいて自動で再取得します。',
  not_found: 'アカウントが見つかりませんでした。アカウント名を確認してください。',
  rejected: 'サービスがリクエストを受け付けませんでした。',
  bad_payload: 'サービスから受け取ったデータを読み取れませんでした。',
  too_large: 'データが大きすぎるため取得できませんでした。',
  blocked_address: 'このURLからは取得できません。公開されているブログのURLを入力してください。',
  invalid_url: 'URLの形式が正しくありません。',
};
const INTERNAL_ERROR_MESSAGE = '取り込み中にエラーが発生しました。時間をおいて自動で再取得します。';

export const importErrorMessage = (code: string | null): string | null =>
  code === null ? null : (ERROR_MESSAGES[code as UpstreamErrorKind] ?? INTERNAL_ERROR_MESSAGE);

/** Kinds worth trying again later; the others need the person to change something. */
export const isTransient = (code: string): boolean =>
  code === 'rate_limited' || code === 'unavailable' || code === 'timeout' || code === 'internal';

interface ImportStateRow {
  status: ImportStatus;
  importedCount: number;
  lastImportedAt: Date | null;
  errorCode: string | null;
  nextRetryAt: Date | null;
}

/** The import-state fields every association and blog answer with. */
export const importStateWire = (row: ImportStateRow) => ({
  status: row.status,
  imported_count: row.importedCount,
  last_imported_at: toEpochSecondsOrNull(row.lastImportedAt),
  error_message: importErrorMessage(row.errorCode),
  next_retry_at: toEpochSecondsOrNull(row.nextRetryAt),
});
