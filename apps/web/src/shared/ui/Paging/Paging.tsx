import { Link } from 'react-router';
import styles from './Paging.module.css';

const t = {
  paging: 'ページ送り',
  previous: '前へ',
  next: '次へ',
  pageLabel: (page: number) => `${page}ページ目`,
};

/**
 * The page numbers to show: the first, the last and `around` either side of the current one,
 * with a gap where numbers are left out (a gap of one number shows that number instead).
 */
export function pageWindow(page: number, maxPage: number, around = 2): (number | 'gap')[] {
  if (maxPage < 1) return [];
  const shown = new Set<number>([1, maxPage]);
  for (let n = page - around; n <= page + around; n += 1) {
    if (n >= 1 && n <= maxPage) shown.add(n);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) result.push(n - 1);
    else if (previous !== undefined && n - previous > 2) result.push('gap');
    result.push(n);
  }
  return result;
}

/**
 * Page links of a paged list (job search, engineer search, the console's lists): real links,
 * so a page opens in a new tab and keeps the whole query in the URL.
 */
export function Paging({
  page,
  maxPage,
  hrefFor,
  compact,
}: {
  page: number;
  maxPage: number;
  hrefFor(page: number): string;
  compact: boolean;
}) {
  if (maxPage <= 1) return null;
  const edge = (label: string, target: number, enabled: boolean, rel: 'prev' | 'next') =>
    enabled ? (
      <Link to={hrefFor(target)} className={styles.pageEdge} rel={rel}>
        {label}
      </Link>
    ) : (
      <span className={styles.pageEdge} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className={styles.paging} aria-label={t.paging}>
      {edge(t.previous, page - 1, page > 1, 'prev')}
      <ol className={styles.pageList}>
        {pageWindow(page, maxPage, compact ? 1 : 2).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={styles.pageNumber}
                aria-label={t.pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {edge(t.next, page + 1, page < maxPage, 'next')}
    </nav>
  );
}
