/**
 * Labels of applying to a job and of "How you match" on the job seeker's job screens (spec 2.12,
 * 2.13). The spec's own messages (applied, failure, no resume) are `applicationMessages`.
 */
export const applyText = {
  /** spec 2.13 */
  applyNow: 'Apply Now',
  applying: 'Applying...',
  applicationsClosed: 'Applications closed',
  uploadResume: 'Upload your resume',
  howYouMatch: 'How you match',
  matchScore: 'Your match score',
  loadingMatch: 'Working out how you match...',
  previewNote: 'From your profile and resume as they are now.',
  appliedNote: 'Stored when you applied: this is the score the employer sees.',
  matchedSkills: 'Shown in your work',
  missingSkills: 'Missing',
  unverifiedSkills: 'Only listed',
  unverifiedHint:
    'Listed on your profile but not shown in your work history. Add a role or project that uses them so they count in full.',
  factors: 'What the score is made of',
  fit: 'fit',
} as const;
