import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobAlertMessages, jobAlertsText as text, type JobAlert } from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const me = { 'GET /api/auth/me': [200, meAnswer(makeUser({ kycCompleted: true }))] as [number, unknown] };
const alert = (id: string, name: string, extra: Partial<JobAlert> = {}): JobAlert => ({
  _id: id,
  name,
  frequency: 'daily',
  search: { keyword: name.toLowerCase(), location: 'Pune' },
  active: true,
  lastSentAt: null,
  createdAt: '2026-03-06T12:00:00.000Z',
  updatedAt: '2026-03-06T12:00:00.000Z',
  ...extra,
});

beforeEach(() => localStorage.setItem('token', 'access-token'));
afterEach(() => localStorage.clear());

describe('/alerts (docs/product.md 2.25)', { timeout: 20_000 }, () => {
  it('lists the alerts with their search, frequency and last e-mail', async () => {
    mockApi({
      ...me,
      'GET /api/alerts': [
        200,
        [
          alert('a1', 'React', { lastSentAt: '2026-03-08T07:00:00.000Z' }),
          alert('a2', 'Golang', { frequency: 'weekly', active: false }),
        ],
      ],
    });
    renderApp('/alerts');
    expect(await screen.findByRole('heading', { name: text.title, level: 1 })).toBeInTheDocument();
    const react = await screen.findByRole('article', { name: 'React' });
    expect(within(react).getByText('react · Pune')).toBeInTheDocument();
    expect(within(react).getByText(text.frequency.daily)).toBeInTheDocument();
    expect(within(react).getByText(text.lastSent('8 Mar 2026'))).toBeInTheDocument();
    expect(within(react).getByRole('link', { name: text.seeJobs })).toHaveAttribute(
      'href',
      '/find-jobs?q=react&location=Pune',
    );
    const golang = screen.getByRole('article', { name: 'Golang' });
    expect(within(golang).getByText(text.neverSent)).toBeInTheDocument();
    expect(within(golang).getByText(text.mailsOff)).toBeInTheDocument();
    expect(screen.getByText(`${text.subtitle} ${text.count(2)}.`)).toBeInTheDocument();
  });

  it('edits the name and frequency', async () => {
    let alerts = [alert('a1', 'React')];
    const api = mockApi({
      ...me,
      'GET /api/alerts': () => [200, alerts],
      'PUT /api/alerts/a1': (body) => {
        alerts = [alert('a1', 'React in Pune', { frequency: 'weekly' })];
        return [200, { success: true, message: jobAlertMessages.updated, alert: alerts[0], body }];
      },
    });
    const user = userEvent.setup();
    renderApp('/alerts');
    await user.click(await screen.findByRole('button', { name: `${text.edit} React` }));
    const dialog = await screen.findByRole('dialog', { name: text.editTitle });
    const name = within(dialog).getByLabelText(text.nameLabel);
    await user.clear(name);
    await user.type(name, 'React in Pune');
    await user.click(within(dialog).getByText(text.frequency.weekly));
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await screen.findByText(jobAlertMessages.updated)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/alerts/a1')[0]!.body).toEqual({
      name: 'React in Pune',
      frequency: 'weekly',
      active: true,
    });
    expect(await screen.findByRole('article', { name: 'React in Pune' })).toBeInTheDocument();
  });

  it('deletes an alert after asking', async () => {
    let alerts = [alert('a1', 'React')];
    const api = mockApi({
      ...me,
      'GET /api/alerts': () => [200, alerts],
      'DELETE /api/alerts/a1': () => {
        alerts = [];
        return [200, { success: true, message: jobAlertMessages.deleted }];
      },
    });
    const user = userEvent.setup();
    renderApp('/alerts');
    await user.click(await screen.findByRole('button', { name: `${text.delete} React` }));
    const dialog = await screen.findByRole('alertdialog', { name: text.deleteTitle });
    expect(within(dialog).getByText(text.deleteBody('React'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text.delete }));
    expect(await screen.findByText(jobAlertMessages.deleted)).toBeInTheDocument();
    expect(await screen.findByText(text.emptyTitle)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/alerts/a1')).toHaveLength(1);
  });

  it('says when job alert e-mails are turned off in the settings, with a link there', async () => {
    const preferences = (jobAlertMails: boolean) => ({
      'GET /api/account/preferences': [
        200,
        { preferences: { applicationStatusMails: true, jobAlertMails } },
      ] as [number, unknown],
    });
    mockApi({ ...me, ...preferences(false), 'GET /api/alerts': [200, [alert('a1', 'React')]] });
    const { unmount } = renderApp('/alerts');
    const notice = (await screen.findByText(text.preferenceOff)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: text.settings })).toHaveAttribute('href', '/settings');
    unmount();

    // With the mails on, no notice.
    mockApi({ ...me, ...preferences(true), 'GET /api/alerts': [200, [alert('a1', 'React')]] });
    renderApp('/alerts');
    expect(await screen.findByRole('article', { name: 'React' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(text.preferenceOff)).not.toBeInTheDocument());
  });

  it('explains how to create one when there is none', async () => {
    mockApi({ ...me, 'GET /api/alerts': [200, []] });
    renderApp('/alerts');
    expect(await screen.findByText(text.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(text.emptyText)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: text.findJobs })).toHaveAttribute(
      'href',
      '/find-jobs',
    );
  });

  it('sends a visitor to sign in', async () => {
    localStorage.clear();
    mockApi({});
    const { router } = renderApp('/alerts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
