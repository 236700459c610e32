import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerCrash } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { QueryStatus, type QueryState } from './query-status';

function query(state: Partial<QueryState<string[]>>): QueryState<string[]> {
  return {
    status: 'pending',
    data: undefined,
    isFetching: false,
    refetch: vi.fn(() => Promise.resolve()),
    ...state,
  };
}

const failed = {
  icon: ServerCrash,
  title: 'We could not load the list',
  text: 'Try again later.',
  retry: 'Retry',
};

function show(state: QueryState<string[]>, options: { keepDataOnError?: boolean } = {}) {
  return render(
    <QueryStatus
      query={state}
      loading={<p>Loading</p>}
      failed={failed}
      isEmpty={(items) => items.length === 0}
      empty={<p>Nothing yet</p>}
      keepDataOnError={options.keepDataOnError}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryStatus>,
  );
}

describe('QueryStatus', () => {
  it('shows the loading content until the first answer', () => {
    show(query({ status: 'pending', isFetching: true }));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('hands the data to its children', () => {
    show(query({ status: 'success', data: ['Alpha', 'Beta'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Alpha', 'Beta']);
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the empty content when the data counts as empty', () => {
    show(query({ status: 'success', data: [] }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('builds the empty content from the data when given a function', () => {
    render(
      <QueryStatus
        query={query({ status: 'success', data: [] })}
        loading={null}
        failed={failed}
        isEmpty={() => true}
        empty={(items) => <p>{`${items.length} items`}</p>}
      >
        {() => null}
      </QueryStatus>,
    );
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });

  it('says a failed load failed, and its retry refetches', async () => {
    const state = query({ status: 'error' });
    show(state);
    expect(screen.getByRole('heading', { name: failed.title })).toBeInTheDocument();
    expect(screen.getByText(failed.text)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the retry busy while the query fetches again', () => {
    show(query({ status: 'error', isFetching: true }));
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAttribute('aria-busy', 'true');
  });

  it('passes the look and the role of the failure on', () => {
    render(
      <QueryStatus query={query({ status: 'error' })} loading={null} failed={{ ...failed, role: 'alert' }}>
        {() => null}
      </QueryStatus>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(failed.title);
  });

  it('replaces stale data with the failure of its refetch, unless told to keep it', () => {
    const state = query({ status: 'error', data: ['Alpha'] });
    const { unmount } = show(state);
    expect(screen.getByRole('heading', { name: failed.title })).toBeInTheDocument();
    expect(screen.queryByText('Alpha')).not.toBeInTheDocument();
    unmount();

    show(state, { keepDataOnError: true });
    expect(screen.getByText('Alpha')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: failed.title })).not.toBeInTheDocument();
  });

  it('keeps the pages shown when loading a further page failed', () => {
    show(query({ status: 'error', data: ['Alpha'], isFetchNextPageError: true }));
    expect(screen.getByText('Alpha')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: failed.title })).not.toBeInTheDocument();
  });

  it('shows the failure even with keepDataOnError when there is no data', () => {
    show(query({ status: 'error' }), { keepDataOnError: true });
    expect(screen.getByRole('heading', { name: failed.title })).toBeInTheDocument();
  });
});
