import { z } from 'zod';
import { RESUME_UPLOAD_WINDOW_MINUTES, RESUME_UPLOADS_PER_WINDOW, SKILL_MAX_LENGTH } from './constants';
import { fieldNames as f, limitMessages as limit, validationMessages } from './messages';
import { companyLocationsSchema, companySizeSchema, companyWebsiteSchema } from './company-page';
import { hasDuplicateSkill } from './skills';
import { noNul, singleLine } from './text-rules';

export const profileMessages = {
  updated: 'Updated successfully!',
  updateFailed: 'Update failed',
  resumeDeleted: 'Resume deleted successfully!',
  resumeDeleteFailed: 'Resume delete failed',
  resumeUploaded: 'Resume uploaded successfully!',
  imageTargetUnknown: 'target must be avatar, or left out to store the picture only',
  resumeUploadFailed: 'Resume upload failed',
  avatarUploaded: 'Profile picture uploaded successfully!',
  avatarUploadFailed: 'Avatar upload failed',
  profileUpdated: 'Profile updated!',
  profileUpdateFailed: 'Profile update failed',
  companyProfileUpdated: 'Profile Details Updated Successfully!!',
  resumeWrongType: 'Please upload a PDF or Word document.',
  resumeTooLarge: 'File size must be less than 10MB.',
  resumeUploadLimit: `You have uploaded your resume ${RESUME_UPLOADS_PER_WINDOW} times in the last ${RESUME_UPLOAD_WINDOW_MINUTES} minutes. Please wait a few minutes before uploading it again.`,
  // A known extension whose bytes say otherwise (a text file renamed .pdf): said as such.
  resumeNotPdf: "This file isn't a valid PDF.",
  resumeNotWord: "This file isn't a valid Word document.",
  noFileToDownload: 'No file available for download.',
  pdfPreviewFailed: 'Unable to preview this PDF. Please download to view the document.',
  previewOnlyPdf: 'Preview is only available for PDF files. Please download to view this document.',
  duplicateSkill: 'This skill has already been added to your profile.',
  skillTooLong: `A skill can be at most ${SKILL_MAX_LENGTH} characters.`,
  skillEmpty: 'A skill cannot be empty.',
  headlineBlank: 'Your headline cannot be only spaces.',
  nameRequired: 'Full name is required',
  employmentTitleRequired: 'Job title is required',
  employmentCompanyRequired: 'Company name is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  dateOrder: 'End date must be after the start date',
  degreeRequired: 'Degree/course name is required',
  institutionRequired: 'Institution name is required',
  projectNameRequired: 'Project name is required',
  projectDescriptionRequired: 'Project description is required',
  invalidDate: 'Please enter a valid date',
  imageWrongType: 'Please upload a JPEG, PNG, WebP or GIF image.',
  imageTooLarge: 'Image must be smaller than 5 MB.',
  imageNotValid: "This file isn't a valid JPEG, PNG, WebP or GIF image.",
  fileMissing: 'Please choose a file to upload.',
  uploadBroken: 'The upload did not arrive complete. Please try again.',
  resumeMissing: 'No resume to delete.',
  userNotFound: 'User not found',
  invalidAvatar: 'Please upload the picture instead of linking it.',
  imageNotFound: 'This picture was not found. Please upload it again.',
  imageQuota: 'You have uploaded too many pictures today. Save your profile or try again tomorrow.',
} as const;

// `singleLine` instead of `noNul` for names and the company name: they go into e-mails.
const upTo = (max: number, field: string) => z.string().trim().max(max, limit.tooLong(field, max));
const text = (max: number, field: string, rule = noNul) =>
  z.preprocess((v) => (v == null ? '' : v), upTo(max, field).check(rule));
const required = (message: string, max: number, field: string, rule = noNul) =>
  z.preprocess((v) => (v == null ? '' : v), upTo(max, field).min(1, message).check(rule));
const entries = <T extends z.ZodType>(entry: T, things: string) =>
  z.array(entry).max(50, limit.tooMany(things, 50));

/** 'YYYY-MM' or 'YYYY-MM-DD' (what month and date inputs give), or empty. */
const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

/** The day exists in that month ('2023-02-30' and '2023-04-31' do not). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number?];
  if (day === undefined) return true;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

const isValidDate = (value: string) => DATE_RE.test(value) && isCalendarDate(value);

const dateText = (requiredMessage?: string) =>
  z.preprocess(
    (v) => (v == null ? '' : typeof v === 'string' ? v.trim().slice(0, 10) : v),
    z
      .string()
      .refine((v) => (requiredMessage ? v.length > 0 : true), { message: requiredMessage ?? '' })
      .refine((v) => v === '' || isValidDate(v), {
        message: profileMessages.invalidDate,
      }),
  );

/** End date (or "current") present and not before the start. */
function checkPeriod(
  entry: { startDate: string; endDate: string },
  isCurrent: boolean,
  ctx: z.RefinementCtx,
): void {
  if (!isCurrent && !entry.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: profileMessages.endDateRequired });
  }
  // Only well-formed dates can be compared; a malformed one already has its own message.
  const comparable = isValidDate(entry.startDate) && isValidDate(entry.endDate);
  if (!isCurrent && comparable && entry.endDate < entry.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: profileMessages.dateOrder });
  }
}

