import { z } from 'zod';
import type { MatchBreakdown } from './match';
import type { EducationEntry, EmploymentEntry, ProjectEntry } from './user';
import { APPLICATION_STATUSES, applicationMessages } from './application-status';

// The statuses, colours and messages live apart from this schema, so a screen that only shows a
// status (the job search's cards) does not load zod.
export * from './application-status';

export const statusUpdateSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: applicationMessages.invalidStatus }),
});

export interface ApplicationEvent {
  from: string | null;
  to: string;
  at: string;
  by: 'applicant' | 'employer';
}

/** What a list card shows of an applicant; the whole profile comes with GET /api/user/{id}. */
export interface ApplicantSummary {
  _id: string;
  name: string;
  avatar: { fileUrl: string } | null;
  resume: { fileUrl: string; fileName: string; fileType?: string } | null;
  headline: string;
  title: string;
  experience: string;
  location: string;
}

export interface ApplicationApplicant extends ApplicantSummary {
  email: string;
  phone: string;
  employment: EmploymentEntry[];
  education: EducationEntry[];
  projects: ProjectEntry[];
  skills: string[];
  createdAt: string;
}

export interface Application {
  _id: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  matchScore: number | null;
  matchBreakdown: MatchBreakdown | null;
  job: {
    _id: string;
    title: string;
    location: string;
    type: string;
    category: string;
    companyName: string;
    /** The employer's current logo; on the job seeker's own applications only. */
    companyLogo?: string | null;
    isClosed: boolean;
    isRemoved: boolean;
  };
  applicant?: ApplicationApplicant;
  history?: ApplicationEvent[];
}
