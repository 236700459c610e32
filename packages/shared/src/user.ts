// A user as the API returns it is declared in the API contract (contract/user.ts).
export type {
  EducationEntry,
  EmploymentEntry,
  FileRef,
  ProjectEntry,
  Resume,
  ResumeTextStatus,
  User,
} from './contract/user';
export type { AuthResponse } from './contract/auth';
