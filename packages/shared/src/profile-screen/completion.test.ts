import { describe, expect, it } from 'vitest';
import type { User } from '../user';
import { missingProfileFields, PROFILE_COMPLETION_FIELDS, profileCompletion } from './completion';

const empty: Partial<User> = {
  name: '',
  fullName: '',
  email: '',
  avatar: null,
  title: '',
  company: '',
  location: '',
  phone: '',
  experience: '',
  headline: '',
  skills: [],
  employment: [],
  education: [],
  projects: [],
  resume: null,
};

const full: Partial<User> = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  avatar: '/uploads/images/a.webp',
  title: 'Engineer',
  company: 'Northwind',
  location: 'Pune',
  phone: '+91 98765 43210',
  experience: '3 Years',
  resume: { fileUrl: '/api/user/resume/file/1', fileName: 'cv.pdf' },
  headline: 'Builds things',
  skills: ['TypeScript'],
  employment: [
    { title: 'SRE', company: 'X', startDate: '2020-01', endDate: '', isCurrentJob: true, description: '' },
  ],
  education: [
    {
      degree: 'B.Tech',
      institution: 'IIT',
      startDate: '2016-07',
      endDate: '2020-05',
      isCurrentStudy: false,
      cgpa: '',
      description: '',
    },
  ],
  projects: [
    {
      name: 'Site',
      description: 'A site',
      technologies: '',
      startDate: '2021-01',
      endDate: '',
      isCurrentProject: true,
      role: '',
      link: '',
    },
  ],
};

describe('profile completion (docs/product.md section 9)', () => {
  it('tracks the 14 fields of the spec', () => {
    expect(PROFILE_COMPLETION_FIELDS).toHaveLength(14);
  });

  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(profileCompletion(empty)).toBe(0);
    expect(profileCompletion({})).toBe(0);
    expect(profileCompletion(full)).toBe(100);
    expect(missingProfileFields(full)).toEqual([]);
  });

  it('rounds the share of filled fields to a whole percent', () => {
    expect(profileCompletion({ ...empty, name: 'Asha', email: 'a@b.co' })).toBe(14); // 2/14 = 14.28
    expect(profileCompletion({ ...empty, name: 'Asha', email: 'a@b.co', phone: '1' })).toBe(21); // 21.43
    expect(profileCompletion({ ...full, projects: [] })).toBe(93); // 13/14 = 92.86
    expect(profileCompletion({ ...full, projects: [], education: [] })).toBe(86); // 85.71
  });

  it('counts whitespace-only text and empty lists as missing', () => {
    expect(missingProfileFields({ ...full, title: '   ', skills: [] })).toEqual(['title', 'skills']);
  });

  it('accepts fullName for the name and an object with fileUrl for the avatar', () => {
    const user = { ...empty, fullName: 'Asha Rao', avatar: { fileUrl: '/a.webp' } as unknown as string };
    expect(missingProfileFields(user)).not.toContain('name');
    expect(missingProfileFields(user)).not.toContain('avatar');
    expect(missingProfileFields({ ...empty, avatar: { fileUrl: '' } as unknown as string })).toContain(
      'avatar',
    );
  });

  it('lists what is missing in the spec order', () => {
    expect(missingProfileFields({ ...full, resume: null, avatar: null, projects: [] })).toEqual([
      'avatar',
      'resume',
      'projects',
    ]);
  });
});
