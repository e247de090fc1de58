/*
 * Portfolio and scores (issue 8): zod-free constants and pure rules, shared by the server,
 * the web screens and the first-visit shell.
 */

/** Developer communities a person connects by account name (spec section 7, sns_association). */
export const SNS_NAMES = [
  'github',
  'qiita',
  'zenn',
  'note',
  'speakerdeck',
  'teratail',
  'connpass',
] as const;
export type SnsName = (typeof SNS_NAMES)[number];

/** Every source an output is imported from: the SNS plus personal blogs. */
export const OUTPUT_SOURCES = [...SNS_NAMES, 'blog'] as const;
export type OutputSource = (typeof OUTPUT_SOURCES)[number];

export const SNS_LABELS: Record<SnsName, string> = {
  github: 'GitHub',
  qiita: 'Qiita',
  zenn: 'Zenn',
  note: 'note',
  speakerdeck: 'Speaker Deck',
  teratail: 'teratail',
  connpass: 'connpass',
};

/** Where each service keeps a person's page, for reading an account out of a pasted URL. */
export const SNS_PROFILE_HOSTS: Record<SnsName, string> = {
  github: 'github.com',
  qiita: 'qiita.com',
  zenn: 'zenn.dev',
  note: 'note.com',
  speakerdeck: 'speakerdeck.com',
  teratail: 'teratail.com',
  connpass: 'connpass.com',
};

/**
 * Account names as each service allows them (GitHub: letters, digits and single inner
 * hyphens, up to 39; the others: letters, digits, `_`, `-`, and `.` for note).
 */
const ACCOUNT_PATTERNS: Record<SnsName, RegExp> = {
  github: /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/,
  qiita: /^[A-Za-z0-9_-]{1,32}$/,
  zenn: /^[A-Za-z0-9_-]{1,40}$/,
  note: /^[A-Za-z0-9_.-]{1,40}$/,
  speakerdeck: /^[A-Za-z0-9_-]{1,40}$/,
  teratail: /^[A-Za-z0-9_-]{1,40}$/,
  connpass: /^[A-Za-z0-9_-]{1,40}$/,
};

/**
 * The account name from what a person typed: the bare name, `@name`, or their profile URL
 * (https://qiita.com/name, https://connpass.com/user/name/, https://teratail.com/users/name).
 * Null when it is neither.
 */
export function normaliseSnsAccount(sns: SnsName, input: string): string | null {
  let value = input.trim();
  if (value.startsWith('@')) value = value.slice(1);
  if (/^https?:\/\//i.test(value) || value.toLowerCase().startsWith(SNS_PROFILE_HOSTS[sns])) {
    let url: URL;
    try {
      url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    } catch {
      return null;
    }
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (host !== SNS_PROFILE_HOSTS[sns]) return null;
    const parts = url.pathname.split('/').filter(Boolean);
    // connpass: /user/{name}/, teratail: /users/{name}; the others: /{name} (Zenn/note may add @).
    const skip = parts[0] === 'user' || parts[0] === 'users' ? 1 : 0;
    value = (parts[skip] ?? '').replace(/^@/, '');
  }
  return ACCOUNT_PATTERNS[sns].test(value) ? value : null;
}

/** Import state of one connected account or blog, as /user_building and /accounts show it. */
/**
 * Where profile pictures imported from the connected services live. The server's
 * Content-Security-Policy allows images from these (and nothing else outside our origin),
 * and the screens show only avatars under them, with initials otherwise, so a picture never
 * turns into a blocked request. Path-scoped where the host is shared storage.
 */
export const AVATAR_IMAGE_SOURCES: readonly string[] = [
  'https://avatars.githubusercontent.com/',
  'https://qiita-image-store.s3.ap-northeast-1.amazonaws.com/',
  'https://s3-ap-northeast-1.amazonaws.com/qiita-image-store/',
  'https://storage.googleapis.com/zenn-user-upload/',
  'https://lh3.googleusercontent.com/',
  'https://assets.st-note.com/',
  'https://media.connpass.com/',
];

/** Whether a picture may be shown: our own origin, a data: image or an avatar source. */
export function isShowableAvatar(url: string | null | undefined, ownOrigin: string): boolean {
  if (!url) return false;
  if (url.startsWith('data:image/')) return true;
  let parsed: URL;
  try {
    parsed = new URL(url, ownOrigin);
  } catch {
    return false;
  }
  if (parsed.origin === ownOrigin) return true;
  const href = parsed.href;
  return AVATAR_IMAGE_SOURCES.some((source) => href.startsWith(source));
}

