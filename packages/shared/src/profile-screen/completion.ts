import type { User } from '../user';

/** The 14 fields the completion percentage tracks (docs/product.md section 9), in the spec's order. */
export const PROFILE_COMPLETION_FIELDS = [
  'name',
  'email',
  'avatar',
  'title',
  'company',
  'location',
  'phone',
  'experience',
  'resume',
  'headline',
  'skills',
  'employment',
  'education',
  'projects',
] as const;

export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number];

type CompletionInput = Partial<Pick<User, ProfileCompletionField | 'fullName'>> & { avatar?: unknown };

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** A URL string, or an object with a fileUrl (the spec allows both for avatar and resume). */
function hasFile(value: unknown): boolean {
  if (hasText(value)) return true;
  return Boolean(value && typeof value === 'object' && 'fileUrl' in value && hasText(value.fileUrl));
}

function isFilled(user: CompletionInput, field: ProfileCompletionField): boolean {
  switch (field) {
    case 'name':
      return hasText(user.name) || hasText(user.fullName);
    case 'avatar':
    case 'resume':
      return hasFile(user[field]);
    case 'skills':
    case 'employment':
    case 'education':
    case 'projects':
      return Array.isArray(user[field]) && user[field].length > 0;
    default:
      return hasText(user[field]);
  }
}

/** The tracked fields that are still empty, in the spec's order. */
export function missingProfileFields(user: CompletionInput): ProfileCompletionField[] {
  return PROFILE_COMPLETION_FIELDS.filter((field) => !isFilled(user, field));
}

/** The share of the 14 tracked fields that are filled, as a rounded percent (0-100). */
export function profileCompletion(user: CompletionInput): number {
  const filled = PROFILE_COMPLETION_FIELDS.length - missingProfileFields(user).length;
  return Math.round((filled / PROFILE_COMPLETION_FIELDS.length) * 100);
}
