/** Axis helpers of the dashboard charts. */

/** A round top value and evenly spaced ticks from 0 to it (whole numbers: these are counts). */
export function countTicks(max: number, wanted = 4): number[] {
  const step = Math.max(1, Math.ceil(max / wanted));
  const top = Math.max(step * wanted, wanted);
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return ticks;
}

/** Cuts `text` to about `maxChars` characters with an ellipsis. */
export function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  return `${text.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}
