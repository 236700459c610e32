import { useEffect, useRef } from 'react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
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

/** A burst of live events is read once, this long after its last event... */
export const LIVE_REFRESH_WAIT_MS = 2_000;
/** ...or this long after its first, while events keep coming. */
export const LIVE_REFRESH_MAX_WAIT_MS = 5_000;

export interface LiveRefresh {
  /** Something changed: `run` follows once the burst is over (or has lasted its longest). */
  request(): void;
  cancel(): void;
}

/**
 * Runs `run` once per burst of requests, LIVE_REFRESH_WAIT_MS after the last one and at most
 * LIVE_REFRESH_MAX_WAIT_MS after the first (security review 2026-12, DL1): a flood of events, a
 * seeker withdrawing and applying again in a loop, must not make every open screen read its data
 * once per event, which ran an employer's tab into the API's request limit.
 */
export function liveRefresh(run: () => void): LiveRefresh {
  let timer: number | undefined;
  let firstAt: number | null = null;
  const fire = () => {
    timer = undefined;
    firstAt = null;
    run();
  };
  return {
    request() {
      const now = Date.now();
      firstAt ??= now;
      window.clearTimeout(timer);
      const wait = Math.min(LIVE_REFRESH_WAIT_MS, firstAt + LIVE_REFRESH_MAX_WAIT_MS - now);
      timer = window.setTimeout(fire, Math.max(0, wait));
    },
    cancel() {
      window.clearTimeout(timer);
      timer = undefined;
      firstAt = null;
    },
  };
}

/**
 * Reads `queryKey` again after the live events that `concerns` picks, once per burst of them
 * (liveRefresh); a `null` event (some may have been missed) concerns every screen. The one way a
 * screen follows live events.
 */
export function useLiveRefresh(queryKey: QueryKey, concerns: (event: LiveNotification) => boolean): void {
  const queryClient = useQueryClient();
  const latest = useRef({ queryKey, concerns });
  useEffect(() => {
    latest.current = { queryKey, concerns };
  });
  const refresh = useRef<LiveRefresh | null>(null);
  useEffect(() => {
    const burst = liveRefresh(
      () => void queryClient.invalidateQueries({ queryKey: latest.current.queryKey }),
    );
    refresh.current = burst;
    return () => {
      burst.cancel();
      refresh.current = null;
    };
  }, [queryClient]);
  useLiveEvents((event) => {
    if (event === null || latest.current.concerns(event)) refresh.current?.request();
  });
}
