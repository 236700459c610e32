import { describe, expect, it } from 'vitest';
import { withoutDenied } from './negation';
import { plainWords, searchDocumentOf, workModeOf } from '.';

const job = (description: string, requirements = '') => ({
  title: 'Telecaller',
  companyName: 'Acme',
  location: 'Jaipur',
  type: 'Full-Time',
  category: 'Sales',
  description,
  requirements,
  keySkills: [],
});
const kept = (text: string) => plainWords(withoutDenied(text));

describe('what a posting denies', () => {
  it('leaves out what follows a no or a not, up to the end of its clause', () => {
    expect(kept('Office job. No work from home. Salary on time.')).toEqual([
      'office',
      'job',
      'salary',
      'on',
      'time',
    ]);
    expect(kept('Not for freshers; 2 years needed')).toEqual(['2', 'years', 'needed']);
    expect(kept('Day shift only, no night shifts and Sunday off')).toEqual([
      'day',
      'shift',
      'only',
      'and',
      'sunday',
      'off',
    ]);
  });

  it('leaves out who need not apply', () => {
    expect(kept('Full time only. Part timers need not apply.')).toEqual(['full', 'time', 'only']);
    expect(kept('Freshers please do not apply')).toEqual([]);
  });

  it('keeps what is not denied', () => {
    expect(kept('Not only calls but also visits')).toContain('calls');
    expect(kept('not less than 2 years')).toContain('years');
    expect(kept('No. of openings: 4')).toContain('openings');
    expect(kept('No problem if you are new')).toContain('new');
    expect(kept('Work from home allowed')).toEqual(['work', 'from', 'home', 'allowed']);
  });

  it('does not index or read a work mode the posting denies', () => {
    const office = job('Calling from our office. No work from home.', 'Part timers need not apply.');
    expect(workModeOf(office)).toBe('onsite');
    const doc = searchDocumentOf(office);
    expect(doc.docBody.split(' ')).not.toContain('home');
    expect(doc.docBody.split(' ')).not.toContain('timer');
    expect(workModeOf(job('Work from home, calls on your own phone.'))).toBe('remote');
  });
});
