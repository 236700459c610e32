/** The job detail's shape while it loads. */
export function JobDetailSkeleton() {
  const block = 'rounded-2xl border border-slate-200/80 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';
  const bar = 'rounded bg-slate-200 dark:bg-slate-800';
  return (
    <div role="status" aria-label="Loading job" className="animate-pulse space-y-6">
      <div className={block}>
        <div className="flex gap-5">
          <div className="size-20 rounded-2xl bg-slate-200 dark:bg-slate-800" />
          <div className="flex-1 space-y-3 pt-1">
            <div className={`h-4 w-20 ${bar}`} />
            <div className={`h-7 w-2/3 ${bar}`} />
            <div className={`h-4 w-1/3 ${bar}`} />
            <div className={`h-4 w-3/4 ${bar}`} />
          </div>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className={`${block} space-y-3`}>
          <div className={`h-5 w-40 ${bar}`} />
          <div className={`h-4 w-full ${bar}`} />
          <div className={`h-4 w-11/12 ${bar}`} />
          <div className={`h-4 w-4/5 ${bar}`} />
        </div>
        <div className={`${block} h-48`} />
      </div>
    </div>
  );
}
