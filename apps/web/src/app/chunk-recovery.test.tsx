import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../shared/lib/browser-location';
import { loggedOutApi } from '../test/api-mock';
import { renderApp } from '../test/render-app';
import {
  CHUNK_RELOAD_WINDOW_MS,
  installChunkErrorRecovery,
  isChunkLoadError,
  reloadForChunkError,
  resetChunkRecoveryForTests,
} from './chunk-recovery';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { RootLayout } from './layouts/RootLayout';

const FALLBACK_TEXT =
  '技術的な問題が発生しました。ご迷惑をおかけして申し訳ありません。しばらく時間をおいてから再度お試しください。';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Cv-x1.js');

function Broken(): never {
  throw new Error('render failed');
}

/** A route table whose only screen fails to load its chunk. */
const brokenRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [{ path: '/cv', lazy: () => Promise.reject(chunkError()) }],
      },
    ],
  },
];

describe('chunk load errors', () => {
  it('recognises the messages of failed dynamic imports and CSS preloads', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, and not again within the window', () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    const start = 1_700_000_000_000;
    expect(reloadForChunkError(start)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('kiseki.chunkReloadAt')).toBe(String(start));

    // The page came back from the reload and a chunk failed again.
    resetChunkRecoveryForTests();
    expect(reloadForChunkError(start + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // Much later (another deploy), one reload is allowed again.
    expect(reloadForChunkError(start + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while the browser is offline (the reload could only fail)', () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForChunkError(1_000_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on a route whose chunk fails, then shows the fallback page if it fails again', async () => {
    loggedOutApi();
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const first = renderApp('/cv', { routeTable: brokenRoutes });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
    first.unmount();

    // After the reload: a fresh page (module state reset) with the same failure.
    resetChunkRecoveryForTests();
    renderApp('/cv', { routeTable: brokenRoutes });
    expect(await screen.findByText(FALLBACK_TEXT)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('技術的な問題が発生しました | Kiseki'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalled();
  });

  it("leaves Vite's preload error event to the route boundary (no reload of the old page)", () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const uninstall = installChunkErrorRecovery(window);
    const event = new Event('vite:preloadError', { cancelable: true });
    Object.assign(event, { payload: new Error('Unable to preload CSS for /assets/a.css') });
    window.dispatchEvent(event);
    uninstall();
    // The router has not moved yet: reloading now would reload the page being left.
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the fallback page for other errors in a screen', async () => {
    loggedOutApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    renderApp('/cv', {
      routeTable: [
        {
          Component: RootLayout,
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { ErrorBoundary: RouteErrorBoundary, children: [{ path: '/cv', Component: Broken }] },
          ],
        },
      ],
    });
    expect(await screen.findByText(FALLBACK_TEXT)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
