import { type ReactNode, useState } from 'react';
import buttons from '../../../shared/ui/button.module.css';
import cards from '../../../shared/ui/jobs/JobCard.module.css';
import { jobsJa } from '../messages';
import styles from './JobsHomePage.module.css';

/** Cards a home section shows before 「すべて表示」: two rows of three on a wide screen. */
export const HOME_LIST_INITIAL = 6;

/**
 * A section's cards, the first few at once and the rest on request: the home page has four
 * lists, and thirty suggestions would push the others several screens down.
 */
export function CardList<T>({
  items,
  keyOf,
  render,
}: {
  items: readonly T[];
  keyOf(item: T): number;
  render(item: T): ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, HOME_LIST_INITIAL);
  return (
    <>
      <ul className={cards.list} data-columns="2">
        {shown.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {items.length > HOME_LIST_INITIAL ? (
        <div className={styles.more}>
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? jobsJa.home.showLess : jobsJa.home.showAll(items.length)}
          </button>
        </div>
      ) : null}
    </>
  );
}
