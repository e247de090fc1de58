import type { ComponentType } from 'react';
import { generatePath, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PagePending } from './PagePending';
import type { RouteHandle } from './route-handle';

/** A lazily loaded screen module (React Router's route-module convention). */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

const PENDING = <PagePending />;
const loadComingSoon: LazyScreen = () => import('./ComingSoonRoute');

/**
 * A screen loaded on demand. The hydrate fallback lets the first visit paint the layout while
 * the screen's chunk is still on its way.
 */
export function screen(path: string, lazy: LazyScreen, handle: RouteHandle = {}): RouteObject {
  return { path, lazy, handle, hydrateFallbackElement: PENDING };
}

/** Route ids of not-built screens: the prefix and the path, by which their title is found. */
export const COMING_SOON_ID_PREFIX = 'coming-soon:';

/**
 * A route whose feature is not built yet: the not-available-yet page, titled from
 * COMING_SOON_TITLES (loaded with that page, not with the route table).
 */
export function comingSoon(path: string, handle: RouteHandle = {}): RouteObject {
  return { ...screen(path, loadComingSoon, handle), id: `${COMING_SOON_ID_PREFIX}${path}` };
}

/** Redirects to `to` (which may use the source's params, e.g. /jobs/:id), keeping the query. */
export function redirectRoute(path: string, to: string): RouteObject {
  return {
    path,
    // Nothing to render: the loader always redirects before this route could show.
    element: null,
    loader: ({ params, request }: LoaderFunctionArgs) => {
      const { search } = new URL(request.url);
      return redirect(`${generatePath(to, params)}${search}`);
    },
  };
}
