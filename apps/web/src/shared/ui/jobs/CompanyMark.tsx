import { useState } from 'react';
import { CompanyLogo } from './CompanyLogo';
import styles from './CompanyMark.module.css';

/**
 * A company's logo image when it has one, else its generated mark (colour and initial). An
 * image that does not load (gone, or refused by the page's image policy) falls back to the
 * mark. Decorative: the company's name is always written beside it.
 */
export function CompanyMark({
  name,
  logoUrl,
  logoColor,
}: {
  name: string;
  logoUrl: string | null;
  logoColor: string;
}) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return (
      <img
        className={styles.image}
        src={logoUrl}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return <CompanyLogo name={name} color={logoColor} />;
}
