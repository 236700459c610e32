/**
 * Words of job titles and of queries that the search reads by rule rather than as concepts: the
 * words that make a title a developer's, the noise of a query, the words for freshers and for work modes.
 */

/** Words that, next to a programming language or web technology in a title, make it a software role. */
export const DEVELOPER_WORDS = ['developer', 'engineer', 'programmer', 'dev', 'sde', 'swe', 'architect'];

/**
 * Of those, the words that make a title a software role with the technology named only among the
 * skills ('Embedded Developer' with C++); 'engineer' does not, since QA, data and ML engineers
 * list languages too.
 */
export const CODING_WORDS = ['developer', 'programmer', 'dev', 'sde', 'swe'];

/** Single-letter or everyday words that name a language only next to other technical words. */
export const AMBIGUOUS_LANGUAGE_NAMES = ['go', 'c', 'r'];

/**
 * Role words with a technical sense that a technical neighbour (within two words) gives them: a
 * 'device driver' or a 'Linux driver' is no driver of vehicles, so neither the posting nor the
 * query asks for the role there, only for the word.
 */
export const TECHNICAL_SENSES: Record<string, string[]> = {
  driver: [
    'device',
    'kernel',
    'linux',
    'windows',
    'firmware',
    'embedded',
    'usb',
    'graphics',
    'gpu',
    'bsp',
    'android',
    'development',
    'developer',
    'engineer',
    'software',
  ],
};

/** Words a job seeker adds that say nothing about which job: "jobs", "vacancy", "in". */
export const QUERY_NOISE = [
  'job',
  'jobs',
  // Hindi and Hinglish: 'driver ki naukri', 'packing ka kaam', 'नौकरी चाहिए'.
  'naukri',
  'naukari',
  'kaam',
  'ki',
  'ka',
  'ke',
  'chahiye',
  'mein',
  'नौकरी',
  'काम',
  'की',
  'का',
  'के',
  'चाहिए',
  'में',
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

/** Words asking for jobs open to people without experience: the experience range starts at 0. */
export const FRESHER_WORDS = ['fresher', 'freshers', 'entry level', 'no experience', 'graduate fresher'];

/** The work mode a query or location names (after the search normalization of its words). */
export const WORK_MODE_WORDS: Record<string, 'remote' | 'hybrid' | 'onsite'> = {
  remote: 'remote',
  'remote first': 'remote',
  'fully remote': 'remote',
  'work from home': 'remote',
  'ghar se kaam': 'remote',
  'ghar baithe': 'remote',
  'ghar baithe kaam': 'remote',
  'घर से काम': 'remote',
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
