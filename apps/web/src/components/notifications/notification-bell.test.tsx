import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Notification,
  notificationBellLabel,
  notificationMessage,
  notificationsText,
  notificationUpdates,
} from '@hireloop/shared';
import { useLiveEvents, type LiveEvent } from '@/lib/live-events';
import { server } from '@/test/msw';
import { NotificationSlot } from './notification-slot';

const JOB = '5b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4';
const notification = (n: Partial<Notification>): Notification => ({
  _id: crypto.randomUUID(),
  kind: 'application_status',
  applicationId: '0b8f5f0e-6c1a-4a8e-9d47-2f1f6e0c1a11',
  jobId: JOB,
  jobTitle: 'Welder',
  status: 'Interview',
  applicantName: null,
  read: false,
  count: 1,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...n,
});

/** A fake server: its notifications, and a stream the test writes events to. */
function fakeServer(initial: Notification[]) {
  let list = initial;
  const posted: string[] = [];
  let listed = 0;
  let push: ((frame: string) => void) | null = null;
  const answer = () => {
    listed += 1;
    return HttpResponse.json({
      success: true,
      message: '',
      notifications: list,
      unreadCount: list.filter((n) => !n.read).length,
    });
  };
  server.use(
    http.get('/api/notifications', answer),
    http.post('/api/notifications/read-all', ({ request }) => {
      posted.push(new URL(request.url).pathname);
      list = list.map((n) => ({ ...n, read: true }));
      return HttpResponse.json({ success: true, message: '', unreadCount: 0 });
    }),
    http.post('/api/notifications/:id/read', ({ request, params }) => {
      posted.push(new URL(request.url).pathname);
      list = list.map((n) => (n._id === params.id ? { ...n, read: true } : n));
      return HttpResponse.json({
        success: true,
        message: '',
        unreadCount: list.filter((n) => !n.read).length,
      });
    }),
    http.get('/api/notifications/stream', () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (frame) => controller.enqueue(encoder.encode(frame));
          push(': connected\n\n');
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    posted,
    /** A new notification arrives on the server and its event on the stream. */
    arrive(n: Notification) {
      list = [n, ...list];
      push?.(
        `event: notification\ndata: ${JSON.stringify({ kind: n.kind, applicationId: n.applicationId, jobId: n.jobId })}\n\n`,
      );
    },
    streamOpen: () => push !== null,
    /** How often the list was read. */
    listed: () => listed,
  };
}

const heard: LiveEvent[] = [];
function Listener() {
  useLiveEvents((event) => heard.push(event));
  return null;
}

function renderBell() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationSlot />
            <Listener />
          </>
        ),
      },
    ],
    { initialEntries: ['/find-jobs'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.setItem('token', 'access-token');
  heard.length = 0;
});
afterEach(() => localStorage.clear());

describe('the notification bell (docs/product.md 2.26)', () => {
  it('shows the unread count in its name, lists what happened and marks one read when it is opened', async () => {
    // Three status changes of one application, folded into one notification while unread.
    const first = notification({ jobTitle: 'Pipe Welder', status: 'Interview', count: 3 });
    const api = fakeServer([first, notification({ status: 'In Review', read: true })]);
    const user = userEvent.setup();
    const router = renderBell();

    const bell = await screen.findByRole('button', { name: notificationBellLabel(1) });
    expect(bell).toHaveTextContent('1');
    await user.click(bell);
    const menu = await screen.findByRole('menu', { name: notificationBellLabel(1) });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      notificationsText.markAllRead,
      expect.stringContaining('Your application for Pipe Welder moved to Interview'),
      expect.stringContaining('Your application for Welder moved to In Review'),
    ]);
    expect(items[1]).toHaveTextContent(`5 minutes ago · ${notificationUpdates(3)}`);
    expect(items[2]).not.toHaveTextContent(notificationUpdates(3));
    expect(items[1]).toHaveTextContent(`(${notificationsText.unreadMark})`);

    await user.click(items[1]!);
    expect(router.state.location.pathname).toBe('/applications');
    await waitFor(() => expect(api.posted).toEqual([`/api/notifications/${first._id}/read`]));
    expect(await screen.findByRole('button', { name: notificationBellLabel(0) })).toBeInTheDocument();
  });

  it('links an employer’s notification to the job’s applicants, and marks all as read', async () => {
    const api = fakeServer([
      notification({ kind: 'new_application', status: null, applicantName: 'Asha Rao' }),
      notification({ kind: 'application_withdrawn', status: null, applicantName: 'Ravi K' }),
    ]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: notificationBellLabel(2) }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('New application from Asha Rao for Welder');
    expect(menu).toHaveTextContent('Ravi K withdrew their application for Welder');
    await user.click(within(menu).getByRole('menuitem', { name: notificationsText.markAllRead }));
    await waitFor(() => expect(api.posted).toEqual(['/api/notifications/read-all']));
    expect(await screen.findByRole('button', { name: notificationBellLabel(0) })).toBeInTheDocument();
  });

  it('raises the count when a notification arrives on the live stream and tells the screens', async () => {
    const api = fakeServer([]);
    const user = userEvent.setup();
    renderBell();
    await screen.findByRole('button', { name: notificationBellLabel(0) });
    await waitFor(() => expect(api.streamOpen()).toBe(true));

    const arrived = notification({ jobTitle: 'Turner', status: 'Hired' });
    act(() => api.arrive(arrived));
    expect(await screen.findByRole('button', { name: notificationBellLabel(1) })).toBeInTheDocument();
    expect(heard).toEqual([{ kind: 'application_status', applicationId: arrived.applicationId, jobId: JOB }]);

    // A burst of events reads the list once, not once each (security review 2026-12, DL1).
    const before = api.listed();
    act(() => {
      for (let i = 0; i < 10; i += 1) api.arrive(notification({ jobTitle: `Job ${i}` }));
    });
    expect(await screen.findByRole('button', { name: notificationBellLabel(11) })).toBeInTheDocument();
    expect(heard).toHaveLength(11);
    expect(api.listed()).toBe(before + 1);

    await user.click(screen.getByRole('button', { name: notificationBellLabel(11) }));
    expect(await screen.findByRole('menu')).toHaveTextContent(notificationMessage(arrived));
  });

  it('says so when there is nothing yet', async () => {
    fakeServer([]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: notificationBellLabel(0) }));
    expect(await screen.findByRole('menu')).toHaveTextContent(notificationsText.empty);
  });
});
