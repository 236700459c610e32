import { describe, expect, it } from 'vitest';
import { experienceFit, parseExperienceText, experienceFromEmployment } from './experience';
import { scoreMatch, type MatchJob } from './score';
import type { MatchProfile } from './profile';

const job: MatchJob = {
  title: 'Senior Frontend Engineer',
  location: 'Bangalore',
  type: 'Full-Time',
  description: 'Own our React web app, from architecture to performance. Mentor engineers.',
  requirements: 'React and TypeScript\nRedux\nTesting with Jest',
  keySkills: ['React', 'TypeScript', 'Redux', 'Jest', 'Kubernetes'],
  experienceMin: 4,
  experienceMax: 8,
  education: 'B.Tech',
};

const engineer: MatchProfile = {
  title: 'Frontend Engineer',
  headline: 'Frontend Engineer',
  skills: ['ReactJS', 'TS', 'Redux'],
  experience: '5 Years',
  location: 'Bengaluru',
  employment: [
    {
      title: 'Frontend Engineer',
      company: 'PayGrid',
      startDate: '2021-01',
      endDate: '',
      isCurrentJob: true,
      description: 'Built the merchant dashboard with React.js, TypeScript and Redux Toolkit; Jest tests.',
    },
  ],
  education: [{ degree: 'B.Tech, Computer Science', institution: 'NIT' }],
};

describe('match score', () => {
  it('is deterministic and an integer from 0 to 100', () => {
    const a = scoreMatch(job, engineer);
    const b = scoreMatch(structuredClone(job), structuredClone(engineer));
    expect(a).toEqual(b);
    expect(Number.isInteger(a.score)).toBe(true);
    expect(a.score).toBeGreaterThanOrEqual(0);
    expect(a.score).toBeLessThanOrEqual(100);
  });

  it('understands spellings and synonyms of skills', () => {
    const { breakdown } = scoreMatch(job, engineer);
    expect(breakdown.matchedSkills).toEqual(['React', 'TypeScript', 'Redux', 'Jest']);
    expect(breakdown.missingSkills).toEqual(['Kubernetes']);
    expect(breakdown.summary).toBe('4 of 5 key skills; missing: Kubernetes; 5 yrs for 4-8');
  });

  it('never goes down when a matching skill is added with evidence', () => {
    const base = scoreMatch(job, engineer).score;
    const more = structuredClone(engineer);
    more.skills!.push('Kubernetes');
    more.employment![0]!.description += ' Deployed it on Kubernetes (k8s) with Helm.';
    expect(scoreMatch(job, more).score).toBeGreaterThanOrEqual(base);
    expect(scoreMatch(job, more).breakdown.matchedSkills).toContain('Kubernetes');
  });

  it('scores a stuffed skills list without evidence below the same skills with evidence', () => {
    const stuffed: MatchProfile = {
      ...engineer,
      title: 'Operations Executive',
      headline: 'Operations Executive',
      skills: ['React', 'TypeScript', 'Redux', 'Jest', 'Kubernetes'],
      employment: [
        {
          title: 'Operations Executive',
          company: 'QuickShip Logistics',
          startDate: '2019-01',
          endDate: '',
          isCurrentJob: true,
          description: 'Ran warehouse dispatch and vendor coordination for 40 stores.',
        },
      ],
    };
    const evidenced = structuredClone(engineer);
    evidenced.skills = ['React', 'TypeScript', 'Redux', 'Jest', 'Kubernetes'];
    evidenced.employment![0]!.description += ' Kubernetes deployments.';
    const low = scoreMatch(job, stuffed);
    expect(low.score).toBeLessThan(scoreMatch(job, evidenced).score - 30);
    expect(low.breakdown.unverifiedSkills).toEqual(['React', 'TypeScript', 'Redux', 'Jest', 'Kubernetes']);
  });

  it('penalizes far too junior and far too senior', () => {
    const fit = scoreMatch(job, engineer).score;
    const junior = scoreMatch(job, { ...engineer, experience: '1 Year' }).score;
    const senior = scoreMatch(job, { ...engineer, experience: '22 Years' }).score;
    expect(junior).toBeLessThan(fit - 25);
    expect(senior).toBeLessThan(fit - 25);
  });

  it('counts location only for jobs that are not remote', () => {
    const elsewhere = { ...engineer, location: 'Pune' };
    expect(scoreMatch(job, elsewhere).score).toBeLessThan(scoreMatch(job, engineer).score);
    const remote = { ...job, type: 'Remote', location: 'Remote' };
    expect(scoreMatch(remote, elsewhere).score).toBe(scoreMatch(remote, engineer).score);
    expect(scoreMatch(remote, engineer).breakdown.factors.map((f) => f.key)).not.toContain('location');
  });

  it('adds up: the factor points sum to the score', () => {
    const { score, breakdown } = scoreMatch(job, { ...engineer, location: 'Pune', experience: '2 Years' });
    const sum = breakdown.factors.reduce((s, f) => s + f.points, 0);
    expect(Math.abs(sum - score)).toBeLessThanOrEqual(2);
  });

  it('gives an empty profile with an unrelated title almost nothing', () => {
    expect(scoreMatch(job, { title: 'Accountant' }).score).toBeLessThan(10);
  });
});

describe('experience', () => {
  it('parses the free text', () => {
    expect(parseExperienceText('3 Years 2 Months')).toBeCloseTo(3 + 2 / 12);
    expect(parseExperienceText('7 Months')).toBeCloseTo(7 / 12);
    expect(parseExperienceText('Fresher')).toBe(0);
    expect(parseExperienceText('4.5 yrs')).toBe(4.5);
    expect(parseExperienceText('')).toBeNull();
  });

  it('computes years from employment dates, overlaps once', () => {
    const years = experienceFromEmployment(
      [
        {
          title: 'A',
          company: 'X',
          startDate: '2020-01',
          endDate: '2021-12',
          isCurrentJob: false,
          description: '',
        },
        { title: 'B', company: 'Y', startDate: '2021-06', endDate: '', isCurrentJob: true, description: '' },
      ],
      new Date('2024-01-15T00:00:00Z'),
    );
    expect(years).toBeCloseTo(4 + 1 / 12, 1);
  });

  it('fits the range and falls off outside it', () => {
    expect(experienceFit(5, 3, 6)).toBe(1);
    expect(experienceFit(1, 5, 9)).toBeLessThan(0.3);
    expect(experienceFit(20, 6, 10)).toBeLessThan(0.2);
    expect(experienceFit(null, 3, 6)).toBeGreaterThan(0.3);
  });
});
