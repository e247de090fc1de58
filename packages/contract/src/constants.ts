/** Business constants of spec section 9. Every number the spec fixes lives here once. */
export const LOGIN_STATUS_CACHE_MS = 5 * 60 * 1000;
export const GLOBAL_SETTINGS_CACHE_MS = 30 * 60 * 1000;
export const QUERY_STALE_MS = 3 * 1000;
export const QUERY_GC_MS = 15 * 60 * 1000;
export const QUERY_MAX_RETRIES = 3;
export const GET_CACHE_MS = 1500;
export const NOTIFICATION_DISPLAY_MS = 5000;
export const PC_MIN_WIDTH = 1024;
export const MOBILE_MAX_WIDTH = 768;
export const SCRIPT_LOAD_TIMEOUT_MS = 120 * 1000;
export const DEFAULT_PAGING_MAX_PAGE = 2;
export const EXPECTED_MAIL_REPLY_DAYS = 7;
export const HIRABILITY_REMINDER_NO_CHANGE_DAYS = 92;
export const HIRABILITY_REMINDER_DEFAULT_DAYS = 31;
export const HIRABILITY_REMINDER_SNOOZE_DAYS = 7;
export const TERMS_VERSION = '2022-12-09';
