import { postJobText } from '@hireloop/shared';
import { Card } from '@/components/ui/card';

const bar = 'animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800';

/** Shown while the job to edit loads. */
export function PostJobSkeleton() {
  return (
    <div role="status" aria-label={postJobText.loadingJob}>
      <div className={`${bar} h-8 w-48`} />
      <div className={`${bar} mt-3 h-4 w-80 max-w-full`} />
      <div className="mt-6 space-y-6">
        {[0, 1, 2].map((card) => (
          <Card key={card} className="space-y-5 p-5 sm:p-7" aria-hidden="true">
            <div className={`${bar} h-5 w-40`} />
            <div className="grid gap-5 sm:grid-cols-2">
              {[0, 1, 2, 3].map((field) => (
                <div key={field} className="space-y-2">
                  <div className={`${bar} h-3.5 w-24`} />
                  <div className={`${bar} h-11 w-full`} />
                </div>
              ))}
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
