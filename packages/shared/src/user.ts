import type { Role } from './constants';

export interface FileRef {
  fileUrl: string;
  fileName?: string;
}

export interface Resume extends FileRef {
  fileName: string;
  fileSize?: number;
  fileType?: string;
  lastUpdated?: string;
  link?: string;
}

export interface EmploymentEntry {
  title: string;
  company: string;
  startDate: string;
  endDate: string;
  isCurrentJob: boolean;
  description: string;
}

export interface EducationEntry {
  degree: string;
  institution: string;
  startDate: string;
  endDate: string;
  isCurrentStudy: boolean;
  cgpa: string;
  description: string;
}

export interface ProjectEntry {
  name: string;
  description: string;
  technologies: string;
  startDate: string;
  endDate: string;
  isCurrentProject: boolean;
  role: string;
  link: string;
}

/** The User of spec section 3 as the API returns it. Never carries secrets. */
export interface User {
  _id: string;
  name: string;
  fullName: string;
  email: string;
  role: Role;
  kycCompleted: boolean;
  isVerified: boolean;
  isRegistrationComplete: boolean;
  avatar: string | null;
  title: string;
  company: string;
  location: string;
  phone: string;
  experience: string;
  ctc: string;
  noticePeriod: string;
  headline: string;
  skills: string[];
  employment: EmploymentEntry[];
  education: EducationEntry[];
  projects: ProjectEntry[];
  resume: Resume | null;
  companyName: string;
  companyDescription: string;
  companyLogo: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AuthResponse {
  success: true;
  message: string;
  token: string;
  refreshToken: string;
  role: Role;
  kycCompleted: boolean;
  isRegistrationComplete: boolean;
  user: User;
}
