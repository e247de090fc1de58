import type { SiteConfig } from '@kiseki/contract/site';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SiteConfigContext } from '../shared/hooks/site-config-context';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import type { createAppRouter } from './router';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  siteConfig: SiteConfig;
}

export function App({ router, queryClient, siteConfig }: AppProps) {
  return (
    <AppErrorBoundary>
      <SiteConfigContext.Provider value={siteConfig}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SiteConfigContext.Provider>
    </AppErrorBoundary>
  );
}
