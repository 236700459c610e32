import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@hireloop/shared';
import { makeUser } from '@/test/fixtures';
import { type Session, useSession } from '@/lib/session';

/**
 * Helpers for the public site's component tests. A test file using `mockSession` must also call
 * `vi.mock('@/lib/session')` so that `useSession` is a mock.
 */
export function mockSession(overrides: Partial<Session> = {}): Session {
  const session: Session = {
    status: 'anonymous',
    user: null,
    login: vi.fn(),
    logout: vi.fn(() => Promise.resolve()),
    refreshUser: vi.fn(),
    setUser: vi.fn(),
    ...overrides,
  };
  vi.mocked(useSession).mockReturnValue(session);
  return session;
}

export function signedInAs(user: Partial<User> = {}): Session {
  return mockSession({
    status: 'authenticated',
    user: makeUser({ name: 'Jane Q. Doe', fullName: 'Jane Q. Doe', email: 'jane@example.com', ...user }),
  });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders inside a memory router; `location()` is the current path and query. */
export function renderWithRouter(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
  const location = () => result.getByTestId('location').textContent ?? '';
  return { ...result, user, location };
}

/** The href of every link inside `container`. */
export function hrefsIn(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('a[href]')).map((a) => a.getAttribute('href') ?? '');
}
