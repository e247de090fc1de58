import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { canRecoverByReload, isChunkLoadError, reloadForChunkError } from '../chunk-recovery';
import { FallbackPage, ReloadingNotice } from './FallbackPage';

/** Error element of the routes: a chunk that failed to load gets one reload, the rest the fallback page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const [reloadRefused, setReloadRefused] = useState(false);
  const willReload = !reloadRefused && isChunkLoadError(error) && canRecoverByReload();

  useEffect(() => {
    if (willReload && !reloadForChunkError()) setReloadRefused(true);
  }, [willReload]);

  useEffect(() => {
    // Stand-in for the error reporter of spec section 8 until one is configured.
    if (!willReload) console.error(error);
  }, [error, willReload]);

  return willReload ? <ReloadingNotice /> : <FallbackPage />;
}
