import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jobAlertMessages, jobAlertsText as text, showingJobs } from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { makeJob, makeSearchResult } from '@/test/job-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const results: Record<string, [number, unknown]> = {
  'GET /api/jobs': [200, makeSearchResult([makeJob({ _id: 'job-1' })], { total: 1 })],
};

afterEach(() => localStorage.clear());

describe('Create job alert on /find-jobs (docs/product.md 2.25)', { timeout: 20_000 }, () => {
  it('saves the keywords and filters on screen as a daily or weekly alert, then links to the alerts', async () => {
    localStorage.setItem('token', 'access-token');
    const api = mockApi({
      'GET /api/auth/me': [200, meAnswer(makeUser({ kycCompleted: true }))],
      ...results,
      'GET /api/jobs/recently-viewed': [200, []] as [number, unknown],
      'POST /api/alerts': (body): [number, unknown] => [
        201,
        {
          success: true,
          message: jobAlertMessages.created,
          alert: {
            _id: 'a1',
            name: 'react',
            frequency: 'weekly',
            search: body,
            active: true,
            lastSentAt: null,
          },
        },
      ],
    });
    const user = userEvent.setup();
    renderApp('/find-jobs?q=react&location=Pune&type=Full-Time&sort=newest&posted=7');
    await user.click(await screen.findByRole('button', { name: text.create }));
    const dialog = await screen.findByRole('dialog', { name: text.createTitle });
    expect(within(dialog).getByText('react · Pune · Full-Time')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(text.nameLabel)).toHaveAttribute('placeholder', 'react');
    await user.click(within(dialog).getByText(text.frequency.weekly));
    await user.click(within(dialog).getByRole('button', { name: text.create }));

    expect(await within(dialog).findByText(jobAlertMessages.created)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: text.manageAlerts })).toHaveAttribute('href', '/alerts');
    expect(api.callsTo('POST', '/api/alerts')[0]!.body).toEqual({
      name: '',
      frequency: 'weekly',
      search: { keyword: 'react', location: 'Pune', type: 'Full-Time' },
    });
  });

  it('is not offered to a visitor', async () => {
    mockApi({ ...results });
    renderApp('/find-jobs?q=react');
    expect(await screen.findByText(showingJobs(1))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.create })).not.toBeInTheDocument();
  });
});
