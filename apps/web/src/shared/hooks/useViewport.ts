import { MOBILE_MAX_WIDTH, PC_MIN_WIDTH } from '@kiseki/contract/constants';
import { useSyncExternalStore } from 'react';

/**
 * pc: width >= PC_MIN_WIDTH. mobile: width < MOBILE_MAX_WIDTH. tablet: the range between,
 * which the spec leaves open; the shell treats it like mobile for navigation (see
 * app/layouts/header/Header.tsx) but gives it wider page margins.
 */
export type Viewport = 'pc' | 'tablet' | 'mobile';

const PC_QUERY = `(min-width: ${PC_MIN_WIDTH}px)`;
const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`;

function read(): Viewport {
  if (typeof window.matchMedia !== 'function') return 'pc';
  if (window.matchMedia(PC_QUERY).matches) return 'pc';
  if (window.matchMedia(MOBILE_QUERY).matches) return 'mobile';
  return 'tablet';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = [window.matchMedia(PC_QUERY), window.matchMedia(MOBILE_QUERY)];
  for (const list of lists) list.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

export const useViewport = (): Viewport =>
  useSyncExternalStore(subscribe, read, () => 'pc' as const);
