import { formatCardSalary } from '@hireloop/shared';
import { formatSpecDate } from '@/lib/dates';

export type JobTypeTone = 'green' | 'yellow' | 'purple' | 'blue';

/**
 * Card colour of a job type (docs/product.md 2.12): Full-Time green, Part-Time yellow, Contract purple, else
 * blue.
 */
export function jobTypeTone(type: string): JobTypeTone {
  switch (type) {
    case 'Full-Time':
      return 'green';
    case 'Part-Time':
      return 'yellow';
    case 'Contract':
      return 'purple';
    default:
      return 'blue';
  }
}

/** Card salary: both ends in the card format, `$79k/m - $149k/m`; one end alone when they agree. */
export function cardSalaryRange(min: number, max: number): string {
  if (min === max) return formatCardSalary(min);
  return `${formatCardSalary(min)} - ${formatCardSalary(max)}`;
}

/** Posted date as the spec shows it: `Do MMM YYYY`, e.g. `18th Oct 2026`. */
export const formatPostedDate = formatSpecDate;
