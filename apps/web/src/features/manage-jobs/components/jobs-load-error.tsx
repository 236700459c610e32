import { CloudOff, RotateCw } from 'lucide-react';
import { manageJobsText } from '@hireloop/shared';
import { Button } from '@/components/ui/button';

export function JobsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-rose-50 text-rose-600 dark:bg-rose-950/50 dark:text-rose-400">
        <CloudOff className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-5 font-semibold text-slate-900 dark:text-white">{manageJobsText.loadFailed}</p>
      <Button
        variant="secondary"
        className="mt-5"
        onClick={onRetry}
        loading={retrying}
        icon={<RotateCw className="size-4" />}
      >
        {manageJobsText.retry}
      </Button>
    </div>
  );
}
