/** A stored date ('YYYY-MM' or 'YYYY-MM-DD') as a month input's value ('YYYY-MM'). */
export function monthValue(date: string | null | undefined): string {
  return (date ?? '').slice(0, 7);
}
