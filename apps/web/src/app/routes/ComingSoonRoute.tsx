import { useMatches } from 'react-router';
import { ComingSoon } from '../../shared/ui/ComingSoon/ComingSoon';
import { COMING_SOON_TITLES } from './coming-soon-titles';
import { COMING_SOON_ID_PREFIX } from './route-builders';

/**
 * Screen of every route whose feature is not built yet, titled by its route's path. One module
 * for all of them, so they share one small chunk; a feature that arrives replaces its route's
 * `comingSoon` with its own screen module.
 */
export function Component() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  const title = id.startsWith(COMING_SOON_ID_PREFIX)
    ? (COMING_SOON_TITLES[id.slice(COMING_SOON_ID_PREFIX.length)] ?? '')
    : '';
  return <ComingSoon title={title} />;
}
