import { NOTIFICATION_DISPLAY_MS } from '@kiseki/contract/constants';
import * as Toast from '@radix-ui/react-toast';
import { ja } from '../../i18n/ja';
import styles from './Notifications.module.css';
import { dismissNotification, useNotificationList } from './store';

/**
 * Renders the notification store with Radix Toast: each notice closes itself after
 * NOTIFICATION_DISPLAY_MS (paused while hovered or focused) or with its close button. Radix
 * announces it through a status live region, assertively for errors.
 */
export function Notifications() {
  const notifications = useNotificationList();
  return (
    <Toast.Provider
      duration={NOTIFICATION_DISPLAY_MS}
      label={ja.notifications.label}
      swipeDirection="right"
    >
      {notifications.map((notification) => (
        <Toast.Root
          key={notification.id}
          className={styles.toast}
          data-type={notification.type}
          type={notification.type === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissNotification(notification.id);
          }}
        >
          <svg
            className={styles.icon}
            viewBox="0 0 20 20"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="10" cy="10" r="9" />
            {notification.type === 'error' ? (
              <path d="M10 5.5v5.5M10 13.5v1" />
            ) : (
              <path d="M6 10.5l2.5 2.5L14 7.5" />
            )}
          </svg>
          <Toast.Description className={styles.message}>{notification.message}</Toast.Description>
          <Toast.Close className={styles.close} aria-label={ja.common.close}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} label={ja.notifications.region} />
    </Toast.Provider>
  );
}
