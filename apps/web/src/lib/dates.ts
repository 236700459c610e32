import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "3 hours ago", "a day ago". */
export function fromNow(iso: string): string {
  return dayjs(iso).fromNow();
}

/** '12 Mar 2026'. */
export function formatDay(iso: string): string {
  return dayjs(iso).format('D MMM YYYY');
}

/** '12 Mar 2026, 14:05', for events that can fall on the same day. */
export function formatMoment(iso: string): string {
  return dayjs(iso).format('D MMM YYYY, HH:mm');
}
