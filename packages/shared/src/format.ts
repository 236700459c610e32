/** Card salary: `$` and a `k` suffix from 1000 on, then `/m` (docs/product.md 2.12). 120000 → `$120k/m`. */
export function formatCardSalary(amount: number): string {
  if (amount >= 1000) {
    const k = amount / 1000;
    return `$${Number.isInteger(k) ? k : k.toFixed(1).replace(/\.0$/, '')}k/m`;
  }
  return `$${amount}/m`;
}

/** Dollars with thousands separators: 85000 → `$85,000`. */
export function formatDollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** Job detail compensation: `$80,000 - $150,000 per year`. */
export function formatYearlyRange(min: number, max: number): string {
  return `${formatDollars(min)} - ${formatDollars(max)} per year`;
}

export function formatExperienceRange(min: number, max: number): string {
  return `${min} - ${max} years`;
}
