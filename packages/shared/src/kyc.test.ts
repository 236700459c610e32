import { describe, expect, it } from 'vitest';
import { formatPanInput, isValidPan, maskPan, nameMatchRatio, namesMatch, normalizeName } from './kyc';

describe('name match', () => {
  it('normalizes case, accents, punctuation and spaces', () => {
    expect(normalizeName('  Zoë   O’Brien-Smith. ')).toBe('zoe o brien smith');
  });

  it('ignores accents, punctuation and word order', () => {
    expect(namesMatch('José  García', 'garcia, jose')).toBe(true);
    expect(nameMatchRatio('SHARMA PRIYA', 'Priya Sharma')).toBe(1);
  });

  it('counts words over the longer name', () => {
    expect(nameMatchRatio('Priya Kumari Sharma', 'Priya Sharma')).toBeCloseTo(2 / 3);
    expect(namesMatch('Priya Kumari Sharma', 'Priya Sharma')).toBe(false);
  });

  it('matches at exactly 0.7 and not just below', () => {
    const ten = 'a b c d e f g h i j';
    expect(nameMatchRatio(ten, 'a b c d e f g x y z')).toBe(0.7);
    expect(namesMatch(ten, 'a b c d e f g x y z')).toBe(true);
    expect(namesMatch(ten, 'a b c d e f x y z w')).toBe(false);
  });

  it('never matches empty names', () => {
    expect(namesMatch('', '')).toBe(false);
    expect(namesMatch('Priya', '')).toBe(false);
  });
});

describe('PAN', () => {
  it('accepts 5 letters, 4 digits, 1 letter', () => {
    expect(isValidPan('ABCDE1234F')).toBe(true);
  });

  it('refuses other shapes', () => {
    for (const pan of ['ABCDE1234', 'ABCD1234FF', 'abcde1234f', 'ABCDE12345', '1BCDE1234F', 'ABCDE1234F1']) {
      expect(isValidPan(pan)).toBe(false);
    }
  });

  it('upper-cases input and cuts it at 10', () => {
    expect(formatPanInput('abcde 1234fzz')).toBe('ABCDE1234F');
  });

  it('masks all but the last 4', () => {
    expect(maskPan('ABCDE1234F')).toBe('******234F');
  });
});
