// A user as the API returns it is declared in the API contract (contract/user.ts).
export type { EducationEntry, EmploymentEntry, FileRef, ProjectEntry, Resume, User } from './contract/user';
export type { AuthResponse } from './contract/auth';
