import { fromNow } from '@/lib/dates';

/** 'Applied 3 days ago'. */
export function appliedAgo(iso: string): string {
  return `Applied ${fromNow(iso)}`;
}
