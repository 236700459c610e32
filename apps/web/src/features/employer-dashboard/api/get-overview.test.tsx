import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '@/lib/live-events';
import { server } from '@/test/msw';
import { useOverview } from './get-overview';

const JOB = '5b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4';
const APPLICATION = '0b8f5f0e-6c1a-4a8e-9d47-2f1f6e0c1a11';

/** Each time the dashboard asked for its overview. */
function countedOverview() {
  const asked: number[] = [];
  server.use(
    http.get('/api/analytics/overview', () => {
      asked.push(Date.now());
      return HttpResponse.json({ success: true, counts: {}, data: {} });
    }),
  );
  return asked;
}

function renderOverview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useOverview(), { wrapper });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  localStorage.setItem('token', 'access-token');
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** Security review 2026-12, DL1: live events must not make the dashboard read its overview once each. */
describe('the employer dashboard on live events', () => {
  it('reads the overview once after a burst of 50 new and withdrawn applications', async () => {
    const asked = countedOverview();
    const { result } = renderOverview();
    await wait(10);
    expect(result.current.isSuccess).toBe(true);
    expect(asked).toHaveLength(1);

    for (let i = 0; i < 50; i += 1) {
      act(() =>
        emitLiveEvent({
          kind: i % 2 ? 'application_withdrawn' : 'new_application',
          applicationId: APPLICATION,
          jobId: JOB,
        }),
      );
      await wait(20);
    }
    expect(asked).toHaveLength(1);
    await wait(2_000);
    expect(asked).toHaveLength(2);
    await wait(10_000);
    expect(asked).toHaveLength(2);
  });

  it('leaves the overview alone on a status change, which it does not show', async () => {
    const asked = countedOverview();
    renderOverview();
    await wait(10);
    act(() => emitLiveEvent({ kind: 'application_status', applicationId: APPLICATION, jobId: JOB }));
    await wait(10_000);
    expect(asked).toHaveLength(1);
  });
});
