import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { User } from '@hireloop/shared';
import { makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/**
 * These tests render the whole screen (router, top bar, every section); on a busy 2-core machine
 * one can take longer than Vitest's default 5 s without anything being wrong.
 */
export const SCREEN_TEST_TIMEOUT = { timeout: 15_000 };

/** A job seeker who has done the identity check, so /profile renders. */
export const seeker = (overrides: Partial<User> = {}) => makeUser({ kycCompleted: true, ...overrides });

/**
 * Renders /profile signed in as `stored`, answering profile saves like the server (merge, then the
 * whole user). Call `vi.unstubAllGlobals()` after each test.
 */
export function setupProfile(
  stored: User,
  options: { failSave?: boolean; handlers?: Parameters<typeof mockApi>[0] } = {},
) {
  // jsdom has no matchMedia; the toaster asks it about reduced motion.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  localStorage.clear();
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('refreshToken', 'refresh-token');

  let current = stored;
  const api = mockApi({
    'GET /api/auth/me': () => [200, { user: current }],
    'PUT /api/user/profile': (body) => {
      if (options.failSave) return [500, { message: 'boom' }];
      const changes = body as Partial<User>;
      current = { ...current, ...changes, fullName: changes.name ?? current.fullName };
      return [200, { success: true, user: current, ...current }];
    },
    ...options.handlers,
  });
  const user = userEvent.setup({ applyAccept: false });
  renderApp('/profile');
  return { api, user, saves: () => api.callsTo('PUT', '/api/user/profile') };
}

/** Sets a field's value in one change event (typing key by key re-renders the whole screen each time). */
export function fill(field: HTMLElement, value: string): void {
  fireEvent.change(field, { target: { value } });
}
