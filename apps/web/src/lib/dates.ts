/**
 * Dates as the app writes them, in the visitor's time zone, with no date library: dayjs and its
 * plugins were 4 KB (gzipped) of the job page's and Find Jobs' first load for these few formats.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment, or a bare day ('2026-03-05', a birth date or a chart's day) read as that day here, not UTC's. */
function parse(iso: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
}

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The spec's date format, 'Do MMM YYYY': '18th Oct 2026'. */
export function formatSpecDate(iso: string): string {
  const d = parse(iso);
  return `${ordinal(d.getDate())} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** '12 Mar 2026'. */
export function formatDay(iso: string): string {
  const d = parse(iso);
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** '12 Mar 2026, 14:05', for events that can fall on the same day. */
export function formatMoment(iso: string): string {
  const d = parse(iso);
  return `${formatDay(iso)}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'Mar 12', a chart's day label. */
export function formatMonthDay(iso: string): string {
  const d = parse(iso);
  return `${MONTHS[d.getMonth()]} ${d.getDate()}`;
}

/** 'Thu, Mar 12'. */
export function formatWeekdayMonthDay(iso: string): string {
  return `${WEEKDAYS[parse(iso).getDay()]}, ${formatMonthDay(iso)}`;
}

/**
 * How long ago, in the words and at the thresholds people know from most sites (and dayjs's
 * relativeTime): 'a few seconds ago', 'a minute ago', '5 minutes ago', 'an hour ago', '3 hours ago',
 * 'a day ago', '3 days ago', 'a month ago', '4 months ago', 'a year ago', '2 years ago'; a moment
 * still to come reads 'in 3 days'.
 */
export function fromNow(iso: string, now: Date = new Date()): string {
  const ms = now.getTime() - parse(iso).getTime();
  const seconds = Math.abs(ms) / 1000;
  const minutes = seconds / 60;
  const hours = minutes / 60;
  const days = hours / 24;
  const months = days / (365.25 / 12);
  const many = (n: number, unit: string) => `${Math.round(n)} ${unit}${Math.round(n) === 1 ? '' : 's'}`;
  const span =
    seconds < 44.5
      ? 'a few seconds'
      : seconds < 89.5
        ? 'a minute'
        : minutes < 44.5
          ? many(minutes, 'minute')
          : minutes < 89.5
            ? 'an hour'
            : hours < 21.5
              ? many(hours, 'hour')
              : hours < 35.5
                ? 'a day'
                : days < 25.5
                  ? many(days, 'day')
                  : days < 45.5
                    ? 'a month'
                    : months < 10.5
                      ? many(Math.max(months, 2), 'month')
                      : months < 17.5
                        ? 'a year'
                        : many(Math.max(days / 365.25, 2), 'year');
  return ms >= 0 ? `${span} ago` : `in ${span}`;
}
