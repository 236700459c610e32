import { describe, expect, it } from 'vitest';
import { csvCell } from '../../src/services/applications/export-applicants-csv';

describe('a CSV cell of the applicants export', () => {
  it('is quoted always, so no list separator inside it splits it', () => {
    expect(csvCell('Meera Iyer')).toBe('"Meera Iyer"');
    expect(csvCell('a;b|c\td')).toBe('"a;b|c\td"');
    expect(csvCell('Shah, "Kabir"')).toBe('"Shah, ""Kabir"""');
    expect(csvCell(91)).toBe('"91"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('')).toBe('""');
  });

  it('defuses a formula at the start of the cell', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+2`)).toBe(`"'${start}1+2"`);
    expect(csvCell('-Anil Das')).toBe(`"'-Anil Das"`);
  });

  it('defuses a formula after any list separator, for a reader that splits the cell there', () => {
    expect(csvCell('x;=1+2;')).toBe(`"x;'=1+2;"`);
    expect(csvCell('x;=ROW()*1000;')).toBe(`"x;'=ROW()*1000;"`);
    expect(csvCell('a,+1')).toBe(`"a,'+1"`);
    expect(csvCell('a|@SUM(1)')).toBe(`"a|'@SUM(1)"`);
    expect(csvCell('a\t-1')).toBe(`"a\t'-1"`);
    expect(csvCell('a; =1')).toBe(`"a; '=1"`);
    expect(csvCell('=1;=2')).toBe(`"'=1;'=2"`);
  });

  it('leaves text with formula characters elsewhere as it is', () => {
    expect(csvCell('C++ = fast; really')).toBe('"C++ = fast; really"');
    expect(csvCell('applicant-1@example.com')).toBe('"applicant-1@example.com"');
    expect(csvCell('2026-02-01')).toBe('"2026-02-01"');
  });
});
