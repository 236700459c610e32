import { useEffect, useRef } from 'react';
import type { LiveNotification } from '@hireloop/shared';

/**
 * What the notification stream heard (docs/decisions/0024-notifications.md): a notification, or
 * `null` when some may have been missed (the stream was away) and every screen should read again.
 * The stream itself loads with the bell; screens only listen here, so they need none of its code.
 */
export type LiveEvent = LiveNotification | null;
type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();

export function emitLiveEvent(event: LiveEvent): void {
  listeners.forEach((listener) => listener(event));
}

/** Calls `listener` with each live event while the component is mounted. */
export function useLiveEvents(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const call: Listener = (event) => latest.current(event);
    listeners.add(call);
    return () => {
      listeners.delete(call);
    };
  }, []);
}
