import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, jobsContract } from '@hireloop/shared';
import { mockApi } from '@/test/mock-api';
import { getJob, jobEditorQueryOptions, jobQueryOptions } from './job-queries';
import { jobQueryKeys } from './job-query-keys';

const id = '0b8f5f0e-6c1a-4a8e-9d47-2f1f6e0c1a11';

afterEach(() => vi.unstubAllGlobals());

describe('the one fetcher of GET /api/jobs/:id', () => {
  it('takes its path from the API contract', async () => {
    const server = mockApi({ [`GET /api/jobs/${id}`]: [200, { _id: id, title: 'Welder' }] });
    await expect(getJob(id)).resolves.toMatchObject({ title: 'Welder' });
    expect(apiPaths.jobs.getJob).toBe('/api/jobs/:id');
    expect(jobsContract.getJob.path).toBe(apiPaths.jobs.getJob);
    expect(server.callsTo('GET', `/api/jobs/${id}`)).toHaveLength(1);
  });

  it('serves the job page and the editor from one key owner; the editor never refetches over edits', async () => {
    expect(jobQueryOptions(id).queryKey).toEqual(jobQueryKeys.detail(id));
    const editor = jobEditorQueryOptions(id);
    expect(editor.queryKey).toEqual(jobQueryKeys.edit(id));
    expect(editor.staleTime).toBe(Infinity);
    expect(editor.gcTime).toBe(0);

    const server = mockApi({ [`GET /api/jobs/${id}`]: [200, { _id: id, title: 'Welder' }] });
    const client = new QueryClient();
    await client.fetchQuery(editor);
    await client.fetchQuery(editor);
    expect(server.callsTo('GET', `/api/jobs/${id}`)).toHaveLength(1);
  });
});
