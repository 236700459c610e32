import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/site';
import { HeroSearchForm } from './hero-search-form';

function searchOf(location: string) {
  const url = new URL(location, 'http://localhost');
  return { pathname: url.pathname, params: Object.fromEntries(url.searchParams) };
}

async function search(query: string, place: string) {
  const rendered = renderWithRouter(<HeroSearchForm />);
  const { user } = rendered;
  if (query) await user.type(screen.getByLabelText('Job title, keywords or company'), query);
  if (place) await user.type(screen.getByLabelText('Location'), place);
  await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
  return rendered.location();
}

describe('HeroSearchForm', () => {
  it('sends both trimmed values as q and location', async () => {
    expect(searchOf(await search('  React developer ', ' Berlin  '))).toEqual({
      pathname: '/find-jobs',
      params: { q: 'React developer', location: 'Berlin' },
    });
  });

  it('leaves out an empty or blank field', async () => {
    expect(searchOf(await search('Designer', '   '))).toEqual({
      pathname: '/find-jobs',
      params: { q: 'Designer' },
    });
  });

  it('sends only the location when no keywords are given', async () => {
    expect(searchOf(await search('', 'Remote'))).toEqual({
      pathname: '/find-jobs',
      params: { location: 'Remote' },
    });
  });

  it('goes to /find-jobs without a query string when both fields are blank', async () => {
    expect(await search(' ', '')).toBe('/find-jobs');
  });

  it('encodes what the visitor typed', async () => {
    expect(searchOf(await search('C++ & Rust', 'São Paulo'))).toEqual({
      pathname: '/find-jobs',
      params: { q: 'C++ & Rust', location: 'São Paulo' },
    });
  });

  it('submits with Enter', async () => {
    const { user, location } = renderWithRouter(<HeroSearchForm />);
    await user.type(screen.getByLabelText('Job title, keywords or company'), 'Nurse{Enter}');
    expect(location()).toBe('/find-jobs?q=Nurse');
  });

  it('links each popular search to /find-jobs?q=<its label> (docs/product.md 2.3)', async () => {
    const { user, location } = renderWithRouter(<HeroSearchForm />);
    const expected: Record<string, Record<string, string>> = {
      'Software Engineer': { q: 'Software Engineer' },
      'Product Manager': { q: 'Product Manager' },
      'Data Scientist': { q: 'Data Scientist' },
      'UX Designer': { q: 'UX Designer' },
      // The search reads "Remote Jobs" as the Remote work mode (review A2).
      'Remote Jobs': { q: 'Remote Jobs' },
    };
    for (const [label, params] of Object.entries(expected)) {
      const href = screen.getByRole('link', { name: label }).getAttribute('href') ?? '';
      expect(searchOf(href)).toEqual({ pathname: '/find-jobs', params });
      expect(href).not.toContain(' ');
    }

    await user.click(screen.getByRole('link', { name: 'Remote Jobs' }));
    expect(location()).toBe('/find-jobs?q=Remote+Jobs');
  });
});
