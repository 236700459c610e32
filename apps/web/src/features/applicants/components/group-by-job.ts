import type { JobApplication } from '../api/get-job-applications';

export interface JobGroup {
  job: JobApplication['job'];
  applications: JobApplication[];
}

const byScore = (a: JobApplication, b: JobApplication) =>
  (b.matchScore ?? -1) - (a.matchScore ?? -1) || a.createdAt.localeCompare(b.createdAt);

/** Applications grouped by job, in first-seen job order, each group best match first (spec 2.21). */
export function groupByJob(applications: JobApplication[]): JobGroup[] {
  const groups = new Map<string, JobGroup>();
  for (const application of applications) {
    const group = groups.get(application.job._id) ?? { job: application.job, applications: [] };
    group.applications.push(application);
    groups.set(application.job._id, group);
  }
  return [...groups.values()].map((g) => ({ ...g, applications: [...g.applications].sort(byScore) }));
}
