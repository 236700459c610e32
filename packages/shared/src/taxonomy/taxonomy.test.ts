import { describe, expect, it } from 'vitest';
import { LEXICON_VERSION, lexiconVersionOf } from '../lexicon';
import { scoreMatch } from '../match';
import { buildRoleFamilies, familySimilarity, roleFamilies } from '../match/roles';
import { buildLexicon } from '../search/concepts';
import { parseKeywords, plainWords, searchDocumentOf, type SearchableJob } from '../search';
import { parseTaxonomy, TAXONOMY_DATA, taxonomy, type TaxonomyData } from '.';

const copy = (): TaxonomyData => structuredClone(TAXONOMY_DATA) as TaxonomyData;

const job = (title: string): SearchableJob => ({
  title,
  companyName: 'Acme',
  location: 'Pune',
  type: 'Full-time',
  category: '',
  description: '',
  requirements: '',
  keySkills: [],
});

/** Whether the search finds a job of this title for the query: every unit of it meets the index. */
function searchFinds(query: string, title: string): boolean {
  const doc = searchDocumentOf(job(title));
  const index = new Set(`${doc.docTitle} ${doc.docSkills}`.split(' '));
  const { units } = parseKeywords(query);
  return units.length > 0 && units.every((u) => u.terms.some((t) => index.has(t)));
}

describe('the taxonomy data', () => {
  it('passes its schema', () => {
    expect(() => parseTaxonomy(TAXONOMY_DATA)).not.toThrow();
    expect(taxonomy().roles.length).toBeGreaterThan(40);
  });

  it('refuses a bad file: a twice-used id, a relation to nothing, an unknown field, a broader cycle', () => {
    const twice = copy();
    twice.concepts.push(twice.concepts[0]!);
    expect(() => parseTaxonomy(twice)).toThrow(/used twice/);

    const dangling = copy();
    dangling.concepts.push({
      id: 'role:pilot',
      kind: 'role',
      name: 'Pilot',
      labels: ['pilot'],
      broader: ['role:aviation'],
    });
    expect(() => parseTaxonomy(dangling)).toThrow(/role:aviation is not a role/);

    const unknown = copy();
    unknown.concepts.push({ id: 'skill:cobol', kind: 'skill', labels: ['cobol'], synonyms: [] } as never);
    expect(() => parseTaxonomy(unknown)).toThrow();

    const cycle = copy();
    cycle.concepts.push(
      { id: 'role:a', kind: 'role', name: 'A', labels: [], broader: ['role:b'] },
      { id: 'role:b', kind: 'role', name: 'B', labels: [], broader: ['role:a'] },
    );
    expect(() => parseTaxonomy(cycle)).toThrow(/lead back/);
  });

  it('gives the index version: a positive 31-bit integer that changes with the data', () => {
    expect(Number.isInteger(LEXICON_VERSION)).toBe(true);
    expect(LEXICON_VERSION).toBeGreaterThan(0);
    expect(LEXICON_VERSION).toBeLessThan(2 ** 31);
    expect(lexiconVersionOf(TAXONOMY_DATA)).toBe(LEXICON_VERSION);
    const changed = copy();
    changed.concepts.find((c) => c.id === 'role:driver')!.labels.push('cab driver');
    expect(lexiconVersionOf(changed)).not.toBe(LEXICON_VERSION);
  });
});

describe('one reading of roles for the search and the match', () => {
  it('knows every named role of the data in both', () => {
    const tax = taxonomy();
    for (const role of tax.roles) {
      for (const label of role.labels) {
        expect(searchFinds(label, label), `search: ${label}`).toBe(true);
        if (!role.generic) expect(roleFamilies(label).size, `match: ${label}`).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['Delivery Executive', 'delivery boy', 'Rider'],
    ['Driver', 'chauffeur', 'Chauffeur'],
    ['Chef', 'cook', 'Commis Chef'],
    ['Hospital Pharmacist', 'pharmacist', 'Staff Nurse'],
    ['Lawyer', 'advocate', 'Paralegal'],
    ['Receptionist', 'receptionist', 'Back Office Executive'],
    ['Doctor', 'physician', 'Physician'],
  ])(
    '%s: the search finds it for "%s", the match sees %s as the same kind of role',
    (title, query, person) => {
      expect(searchFinds(query, title)).toBe(true);
      expect(familySimilarity(roleFamilies(title), roleFamilies(person))).toBe(1);
    },
  );

  it.each([
    ['Delivery Executive', 'Delivery Boy'],
    ['Hospital Pharmacist', 'Staff Nurse'],
    ['Commis Chef', 'Cook'],
    ['Advocate', 'Legal Counsel'],
  ])('shows a %s job to a %s as the same kind of role in "How you match"', (title, person) => {
    const { breakdown } = scoreMatch({ title }, { title: person });
    expect(breakdown.factors.find((f) => f.key === 'role')?.detail).toBe('Same kind of role');
  });

  it('makes an occupation added to the data known to both', () => {
    const data = copy();
    data.concepts.push({
      id: 'role:drone-pilot',
      kind: 'role',
      name: 'Drone pilot',
      labels: ['drone pilot', 'uav operator'],
      related: [{ id: 'role:driver', weight: 0.3 }],
    });
    const tax = parseTaxonomy(data);
    const phrase = buildLexicon(tax).phrases.get(plainWords('uav operator').join(' '));
    expect(phrase?.indexed.map((c) => c.token)).toEqual(['qqdronepilot']);
    expect(phrase?.asked.map((c) => c.token)).toEqual(['qqdronepilot']);
    const families = buildRoleFamilies(tax);
    expect([...roleFamilies('Senior UAV Operator', families)]).toEqual(['role:drone-pilot']);
    expect(families.related.get('role:drone-pilot')?.get('role:driver')).toBe(0.3);
  });
});
