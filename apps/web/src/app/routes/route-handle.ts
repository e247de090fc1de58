import type { UIMatch } from 'react-router';

/** Static data attached to routes in the route table. */
export interface RouteHandle {
  /** The message thread screen takes the whole phone screen (spec section 2). */
  hideMobileHeader?: boolean;
}

export const handleOf = (match: UIMatch | undefined): RouteHandle =>
  (match?.handle as RouteHandle | undefined) ?? {};
