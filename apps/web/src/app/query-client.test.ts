import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { queryClient } from './query-client';

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('the query client logs failed loads and changes once', () => {
  it('logs a failed load once with its message, however many screens read it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new ApiError(500, null, 'Server error');
    const options = {
      queryKey: ['failing'],
      queryFn: () => Promise.reject(failure),
      retry: false,
      meta: { errorMessage: 'Loading the applicants failed' },
    };
    const first = new QueryObserver(queryClient, options);
    const second = new QueryObserver(queryClient, options);
    const stop = [first.subscribe(() => undefined), second.subscribe(() => undefined)];
    await vi.waitFor(() => expect(first.getCurrentResult().isError).toBe(true));
    stop.forEach((unsubscribe) => unsubscribe());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Loading the applicants failed', failure);
  });

  it('does not log a 404 that the screen shows as an answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      queryClient.fetchQuery({
        queryKey: ['gone'],
        queryFn: () => Promise.reject(new ApiError(404, null, 'Job not found')),
        retry: false,
        meta: { errorMessage: 'Job detail failed to load', notFoundIsAnswer: true },
      }),
    ).rejects.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a failed change with its message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new ApiError(500, null, 'Server error');
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(failure),
      meta: { errorMessage: 'Deleting the job failed' },
    });
    await expect(mutation.execute(undefined)).rejects.toBe(failure);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Deleting the job failed', failure);
  });
});
