import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMonthYear, formatPeriod, projectLink, technologyList } from './display';

describe('dates shown as short month and year (docs/product.md 2.15)', () => {
  it('formats month and date values', () => {
    expect(formatMonthYear('2023-01')).toBe('Jan 2023');
    expect(formatMonthYear('2020-12-31')).toBe('Dec 2020');
    expect(formatMonthYear('2024-06-01T10:00:00.000Z')).toBe('Jun 2024');
  });

  it('gives nothing for an empty or malformed value', () => {
    expect(formatMonthYear('')).toBe('');
    expect(formatMonthYear(undefined)).toBe('');
    expect(formatMonthYear('2023-13')).toBe('');
    expect(formatMonthYear('Jan 2023')).toBe('');
  });

  it("shows 'Present' for a current entry, whatever its end date", () => {
    expect(formatPeriod('2023-01', '', true)).toBe('Jan 2023 - Present');
    expect(formatPeriod('2023-01', '2024-02', true)).toBe('Jan 2023 - Present');
  });

  it('shows both months of a finished entry and leaves out a missing side', () => {
    expect(formatPeriod('2019-07', '2023-05', false)).toBe('Jul 2019 - May 2023');
    expect(formatPeriod('2019-07', '', false)).toBe('Jul 2019');
    expect(formatPeriod('', '', true)).toBe('Present');
  });
});

describe('file sizes', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(24 * 1024)).toBe('24 KB');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('gives nothing without a size', () => {
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });
});

describe('project link', () => {
  it('keeps valid http(s) URLs only', () => {
    expect(projectLink('https://github.com/asha/shop')).toBe('https://github.com/asha/shop');
    expect(projectLink(' http://example.com ')).toBe('http://example.com/');
    expect(projectLink('javascript:alert(1)')).toBeNull();
    expect(projectLink('ftp://example.com/file')).toBeNull();
    expect(projectLink('github.com/asha')).toBeNull();
    expect(projectLink('')).toBeNull();
  });
});

describe('technology chips', () => {
  it('splits the comma-separated string, trimming and dropping empties and repeats', () => {
    expect(technologyList(' React,Node.js , ,react, PostgreSQL,')).toEqual([
      'React',
      'Node.js',
      'PostgreSQL',
    ]);
    expect(technologyList('')).toEqual([]);
  });
});
