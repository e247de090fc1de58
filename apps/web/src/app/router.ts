import { createBrowserRouter } from 'react-router';
import { setAppNavigator } from '../shared/lib/app-navigation';
import { routes } from './routes/routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets non-React code (the API error policy) navigate through this router. */
export function bindAppNavigation(router: AppRouter): void {
  setAppNavigator({
    navigate: (to, options) => {
      void router.navigate(to, options);
    },
    location: () => router.state.location,
  });
}

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  bindAppNavigation(router);
  return router;
}
