import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-status';
import { endpoint } from './define';
import { errorResponses } from './common';
import { employerJobSchema } from './jobs';
import { apiPaths } from './paths';

/** Percent change of the last 30 days against the 30 before; 0 when the earlier window is empty. */
export const dashboardTrendsSchema = z.object({
  activeJobs: z.number(),
  totalApplicants: z.number(),
  totalHired: z.number(),
});
export type DashboardTrends = z.infer<typeof dashboardTrendsSchema>;

export const dashboardCountsSchema = z.object({
  totalActiveJobs: z.number(),
  totalApplications: z.number(),
  totalHired: z.number(),
  trends: dashboardTrendsSchema,
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

export type DashboardRecentJob = z.infer<typeof employerJobSchema>;

export const dashboardRecentApplicationSchema = z.object({
  _id: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  applicant: z.object({
    _id: z.string(),
    name: z.string(),
    avatar: z.object({ fileUrl: z.string() }).nullable(),
  }),
  job: z.object({ _id: z.string(), title: z.string() }),
});
export type DashboardRecentApplication = z.infer<typeof dashboardRecentApplicationSchema>;

export const applicationsPerDaySchema = z.object({
  /** A UTC day, 'YYYY-MM-DD'. */
  date: z.string(),
  count: z.number(),
});
export type ApplicationsPerDay = z.infer<typeof applicationsPerDaySchema>;

export const jobStatusCountsSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  /** Every status, 0 included. */
  counts: z.record(z.enum(APPLICATION_STATUSES), z.number()),
});
export type JobStatusCounts = z.infer<typeof jobStatusCountsSchema>;

export const dashboardOverviewSchema = z.object({
  success: z.literal(true),
  counts: dashboardCountsSchema,
  data: z.object({
    recentJobs: z.array(employerJobSchema),
    recentApplications: z.array(dashboardRecentApplicationSchema),
    applicationsPerDay: z.array(applicationsPerDaySchema),
    statusByJob: z.array(jobStatusCountsSchema),
  }),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** /api/analytics: the employer dashboard's numbers (docs/product.md 2.18 and section 3). */
export const analyticsContract = {
  overview: endpoint({
    method: 'GET',
    path: apiPaths.analytics.overview,
    summary: "The signed-in employer's dashboard: counts, trends, recent jobs and applications, charts",
    responses: { 200: dashboardOverviewSchema, ...errorResponses(401, 403) },
  }),
};
