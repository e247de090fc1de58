import { DEFAULT_SITE_CONFIG } from '@kiseki/contract/site';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { bindAppNavigation } from '../app/router';
import { routes } from '../app/routes/routes';
import { SiteConfigContext } from '../shared/hooks/site-config-context';

/** Renders the real route table, layouts and providers at `path`. */
export function renderApp(path: string, options: { routeTable?: typeof routes } = {}) {
  const router = createMemoryRouter(options.routeTable ?? routes, { initialEntries: [path] });
  bindAppNavigation(router);
  const queryClient = createQueryClient();
  const view = render(
    <SiteConfigContext.Provider value={DEFAULT_SITE_CONFIG}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteConfigContext.Provider>,
  );
  return { router, queryClient, ...view };
}

/** Resolves once the router has finished loading (lazy chunks, loaders, redirects). */
export function settled(router: {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe: (fn: () => void) => () => void;
}): Promise<void> {
  const done = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (done()) {
        unsubscribe();
        resolve();
      }
    });
  });
}
