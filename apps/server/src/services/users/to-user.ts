import type { User } from '@hireloop/shared';
import type { UserRow } from '../../db/schema';

/** The public shape of a user (docs/product.md section 3). Secrets never leave through here. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    fullName: row.name,
    email: row.email,
    role: row.role,
    kycCompleted: row.kycCompleted,
    isVerified: row.isVerified,
    isRegistrationComplete: row.isRegistrationComplete,
    avatar: row.avatar,
    title: row.title,
    company: row.company,
    location: row.location,
    phone: row.phone,
    experience: row.experience,
    ctc: row.ctc,
    noticePeriod: row.noticePeriod,
    headline: row.headline,
    skills: row.skills,
    employment: row.employment,
    education: row.education,
    projects: row.projects,
    resume: row.resume,
    companyName: row.companyName,
    companyDescription: row.companyDescription,
    companyLogo: row.companyLogo,
    companyWebsite: row.companyWebsite,
    companySize: row.companySize,
    companyLocations: row.companyLocations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
