import { Link } from 'react-router';
import styles from './Logo.module.css';

/** The product logo: a mark and the text "Kiseki", linking home. */
export function Logo({ tone = 'default' }: { tone?: 'default' | 'onBrand' }) {
  return (
    <Link to="/" className={styles.logo} data-tone={tone}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="7" className={styles.markBackground} />
        <path
          d="M10 7h4v7.2L20.6 7h5l-7.4 7.9L26 25h-5l-5.6-7.4-1.4 1.5V25h-4z"
          className={styles.markLetter}
        />
      </svg>
      Kiseki
    </Link>
  );
}
