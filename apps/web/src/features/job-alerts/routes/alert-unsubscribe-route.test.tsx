import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jobAlertMessages, jobAlertsText as text } from '@hireloop/shared';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const target = (active: boolean) => ({
  success: true,
  message: '',
  alert: { name: 'Go in Pune', summary: 'go · Pune', active },
});

afterEach(() => localStorage.clear());

describe('/alerts/unsubscribe (docs/product.md 2.25)', { timeout: 20_000 }, () => {
  it('shows the alert to a visitor and unsubscribes only on the click', async () => {
    const api = mockApi({
      'GET /api/alerts/unsubscribe': [200, target(true)],
      'POST /api/alerts/unsubscribe': [200, { ...target(false), message: jobAlertMessages.unsubscribed }],
    });
    const user = userEvent.setup();
    renderApp('/alerts/unsubscribe?token=abc.def.ghi');
    expect(await screen.findByText(text.unsubscribeIntro('Go in Pune'))).toBeInTheDocument();
    expect(screen.getByText('go · Pune')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/alerts/unsubscribe')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: text.unsubscribe }));
    expect(await screen.findByRole('heading', { name: text.unsubscribedTitle })).toBeInTheDocument();
    expect(screen.getByText(text.unsubscribedText('Go in Pune'))).toBeInTheDocument();
    const [post] = api.callsTo('POST', '/api/alerts/unsubscribe');
    expect(post!.url).toContain('token=abc.def.ghi');
  });

  it('says a link is not valid', async () => {
    mockApi({ 'GET /api/alerts/unsubscribe': [400, { message: jobAlertMessages.badUnsubscribeLink }] });
    renderApp('/alerts/unsubscribe?token=tampered');
    expect(await screen.findByText(jobAlertMessages.badUnsubscribeLink)).toBeInTheDocument();
  });
});
