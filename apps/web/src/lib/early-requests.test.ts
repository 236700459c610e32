import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { api } from './api-client';

const early = (
  responses: Record<string, Promise<Response>>,
  token: string | null = 'token-1',
  at = Date.now(),
) => {
  window.__earlyRequests = { token, at, responses };
};
const answer = (body: unknown) => Promise.resolve(Response.json(body));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-1');
});
afterEach(() => {
  delete window.__earlyRequests;
});

describe("the page's early requests (index.html's inline script)", () => {
  it('answer the first GET of the same URL, once, without asking the server again', async () => {
    const server = mockApi({ 'GET /api/jobs/j1': [200, { title: 'from the server' }] });
    early({ '/api/jobs/j1': answer({ title: 'started early' }) });
    await expect(api.get('/api/jobs/j1')).resolves.toEqual({ title: 'started early' });
    expect(server.calls).toHaveLength(0);
    await expect(api.get('/api/jobs/j1')).resolves.toEqual({ title: 'from the server' });
    expect(server.calls).toHaveLength(1);
  });

  it('match the query string as the client builds it', async () => {
    const server = mockApi({});
    early({ '/api/jobs?page=1&pageSize=20': answer({ jobs: [] }) });
    await expect(api.get('/api/jobs', { query: { keyword: '', page: 1, pageSize: 20 } })).resolves.toEqual({
      jobs: [],
    });
    expect(server.calls).toHaveLength(0);
  });

  it('are not used for another token, when older than fresh data, or when they failed', async () => {
    const server = mockApi({ 'GET /api/auth/me': [200, { name: 'server' }] });
    early({ '/api/auth/me': answer({ name: 'early' }) }, 'token-of-someone-else');
    await expect(api.get('/api/auth/me')).resolves.toEqual({ name: 'server' });
    early({ '/api/auth/me': answer({ name: 'early' }) }, 'token-1', Date.now() - 60_000);
    await expect(api.get('/api/auth/me')).resolves.toEqual({ name: 'server' });
    early({ '/api/auth/me': Promise.reject(new TypeError('Failed to fetch')) });
    await expect(api.get('/api/auth/me')).resolves.toEqual({ name: 'server' });
    expect(server.calls).toHaveLength(3);
  });

  it('leave writes alone', async () => {
    const server = mockApi({ 'POST /api/jobs/j1': [201, { ok: true }] });
    early({ '/api/jobs/j1': answer({ title: 'started early' }) });
    await expect(api.post('/api/jobs/j1', {})).resolves.toEqual({ ok: true });
    expect(server.calls).toHaveLength(1);
  });
});
