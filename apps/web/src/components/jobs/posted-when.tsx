import { fromNow } from '@/lib/dates';
import { formatPostedDate } from './job-format';

/**
 * The posted date in the spec's format, then how long ago ("18th Oct 2026 · 3 days ago"). Each
 * part keeps to one line; in a narrow card the second goes under the first.
 */
export function PostedWhen({ createdAt }: { createdAt: string }) {
  return (
    <>
      <time dateTime={createdAt} className="whitespace-nowrap">
        {formatPostedDate(createdAt)}
      </time>{' '}
      <span className="whitespace-nowrap">
        <span aria-hidden="true">· </span>
        {fromNow(createdAt)}
      </span>
    </>
  );
}
