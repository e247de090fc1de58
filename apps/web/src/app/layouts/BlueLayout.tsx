import { Outlet } from 'react-router';
import { useViewport } from '../../shared/hooks/useViewport';
import { Logo } from '../../shared/ui/Logo/Logo';
import styles from './BlueLayout.module.css';
import { Footer } from './Footer';

/**
 * Blue-background layout for sign-up, login, password reset, onboarding and completion
 * screens: no navigation, one white card. It loads no user data, so these pages cost a
 * visitor no API calls.
 */
export function BlueLayout() {
  return (
    <div className={styles.page} data-viewport={useViewport()}>
      <header className={styles.header}>
        <Logo tone="onBrand" />
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <div className={styles.card}>
          <Outlet />
        </div>
      </main>
      <Footer tone="onBrand" />
    </div>
  );
}
