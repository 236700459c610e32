import type { AlertFrequency } from '@hireloop/shared';
import type { Config } from '../../config';

/** The time between two runs of an alert: a day or a week (ALERT_DAY_MS shortens the day in tests). */
export function intervalOf(config: Pick<Config, 'alertDayMs'>, frequency: AlertFrequency): number {
  return config.alertDayMs * (frequency === 'weekly' ? 7 : 1);
}

/** The next run after a due one: a whole number of intervals later, past `now` (after a pause of the sweep). */
export function nextRunAfter(due: Date, now: Date, interval: number): Date {
  const behind = Math.max(0, Math.floor((now.getTime() - due.getTime()) / interval));
  return new Date(due.getTime() + (behind + 1) * interval);
}

/** ISO 8601 week of a date in UTC, e.g. 2026-W48. */
function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the Thursday of the week names its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The period a due run belongs to: its day (daily) or its ISO week (weekly). The mail's job key
 * holds it, so one alert mails at most once per period, whatever runs twice.
 */
export function periodOf(frequency: AlertFrequency, due: Date): string {
  return frequency === 'weekly' ? isoWeek(due) : due.toISOString().slice(0, 10);
}
