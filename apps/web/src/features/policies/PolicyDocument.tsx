import { usePageTitle } from '../../shared/hooks/usePageTitle';
import styles from './PolicyDocument.module.css';

export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  /** A numbered list, after the paragraphs. */
  items?: readonly string[];
  /** Text after the list. */
  notes?: readonly string[];
}

export interface Policy {
  title: string;
  intro: readonly string[];
  sections: readonly PolicySection[];
  /** Dates as YYYY/MM/DD (spec section 9). */
  enactedOn: string;
  revisedOn?: string;
}

export const OPERATOR_NAME = 'Kiseki運営事務局';

/** One legal page: title, a table of contents, numbered sections and the dates at the end. */
export function PolicyDocument({ policy }: { policy: Policy }) {
  usePageTitle(policy.title);
  return (
    <article className={styles.article} aria-labelledby="policy-title">
      <header className={styles.header}>
        <h1 id="policy-title" className={styles.title}>
          {policy.title}
        </h1>
        {policy.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </header>

      <nav className={styles.toc} aria-labelledby="policy-toc">
        <h2 id="policy-toc" className={styles.tocTitle}>
          目次
        </h2>
        {/* The headings carry their own numbers (第1条, 1.), so the list adds none. */}
        <ul className={styles.tocList}>
          {policy.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>

      {policy.sections.map((section, index) => (
        <section
          key={section.heading}
          id={`section-${index + 1}`}
          className={styles.section}
          aria-labelledby={`section-${index + 1}-title`}
        >
          <h2 id={`section-${index + 1}-title`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items ? (
            <ol className={styles.items}>
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ol>
          ) : null}
          {section.notes?.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}

      <footer className={styles.footer}>
        <p>{policy.enactedOn} 制定</p>
        {policy.revisedOn ? <p>{policy.revisedOn} 最終改定</p> : null}
        <p>{OPERATOR_NAME}</p>
      </footer>
    </article>
  );
}