export const IMPORT_STATUSES = ['pending', 'importing', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const BLOGS_MAX = 5;
export const BLOG_URL_MAX_LENGTH = 500;

// ---------------------------------------------------------------------------------------
// Scores

/** Scorer types of reference-data: 1 tech, 3 GitHub, 4 articles, 5 events, 6 skill tags, 17 influence. */
export const SCORER_TYPES = [1, 3, 4, 5, 6, 17] as const;
export type ScorerType = (typeof SCORER_TYPES)[number];
/** The spec's synthetic total: 9/18 of type 1 plus 9/18 of type 17, a missing one counting 0. */
export const TOTAL_SCORER_TYPE = 1000;
export const SCORE_WEIGHTS = { 1: 9 / 18, 17: 9 / 18 } as const;

export const SCORER_LABELS: Record<ScorerType | typeof TOTAL_SCORER_TYPE, string> = {
  1: '技術力',
  3: 'GitHub',
  4: '技術記事',
  5: '技術イベント',
  6: 'スキルタグ',
  17: '発信力',
  1000: '総合',
};

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

// ---------------------------------------------------------------------------------------
// Skill tags and the person page

export const SKILL_TAGS_MAX = 50;
export const SKILL_TAG_NAME_MAX_LENGTH = 40;
export const SKILL_LEVEL_MIN = 1;
export const SKILL_LEVEL_MAX = 5;
export const SKILL_LEVEL_LABELS: Record<number, string> = {
  1: '触ったことがある',
  2: '業務で使ったことがある',
  3: '業務で主に使っている',
  4: '人に教えられる',
  5: '第一人者',
};
export const PERSON_NAME_MAX_LENGTH = 30;
export const PERSON_BIO_MAX_LENGTH = 1000;
export const PERSON_LINKS_MAX = 5;
export const PERSON_LINK_LABEL_MAX_LENGTH = 30;
export const PERSON_LINK_URL_MAX_LENGTH = 500;

/** Team tag filter of spec section 9: a tag shows when the members' levels sum to 3 or more. */
export const TEAM_TAG_MIN_TOTAL_LEVEL = 3;

// ---------------------------------------------------------------------------------------
// Public sharing

export const SHARE_ID_MIN_LENGTH = 3;
export const SHARE_ID_MAX_LENGTH = 30;
const SHARE_ID_CHARS = /^[a-z0-9_-]*$/;

/** Messages of the share id check (spec section 5 gives the first verbatim). */
export const SHARE_ID_MESSAGES = {
  disallowed: '使用できない文字が入力されています。内容を変更して再度お試しください。',
  length: `${SHARE_ID_MIN_LENGTH}文字以上${SHARE_ID_MAX_LENGTH}文字以内で入力してください。`,
  taken: 'このIDはすでに使われています。別のIDをお試しください。',
  reserved: 'このIDは使用できません。別のIDをお試しください。',
} as const;

/** Ids that would read as the product speaking, or clash with paths under /public/. */
export const RESERVED_SHARE_IDS: readonly string[] = [
  'admin',
  'api',
  'kiseki',
  'public',
  'official',
  'support',
  'help',
  'me',
  'new',
  'edit',
  'settings',
  'null',
  'undefined',
];

/**
 * The share id check that needs no server: characters first (the spec's message), then the
 * length, then the reserved words. Null when it passes.
 */
export function shareIdProblem(value: string): string | null {
  if (!SHARE_ID_CHARS.test(value)) return SHARE_ID_MESSAGES.disallowed;
  if (value.length < SHARE_ID_MIN_LENGTH || value.length > SHARE_ID_MAX_LENGTH) {
    return SHARE_ID_MESSAGES.length;
  }
  if (RESERVED_SHARE_IDS.includes(value)) return SHARE_ID_MESSAGES.reserved;
  return null;
}

/** The share text of spec section 9: about 100 characters, ending with the hashtag. */
export const SHARE_TEXT_TARGET_LENGTH = 100;

export const PORTFOLIO_MESSAGES = {
  accountInvalid: 'アカウント名またはプロフィールのURLを入力してください。',
  blogUrlInvalid: 'http:// または https:// で始まるブログのURLを入力してください。',
  blogDuplicate: 'このブログはすでに登録されています。',
  blogsTooMany: `ブログは${BLOGS_MAX}件まで登録できます。`,
  blogNotFound: 'ブログが見つかりません。',
  notConnected: 'このサービスは連携されていません。',
  termsRequired: 'ポートフォリオを公開するには、公開に関する規約への同意が必要です。',
  skillTagDuplicate: '同じスキルタグが重複しています。',
} as const;
