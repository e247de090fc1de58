/**
 * Paths the server answers with a full page or a redirect of its own (spec section 2:
 * "handed off to the server"). The SPA must never handle them client-side.
 */
export const SERVER_HANDOFF_PREFIXES = [
  '/follower_company_reaction',
  '/activation/',
  '/email_activation/',
  '/logout',
] as const;

export const isServerPath = (to: string): boolean => {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return SERVER_HANDOFF_PREFIXES.some(
    (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  );
};

export const isExternalUrl = (to: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(to);
