import { z } from 'zod';
import { limitMessages as limit } from './messages';
import { noNul, singleLine } from './text-rules';

/**
 * The public company page (/company/:id, docs/decisions/0021-company-pages.md): the fields the
 * employer adds to the company profile, their rules, and the page's labels.
 */

/** The size ranges an employer picks from; '' is "not given". */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COMPANY_WEBSITE_MAX = 300;
export const COMPANY_LOCATIONS_MAX = 10;
export const COMPANY_LOCATION_MAX = 80;

/** Open jobs per page of a company page, and the most one request may ask for (docs/security.md DM1). */
export const COMPANY_JOBS_PAGE_SIZE = 20;
export const COMPANY_JOBS_PAGE_MAX = 50;

export const companyPageMessages = {
  websiteInvalid: 'Please enter a website address starting with http:// or https://',
  sizeInvalid: 'Please choose one of the company sizes',
  companyNotFound: 'Company not found',
  invalidLimit: `limit must be a whole number from 1 to ${COMPANY_JOBS_PAGE_MAX}`,
  invalidCursor: 'This page link is not valid any more. Load the company page from the start.',
} as const;

/** Query of GET /api/companies/{id}: how many jobs, and the cursor the previous page answered with. */
export const companyJobsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: companyPageMessages.invalidLimit })
    .int({ error: companyPageMessages.invalidLimit })
    .min(1, { error: companyPageMessages.invalidLimit })
    .max(COMPANY_JOBS_PAGE_MAX, { error: companyPageMessages.invalidLimit })
    .optional(),
  cursor: z.string().max(300, { error: companyPageMessages.invalidCursor }).optional(),
});
export type CompanyJobsQuery = z.infer<typeof companyJobsQuerySchema>;

/** An absolute http(s) address with a dotted host name ("https://acme.com"), or nothing. */
export function isCompanyWebsite(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The website box: what the form checks; the API also takes null for "none". */
export const companyWebsiteText = z
  .string()
  .trim()
  .max(COMPANY_WEBSITE_MAX, limit.tooLong('Website', COMPANY_WEBSITE_MAX))
  .refine((v) => v === '' || isCompanyWebsite(v), companyPageMessages.websiteInvalid);

export const companySizeChoice = z.enum(['', ...COMPANY_SIZES], { error: companyPageMessages.sizeInvalid });

const nullIsEmpty = (v: unknown) => (v == null ? '' : v);
/** How a website shows: "https://www.acme.com/careers" as "acme.com/careers". */
export function websiteLabel(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname.replace(/^www\./, '')}${pathname === '/' ? '' : pathname}`;
  } catch {
    return url;
  }
}

export const companyWebsiteSchema = z.preprocess(nullIsEmpty, companyWebsiteText);
export const companySizeSchema = z.preprocess(nullIsEmpty, companySizeChoice);

/** City names, trimmed, empty ones dropped and each named once (ignoring case). */
export const companyLocationsSchema = z
  .array(
    z
      .string()
      .trim()
      .max(COMPANY_LOCATION_MAX, limit.tooLong('A location', COMPANY_LOCATION_MAX))
      .check(singleLine),
  )
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((city) => {
      const key = city.toLowerCase();
      if (!city || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(z.array(z.string()).max(COMPANY_LOCATIONS_MAX, limit.tooMany('locations', COMPANY_LOCATIONS_MAX)));

/** The form's one text box for locations: "Bangalore, Pune" becomes ['Bangalore', 'Pune']. */
export const companyLocationsTextSchema = z
  .string()
  .check(noNul)
  .transform((text) => text.split(','))
  .pipe(companyLocationsSchema);

/** Labels of the company page and of the company profile's new fields. */
export const companyPageText = {
  about: 'About',
  website: 'Website',
  websitePlaceholder: 'https://yourcompany.com',
  size: 'Company size',
  sizeNotGiven: 'Not specified',
  notGiven: 'Not specified',
  sizeEmployees: (size: string) => `${size} employees`,
  locations: 'Locations',
  locationsPlaceholder: 'Bangalore, Pune',
  locationsHint: `City names, separated by commas (up to ${COMPANY_LOCATIONS_MAX})`,
  openJobs: 'Open jobs',
  openJobsCount: (n: number) => (n === 1 ? '1 open job' : `${n.toLocaleString('en-US')} open jobs`),
  showingJobs: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} open jobs`,
  showMoreJobs: 'Show more jobs',
  loadingMoreJobs: 'Loading more jobs...',
  moreJobsFailed: 'More jobs could not be loaded.',
  noOpenJobs: 'No open jobs right now',
  noOpenJobsHint: 'This company has no open positions at the moment. Check back soon.',
  noAbout: 'This company has not written about itself yet.',
  overview: 'Overview',
  loadFailed: 'Company page failed to load',
  loading: 'Loading company',
  loadFailedTitle: "We couldn't load this company",
  loadFailedText: 'Please check your connection and try again.',
  tryAgain: 'Try again',
  visitWebsite: (host: string) => `${host} (opens in a new tab)`,
  notFoundTitle: 'Company not found',
  notFoundText: 'This company page does not exist or is no longer available.',
  browseJobs: 'Browse Jobs',
  howCandidatesSeeYou: 'How candidates see you',
  howCandidatesSeeYouText: 'Your public company page, as job seekers and visitors see it.',
  viewCompanyPage: 'View company page',
  companyPageOf: (name: string) => `${name} company page`,
} as const;
