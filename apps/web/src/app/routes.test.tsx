import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generalMessages } from '@hireloop/shared';
import { mockApi } from '@/test/mock-api';
import { App } from './app';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the route table', () => {
  it('shows the screen of the address the app opens at once its chunk has loaded', async () => {
    mockApi({});
    window.history.replaceState(null, '', '/login');
    await act(async () => {
      render(<App />);
    });
    // The first import of a screen's module is slow under Vitest's on-the-fly transform.
    expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});

function Broken(): never {
  throw new Error('the screen broke');
}

describe('the generic failure screen', () => {
  it("shows React Router's fallback for a screen that fails, and leaves it on the next route", async () => {
    // React reports the error it caught on the console; here that is the point of the test.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const frame = (element: React.ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;
    const router = createMemoryRouter(
      [
        { path: '/broken', element: frame(<Broken />) },
        { path: '/', element: frame(<Link to="/broken">Open</Link>) },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', { name: generalMessages.unexpectedApplicationError }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'the screen broke' })).toBeInTheDocument();
    consoleError.mockRestore();

    await act(() => router.navigate('/'));
    expect(screen.queryByRole('heading', { name: generalMessages.unexpectedApplicationError })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open' })).toBeInTheDocument();
  });
});
