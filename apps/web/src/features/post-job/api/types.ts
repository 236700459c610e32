import type { Job } from '@hireloop/shared';

/** What POST /api/jobs (201) and PUT /api/jobs/{id} (200) answer. */
export interface SaveJobResponse {
  success?: boolean;
  message?: string;
  job?: Job;
}
