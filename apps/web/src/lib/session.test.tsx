import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuth, makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { SessionProvider, useSession, type Session } from './session';

let session: Session;
function Probe() {
  session = useSession();
  return <p>{session.status === 'authenticated' ? `hello ${session.user?.name}` : session.status}</p>;
}

function renderSession(navigate = vi.fn()) {
  render(
    <SessionProvider navigate={navigate}>
      <Probe />
    </SessionProvider>,
  );
  return navigate;
}

const asha = makeUser();

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('session (docs/product.md section 4)', () => {
  it('is anonymous without a stored token', () => {
    const server = mockApi({});
    renderSession();
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('loads the profile for a stored token', async () => {
    localStorage.setItem('token', 't');
    mockApi({ 'GET /api/auth/me': [200, { success: true, user: asha, ...asha }] });
    renderSession();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello Asha Rao')).toBeInTheDocument();
  });

  it('clears the session and goes to / when the stored token fails', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', '{}');
    localStorage.setItem('theme', 'dark');
    mockApi({ 'GET /api/auth/me': [403, { message: 'nope' }] });
    const navigate = renderSession();
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('logs in with the answer of the login call, then logs out to /', async () => {
    const server = mockApi({
      'GET /api/auth/me': [200, { success: true, user: asha, ...asha }],
      'POST /api/auth/logout': [200, { success: true, message: 'Logged out' }],
    });
    const navigate = renderSession();
    await act(() => session.login(makeAuth(asha)));
    expect(screen.getByText('hello Asha Rao')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('access-token');

    await act(() => session.logout());
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    await waitFor(() => expect(server.callsTo('POST', '/api/auth/logout')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-token' });
  });
});
