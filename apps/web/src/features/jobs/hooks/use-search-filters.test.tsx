import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@hireloop/shared';
import { useSearchFilters } from './use-search-filters';

function Probe() {
  const { draft, applied, update, applyNow, clearAll } = useSearchFilters();
  return (
    <div>
      <input
        aria-label="Keyword"
        value={draft.keyword}
        onChange={(e) => update({ keyword: e.target.value })}
      />
      <input
        type="checkbox"
        aria-label="Remote"
        checked={draft.types.includes('Remote')}
        onChange={(e) => update({ types: e.target.checked ? ['Remote'] : [] })}
      />
      <output data-testid="applied">{applied.keyword}</output>
      <button onClick={() => applyNow({})}>Search Jobs</button>
      <button onClick={clearAll}>Clear All</button>
    </div>
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/find-jobs', element: <Probe /> }], {
    initialEntries: [entry],
  });
  const searches: string[] = [];
  router.subscribe((state) => searches.push(state.location.search));
  render(<RouterProvider router={router} />);
  return { router, searches };
}

const keyword = () => screen.getByLabelText<HTMLInputElement>('Keyword');
const type = (text: string) => fireEvent.change(keyword(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('search filters in the URL, with the 500 ms debounce (docs/product.md section 4)', () => {
  it('starts from the URL', () => {
    renderAt('/find-jobs?search=react+developer');
    expect(keyword().value).toBe('react developer');
    expect(screen.getByTestId('applied')).toHaveTextContent('react developer');
  });

  it('writes a change to the URL 500 ms after it, not before', () => {
    const { router } = renderAt('/find-jobs');
    type('react');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(router.state.location.search).toBe('');
    wait(1);
    expect(router.state.location.search).toBe('?q=react');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('makes one search of a burst of changes', () => {
    const { router, searches } = renderAt('/find-jobs');
    type('r');
    wait(300);
    type('re');
    wait(300);
    fireEvent.click(screen.getByLabelText('Remote'));
    wait(300);
    type('rea');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(searches).toEqual([]);
    wait(1);
    expect(searches).toEqual(['?q=rea&type=Remote']);
    expect(router.state.location.search).toBe('?q=rea&type=Remote');
  });

  it('keeps what is typed, trailing space included, while the URL holds the trimmed text', () => {
    const { router } = renderAt('/find-jobs');
    type('react ');
    wait(SEARCH_DEBOUNCE_MS);
    expect(router.state.location.search).toBe('?q=react');
    expect(keyword().value).toBe('react ');
  });

  it('searches at once with the Search Jobs button, and not again after the debounce', () => {
    const { searches } = renderAt('/find-jobs');
    type('design');
    fireEvent.click(screen.getByRole('button', { name: 'Search Jobs' }));
    expect(searches).toEqual(['?q=design']);
    wait(SEARCH_DEBOUNCE_MS * 2);
    expect(searches).toEqual(['?q=design']);
  });

  it('follows back and forward, and drops a pending change when the URL moves', async () => {
    const { router } = renderAt('/find-jobs?q=react');
    type('python');
    wait(SEARCH_DEBOUNCE_MS);
    expect(router.state.location.search).toBe('?q=python');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=react');
    expect(keyword().value).toBe('react');

    type('golang');
    await act(() => router.navigate('/find-jobs?search=rust'));
    expect(keyword().value).toBe('rust');
    wait(SEARCH_DEBOUNCE_MS * 2);
    expect(router.state.location.search).toBe('?search=rust');
  });

  it('clears every filter at once', () => {
    const { router } = renderAt('/find-jobs?q=react&type=Remote&minSalary=1000');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(router.state.location.search).toBe('');
    expect(keyword().value).toBe('');
    expect(screen.getByLabelText('Remote')).not.toBeChecked();
  });
});
