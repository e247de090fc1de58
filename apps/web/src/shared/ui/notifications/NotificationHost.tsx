import { NOTIFICATION_DISPLAY_MS } from '@kiseki/contract/constants';
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ja } from '../../i18n/ja';
// Imported here too, so the toasts' styles are in the first CSS file and their lazy chunk
// needs no stylesheet of its own.
import styles from './Notifications.module.css';
import { dismissNotification, useNotificationList } from './store';

const loadToasts = () => import('./Notifications');
const Toasts = lazy(() => loadToasts().then((module) => ({ default: module.Notifications })));

/** Starts loading the toasts once, quietly (a failure is handled when they are needed). */
let warmed = false;
export function warmUpNotifications(): void {
  if (warmed) return;
  warmed = true;
  loadToasts().catch(() => undefined);
}

/**
 * The notices without Radix Toast, for when its code cannot be loaded (the network went away
 * after the page loaded, which is also when network errors are reported): a polite live
 * region, closed by time or by its button.
 */
function PlainNotifications() {
  const notifications = useNotificationList();
  useEffect(() => {
    const timers = notifications.map((notification) =>
      setTimeout(() => dismissNotification(notification.id), NOTIFICATION_DISPLAY_MS),
    );
    return () => timers.forEach(clearTimeout);
  }, [notifications]);
  return (
    <section aria-label={ja.notifications.label}>
      <ol className={styles.viewport} role="status">
        {notifications.map((notification) => (
          <li key={notification.id} className={styles.toast} data-type={notification.type}>
            <p className={styles.message}>{notification.message}</p>
            <button
              type="button"
              className={styles.close}
              aria-label={ja.common.close}
              onClick={() => dismissNotification(notification.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PlainNotifications /> : this.props.children;
  }
}

/**
 * Where notifications appear. Radix Toast is about 15 KB of compressed JavaScript that no
 * first visit needs: it is loaded with the first notification, or earlier on the first
 * click or key press (most notices answer something the person did), and stays mounted.
 */
export function NotificationHost() {
  const count = useNotificationList().length;
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (count > 0) setMounted(true);
  }, [count]);

  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const warm = () => {
      for (const event of events) window.removeEventListener(event, warm, true);
      warmUpNotifications();
    };
    for (const event of events) window.addEventListener(event, warm, true);
    return () => {
      for (const event of events) window.removeEventListener(event, warm, true);
    };
  }, []);

  if (!mounted && count === 0) return null;
  return (
    <LoadBoundary>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </LoadBoundary>
  );
}
