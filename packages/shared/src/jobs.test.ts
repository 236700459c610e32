import { describe, expect, it } from 'vitest';
import { JOB_TEXT_LIMITS, jobFormSchema } from './jobs';

const job = {
  title: 'Platform Engineer',
  description: 'Runs the platform.',
  requirements: 'Go, PostgreSQL',
  companyName: 'Acme',
  salaryMin: 10,
  salaryMax: 20,
  experienceMin: 1,
  experienceMax: 3,
  openings: 2,
};
const messages = (values: object) =>
  jobFormSchema.safeParse({ ...job, ...values }).error?.issues.map((issue) => issue.message);

describe('job form limits', () => {
  it('say which box is too long or holds a number it cannot take', () => {
    expect(messages({})).toBeUndefined();
    expect(messages({ title: 'T'.repeat(161) })).toEqual(['Job title must be 160 characters or fewer']);
    expect(messages({ location: 'L'.repeat(161) })).toEqual(['Location must be 160 characters or fewer']);
    expect(messages({ keySkills: ['k'.repeat(41)] })).toEqual(['A key skill must be 40 characters or fewer']);
    expect(messages({ keySkills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) })).toEqual([
      'Please add no more than 20 key skills',
    ]);
    expect(messages({ description: 'd'.repeat(15_001) })).toEqual([
      'Job description must be 15000 characters or fewer',
    ]);
    expect(messages({ requirements: 'r'.repeat(5_001) })).toEqual([
      'Job requirements must be 5000 characters or fewer',
    ]);
    expect(messages({ openings: 1.5 })).toEqual(['Please enter a whole number']);
    expect(messages({ salaryMin: -1 })).toEqual(['Please enter 0 or more']);
    expect(messages({ salaryMax: 2_000_000_000 })).toEqual([
      'Please enter a number no larger than 1,000,000,000',
    ]);
  });

  it('take a long real posting: the longest texts and the most skills', () => {
    expect(
      messages({
        title: 'T'.repeat(JOB_TEXT_LIMITS.title),
        description: `  ${'d'.repeat(JOB_TEXT_LIMITS.description)}  `,
        requirements: 'r'.repeat(JOB_TEXT_LIMITS.requirements),
        keySkills: Array.from({ length: JOB_TEXT_LIMITS.keySkills }, (_, i) =>
          `${i}`.padEnd(JOB_TEXT_LIMITS.keySkill, 's'),
        ),
      }),
    ).toBeUndefined();
  });
});
