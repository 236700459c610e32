import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REFRESH_MAX_WAIT_MS, LIVE_REFRESH_WAIT_MS, liveRefresh } from './live-events';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Every screen that follows live events reads its data again once per burst (security review 2026-12, DL1). */
describe('liveRefresh', () => {
  it(`runs ${LIVE_REFRESH_WAIT_MS} ms after the last request of a burst`, () => {
    const run = vi.fn();
    const refresh = liveRefresh(run);
    refresh.request();
    vi.advanceTimersByTime(1_000);
    refresh.request();
    vi.advanceTimersByTime(LIVE_REFRESH_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it(`runs every ${LIVE_REFRESH_MAX_WAIT_MS} ms while requests never stop`, () => {
    const run = vi.fn();
    const refresh = liveRefresh(run);
    // Ten events a second for a minute, as a withdraw-and-apply loop sends them.
    for (let t = 0; t < 60_000; t += 100) {
      refresh.request();
      vi.advanceTimersByTime(100);
    }
    expect(run).toHaveBeenCalledTimes(60_000 / LIVE_REFRESH_MAX_WAIT_MS);
    // The last one ran as the minute ended: nothing is left to run.
    vi.advanceTimersByTime(LIVE_REFRESH_MAX_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(60_000 / LIVE_REFRESH_MAX_WAIT_MS);
  });

  it('runs nothing once cancelled (the screen left)', () => {
    const run = vi.fn();
    const refresh = liveRefresh(run);
    refresh.request();
    refresh.cancel();
    vi.advanceTimersByTime(LIVE_REFRESH_MAX_WAIT_MS);
    expect(run).not.toHaveBeenCalled();
  });
});
