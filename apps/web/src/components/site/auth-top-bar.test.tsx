import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthTopBar } from './auth-top-bar';
import { Logo } from './logo';
import { renderWithRouter } from '@/test/site';

describe('AuthTopBar', () => {
  it('shows the logo and a Back to Home link, both to /', async () => {
    const { user, location } = renderWithRouter(<AuthTopBar />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'HireLoop home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(location()).toBe('/');
  });
});

describe('Logo', () => {
  it('shows the product name next to the mark', () => {
    renderWithRouter(<Logo />);
    expect(screen.getByText('HireLoop')).toBeInTheDocument();
  });

  it('keeps an accessible name when only the mark is shown', () => {
    renderWithRouter(<Logo markOnly />);
    expect(screen.getByRole('img', { name: 'HireLoop' })).toBeInTheDocument();
  });
});
