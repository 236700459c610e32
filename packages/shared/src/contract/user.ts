import { z } from 'zod';
import { ROLES } from '../constants';

/** The schemas of a user as the API returns it; the user area's endpoints join them here. */

export const fileRefSchema = z.object({
  fileUrl: z.string(),
  fileName: z.string().optional(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/**
 * Whether matching reads the resume's text: `pending` while it waits to be read again (the readers
 * were all taken at upload), `unreadable` when it holds no text that could be read. Resumes stored
 * before this was kept have none, and were read.
 */
export const RESUME_TEXT_STATUSES = ['read', 'pending', 'unreadable'] as const;
export type ResumeTextStatus = (typeof RESUME_TEXT_STATUSES)[number];

export const resumeSchema = fileRefSchema.extend({
  fileName: z.string(),
  fileSize: z.number().optional(),
  fileType: z.string().optional(),
  lastUpdated: z.string().optional(),
  link: z.string().optional(),
  textStatus: z.enum(RESUME_TEXT_STATUSES).optional(),
});
export type Resume = z.infer<typeof resumeSchema>;

export const employmentSchema = z.object({
  title: z.string(),
  company: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isCurrentJob: z.boolean(),
  description: z.string(),
});
export type EmploymentEntry = z.infer<typeof employmentSchema>;

export const educationSchema = z.object({
  degree: z.string(),
  institution: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isCurrentStudy: z.boolean(),
  cgpa: z.string(),
  description: z.string(),
});
export type EducationEntry = z.infer<typeof educationSchema>;

export const projectSchema = z.object({
  name: z.string(),
  description: z.string(),
  technologies: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isCurrentProject: z.boolean(),
  role: z.string(),
  link: z.string(),
});
export type ProjectEntry = z.infer<typeof projectSchema>;

/**
 * The User of docs/product.md section 3 as the API returns it. Never carries secrets: no other field leaves.
 */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  kycCompleted: z.boolean(),
  isVerified: z.boolean(),
  isRegistrationComplete: z.boolean(),
  avatar: z.string().nullable(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  phone: z.string(),
  experience: z.string(),
  ctc: z.string(),
  noticePeriod: z.string(),
  headline: z.string(),
  skills: z.array(z.string()),
  employment: z.array(employmentSchema),
  education: z.array(educationSchema),
  projects: z.array(projectSchema),
  resume: resumeSchema.nullable(),
  companyName: z.string(),
  companyDescription: z.string(),
  companyLogo: z.string().nullable(),
  companyWebsite: z.string(),
  companySize: z.string(),
  companyLocations: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
