import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getJob } from '@/features/jobs/api/get-job';
import { getJobMatch } from '@/features/jobs/api/get-job-match';
import { searchJobs } from '@/features/jobs/api/search-jobs';
import { filtersFromParams } from '@/features/jobs/lib/search-filters';
import { fetchCurrentUser } from '@/lib/session';
import { mockApi } from '@/test/mock-api';
import indexHtml from '../../index.html?raw';

/** index.html's inline script, run as the browser runs it before any module. */
function runPageScript(url: string) {
  window.history.replaceState(null, '', url);
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  new Function(script)();
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete window.__earlyRequests;
  document.documentElement.classList.remove('dark');
  window.history.replaceState(null, '', '/');
});

describe("index.html's inline script", () => {
  it('applies the stored dark theme before the first paint', () => {
    mockApi({});
    localStorage.setItem('theme', 'dark');
    runPageScript('/');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it("asks for a job, its match and the user on /job/:id, and the screens' requests take those answers", async () => {
    localStorage.setItem('token', 'token-1');
    const server = mockApi({
      'GET /api/auth/me': [200, { name: 'Priya' }],
      'GET /api/jobs/6650f1c2a1b2c3d4e5f60718': [200, { title: 'Engineer' }],
      'GET /api/applications/match/6650f1c2a1b2c3d4e5f60718': [200, { score: 80 }],
    });
    runPageScript('/job/6650f1c2a1b2c3d4e5f60718');
    expect(server.calls.map((c) => [c.path, c.headers.Authorization])).toEqual([
      ['/api/auth/me', 'Bearer token-1'],
      ['/api/jobs/6650f1c2a1b2c3d4e5f60718', 'Bearer token-1'],
      ['/api/applications/match/6650f1c2a1b2c3d4e5f60718', 'Bearer token-1'],
    ]);
    await fetchCurrentUser();
    await getJob('6650f1c2a1b2c3d4e5f60718');
    await getJobMatch('6650f1c2a1b2c3d4e5f60718');
    expect(server.calls).toHaveLength(3);
  });

  it('asks a visitor of /find-jobs for the first page of results exactly as the search screen does', async () => {
    const server = mockApi({ 'GET /api/jobs': [200, { jobs: [], total: 0 }] });
    runPageScript('/find-jobs');
    expect(server.calls).toHaveLength(1);
    await searchJobs(filtersFromParams(new URLSearchParams()), 1);
    expect(server.calls).toHaveLength(1);
  });

  it('asks for nothing a page does not need: a search with filters, or a job for a visitor', () => {
    const server = mockApi({});
    runPageScript('/find-jobs?q=react');
    runPageScript('/job/6650f1c2a1b2c3d4e5f60718');
    runPageScript('/login');
    expect(server.calls).toHaveLength(0);
  });
});
