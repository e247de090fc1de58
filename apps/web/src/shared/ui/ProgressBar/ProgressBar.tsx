import { ja } from '../../i18n/ja';
import styles from './ProgressBar.module.css';

/** The thin bar at the top of the window while something loads (no spinners anywhere). */
export function ProgressBar({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={ja.progress}>
      <div className={styles.bar} />
    </div>
  );
}
