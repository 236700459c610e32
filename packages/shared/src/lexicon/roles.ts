/**
 * Role families for the job search. A query for one of `names` finds every job whose title, skills
 * or classification uses a name or one of `includes` (narrower roles): "sde" finds a "Backend
 * Developer (Node.js)", while "backend developer" does not widen to every software job. `asks`:
 * words that, typed as a query, ask for the family too, without placing a job in it.
 * `stack`: a developer title naming a technology of the stack is in the family ('Python Developer'
 * is a backend role).
 */
export interface RoleFamily {
  names: string[];
  includes: string[];
  asks?: string[];
  stack?: string[];
}

/** Words that, next to a programming language or web technology in a title, make it a software role. */
export const DEVELOPER_WORDS = ['developer', 'engineer', 'programmer', 'dev', 'sde', 'swe', 'architect'];

/**
 * Of those, the words that make a title a software role with the technology named only among the
 * skills ('Embedded Developer' with C++); 'engineer' does not, since QA, data and ML engineers
 * list languages too.
 */
export const CODING_WORDS = ['developer', 'programmer', 'dev', 'sde', 'swe'];

const FRONTEND_STACK = [
  'react',
  'angular',
  'vue',
  'nextjs',
  'javascript',
  'typescript',
  'html',
  'css',
  'svelte',
];
const BACKEND_STACK = [
  'java',
  'python',
  'golang',
  'php',
  'ruby',
  'nodejs',
  'dotnet',
  'scala',
  'rust',
  'elixir',
  'spring boot',
  'django',
  'laravel',
  'microservices',
];
const MOBILE_STACK = ['android', 'ios', 'kotlin', 'swift', 'flutter', 'dart', 'react native'];

export const ROLE_FAMILIES: RoleFamily[] = [
  {
    names: [
      'software engineer',
      'software developer',
      'software development engineer',
      'sde',
      'sde 1',
      'sde 2',
      'sde i',
      'sde ii',
      'swe',
      'programmer',
      'software engineering',
      'coder',
    ],
    includes: [
      'web developer',
      'application developer',
      'applications engineer',
      'platform engineer',
      'member of technical staff',
      'mts',
      'embedded software engineer',
      'firmware engineer',
      'game developer',
    ],
    asks: ['software', 'developer jobs', 'it jobs'],
  },
  {
    names: [
      'frontend',
      'front end',
      'frontend developer',
      'frontend engineer',
      'front end developer',
      'front end engineer',
      'ui developer',
      'ui engineer',
    ],
    includes: ['full stack', 'fullstack', 'mern', 'mean stack'],
    stack: FRONTEND_STACK,
  },
  {
    names: [
      'backend',
      'back end',
      'backend developer',
      'backend engineer',
      'back end developer',
      'server side',
    ],
    includes: ['full stack', 'fullstack', 'mern', 'mean stack'],
    stack: BACKEND_STACK,
  },
  {
    names: ['full stack', 'fullstack', 'full stack developer', 'full stack engineer', 'mern', 'mean stack'],
    includes: [],
  },
  {
    names: [
      'mobile developer',
      'mobile app developer',
      'mobile application developer',
      'app developer',
      'mobile engineer',
    ],
    includes: [],
    stack: MOBILE_STACK,
  },
  {
    names: ['qa', 'quality assurance', 'tester', 'testing', 'qa engineer', 'test engineer', 'sdet'],
    includes: ['automation tester', 'manual tester', 'qa analyst', 'quality analyst', 'test automation'],
  },
  {
    names: ['devops', 'site reliability', 'sre', 'dev ops'],
    includes: ['platform engineer', 'cloud engineer'],
  },
  {
    names: ['data scientist', 'data science'],
    includes: ['machine learning engineer', 'ml engineer'],
  },
  {
    names: ['data analyst', 'data analytics', 'business intelligence'],
    includes: ['bi developer', 'power bi developer', 'bi analyst', 'mis analyst', 'reporting analyst'],
  },
  {
    names: [
      'ux designer',
      'ui ux designer',
      'uiux designer',
      'ui designer',
      'ux ui designer',
      'product designer',
      'interaction designer',
      'user experience designer',
    ],
    includes: [],
  },
  { names: ['ui', 'user interface'], includes: ['ui ux', 'uiux'] },
  { names: ['ux', 'user experience'], includes: ['ui ux', 'uiux', 'product designer'] },
  { names: ['hr', 'human resources', 'people operations'], includes: ['recruiter', 'talent acquisition'] },
  {
    names: ['recruiter', 'recruitment', 'talent acquisition'],
    includes: ['technical recruiter', 'hr executive'],
  },
  { names: ['ca', 'chartered accountant'], includes: [] },
  { names: ['accountant', 'accounts executive', 'accounts assistant'], includes: ['chartered accountant'] },
  {
    names: ['bpo', 'call center', 'call centre', 'voice process', 'chat process'],
    includes: [
      'customer support',
      'customer service',
      'customer care',
      'telecaller',
      'telecalling',
      'tele caller',
    ],
  },
  { names: ['customer support', 'customer service', 'customer care', 'customer success'], includes: [] },
  { names: ['telecaller', 'tele caller', 'telecalling', 'telesales', 'tele sales'], includes: [] },
  { names: ['nurse', 'nursing', 'staff nurse', 'gnm', 'anm'], includes: [] },
  { names: ['teacher', 'teaching', 'tutor', 'faculty', 'educator'], includes: [] },
  {
    names: ['driver', 'delivery partner', 'delivery executive', 'delivery boy', 'rider', 'chauffeur'],
    includes: [],
  },
  { names: ['chef', 'cook', 'commis chef', 'sous chef', 'commis'], includes: [] },
  { names: ['it', 'information technology', 'it software'], includes: [] },
  { names: ['sales', 'business development', 'bde', 'bdm', 'sales executive'], includes: [] },
  {
    names: ['digital marketing', 'performance marketing', 'online marketing'],
    includes: ['seo', 'sem', 'social media marketing', 'smm', 'google ads', 'ppc', 'seo specialist'],
  },
  { names: ['graphic designer', 'graphics designer', 'visual designer'], includes: [] },
  { names: ['product manager', 'product management', 'product owner'], includes: [] },
  { names: ['business analyst'], includes: [] },
  { names: ['intern', 'internship', 'trainee', 'apprentice'], includes: [] },
  // Head nouns of titles: matched in titles, skills and categories as words, not as stems in prose,
  // so 'developer' is not 'business development' and 'engineer' is not the Engineering department.
  { names: ['developer'], includes: [] },
  { names: ['engineer'], includes: [] },
  { names: ['manager'], includes: [] },
  { names: ['designer'], includes: [] },
  { names: ['executive'], includes: [] },
  { names: ['analyst'], includes: [] },
  { names: ['consultant'], includes: [] },
  { names: ['specialist'], includes: [] },
];

