import type { Job, JobSummary } from '@hireloop/shared';
import type { JobSummaryView, JobView } from './job-columns';

/** A job as a card shows it (the lists of our own screens). */
export function toJobSummary(row: JobSummaryView): JobSummary {
  return {
    _id: row.id,
    title: row.title,
    jobTitle: row.title,
    company: { companyName: row.companyName, companyLogo: row.companyLogo },
    employerId: row.employerId,
    location: row.location,
    type: row.type,
    category: row.category,
    industry: row.industry,
    department: row.department,
    employmentType: row.employmentType,
    education: row.education,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    experienceMin: row.experienceMin,
    experienceMax: row.experienceMax,
    openings: row.openings,
    keySkills: row.keySkills,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isClosed: row.isClosed,
    isRemoved: row.deletedAt !== null,
    isSaved: row.isSaved,
    applicationStatus: row.applicationStatus,
  };
}

/** A job with every field of docs/product.md section 3. */
export function toJob(row: JobView): Job {
  return { ...toJobSummary(row), description: row.description, requirements: row.requirements };
}
