import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./notifications-view'));

/**
 * Where notifications show, from the first one on: the code that shows them (with its transitions)
 * is fetched when a screen first has something to say, since most visits show none. One shown
 * before it is there appears as soon as it is.
 */
export default function NotificationsHost() {
  const hasAny = useNotifications().notifications.length > 0;
  const [isNeeded, setNeeded] = useState(false);
  if (hasAny && !isNeeded) setNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}
