import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatMoment,
  formatMonthDay,
  formatSpecDate,
  formatWeekdayMonthDay,
  fromNow,
  ordinal,
} from './dates';

describe('dates', () => {
  it('writes ordinals as English does', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('formats days in the spec and the app formats, in local time', () => {
    const iso = new Date(2026, 2, 5, 14, 5).toISOString();
    expect(formatSpecDate(iso)).toBe('5th Mar 2026');
    expect(formatDay(iso)).toBe('5 Mar 2026');
    expect(formatMoment(iso)).toBe('5 Mar 2026, 14:05');
    expect(formatMonthDay(iso)).toBe('Mar 5');
    expect(formatWeekdayMonthDay(iso)).toBe('Thu, Mar 5');
    // A bare day is that day wherever the visitor is.
    expect(formatDay('1990-05-12')).toBe('12 May 1990');
    expect(formatWeekdayMonthDay('2026-11-26')).toBe('Thu, Nov 26');
  });

  it('says how long ago at the usual thresholds', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const ago = (ms: number) => fromNow(new Date(now.getTime() - ms).toISOString(), now);
    const s = 1000;
    const m = 60 * s;
    const h = 60 * m;
    const d = 24 * h;
    expect(ago(10 * s)).toBe('a few seconds ago');
    expect(ago(60 * s)).toBe('a minute ago');
    expect(ago(5 * m)).toBe('5 minutes ago');
    expect(ago(50 * m)).toBe('an hour ago');
    expect(ago(3 * h)).toBe('3 hours ago');
    expect(ago(30 * h)).toBe('a day ago');
    expect(ago(3 * d)).toBe('3 days ago');
    expect(ago(30 * d)).toBe('a month ago');
    expect(ago(120 * d)).toBe('4 months ago');
    expect(ago(400 * d)).toBe('a year ago');
    expect(ago(800 * d)).toBe('2 years ago');
    expect(ago(-3 * d)).toBe('in 3 days');
  });
});
