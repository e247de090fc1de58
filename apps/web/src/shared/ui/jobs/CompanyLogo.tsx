import { companyInitial, logoTextColor, safeLogoColor } from './format';
import styles from './JobCard.module.css';

/**
 * A company's mark: its colour and the first character of its name. Decorative (the name is
 * always written beside it), so screen readers skip it.
 */
export function CompanyLogo({
  name,
  color,
  size = 'md',
}: {
  name: string;
  color: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <span
      className={styles.logo}
      data-size={size}
      style={{ backgroundColor: safeLogoColor(color), color: logoTextColor(color) }}
      aria-hidden="true"
    >
      {companyInitial(name)}
    </span>
  );
}
