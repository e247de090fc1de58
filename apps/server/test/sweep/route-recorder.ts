import type { RouteOptions } from 'fastify';

/** Every route the app registers, seen through buildApp's `onRoute` dependency. */

export interface RecordedRoute {
  method: string;
  /** As registered, with the prefix: `/api/admin/users/:id`. */
  url: string;
  hidden: boolean;
}

export function routeRecorder() {
  const routes: RecordedRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    for (const method of [route.method].flat()) {
      routes.push({ method: String(method), url: route.url, hidden });
    }
  };
  return { routes, onRoute };
}
