import { Card } from '@/components/ui/card';

const bar = 'animate-pulse rounded-lg bg-slate-200/80 dark:bg-slate-800';

/** The dashboard's shape while the overview loads. */
export function DashboardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="dashboard-skeleton" className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="p-5">
            <div className={`${bar} h-4 w-24`} />
            <div className={`${bar} mt-3 h-8 w-16`} />
            <div className={`${bar} mt-4 h-5 w-32`} />
          </Card>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <Card key={i} className="p-5">
            <div className={`${bar} h-5 w-40`} />
            {[0, 1, 2].map((row) => (
              <div key={row} className="mt-5 flex items-center gap-3">
                <div className={`${bar} size-10 rounded-full`} />
                <div className="flex-1 space-y-2">
                  <div className={`${bar} h-4 w-2/3`} />
                  <div className={`${bar} h-3 w-1/3`} />
                </div>
              </div>
            ))}
          </Card>
        ))}
      </div>
      <Card className="p-5">
        <div className={`${bar} h-5 w-48`} />
        <div className={`${bar} mt-5 h-48 w-full`} />
      </Card>
    </div>
  );
}
