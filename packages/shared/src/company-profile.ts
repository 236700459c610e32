import { IMAGE_MAX_BYTES } from './constants';
import { profileMessages } from './profile';

/** The picture types the upload accepts (the server checks the bytes again). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The browser's check of a chosen picture: the message to show, or null when it may be uploaded. */
export function imageFileError(file: { type: string; size: number }): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return profileMessages.imageWrongType;
  }
  if (file.size > IMAGE_MAX_BYTES) return profileMessages.imageTooLarge;
  return null;
}

/**
 * Labels of the employer's company profile (docs/product.md 2.22). The save toast is
 * `profileMessages.companyProfileUpdated`; the spec's own words are marked.
 */
export const companyProfileText = {
  title: 'Company Profile',
  subtitle: 'Your company name and logo appear on every job you post.',
  /** docs/product.md 2.22 */
  editProfile: 'Edit Profile',
  editTitle: 'Edit Company Profile',
  editSubtitle: 'Changes show on your job posts as soon as you save.',
  /** docs/product.md 2.22 */
  fullName: 'Full Name',
  /** docs/product.md 2.22 */
  email: 'Email',
  emailReadOnly: 'Your sign-in e-mail cannot be changed.',
  /** docs/product.md 2.22 */
  companyName: 'Company Name',
  /** docs/product.md 2.22 */
  companyDescription: 'Company Description',
  companyDescriptionPlaceholder: 'What does your company do, and what is it like to work there?',
  /** docs/product.md 2.22 */
  cancel: 'Cancel',
  /** docs/product.md 2.22 */
  save: 'Save Changes',
  saving: 'Saving...',
  avatar: 'Profile Picture',
  companyLogo: 'Company Logo',
  choosePicture: 'Upload picture',
  chooseLogo: 'Upload logo',
  replace: 'Replace',
  remove: 'Remove',
  uploading: 'Uploading...',
  imageHint: 'JPEG, PNG, WebP or GIF, up to 5 MB',
  aboutCompany: 'About the company',
  account: 'Account',
  noDescription: 'No company description yet. Tell candidates what you do and why they should join.',
  noCompanyName: 'Company name not set',
  recruiter: 'Recruiter',
} as const;