export const employmentEntrySchema = z
  .object({
    title: required(profileMessages.employmentTitleRequired, 160, f.jobTitle),
    company: required(profileMessages.employmentCompanyRequired, 160, f.companyName),
    startDate: dateText(profileMessages.startDateRequired),
    endDate: dateText(),
    isCurrentJob: z.boolean().default(false),
    description: text(5000, f.description),
  })
  .superRefine((e, ctx) => checkPeriod(e, e.isCurrentJob, ctx))
  .transform((e) => (e.isCurrentJob ? { ...e, endDate: '' } : e));

export const educationEntrySchema = z
  .object({
    degree: required(profileMessages.degreeRequired, 160, f.degree),
    institution: required(profileMessages.institutionRequired, 160, f.institution),
    startDate: dateText(profileMessages.startDateRequired),
    endDate: dateText(),
    isCurrentStudy: z.boolean().default(false),
    cgpa: text(40, f.cgpa),
    description: text(5000, f.description),
  })
  .superRefine((e, ctx) => checkPeriod(e, e.isCurrentStudy, ctx))
  .transform((e) => (e.isCurrentStudy ? { ...e, endDate: '' } : e));

export const projectEntrySchema = z
  .object({
    name: required(profileMessages.projectNameRequired, 160, f.projectName),
    description: required(profileMessages.projectDescriptionRequired, 5000, f.projectDescription),
    technologies: text(500, f.technologies),
    startDate: dateText(profileMessages.startDateRequired),
    endDate: dateText(),
    isCurrentProject: z.boolean().default(false),
    role: text(160, f.role),
    link: text(500, f.link),
  })
  .superRefine((e, ctx) => checkPeriod(e, e.isCurrentProject, ctx))
  .transform((e) => (e.isCurrentProject ? { ...e, endDate: '' } : e));

export const skillsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, profileMessages.skillEmpty)
      .max(SKILL_MAX_LENGTH, profileMessages.skillTooLong)
      .check(noNul),
  )
  .max(100, limit.tooMany(f.skills, 100))
  .superRefine((skills, ctx) => {
    if (hasDuplicateSkill(skills)) ctx.addIssue({ code: 'custom', message: profileMessages.duplicateSkill });
  });

export const headlineSchema = z
  .string()
  .max(2000, limit.tooLong(f.headline, 2000))
  .check(noNul)
  .refine((v) => v === '' || v.trim().length > 0, { message: profileMessages.headlineBlank })
  .transform((v) => v.trim());

/**
 * Our own uploaded images only (no arbitrary URLs); an object with fileUrl is accepted too. Uploads
 * are always re-encoded to WebP, and /uploads/images serves nothing else.
 */
const imageUrl = z.preprocess(
  (v) => (v && typeof v === 'object' && 'fileUrl' in v ? (v as { fileUrl: unknown }).fileUrl : v),
  z
    .string()
    .regex(/^\/uploads\/images\/[A-Za-z0-9_-]+\.webp$/, profileMessages.invalidAvatar)
    .nullable(),
);

/**
 * What a user may change on their own profile; everything else (role, e-mail, identity check,
 * verification flags, resume) is dropped, so sending it changes nothing.
 */
export const profileUpdateSchema = z
  .object({
    name: required(profileMessages.nameRequired, 120, f.fullName, singleLine),
    fullName: required(profileMessages.nameRequired, 120, f.fullName, singleLine),
    avatar: imageUrl,
    title: text(160, f.jobTitle),
    company: text(160, f.company),
    location: text(160, f.location),
    phone: text(40, f.phone),
    experience: text(80, f.experience),
    ctc: text(80, f.ctc),
    noticePeriod: text(80, f.noticePeriod),
    headline: headlineSchema,
    skills: skillsSchema,
    employment: entries(employmentEntrySchema, f.employmentEntries),
    education: entries(educationEntrySchema, f.educationEntries),
    projects: entries(projectEntrySchema, f.projectEntries),
    // Required as in the company profile form: an employer's jobs and pages show it.
    companyName: required(validationMessages.companyNameRequired, 160, f.companyName, singleLine),
    companyDescription: text(5000, f.companyDescription),
    companyLogo: imageUrl,
    // The public company page (docs/decisions/0021-company-pages.md).
    companyWebsite: companyWebsiteSchema,
    companySize: companySizeSchema,
    companyLocations: companyLocationsSchema,
  })
  .partial();

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
