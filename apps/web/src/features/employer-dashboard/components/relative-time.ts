import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "3 hours ago", "a day ago" (docs/product.md 2.18: recent applications show a relative time). */
export function fromNow(iso: string): string {
  return dayjs(iso).fromNow();
}
