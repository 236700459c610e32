import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockSession, renderWithRouter } from '@/test/site';
import { LandingPage } from './landing-page';

vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));

describe('LandingPage', () => {
  it('has the header, hero, footer and the marketing sections', async () => {
    mockSession();
    renderWithRouter(<LandingPage />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search jobs' })).toBeInTheDocument();
    // The sections below the first screen are a chunk of their own (slow to load the first time
    // under Vitest's on-the-fly transform).
    expect(await screen.findByRole('tablist', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Stories from people who found their fit' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your next chapter starts here' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The numbers behind every great hire' })).toBeInTheDocument();
    // The footer too loads after the first screen.
    expect(await screen.findByRole('contentinfo', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows the fixed statistics strip', () => {
    mockSession();
    renderWithRouter(<LandingPage />);
    const strip = within(screen.getByRole('region', { name: 'HireLoop in numbers' }));
    for (const [value, label] of [
      ['2.4M+', 'Active users'],
      ['50K+', 'Companies'],
      ['150K+', 'Jobs posted'],
      ['89K+', 'Hires'],
      ['94%', 'Match rate'],
    ]) {
      expect(strip.getByText(value!).closest('li')).toHaveTextContent(`${value}${label}`);
    }
  });
});
