import { lazy, Suspense } from 'react';
import { BellFace, bellTriggerClass } from './bell-face';

// The bell, its list and its live stream load only for a signed-in user, never with a visitor's page.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The signed-in headers' bell (docs/product.md 2.26). */
export function NotificationSlot() {
  return (
    <Suspense
      fallback={
        <button type="button" className={bellTriggerClass} aria-haspopup="menu" aria-expanded={false}>
          <BellFace unread={0} />
        </button>
      }
    >
      <NotificationBell />
    </Suspense>
  );
}
