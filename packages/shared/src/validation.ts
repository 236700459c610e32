import { z } from 'zod';
import { LOGIN_PASSWORD_MIN, OTP_LENGTH, ROLES, SIGNUP_PASSWORD_MIN } from './constants';
import { serverMessages, validationMessages as m } from './messages';
import { singleLine } from './text-rules';
import { emailError } from './email';

/** First failing sign-up/reset password rule's message, or null. */
export function passwordError(value: string): string | null {
  if (!value) return m.passwordRequired;
  if (value.length < SIGNUP_PASSWORD_MIN) return m.passwordMin8;
  if (!/[a-z]/.test(value)) return m.passwordLowercase;
  if (!/[A-Z]/.test(value)) return m.passwordUppercase;
  if (!/[0-9]/.test(value)) return m.passwordNumber;
  return null;
}

/** Login only checks presence and a 6-character minimum. */
export function loginPasswordError(value: string): string | null {
  if (!value) return m.passwordRequired;
  if (value.length < LOGIN_PASSWORD_MIN) return m.passwordMin6;
  return null;
}

export function otpError(value: string): string | null {
  if (!value.trim()) return m.otpRequired;
  if (value.trim().length !== OTP_LENGTH || !/^\d+$/.test(value.trim())) return m.otpLength;
  return null;
}

// A missing value gets the rule's "required" message, not zod's type error.
const withRule = (rule: (v: string) => string | null, requiredMessage: string) =>
  z.string({ error: requiredMessage }).superRefine((v, ctx) => {
    const message = rule(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .superRefine((v, ctx) => {
    const message = emailError(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((v) => v.toLowerCase());

export const signupPasswordSchema = withRule(passwordError, m.passwordRequired);
export const loginPasswordSchema = withRule(loginPasswordError, m.passwordRequired);
export const otpSchema = z
  .string({ error: m.otpRequired })
  .trim()
  .superRefine((v, ctx) => {
    const message = otpError(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const roleSchema = z.enum(ROLES, { error: 'Role must be jobseeker or employer' });

export const emailBodySchema = z.object({ email: emailSchema });

/**
 * send-otp and resend-otp: the spec's `{ email }`, and the role being signed up for, so that an
 * employer's free-mail address is refused before a code is mailed. A client without it gets codes
 * as before; registering still checks the domain.
 */
export const sendOtpBodySchema = z.object({ email: emailSchema, role: roleSchema.optional() });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean().optional().default(false),
});

export const verifyOtpBodySchema = z.object({ email: emailSchema, otp: otpSchema });

// What verify-otp answered; without it the e-mail does not count as verified by this client.
const verificationTokenSchema = z
  .string({ error: serverMessages.emailNotVerified })
  .min(1, serverMessages.emailNotVerified)
  .max(128, serverMessages.emailNotVerified);

export const registerBodySchema = z
  .object({
    email: emailSchema,
    name: z
      .string({ error: m.fullNameRequired })
      .trim()
      .min(1, m.fullNameRequired)
      .max(120)
      .check(singleLine),
    password: signupPasswordSchema,
    role: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), roleSchema),
    companyName: z.string().trim().max(160).check(singleLine).optional(),
    userId: z.string().optional(),
    verificationToken: verificationTokenSchema,
  })
  .superRefine((v, ctx) => {
    if (v.role === 'employer' && !v.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: m.companyNameRequired });
    }
  });

export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required'),
  password: signupPasswordSchema,
});

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1) });

export type LoginBody = z.input<typeof loginBodySchema>;
export type RegisterBody = z.input<typeof registerBodySchema>;
