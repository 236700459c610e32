import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { AppProviders } from './providers';
import { routes } from './routes';

describe('the route table', () => {
  it('shows the loading screen while a screen loads, then the screen', async () => {
    mockApi({});
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    // The first import of a screen's module is slow under Vitest's on-the-fly transform.
    expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
