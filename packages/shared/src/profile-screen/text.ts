import { HEADLINE_GUIDANCE, SKILL_MAX_LENGTH } from '../constants';

/**
 * Labels of the job seeker's profile screen (docs/product.md 2.15, 4 and 5). The toasts and error texts the
 * spec quotes are in `profileMessages`; these are the screen's own words, shared with the e2e tests.
 */
export const profileText = {
  pageTitle: 'My Profile',
  completion: 'Profile completion',
  completionDone: 'Your profile is complete. Great work!',
  completionLeft: (missing: number) => `${missing} ${missing === 1 ? 'item' : 'items'} left to reach 100%`,
  saving: 'Saving...',
  saved: 'Saved',
  add: 'Add',
  update: 'Update',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  quickLinks: 'Quick links',

  // Header card
  editProfile: 'Edit profile',
  changePhoto: 'Change profile picture',
  fullName: 'Full Name',
  email: 'Email',
  jobTitle: 'Job Title',
  company: 'Company',
  location: 'Location',
  phone: 'Phone',
  experience: 'Experience',
  ctc: 'Current CTC',
  noticePeriod: 'Notice Period',
  notAdded: 'Not added',
  emailReadOnly: 'Your sign-in e-mail cannot be changed here.',
  addTitle: 'Add your job title',
  experiencePlaceholder: 'e.g. 3 Years 2 Months',
  ctcPlaceholder: 'e.g. 12 LPA',
  noticePlaceholder: 'e.g. 30 days',

  // Sections, in the spec's order
  resume: 'Resume',
  headline: 'Profile Headline',
  skills: 'Key Skills',
  employment: 'Employment',
  education: 'Education',
  projects: 'Projects',

  // Resume
  resumeIntro: 'Your resume is the first thing recruiters look at. Keep it current.',
  resumeDrop: 'Drag and drop your resume here',
  resumeOr: 'or',
  resumeChoose: 'Choose file',
  resumeFormats: 'PDF, DOC or DOCX, up to 10 MB',
  resumeUploading: 'Uploading...',
  resumeComplete: 'Complete',
  resumeReplace: 'Replace',
  resumePreview: 'Preview',
  resumeDownload: 'Download',
  resumeLastUpdated: 'Last updated',
  resumePreviewTitle: 'Resume preview',
  closePreview: 'Close preview',
  resumeDeleteTitle: 'Delete your resume?',
  resumeDeleteWarning: (fileName: string) =>
    `"${fileName}" will be removed from your profile. You will need a resume again before you can apply to jobs.`,
  resumeDeleteConfirm: 'Delete resume',
  resumeTextPending:
    "We are still reading your resume. This can take a few minutes; employers' match scores will use it once we are done.",
  resumeTextUnreadable:
    "We could not read the text of this resume, so employers' match scores will not use it. Try a PDF exported from your editor.",

  // Headline
  headlineIntro: 'A one-line summary of who you are and what you do best.',
  headlinePlaceholder: 'e.g. Full-stack engineer building fast, accessible web products',
  headlineEmpty: 'Add a headline so recruiters see your strengths at a glance.',
  headlineCounter: (length: number) => `${length}/${HEADLINE_GUIDANCE}`,
  headlineGuidance: `Stay under ${HEADLINE_GUIDANCE} characters so it reads well everywhere.`,

  // Skills
  skillsIntro: 'Recruiters search by skills. Add the ones you want to be found for.',
  skillPlaceholder: 'e.g. TypeScript',
  addSkill: 'Add skill',
  skillCounter: (length: number) => `${length}/${SKILL_MAX_LENGTH}`,
  skillsTip: 'Tip: add 5-10 key skills that describe your strongest expertise.',
  skillsEmpty: 'No skills added yet.',
  removeSkill: (skill: string) => `Remove ${skill}`,

  // Employment
  employmentIntro: 'Your work history, most relevant first.',
  addEmployment: 'Add employment',
  editEmployment: 'Edit employment',
  employmentEmptyTitle: 'Share Your Work Experience',
  employmentEmptyText: 'Add the roles you have held so employers can see where you have made an impact.',
  employmentTitleLabel: 'Job Title',
  employmentCompanyLabel: 'Company Name',
  currentJob: 'I currently work here',

  // Education
  educationIntro: 'Degrees, courses and certifications.',
  addEducation: 'Add education',
  editEducation: 'Edit education',
  educationEmptyTitle: 'Showcase Your Education',
  educationEmptyText: 'Add your degrees and courses to round out your profile.',
  degreeLabel: 'Degree / Course Name',
  institutionLabel: 'Institution',
  cgpaLabel: 'CGPA / Grade',
  currentStudy: "I'm currently studying here",

  // Projects
  projectsIntro: 'Work you are proud of, with the stack you used.',
  addProject: 'Add project',
  editProject: 'Edit project',
  projectsEmptyTitle: 'Build Your Portfolio',
  projectsEmptyText: 'Show what you have built: side projects, open source or work highlights.',
  projectNameLabel: 'Project Name',
  projectRoleLabel: 'Your Role',
  projectDescriptionLabel: 'Project Description',
  technologiesLabel: 'Technologies',
  technologiesHint: 'Separate with commas, e.g. React, Node.js, PostgreSQL',
  projectLinkLabel: 'Project Link',
  currentProject: "I'm currently working on this project",
  inProgress: 'In Progress',
  completed: 'Completed',
  viewProject: 'View project',

  // Entry forms
  startDate: 'Start Date',
  endDate: 'End Date',
  description: 'Description',
  optional: 'Optional',
} as const;
