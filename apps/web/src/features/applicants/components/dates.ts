import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** 'Applied 3 days ago'. */
export function appliedAgo(iso: string): string {
  return `Applied ${dayjs(iso).fromNow()}`;
}

/** '12 Mar 2026'. */
export function formatDay(iso: string): string {
  return dayjs(iso).format('D MMM YYYY');
}
