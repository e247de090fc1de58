import { ACCOUNT_MESSAGES, ERROR_MESSAGES } from '@kiseki/contract';

export interface RateLimitRule {
  /** Part of the stored key; never renamed lightly (counters restart). */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What the 429 says. */
  message: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of the product, in one place (decision 004 explains the numbers).
 * Failed logins are counted, not attempts: a person who types the password right is never
 * slowed down. Mail-sending limits count every request, sent or not, so they say nothing
 * about whether an address is registered.
 */
export const RATE_LIMITS = {
  loginFailuresPerAccount: {
    name: 'login-fail-account',
    limit: 5,
    windowSeconds: 15 * MINUTE,
    message: ACCOUNT_MESSAGES.loginRateLimited,
  },
  loginFailuresPerIp: {
    name: 'login-fail-ip',
    limit: 30,
    windowSeconds: 15 * MINUTE,
    message: ACCOUNT_MESSAGES.loginRateLimited,
  },
  // Per IP stays loose: mobile carriers put many people behind one address (CGNAT), and an
  // event venue's Wi-Fi signs up a room at once. The per-address limits stop mail bombing.
  signupsPerIp: {
    name: 'signup-ip',
    limit: 50,
    windowSeconds: HOUR,
    message: ERROR_MESSAGES.rate_limited,
  },
  signupsPerAddress: {
    name: 'signup-address',
    limit: 3,
    windowSeconds: HOUR,
    message: ACCOUNT_MESSAGES.mailRateLimited,
  },
  resetMailsPerIp: {
    name: 'reset-ip',
    limit: 50,
    windowSeconds: HOUR,
    message: ERROR_MESSAGES.rate_limited,
  },
  resetMailsPerAddress: {
    name: 'reset-address',
    limit: 3,
    windowSeconds: HOUR,
    message: ACCOUNT_MESSAGES.mailRateLimited,
  },
  emailChangeMailsPerUser: {
    name: 'email-change-user',
    limit: 5,
    windowSeconds: HOUR,
    message: ACCOUNT_MESSAGES.mailRateLimited,
  },
  /** Each generation scores every job within the person's conditions; 10 an hour is plenty. */
  suggestionRequestsPerUser: {
    name: 'job-suggestions-user',
    limit: 10,
    windowSeconds: HOUR,
    message: 'おすすめ求人の作成は1時間に10回までです。しばらくしてからもう一度お試しください',
  },
  /**
   * Each outside AI call costs the operator money and takes seconds: ten an hour is plenty
   * for preparing a few interviews, too few to run up a bill by holding a key down.
   */
  externalAiCoachingPerUser: {
    name: 'coaching-external-ai-user',
    limit: 10,
    windowSeconds: HOUR,
    message:
      'AIによる面接対策の作成は1時間に10回までです。しばらく時間をおいてから再度お試しください。',
  },
} as const satisfies Record<string, RateLimitRule>;
