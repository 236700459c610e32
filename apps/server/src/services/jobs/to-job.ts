import type { Job } from '@hireloop/shared';

/** A row of the jobs queries below: job columns plus the employer's logo and per-user flags. */
export interface JobQueryRow {
  id: string;
  employer_id: string;
  title: string;
  company_name: string;
  company_logo: string | null;
  location: string;
  type: string;
  category: string;
  industry: string;
  department: string;
  employment_type: string;
  education: string;
  salary_min: number;
  salary_max: number;
  experience_min: number;
  experience_max: number;
  openings: number;
  description: string;
  requirements: string;
  key_skills: string[];
  is_closed: boolean;
  deleted_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  is_saved?: boolean | null;
  application_status?: string | null;
  application_count?: number | string | null;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toJob(row: JobQueryRow): Job {
  return {
    _id: row.id,
    title: row.title,
    jobTitle: row.title,
    company: { companyName: row.company_name, companyLogo: row.company_logo },
    employerId: row.employer_id,
    location: row.location,
    type: row.type,
    category: row.category,
    industry: row.industry,
    department: row.department,
    employmentType: row.employment_type,
    education: row.education,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    experienceMin: row.experience_min,
    experienceMax: row.experience_max,
    openings: row.openings,
    description: row.description,
    requirements: row.requirements,
    keySkills: row.key_skills,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    isClosed: row.is_closed,
    isRemoved: row.deleted_at !== null,
    isSaved: Boolean(row.is_saved),
    applicationStatus: row.application_status ?? null,
    ...(row.application_count !== undefined ? { applicationCount: Number(row.application_count ?? 0) } : {}),
  };
}
