import { useQuery } from '@tanstack/react-query';
import { jobDetailText } from '@hireloop/shared';
import { JobCard } from '@/components/jobs/job-card';
import { similarJobsQueryOptions } from '@/lib/jobs-around-queries';

/**
 * "Similar jobs" under the job: compact cards, in a query of their own so the job never waits for
 * them. Hidden while loading, on failure and when there are none: the job is what the page is for.
 */
export function SimilarJobs({ jobId }: { jobId: string }) {
  const similar = useQuery(similarJobsQueryOptions(jobId));
  if (!similar.data?.length) return null;
  return (
    <section aria-labelledby="similar-jobs-title" data-testid="similar-jobs" className="mt-10">
      <h2 id="similar-jobs-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {jobDetailText.similarJobs}
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{jobDetailText.similarJobsText}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {similar.data.map((job) => (
          <li key={job._id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </section>
  );
}
