/** Header and cookie names shared by the web client and the server (spec section 7). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const REQUESTED_WITH_HEADER = 'x-requested-with';
export const BROWSER_OPENED_AT_HEADER = 'x-browser-opened-at';
export const USER_ID_HEADER = 'x-user-id';
export const SHARE_TOKEN_HEADER = 'x-share-token';
export const SESSION_COOKIE = 'sessionid';
export const USER_ID_COOKIE = 'kiseki_uid';

/** Endpoints whose 503 means "maintenance" for the web client (spec section 8). */
export const MAINTENANCE_AWARE_PATHS = [
  '/api/mail_setting/',
  '/api/person/',
  '/api/sns_association/',
  '/api/blogs/',
] as const;

export const PRODUCT_NAME = 'Kiseki';
export const TITLE_SUFFIX = ` | ${PRODUCT_NAME}`;
export const STORAGE_PREFIX = 'kiseki.';
export const SHARE_HASHTAG = '#Kiseki';
