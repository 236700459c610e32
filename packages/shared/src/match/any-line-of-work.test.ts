import { describe, expect, it } from 'vitest';
import { educationFit } from './education';
import { movingTo } from './location';
import { jobTitleOf, titleSimilarity } from './roles';
import { MATCH_SCORE_VERSION, scoreMatch, type MatchJob } from './score';
import type { MatchProfile } from './profile';

// A job outside software, for which no lexicon entry exists: the method has to read it from
// the words themselves.
const nurseJob: MatchJob = {
  title: 'Staff Nurse (Intensive Care Unit)',
  location: 'Lucknow',
  type: 'Full-Time',
  description: 'Care for patients in a 20-bed ICU; ventilator care, medication rounds and shift handovers.',
  requirements: 'B.Sc Nursing or GNM with a state nursing council registration\n2-6 years of ICU nursing',
  keySkills: ['Critical Care Nursing', 'Ventilator Management', 'Infection Control', 'Basic Life Support'],
  experienceMin: 2,
  experienceMax: 6,
  education: 'B.Sc Nursing / GNM',
};

const icuNurse: MatchProfile = {
  title: 'Registered Nurse',
  headline: 'ICU nurse | 4 years',
  skills: ['Patient care'],
  experience: '4 Years',
  location: 'Lucknow',
  employment: [
    {
      title: 'Nurse - Medical ICU',
      startDate: '2021-01',
      isCurrentJob: true,
      description:
        'Nursing care of critically ill patients on ventilators; managed ventilator settings with the intensivist, ' +
        'ran infection-control audits and BLS for new staff.',
    },
  ],
  education: [{ degree: 'B.Sc. Nursing', institution: 'KGMU' }],
};

const stuffer: MatchProfile = {
  title: 'Front Office Executive',
  skills: ['Critical Care Nursing', 'Ventilator Management', 'Infection Control', 'Basic Life Support'],
  experience: '4 Years',
  location: 'Lucknow',
  employment: [
    {
      title: 'Front Office Executive',
      startDate: '2021-01',
      isCurrentJob: true,
      description: 'Patient registration, billing counters and appointment calls at a hospital reception.',
    },
  ],
  education: [{ degree: 'B.Com', institution: 'Lucknow University' }],
};

describe('the match score in a line of work it has no lexicon for', () => {
  it('finds skills written in other word forms and as initials', () => {
    const { breakdown } = scoreMatch(nurseJob, icuNurse);
    expect(breakdown.matchedSkills).toEqual([
      'Critical Care Nursing',
      'Ventilator Management',
      'Infection Control',
      'Basic Life Support',
    ]);
    expect(breakdown.missingSkills).toEqual([]);
  });

  it('ranks the nurse who did the work far above a list copied from the ad', () => {
    const nurse = scoreMatch(nurseJob, icuNurse);
    const copied = scoreMatch(nurseJob, stuffer);
    expect(nurse.score).toBeGreaterThan(copied.score + 40);
    expect(copied.breakdown.unverifiedSkills).toEqual(nurseJob.keySkills);
  });

  it('reads the degree the job asks for, under its other spellings', () => {
    const factor = (p: MatchProfile) =>
      scoreMatch(nurseJob, p).breakdown.factors.find((f) => f.key === 'education')!.score;
    expect(factor(icuNurse)).toBe(100);
    expect(factor(stuffer)).toBeLessThan(50);
  });

  it('carries the version that makes stored scores recompute', () => {
    expect(MATCH_SCORE_VERSION).toBe(2);
    expect(scoreMatch(nurseJob, icuNurse).breakdown.version).toBe(2);
  });
});

describe('skill evidence', () => {
  const job: MatchJob = {
    title: 'Site Supervisor',
    keySkills: ['Bar Bending Schedule', 'CASA', 'Preventive Maintenance'],
  };
  const shown = (description: string) =>
    scoreMatch(job, { employment: [{ title: 'Supervisor', description }] }).breakdown.matchedSkills;

  it('meets initials of a skill, and a skill in initials spelled out', () => {
    expect(shown('Prepared BBS for slabs')).toEqual(['Bar Bending Schedule']);
    expect(shown('Opened current account savings account relationships')).toEqual(['CASA']);
  });

  it('takes two-letter initials only next to the skill’s own last word', () => {
    expect(shown('PM and breakdown maintenance of pumps')).toEqual(['Preventive Maintenance']);
    expect(shown('Daily meeting at 5 pm with the client')).toEqual([]);
  });

  it('does not take one word for another that only starts the same', () => {
    const job: MatchJob = { title: 'Planner', keySkills: ['Production Planning', 'Sales'] };
    const operator = {
      employment: [{ title: 'Operator', description: 'Plant operator in production; Salesforce data entry' }],
    };
    expect(scoreMatch(job, operator).breakdown.matchedSkills).toEqual([]);
  });

  it('gives part of the credit when only some words of a skill are shown', () => {
    const partly = scoreMatch(job, {
      employment: [{ title: 'Supervisor', description: 'Maintenance of pumps' }],
    });
    const none = scoreMatch(job, { employment: [{ title: 'Supervisor', description: 'Painting walls' }] });
    const skills = (r: typeof partly) => r.breakdown.factors.find((f) => f.key === 'skills')!.score;
    expect(skills(partly)).toBeGreaterThan(skills(none));
    expect(partly.breakdown.missingSkills).toContain('Preventive Maintenance');
  });
});

