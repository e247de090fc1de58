import { render } from '@testing-library/react';
import { Notifications } from '../shared/ui/notifications/Notifications';

/** Mounts the notification viewport alone, for tests of code that notifies. */
export const renderNotifications = () => render(<Notifications />);
