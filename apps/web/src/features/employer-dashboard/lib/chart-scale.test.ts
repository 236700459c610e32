import { describe, expect, it } from 'vitest';
import { countTicks, truncate } from './chart-scale';

describe('chart scale', () => {
  it('has whole-number ticks from 0 to a round top', () => {
    expect(countTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(5)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(12)).toEqual([0, 3, 6, 9, 12]);
  });

  it('cuts long labels with an ellipsis', () => {
    expect(truncate('Senior Backend Engineer', 10)).toBe('Senior Ba…');
  });
});
