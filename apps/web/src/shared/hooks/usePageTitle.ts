import { TITLE_SUFFIX } from '@kiseki/contract/http';
import { useEffect } from 'react';

/** Sets the document title to `{title} | Kiseki`. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title}${TITLE_SUFFIX}`;
  }, [title]);
}