/** Words a job seeker adds that say nothing about which job: "jobs", "vacancy", "in". */
export const QUERY_NOISE = [
  'job',
  'jobs',
  'vacancy',
  'vacancies',
  'opening',
  'openings',
  'hiring',
  'position',
  'positions',
  'career',
  'careers',
  'opportunity',
  'opportunities',
  'role',
  'roles',
  'urgent',
  'urgently',
  'immediate',
  'required',
  'wanted',
  'needed',
  'near',
  'me',
  'in',
  'at',
  'for',
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'with',
  'to',
  'on',
  'from',
  'based',
  'location',
  'city',
];

/** Words asking for jobs open to people without experience: the experience range starts at 0. */
/**
 * Levels typed before a role ('junior accountant', 'senior java developer'). Jobs rarely write
 * them in the title, so a search that finds nothing with one keeps the role and lets the level go.
 */
export const LEVEL_WORDS = ['junior', 'jr', 'mid', 'midlevel', 'senior', 'sr', 'lead', 'principal'];

/**
 * How postings deny something (search/negation.ts): a word before what is denied ('no work from
 * home', 'not for freshers'), the words after one that deny nothing ('not only', 'not less than'),
 * and phrases after what is denied ('part timers need not apply').
 */
export const DENIAL_BEFORE = ['no', 'not', 'never', 'without'];
export const NOT_DENYING = [
  'only',
  'just',
  'merely',
  'less',
  'more',
  'later',
  'problem',
  'issue',
  'worries',
  'bar',
  'matter',
  'doubt',
  'limit',
];
export const DENIAL_AFTER = [
  'need not apply',
  'needs not apply',
  'please do not apply',
  'please dont apply',
  'do not apply',
  'dont apply',
  'should not apply',
  'not required',
  'not allowed',
  'not eligible',
  'not considered',
  'not accepted',
  'not entertained',
];

export const FRESHER_WORDS = ['fresher', 'freshers', 'entry level', 'no experience', 'graduate fresher'];

/** The work mode a query or location names (after the search normalization of its words). */
export const WORK_MODE_WORDS: Record<string, 'remote' | 'hybrid' | 'onsite'> = {
  remote: 'remote',
  'remote first': 'remote',
  'fully remote': 'remote',
  'work from home': 'remote',
  wfh: 'remote',
  'work from anywhere': 'remote',
  anywhere: 'remote',
  hybrid: 'hybrid',
  onsite: 'onsite',
  'on site': 'onsite',
  'in office': 'onsite',
  'work from office': 'onsite',
  wfo: 'onsite',
};
