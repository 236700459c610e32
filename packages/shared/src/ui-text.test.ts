import { describe, expect, it } from 'vitest';
import { navText, roleLabel } from './ui-text';

describe('roleLabel', () => {
  it('labels employers case-insensitively', () => {
    expect(roleLabel('employer')).toBe(navText.roleEmployer);
    expect(roleLabel('Employer')).toBe('Employer');
  });

  it('labels job seekers (and unknown roles) as Job Seeker', () => {
    expect(roleLabel('jobseeker')).toBe('Job Seeker');
    expect(roleLabel(undefined)).toBe('Job Seeker');
  });
});
