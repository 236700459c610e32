import { describe, expect, it } from 'vitest';
import { routeChains } from './route-table';

describe('the route table as the build reads it', () => {
  it('gives each path the layouts and screen it renders, outermost first', () => {
    const chains = Object.fromEntries(routeChains().map((c) => [c.path, c.modules]));
    expect(chains['/find-jobs']).toEqual([
      '/src/app/app-data-layout.tsx',
      '/src/app/job-search-layout.tsx',
      '/src/features/jobs/routes/find-jobs-route.tsx',
    ]);
    expect(chains['/job/:jobId']).toEqual([
      '/src/app/app-data-layout.tsx',
      '/src/components/layout/job-seeker-layout.tsx',
      '/src/features/jobs/routes/job-detail-route.tsx',
    ]);
    expect(chains['/']).toEqual(['/src/features/marketing/landing-page.tsx']);
    expect(chains['*']).toBeUndefined();
  });
});
