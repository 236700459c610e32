/** The signed-in job seeker's job alerts: read by the alerts page, refreshed after creating one on Find Jobs. */
export const alertQueryKeys = {
  all: ['job-alerts'] as const,
};
