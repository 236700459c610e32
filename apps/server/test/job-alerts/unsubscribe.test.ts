import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertMessages } from '@hireloop/shared';
import { unsubscribeToken } from '../../src/services/job-alerts/unsubscribe-token';
import { account, call, createTestApp, type TestApp } from '../helper';

describe('unsubscribing from a job alert without signing in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newAlert() {
    const seeker = await account(t);
    const res = await call(t.app, 'POST', '/api/alerts', {
      token: seeker.token,
      body: { name: 'Go in Pune', frequency: 'daily', search: { keyword: 'go', location: 'Pune' } },
    });
    const alert = res.body.alert as { _id: string };
    return { seeker, alert, token: await unsubscribeToken(t, alert._id) };
  }
  const url = (token: string) => `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

  it('shows the alert without changing it, then turns its mails off (twice is fine)', async () => {
    const { seeker, alert, token } = await newAlert();
    const shown = await call(t.app, 'GET', url(token));
    expect(shown.status).toBe(200);
    expect(shown.body.alert).toEqual({ name: 'Go in Pune', summary: 'go · Pune', active: true });

    for (let i = 0; i < 2; i++) {
      const done = await call(t.app, 'POST', url(token));
      expect(done.status).toBe(200);
      expect(done.body.message).toBe(jobAlertMessages.unsubscribed);
      expect(done.body.alert.active).toBe(false);
    }
    const [listed] = (await call(t.app, 'GET', '/api/alerts', { token: seeker.token })).body;
    expect(listed).toMatchObject({ _id: alert._id, active: false });

    // The owner turns it back on from the alerts page.
    const resumed = await call(t.app, 'PUT', `/api/alerts/${alert._id}`, {
      token: seeker.token,
      body: { active: true },
    });
    expect(resumed.body.alert.active).toBe(true);
  });

  it("takes a mail client's one-click POST (RFC 8058), a form body", async () => {
    const { token } = await newAlert();
    const res = await t.app.inject({
      method: 'POST',
      url: url(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().alert.active).toBe(false);
  });

  it('refuses a tampered token and a token made for something else, with a clear message', async () => {
    const { seeker, token } = await newAlert();
    const [head, body, signature] = token.split('.');
    const other = await newAlert();
    const otherBody = other.token.split('.')[1];
    const tampered = [
      `${head}.${otherBody}.${signature}`, // another alert's claims under this signature
      `${head}.${body}.${signature!.slice(0, -2)}xx`,
      'not-a-token',
      seeker.token, // an access token: signed by the same server, for another purpose
    ];
    for (const bad of tampered) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(t.app, method, url(bad));
        expect(res.status, bad).toBe(400);
        expect(res.body.message).toBe(jobAlertMessages.badUnsubscribeLink);
      }
    }
    expect((await call(t.app, 'GET', '/api/alerts/unsubscribe')).status).toBe(400);
  });

  it('says so when the alert was deleted', async () => {
    const { seeker, alert, token } = await newAlert();
    await call(t.app, 'DELETE', `/api/alerts/${alert._id}`, { token: seeker.token });
    const res = await call(t.app, 'POST', url(token));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(jobAlertMessages.alertGone);
  });
});
