import { MAINTENANCE_AWARE_PATHS } from '@kiseki/contract/http';
import { ja } from '../i18n/ja';
import { markAccessBlocked } from '../lib/access-blocked';
import { currentLocation, navigateTo } from '../lib/app-navigation';
import { notify } from '../ui/notifications/store';
import { ApiError } from './errors';

export const MAINTENANCE_PATH = '/maintenance';
export const LOGIN_PATH = '/login';

/** What the shell does about a failed request (spec sections 6 and 8). */
export type ErrorReaction =
  | 'login'
  | 'payment_redirect'
  | 'blocked'
  | 'maintenance'
  | 'server_error'
  | 'network_error'
  | 'other';

export function classifyError(error: unknown): ErrorReaction {
  if (!(error instanceof ApiError)) return 'other';
  if (error.isNetworkError) return 'network_error';
  if (error.status === 401) return 'login';
  if (error.status === 402) return 'payment_redirect';
  if (error.code === 'blocked') return 'blocked';
  if (
    error.status === 503 &&
    MAINTENANCE_AWARE_PATHS.some((prefix) => error.path.startsWith(prefix))
  ) {
    return 'maintenance';
  }
  if (error.status >= 500 || error.code === 'invalid_response') return 'server_error';
  return 'other';
}

/** The login page with `next` set to where the user was (kept if the server already set it). */
export function loginUrlFor(loginUrl: string | undefined, next: string): string {
  const url = new URL(loginUrl || LOGIN_PATH, window.location.origin);
  if (!url.searchParams.has('next')) url.searchParams.set('next', next);
  return url.origin === window.location.origin
    ? `${url.pathname}${url.search}${url.hash}`
    : url.href;
}

const samePath = (target: string, pathname: string): boolean =>
  new URL(target, window.location.origin).pathname === pathname;

/** A type alias, not an interface: TanStack's meta must be assignable to a plain record. */
export type ErrorPolicyOptions = {
  /** The caller shows this error itself (a form with field errors, for instance). */
  handlesErrors?: boolean;
  /**
   * The caller also tells the user about server and network failures, in its own words (the
   * terms agreement modal of spec section 8), so the generic notice would say it twice.
   */
  handlesServerErrors?: boolean;
};

/**
 * Applies the global error policy to a failed request. Session, payment, blocking and
 * maintenance answers always act; the generic notice for other errors is left to callers
 * that say they handle errors.
 */
export function handleApiError(error: unknown, options: ErrorPolicyOptions = {}): ErrorReaction {
  const reaction = classifyError(error);
  const here = currentLocation();
  switch (reaction) {
    case 'login': {
      if (here.pathname === LOGIN_PATH) break;
      const loginUrl = error instanceof ApiError ? error.loginUrl : undefined;
      navigateTo(loginUrlFor(loginUrl, `${here.pathname}${here.search}`));
      break;
    }
    case 'payment_redirect': {
      const target = error instanceof ApiError ? error.redirectTo : undefined;
      if (target && !samePath(target, here.pathname)) navigateTo(target);
      else if (!target && !options.handlesErrors) notify(ja.errors.server, 'error');
      break;
    }
    case 'blocked':
      markAccessBlocked();
      break;
    case 'maintenance':
      if (here.pathname !== MAINTENANCE_PATH) navigateTo(MAINTENANCE_PATH);
      break;
    case 'server_error':
      if (!options.handlesServerErrors) notify(ja.errors.server, 'error');
      break;
    case 'network_error':
      if (!options.handlesServerErrors) notify(ja.errors.network, 'error');
      break;
    case 'other':
      if (!(error instanceof ApiError)) console.error(error);
      if (!options.handlesErrors) notify(ja.errors.server, 'error');
      break;
  }
  return reaction;
}
