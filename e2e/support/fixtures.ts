import { expect, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** The header of an API call made for a test account. */
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A one-page PDF resume: the name as its heading, `line` below it (what matching reads). */
export async function resumePdf(name: string, line: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(`${name} - Resume`, { x: 50, y: 780, size: 22, font });
  page.drawText(line, { x: 50, y: 740, size: 12, font });
  return Buffer.from(await pdf.save());
}

/** A full job-seeker profile (PUT /api/user/profile) of a frontend engineer: a strong match for React jobs. */
export const frontendEngineerProfile = {
  title: 'Senior Frontend Engineer',
  headline: 'Frontend engineer building fast React and TypeScript products',
  experience: '5 Years',
  location: 'Bengaluru',
  phone: '+91 98450 12345',
  skills: ['React', 'TypeScript', 'Node.js', 'GraphQL', 'Jest'],
  employment: [
    {
      title: 'Senior Frontend Engineer',
      company: 'Pixel Labs',
      startDate: '2022-02',
      endDate: '',
      isCurrentJob: true,
      description: 'Lead the React and TypeScript dashboard; built Node.js APIs and Jest test suites.',
    },
    {
      title: 'Frontend Developer',
      company: 'Bright Apps',
      startDate: '2020-01',
      endDate: '2022-01',
      isCurrentJob: false,
      description: 'Built React single-page apps in TypeScript.',
    },
  ],
  education: [
    {
      degree: 'B.Tech Computer Science',
      institution: 'RV College of Engineering',
      startDate: '2015-08',
      endDate: '2019-05',
      isCurrentStudy: false,
      cgpa: '8.6',
      description: '',
    },
  ],
  projects: [
    {
      name: 'Open-source design system',
      description: 'Accessible React component library used by 40 teams.',
      technologies: 'React, TypeScript, Storybook',
      startDate: '2023-03',
      endDate: '',
      isCurrentProject: true,
      role: 'Maintainer',
      link: 'https://example.com/design-system',
    },
  ],
};

/** A React job that `frontendEngineerProfile` matches well; `changes` override any field. */
export const reactJob = {
  location: 'Bengaluru',
  description: 'Build fast, accessible web apps with React and TypeScript for our hiring platform.',
  requirements: 'Production experience with React, TypeScript and Node.js; testing with Jest.',
  salaryMin: 90000,
  salaryMax: 140000,
  companyName: 'E2E Corp',
  experienceMin: 3,
  experienceMax: 6,
  openings: 2,
  keySkills: ['React', 'TypeScript', 'Node.js'],
  type: 'Full-Time',
  category: 'Engineering',
};

/** Posts a job through the API as the employer holding `token`; answers its id. */
export async function postJob(
  request: APIRequestContext,
  token: string,
  title: string,
  changes: Partial<typeof reactJob> = {},
): Promise<string> {
  const res = await request.post('/api/jobs', {
    headers: auth(token),
    data: { ...reactJob, ...changes, title },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { job: { _id: string } }).job._id;
}
