import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generalMessages, REQUEST_TIMEOUT_MS } from '@hireloop/shared';
import { mockApi } from '@/test/mock-api';
import { api } from './api-client';
import { ApiError } from './api-error';
import { onSessionCleared } from './auth-storage';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'old-token');
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('user', '{}');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends JSON with the stored bearer token', async () => {
    const server = mockApi({ 'POST /api/things': [201, { ok: true }] });
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(server.calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer old-token',
      'Content-Type': 'application/json',
    });
    expect(server.calls[0]?.body).toEqual({ a: 1 });
  });

  it('throws ApiError with the status and the server message', async () => {
    mockApi({ 'GET /api/jobs/1': [404, { message: 'Job not found' }] });
    const error = await api.get('/api/jobs/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Job not found', serverMessage: 'Job not found' });
  });

  it('refreshes once for concurrent 401s and retries each call', async () => {
    let refreshes = 0;
    const server = mockApi({
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return [200, { token: 'new-token', refreshToken: 'refresh-2' }];
      },
      'GET /api/a': (_, { headers }) =>
        headers.Authorization === 'Bearer new-token' ? [200, 'a'] : [401, {}],
      'GET /api/b': (_, { headers }) =>
        headers.Authorization === 'Bearer new-token' ? [200, 'b'] : [401, {}],
    });
    await expect(Promise.all([api.get('/api/a'), api.get('/api/b')])).resolves.toEqual(['a', 'b']);
    expect(refreshes).toBe(1);
    expect(server.callsTo('POST', '/api/auth/refresh')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('refreshes once across two tabs that get a 401 at the same time', async () => {
    const held = new Map<string, Promise<unknown>>();
    // An exclusive Web Lock per name, like the browser's navigator.locks.
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        const run = (held.get(name) ?? Promise.resolve()).then(callback);
        held.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    let refreshes = 0;
    mockApi({
      'POST /api/auth/refresh': async (body) => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return (body as { refreshToken: string }).refreshToken === 'refresh-1'
          ? [200, { token: 'new-token', refreshToken: 'refresh-2' }]
          : [401, { message: 'revoked' }];
      },
      'GET /api/a': (_, { headers }) =>
        headers.Authorization === 'Bearer new-token' ? [200, 'a'] : [401, {}],
    });
    // Two tabs: two copies of the client module, sharing localStorage.
    vi.resetModules();
    const tabA = await import('./api-client');
    vi.resetModules();
    const tabB = await import('./api-client');
    try {
      await expect(Promise.all([tabA.api.get('/api/a'), tabB.api.get('/api/a')])).resolves.toEqual([
        'a',
        'a',
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('clears the session when the refresh fails', async () => {
    const cleared = vi.fn();
    const stop = onSessionCleared(cleared);
    mockApi({
      'POST /api/auth/refresh': [401, { message: 'revoked' }],
      'GET /api/a': [401, { message: 'expired' }],
    });
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not refresh a 401 of a call made without a token', async () => {
    localStorage.clear();
    const server = mockApi({ 'POST /api/auth/login': [401, { message: 'Invalid email or password' }] });
    await expect(api.post('/api/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
  });

  it('logs server errors as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'GET /api/a': [500, {}] });
    await expect(api.get('/api/a')).rejects.toMatchObject({
      status: 500,
      message: generalMessages.serverError,
    });
    expect(warn).toHaveBeenCalledWith(generalMessages.serverError);
  });

  it('gives up after the request timeout', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = api.get('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ message: generalMessages.requestTimeout });
    expect(warn).toHaveBeenCalledWith(generalMessages.requestTimeout);
  });
});
