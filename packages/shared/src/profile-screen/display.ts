import type { ProjectEntry } from '../user';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** What a current entry shows instead of an end date. */
export const PRESENT = 'Present';

/** 'YYYY-MM' or 'YYYY-MM-DD' (an ISO timestamp too) as a short month and year: '2023-01' → 'Jan 2023'. */
export function formatMonthYear(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})/.exec((value ?? '').trim());
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : '';
}

/**
 * An entry's period: 'Jan 2023 - Present' for a current one, 'Jan 2020 - Dec 2022' otherwise.
 * A missing side is left out rather than shown empty.
 */
export function formatPeriod(startDate: string, endDate: string, isCurrent: boolean): string {
  const start = formatMonthYear(startDate);
  const end = isCurrent ? PRESENT : formatMonthYear(endDate);
  return [start, end].filter(Boolean).join(' - ');
}

/** Bytes as a short size: 512 → '512 B', 24_576 → '24 KB', 1_258_291 → '1.2 MB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`;
}

/** The link of a project when it is a valid http(s) URL, else null (so nothing else is ever linked). */
export function projectLink(link: string | null | undefined): string | null {
  const text = (link ?? '').trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** The comma-separated technologies of a project as chips: trimmed, empty ones and repeats dropped. */
export function technologyList(technologies: ProjectEntry['technologies'] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of (technologies ?? '').split(',')) {
    const tech = raw.trim();
    if (tech && !seen.has(tech.toLowerCase())) {
      seen.add(tech.toLowerCase());
      out.push(tech);
    }
  }
  return out;
}
