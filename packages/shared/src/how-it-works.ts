import { PRODUCT_NAME } from './messages';

/** The steps of one side of hiring in the landing page's 'How It Works' walkthrough (docs/product.md 2.3). */
export interface HowItWorksStep {
  key: string;
  title: string;
  text: string;
}

/**
 * The landing page's 'How It Works' dialog: what a job seeker and an employer do, step by step,
 * told with the product's own screens. Every step says what the product does today.
 */
export const howItWorksText = {
  title: `How ${PRODUCT_NAME} works`,
  description: 'From the first search to the hire, in four steps on each side.',
  close: 'Close',
  audiences: 'Who it is for',
  jobSeekersTab: 'For Job Seekers',
  employersTab: 'For Employers',
  jobSeekerSteps: [
    {
      key: 'search',
      title: 'Search open roles',
      text: 'Type a title, skill or company and a city, then narrow by job type, salary, work mode and date posted.',
    },
    {
      key: 'match',
      title: 'See how you match',
      text: 'Each job page scores your profile against the role: the key skills your work shows, your role and the job’s own words.',
    },
    {
      key: 'apply',
      title: 'Apply in one click',
      text: 'Upload your resume once; Apply Now sends your profile and resume to the employer.',
    },
    {
      key: 'track',
      title: 'Track every application',
      text: 'My Applications shows each status as it changes, from Applied to Hired, and you hear by e-mail.',
    },
  ],
  employerSteps: [
    {
      key: 'post',
      title: 'Post a job',
      text: 'Describe the role, key skills, experience and salary; edit, close or reopen it any time.',
    },
    {
      key: 'rank',
      title: 'Review ranked applicants',
      text: 'Applicants arrive best match first, each with a match score you can open.',
    },
    {
      key: 'profile',
      title: 'Open a full profile',
      text: 'See the work history, the resume and how each part of the match score was made.',
    },
    {
      key: 'status',
      title: 'Move people forward',
      text: 'Set In Review, Interview, Accepted, Hired or Rejected; the candidate hears by e-mail.',
    },
  ],
  getStartedJobSeeker: 'Create your free profile',
  getStartedEmployer: 'Start hiring',
} as const satisfies Record<string, unknown> & {
  jobSeekerSteps: readonly HowItWorksStep[];
  employerSteps: readonly HowItWorksStep[];
};
