import dayjs from 'dayjs';

/** '12 Mar 2026'. */
export function formatDay(iso: string): string {
  return dayjs(iso).format('D MMM YYYY');
}

/** '12 Mar 2026, 14:05', for history events that can fall on the same day. */
export function formatMoment(iso: string): string {
  return dayjs(iso).format('D MMM YYYY, HH:mm');
}
