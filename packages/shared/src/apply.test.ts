import { describe, expect, it } from 'vitest';
import { matchTotalNote } from './apply';
import { scoreMatch, type MatchJob, type MatchProfile } from './match';

const job: MatchJob = {
  title: 'Frontend Engineer',
  location: 'Remote',
  type: 'Remote',
  description: 'Build our React web app with TypeScript.',
  requirements: 'React\nTypeScript',
  keySkills: ['React', 'TypeScript', 'Kubernetes'],
  experienceMin: 2,
  experienceMax: 6,
};

const profile: MatchProfile = {
  title: 'Frontend Engineer',
  experience: '4 Years',
  skills: ['React', 'TypeScript'],
  employment: [
    {
      title: 'Frontend Engineer',
      company: 'PayGrid',
      startDate: '2022-01',
      endDate: '',
      isCurrentJob: true,
      description: 'Built the web app with React and TypeScript.',
    },
  ],
};

/** The weights the note states, by factor label: 'key skills 32%' -> ['key skills', 0.32]. */
function statedWeights(note: string): Map<string, number> {
  return new Map(
    [...note.matchAll(/(?:weighs |, | and )([a-z ]+?) (\d+)%/g)].map((m) => [m[1]!, Number(m[2]) / 100]),
  );
}

describe('matchTotalNote', () => {
  it('states weights that rebuild the total from the factors when no check lowers it', () => {
    const { score, breakdown } = scoreMatch(job, profile);
    expect(breakdown.factors.find((f) => f.key === 'experience')?.score).toBe(100);
    const note = matchTotalNote(breakdown)!;
    expect(note).toBe(
      'The total weighs key skills 32%, role and title 42% and job description 26%; a shortfall in experience then lowers it.',
    );
    const weights = statedWeights(note);
    const rebuilt = breakdown.factors
      .filter((f) => weights.has(f.label.toLowerCase()))
      .reduce((sum, f) => sum + f.score * weights.get(f.label.toLowerCase())!, 0);
    expect(Math.abs(rebuilt - score)).toBeLessThanOrEqual(1);
  });

  it('names each check that applies to the job, and only those', () => {
    const onSite = { ...job, location: 'Pune', type: 'Full-Time', education: 'B.Tech' };
    const { score, breakdown } = scoreMatch(onSite, { ...profile, experience: '1 Year' });
    expect(matchTotalNote(breakdown)).toMatch(
      /a shortfall in experience, location or education then lowers it\.$/,
    );
    // The checks only take away: the total is below what the weighted factors give.
    const weights = statedWeights(matchTotalNote(breakdown)!);
    const core = breakdown.factors
      .filter((f) => weights.has(f.label.toLowerCase()))
      .reduce((sum, f) => sum + f.score * weights.get(f.label.toLowerCase())!, 0);
    expect(score).toBeLessThan(core);
  });

  it('says nothing about a breakdown an older scorer made', () => {
    const { breakdown } = scoreMatch(job, profile);
    expect(matchTotalNote({ ...breakdown, version: breakdown.version - 1 })).toBeNull();
  });
});
