import { fromNow } from '@/lib/dates';
import { formatPostedDate } from './job-format';

/** The posted date in the spec's format, then how long ago ("18th Oct 2026 · 3 days ago"). */
export function PostedWhen({ createdAt }: { createdAt: string }) {
  return (
    <>
      <time dateTime={createdAt}>{formatPostedDate(createdAt)}</time>
      <span className="text-slate-400 dark:text-slate-500">
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {fromNow(createdAt)}
      </span>
    </>
  );
}
