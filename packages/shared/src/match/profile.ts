import type { EducationEntry, EmploymentEntry, ProjectEntry } from '../user';

/** What the match score reads of a job seeker: the profile's fields and the resume's text. */
export interface MatchProfile {
  title?: string;
  headline?: string;
  skills?: string[];
  experience?: string;
  location?: string;
  employment?: Partial<EmploymentEntry>[];
  education?: Partial<EducationEntry>[];
  projects?: Partial<ProjectEntry>[];
  resumeText?: string;
}
