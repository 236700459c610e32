import type { Job } from '@hireloop/shared';
import type { JobView } from './job-columns';

export function toJob(row: JobView): Job {
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
    description: row.description,
    requirements: row.requirements,
    keySkills: row.keySkills,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isClosed: row.isClosed,
    isRemoved: row.deletedAt !== null,
    isSaved: row.isSaved,
    applicationStatus: row.applicationStatus,
  };
}