describe('seniority from the title when no years are given', () => {
  it('reads a head of department as far above a 2-6 year role, and says so', () => {
    const head = scoreMatch(nurseJob, { title: 'Head - Nursing', location: 'Lucknow' });
    const plain = scoreMatch(nurseJob, { title: 'Staff Nurse', location: 'Lucknow' });
    const fit = (r: typeof head) => r.breakdown.factors.find((f) => f.key === 'experience')!;
    expect(fit(head).score).toBeLessThan(fit(plain).score);
    expect(fit(head).detail).toBe('about 10 yrs by the title for 2-6 yrs');
    expect(head.breakdown.experienceYears).toBeNull();
    expect(fit(plain).detail).toBe('unknown for 2-6 yrs');
  });
});

describe('titles in any trade', () => {
  it('reads alternatives, initials and the head noun of a job title', () => {
    const title = jobTitleOf('Customer Service Representative / Telecaller (Voice Process)');
    expect(titleSimilarity(title, 'CSR')).toBe(1);
    expect(titleSimilarity(title, 'Senior Telecaller')).toBeGreaterThan(0.8);
    expect(titleSimilarity(title, 'Sales Representative')).toBeGreaterThan(0.4);
    expect(titleSimilarity(title, 'Sales Representative')).toBeLessThan(0.8);
    expect(titleSimilarity(title, 'Warehouse Picker')).toBe(0);
  });
});

describe('education', () => {
  it('meets degrees under their other names and levels', () => {
    expect(educationFit('B.Ed', ['Bachelor of Education'])).toBe(1);
    expect(educationFit('D.Pharm / B.Pharm', ['Pharm.D'])).toBe(1);
    expect(educationFit('B.E/B.Tech (Mechanical)', ['B.E., Mechanical Engineering'])).toBe(1);
    expect(educationFit('MBA (Finance) / CA', ['MBA, Finance'])).toBe(1);
    expect(educationFit('B.Sc Nursing / GNM', ['M.Sc. Nursing'])).toBe(0.9);
  });

  it('counts the right degree in another subject, or the subject in another course, for part', () => {
    expect(educationFit('B.E/B.Tech (Mechanical)', ['B.Tech, Civil'])).toBeLessThan(1);
    expect(educationFit('ITI (Fitter)', ['Diploma in Fitter Trade'])).toBeLessThan(1);
    expect(educationFit('ITI (Fitter)', ['Diploma in Fitter Trade'])).toBeGreaterThan(
      educationFit('ITI (Fitter)', ['B.Com'])!,
    );
  });

  it('knows any graduate, nothing known, and nothing asked', () => {
    expect(educationFit('Any Graduate', ['B.A.'])).toBe(1);
    expect(educationFit('Any Graduate', ['Diploma in Desktop Publishing'])).toBeLessThan(1);
    expect(educationFit('B.Ed', [])).toBe(0.4);
    expect(educationFit('', ['B.A.'])).toBeNull();
  });

  it('takes any later course for a school level, and a master’s for a postgraduate', () => {
    expect(educationFit('12th Pass', ['B.Com'])).toBe(1);
    expect(educationFit('Post Graduate', ['M.Com'])).toBe(1);
    expect(educationFit('Post Graduate', ['B.Com'])).toBeLessThan(1);
  });
});

describe('location in the person’s own words', () => {
  it('takes a stated move to the job’s city, and not a refusal', () => {
    expect(movingTo('Jaipur', 'Relocating to Jaipur in July (family move)')).toBe(true);
    expect(movingTo('Pune', 'Native of Pune; willing to relocate to Pune immediately')).toBe(true);
    expect(movingTo('Mumbai', 'Open to relocating to Navi Mumbai')).toBe(true);
    expect(movingTo('Vadodara', 'Not willing to relocate from Rajkot')).toBe(false);
    expect(movingTo('Kochi', 'Relocating to Chennai')).toBe(false);
    expect(movingTo('New Delhi', 'Moving to new challenges in sales')).toBe(false);
  });

  it('takes the job’s whole city name, not its first word', () => {
    const job: MatchJob = { title: 'Chef', location: 'North Goa', keySkills: [] };
    const fit = (location: string) =>
      scoreMatch(job, { title: 'Chef', location }).breakdown.factors.find((f) => f.key === 'location')!.score;
    expect(fit('North Goa, Goa')).toBe(100);
    expect(fit('North Delhi')).toBeLessThan(100);
  });

  it('scores a person moving to the city like one living there', () => {
    const job: MatchJob = { title: 'Accountant', location: 'Indore', keySkills: ['Tally'] };
    const here = {
      title: 'Accountant',
      location: 'Indore',
      employment: [{ title: 'Accountant', description: 'Tally' }],
    };
    const moving = { ...here, location: 'Bhopal', resumeText: 'Moving to Indore next month' };
    const staying = { ...here, location: 'Bhopal' };
    expect(scoreMatch(job, moving).score).toBe(scoreMatch(job, here).score);
    const factor = scoreMatch(job, moving).breakdown.factors.find((f) => f.key === 'location')!;
    expect(factor.detail).toBe('Bhopal, moving to Indore');
    expect(scoreMatch(job, staying).score).toBeLessThan(scoreMatch(job, here).score);
  });
});
