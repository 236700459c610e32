import { z } from 'zod';
import { ROLES } from '../constants';
import { serverMessages } from '../messages';
import { profileMessages } from '../profile';
import {
  emailBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
} from '../validation';
import { endpoint } from './define';
import { errorResponses, messageEnvelope, tooMany, withMessage } from './common';
import { userSchema } from './user';
import { apiPaths } from './paths';

/** What sign-up, completing a registration and login answer (docs/api-contract-auth.md). */
export const authResponseSchema = withMessage({
  token: z.string(),
  refreshToken: z.string(),
  role: z.enum(ROLES),
  kycCompleted: z.boolean(),
  isRegistrationComplete: z.boolean(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const existingUserSchema = z.object({
  exists: z.boolean(),
  isRegistrationComplete: z.boolean(),
  isVerified: z.boolean(),
  _id: z.string().nullable(),
});
export type ExistingUserResponse = z.infer<typeof existingUserSchema>;

/** The parsed body of send-otp and resend-otp. */
export type SendOtpBody = z.output<typeof sendOtpBodySchema>;

export const companyEmailSchema = z.object({ isCompanyDomain: z.boolean() });
export type CompanyEmailResponse = z.infer<typeof companyEmailSchema>;

export const verifyOtpResponseSchema = withMessage({
  verified: z.literal(true),
  /** One-time proof of this verification; register and complete-registration need it. */
  verificationToken: z.string(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** GET /api/auth/me: the User's fields at the top level and under `user`. */
export const meResponseSchema = userSchema.extend({ success: z.literal(true), user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const completeRegistrationBodySchema = registerBodySchema.and(z.object({ userId: z.string().min(1) }));

export const refreshRequestSchema = z.object({
  refreshToken: z.string({ error: serverMessages.sessionExpired }).min(1),
});
export const refreshResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  refreshToken: z.string(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** No body at all is fine: the access token then says which login ends. */
export const logoutBodySchema = z.object({ refreshToken: z.string().optional() }).nullish();

/** `avatar` makes the picture the avatar at once; without it the picture is only stored. */
export const uploadImageQuerySchema = z.object({
  target: z.enum(['avatar'], { error: profileMessages.imageTargetUnknown }).optional(),
});
export const uploadImageResponseSchema = withMessage({ avatar: z.string(), imageUrl: z.string() });
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/** /api/auth: sign-up, sign-in, sessions and passwords. */
export const authContract = {
  checkExistingUser: endpoint({
    method: 'POST',
    path: apiPaths.auth.checkExistingUser,
    summary: 'Whether an account exists for an e-mail address (limited per address)',
    body: emailBodySchema,
    responses: { 200: existingUserSchema, ...errorResponses(400), ...tooMany },
  }),
  checkEmail: endpoint({
    method: 'POST',
    path: apiPaths.auth.checkEmail,
    summary: "Whether an address is on a company's domain",
    body: emailBodySchema,
    responses: { 200: companyEmailSchema, ...errorResponses(400) },
  }),
  sendOtp: endpoint({
    method: 'POST',
    path: apiPaths.auth.sendOtp,
    summary: 'Mail a sign-up code',
    body: sendOtpBodySchema,
    responses: { 200: messageEnvelope, ...errorResponses(400, 409), ...tooMany },
  }),
  resendOtp: endpoint({
    method: 'POST',
    path: apiPaths.auth.resendOtp,
    summary: 'Mail a sign-up code again',
    body: sendOtpBodySchema,
    responses: { 200: messageEnvelope, ...errorResponses(400, 409), ...tooMany },
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: apiPaths.auth.verifyOtp,
    summary: 'Check a sign-up code; answers the one-time verification token',
    body: verifyOtpBodySchema,
    responses: { 200: verifyOtpResponseSchema, ...errorResponses(400, 409), ...tooMany },
  }),
  register: endpoint({
    method: 'POST',
    path: apiPaths.auth.register,
    summary: 'Create an account with a verification token',
    body: registerBodySchema,
    responses: { 201: authResponseSchema, ...errorResponses(400, 404, 409), ...tooMany },
  }),
  completeRegistration: endpoint({
    method: 'POST',
    path: apiPaths.auth.completeRegistration,
    summary: 'Complete an account started before',
    body: completeRegistrationBodySchema,
    responses: { 200: authResponseSchema, ...errorResponses(400, 404, 409), ...tooMany },
  }),
  login: endpoint({
    method: 'POST',
    path: apiPaths.auth.login,
    summary: 'Sign in',
    body: loginBodySchema,
    responses: { 200: authResponseSchema, ...errorResponses(400, 401), ...tooMany },
  }),
  me: endpoint({
    method: 'GET',
    path: apiPaths.auth.me,
    summary: 'The signed-in user',
    responses: { 200: meResponseSchema, ...errorResponses(401) },
  }),
  refresh: endpoint({
    method: 'POST',
    path: apiPaths.auth.refresh,
    summary: 'A new token pair for a refresh token (each refresh token is used once)',
    body: refreshRequestSchema,
    responses: { 200: refreshResponseSchema, ...errorResponses(400, 401) },
  }),
  logout: endpoint({
    method: 'POST',
    path: apiPaths.auth.logout,
    summary: 'End a login',
    body: logoutBodySchema,
    responses: { 200: messageEnvelope, ...errorResponses(400) },
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: apiPaths.auth.uploadImage,
    summary: "Upload an image (multipart field 'image'); target=avatar (query or field) makes it the avatar",
    query: uploadImageQuerySchema,
    responses: { 200: uploadImageResponseSchema, ...errorResponses(400, 401, 413, 415) },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: apiPaths.auth.forgotPassword,
    summary: 'Mail a reset link, whether or not the account exists',
    body: emailBodySchema,
    responses: { 200: messageEnvelope, ...errorResponses(400), ...tooMany },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: apiPaths.auth.resetPassword,
    summary: 'Set a new password with a reset token',
    body: resetPasswordBodySchema,
    responses: { 200: messageEnvelope, ...errorResponses(400), ...tooMany },
  }),
};
