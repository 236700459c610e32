import type { JobSort, PostedWithin, WorkMode } from './jobs';

/**
 * Labels of the job seeker's job screens: search (docs/product.md 2.12), detail (2.13) and saved jobs (2.14).
 * The spec's messages for these screens (toasts, empty list, fetch failure) are in `jobMessages`.
 */
export const jobSearchText = {
  title: 'Find Your Dream Job',
  subtitle: 'Search open roles from companies that are hiring now.',
  keywordLabel: 'Job title, company or keywords',
  keywordPlaceholder: 'Job title, company or keywords',
  /** The same, short enough for the keyword box of a phone (under 640 px). */
  keywordPlaceholderShort: 'Title, company, keywords',
  locationLabel: 'Location',
  locationPlaceholder: 'City or remote',
  searchJobs: 'Search Jobs',
  filters: 'Filters',
  clearAll: 'Clear All',
  clearAllFilters: 'Clear All Filters',
  jobType: 'Job Type',
  salaryRange: 'Salary Range',
  category: 'Category',
  minSalary: 'Min salary',
  maxSalary: 'Max salary',
  anySalary: 'Any salary',
  showResults: 'Show results',
  gridView: 'Grid view',
  listView: 'List view',
  loadMore: 'Load more',
  loadingMore: 'Loading more jobs...',
  endOfList: "You've reached the end of the list.",
  saveJob: 'Save job',
  unsaveJob: 'Remove from saved jobs',
  closed: 'Closed',
  tryAgain: 'Try again',
  partialMatches: 'No exact matches; showing jobs matching some of your words',
  didYouMean: 'Did you mean',
  relatedSearches: 'Related searches',
  /** The accessible name of the box holding the three above. */
  searchNotice: 'About these results',
  sortBy: 'Sort by',
  datePosted: 'Date Posted',
  experience: 'Experience',
  experienceYears: 'Your experience (years)',
  anyExperience: 'Any',
  workMode: 'Work Mode',
} as const;

/** The sort control's labels; 'match' is offered to a signed-in job seeker only. */
export const jobSortLabels = {
  relevance: 'Relevance',
  newest: 'Newest',
  salary: 'Salary',
  match: 'Best match',
} as const satisfies Record<JobSort, string>;

/** The date-posted filter: no value is any time, else within the last N days. */
export const postedWithinLabels = {
  any: 'Any time',
  '1': 'Last 24 hours',
  '3': 'Last 3 days',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
} as const satisfies Record<'any' | PostedWithin, string>;

export const workModeLabels = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On-site',
} as const satisfies Record<WorkMode, string>;

/** A total as counted: exact, or past the count limit '10,000+' (docs/product.md 2.12). */
const countOf = (total: number, atLeast: boolean) =>
  atLeast ? `${total.toLocaleString('en-IN')}+` : `${total}`;

/** 'Showing N jobs' (docs/product.md 2.12), N being the total of matching jobs, or '10,000+'. */
export const showingJobs = (total: number, atLeast = false): string =>
  `Showing ${countOf(total, atLeast)} jobs`;

/** The slide-over's close button: 'Show 12 jobs', 'Show 10,000+ jobs'. */
export const showJobs = (total: number, atLeast = false): string =>
  `Show ${countOf(total, atLeast)} ${total === 1 && !atLeast ? 'job' : 'jobs'}`;

/** Salary filter summary in dollars (docs/product.md section 5). */
export function salaryRangeSummary(min: number | null, max: number | null): string {
  const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
  if (min !== null && max !== null) return `${dollars(min)} - ${dollars(max)}`;
  if (min !== null) return `From ${dollars(min)}`;
  if (max !== null) return `Up to ${dollars(max)}`;
  return jobSearchText.anySalary;
}

export const jobDetailText = {
  backToJobs: 'Back to jobs',
  compensation: 'Compensation',
  competitive: 'Competitive',
  experienceRequired: 'Experience Required',
  aboutRole: 'About This Role',
  lookingFor: "What We're Looking For",
  keySkills: 'Key Skills',
  overview: 'Job Overview',
  postedOn: 'Posted',
  industry: 'Industry',
  department: 'Department',
  employmentType: 'Employment type',
  jobType: 'Job type',
  category: 'Category',
  openings: 'Openings',
  education: 'Education',
  notSpecified: 'Not specified',
  removed: 'This job has been removed by the employer and no longer accepts applications.',
  closed: 'This job is closed and no longer accepts applications.',
  notFoundTitle: 'Job not found',
  notFoundText: 'This job may have been removed, or the link is not quite right.',
  loadFailedTitle: "We couldn't load this job",
  loadFailedText: 'Please check your connection and try again.',
  backToSearch: 'Back to Find Jobs',
  share: 'Share',
  shareLabel: 'Share this job',
  linkCopied: 'Link copied',
  shareFailed: "Couldn't copy the link. Copy it from the address bar instead.",
  similarJobs: 'Similar jobs',
  similarJobsText: 'Open jobs with a similar title or skills.',
} as const;

/** The strip of the jobs a job seeker opened lately, on Find Jobs. */
export const recentlyViewedText = {
  title: 'Recently viewed',
} as const;

export const savedJobsText = {
  back: 'Back',
  title: 'Saved Jobs',
  subtitle: 'Jobs you bookmarked to come back to.',
  emptyTitle: "You haven't saved any jobs yet",
  emptyText: 'Start saving jobs that interest you to view them later.',
  browseJobs: 'Browse Jobs',
  loadFailedTitle: "We couldn't load your saved jobs",
  loadFailedText: 'Please check your connection and try again.',
} as const;

/** The line on Saved Jobs once the list holds as many as a job seeker may keep (SAVED_JOBS_MAX). */
export const savedJobsFullNotice = (max: number): string =>
  `You have saved ${max} jobs, the most you can keep. Remove one you no longer need to save another.`;

/** '3 saved jobs' / '1 saved job'. */
export const savedJobsCount = (n: number): string => `${n} saved ${n === 1 ? 'job' : 'jobs'}`;
