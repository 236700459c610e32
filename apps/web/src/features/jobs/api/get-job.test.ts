import { describe, expect, it } from 'vitest';
import { getJob as oneFetcher } from '@/lib/job-queries';
import { getJob } from './get-job';

describe('the job page reads its job', () => {
  it("through lib's one fetcher of GET /api/jobs/:id", () => {
    expect(getJob).toBe(oneFetcher);
  });
});
