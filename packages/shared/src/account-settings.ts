import { z } from 'zod';
import { validationMessages as m } from './messages';
import { signupPasswordSchema } from './validation';

/** The texts of the account settings screen (/settings, docs/decisions/0022-account-settings.md). */
export const accountSettingsText = {
  title: 'Account settings',
  subtitle: 'Your password, the e-mails we send you, and your account.',
  passwordTitle: 'Change password',
  passwordIntro: 'After the change, every other device signed in to your account is signed out.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  newPasswordHint: 'At least 8 characters, with upper and lower case letters and a number.',
  changePassword: 'Change password',
  changingPassword: 'Changing...',
  emailTitle: 'E-mail preferences',
  emailIntro: 'Choose which e-mails we send you. Sign-up codes and password resets always arrive.',
  employerEmailIntro: 'The e-mails we send you.',
  statusMails: 'Application status e-mails',
  statusMailsHint: 'When an employer moves one of your applications to a new status.',
  jobAlertMails: 'Job alert e-mails',
  jobAlertMailsHint: 'New jobs that match the searches you saved as job alerts.',
  employerEmailNote:
    'Employers get only account e-mails (sign-up codes and password resets), so there is nothing to turn off.',
  dangerTitle: 'Delete account',
  seekerDeleteIntro:
    'Deletes your profile, your resume and pictures, your applications and saved jobs. This cannot be undone.',
  employerDeleteIntro:
    'Deletes your profile and pictures and closes your jobs; people who applied still see their application to a closed job. This cannot be undone.',
  deleteAccount: 'Delete account',
  deleteDialogTitle: 'Delete your account?',
  deleteDialogBody:
    'Your account and everything in it will be deleted for good. This cannot be undone. Enter your password to confirm.',
  deletePassword: 'Password',
  deleting: 'Deleting...',
  cancel: 'Cancel',
} as const;

/** What the account endpoints answer (the server) and the screen shows. */
export const accountMessages = {
  currentPasswordRequired: 'Please enter your current password',
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'The new password must be different from the current one.',
  passwordChanged: 'Password changed. Other devices were signed out.',
  passwordChangeFailed: 'Failed to change the password. Please try again.',
  preferencesSaved: 'E-mail preferences saved',
  preferencesFailed: 'Failed to save your e-mail preferences. Please try again.',
  preferencesLoadFailed: 'Failed to load your e-mail preferences.',
  deletePasswordRequired: 'Please enter your password to delete your account',
  wrongDeletePassword: 'That password is not correct. Your account was not deleted.',
  accountDeleted: 'Your account has been deleted.',
  deleteFailed: 'Failed to delete your account. Please try again.',
} as const;

/** POST /api/account/password: the current password and a new one under the sign-up rules. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: accountMessages.currentPasswordRequired })
      .min(1, accountMessages.currentPasswordRequired),
    newPassword: signupPasswordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    error: accountMessages.samePassword,
    when: ({ issues }) => issues.length === 0,
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The change-password form: the body plus the confirmation of the new password. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, accountMessages.currentPasswordRequired),
    newPassword: signupPasswordSchema,
    confirm: z.string().min(1, m.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    error: m.passwordsDoNotMatch,
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'confirm'),
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Which optional e-mails the user gets; account e-mails (codes, reset links) always go out. */
export const emailPreferencesSchema = z.object({
  applicationStatusMails: z.boolean(),
  jobAlertMails: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** PUT /api/account/preferences: any of the switches; the others stay as they are. */
export const updateEmailPreferencesSchema = emailPreferencesSchema.partial();

/** POST /api/account/delete: the password, proof that the owner is at the keyboard. */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: accountMessages.deletePasswordRequired })
    .min(1, accountMessages.deletePasswordRequired),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
