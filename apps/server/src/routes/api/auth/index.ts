import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailBodySchema,
  loginBodySchema,
  sendOtpBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  serverMessages,
  verifyOtpBodySchema,
  type AuthResponse,
  IMAGE_MAX_BYTES,
  profileMessages,
} from '@hireloop/shared';
import { clientKey } from '../../../lib/client-address';
import { readUpload } from '../../../lib/read-upload';
import { uploadImage } from '../../../services/profile/upload-image';
import type { UserRow } from '../../../db/schema';
import { requireUser } from '../../../plugins/authenticate';
import type { ServiceContext } from '../../../services/context';
import { isCompanyEmail } from '../../../services/auth/company-email';
import { login } from '../../../services/auth/login';
import { checkExistingUser } from '../../../services/auth/lookup';
import { sendOtp, verifyOtp } from '../../../services/auth/otp';
import { requestPasswordReset, resetPassword } from '../../../services/auth/password-reset';
import { registerUser } from '../../../services/auth/register';
import { logout, refreshSession, type TokenPair } from '../../../services/auth/tokens';
import { toUser } from '../../../services/users/to-user';

function authResponse(user: UserRow, tokens: TokenPair, message: string): AuthResponse {
  return {
    success: true,
    message,
    ...tokens,
    role: user.role,
    kycCompleted: user.kycCompleted,
    isRegistrationComplete: user.isRegistrationComplete,
    user: toUser(user),
  };
}

export function authRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/check-existing-user', { schema: { body: emailBodySchema } }, (req) =>
      checkExistingUser(ctx, req.body.email, clientKey(req.ip)),
    );

    app.post('/check-email', { schema: { body: emailBodySchema } }, async (req) => ({
      isCompanyDomain: isCompanyEmail(req.body.email),
    }));

    const send = async (req: { body: z.infer<typeof sendOtpBodySchema>; ip: string }) => {
      await sendOtp(ctx, req.body, clientKey(req.ip));
      return { success: true, message: serverMessages.otpSent };
    };
    app.post('/send-otp', { schema: { body: sendOtpBodySchema } }, send);
    app.post('/resend-otp', { schema: { body: sendOtpBodySchema } }, send);

    app.post('/verify-otp', { schema: { body: verifyOtpBodySchema } }, async (req) => {
      const verificationToken = await verifyOtp(ctx, req.body.email, req.body.otp);
      return { success: true, message: serverMessages.otpVerified, verified: true, verificationToken };
    });

    app.post('/register', { schema: { body: registerBodySchema } }, async (req, reply) => {
      const { user, tokens } = await registerUser(ctx, req.body, 'register', clientKey(req.ip));
      return reply.status(201).send(authResponse(user, tokens, 'Registration successful'));
    });

    app.post(
      '/complete-registration',
      { schema: { body: registerBodySchema.and(z.object({ userId: z.string().min(1) })) } },
      async (req) => {
        const { user, tokens } = await registerUser(ctx, req.body, 'complete', clientKey(req.ip));
        return authResponse(user, tokens, 'Registration completed');
      },
    );

    app.post('/login', { schema: { body: loginBodySchema } }, async (req) => {
      const { user, tokens } = await login(ctx, req.body, clientKey(req.ip));
      return authResponse(user, tokens, 'Login successful');
    });

    app.get('/me', { onRequest: app.authenticate }, async (req) => {
      const user = toUser(requireUser(req));
      return { success: true, ...user, user };
    });

    app.post(
      '/refresh',
      {
        schema: {
          body: z.object({ refreshToken: z.string({ error: serverMessages.sessionExpired }).min(1) }),
        },
      },
      async (req) => ({ success: true, ...(await refreshSession(ctx, req.body.refreshToken)) }),
    );

    app.post(
      '/logout',
      {
        onRequest: app.identify,
        // No body at all is fine: the access token then says which login ends.
        schema: { body: z.object({ refreshToken: z.string().optional() }).nullish() },
      },
      async (req) => {
        await logout(ctx, { refreshToken: req.body?.refreshToken, sessionId: req.sessionId ?? undefined });
        return { success: true, message: serverMessages.loggedOut };
      },
    );

    app.post('/upload-image', { onRequest: app.authenticate }, async (req) => {
      const upload = await readUpload(req, 'image', IMAGE_MAX_BYTES, profileMessages.imageTooLarge);
      const target = (req.query as { target?: string }).target ?? upload.fields.target;
      const url = await uploadImage(
        ctx,
        requireUser(req),
        upload.data,
        target === 'avatar' ? 'avatar' : 'none',
      );
      return { success: true, message: profileMessages.avatarUploaded, avatar: url, imageUrl: url };
    });

    app.post('/forgot-password', { schema: { body: emailBodySchema } }, async (req) => {
      await requestPasswordReset(ctx, req.body.email, clientKey(req.ip));
      return { success: true, message: serverMessages.forgotAccepted };
    });

    app.post('/reset-password', { schema: { body: resetPasswordBodySchema } }, async (req) => {
      await resetPassword(ctx, req.body.token, req.body.password, clientKey(req.ip));
      return { success: true, message: serverMessages.passwordResetDone };
    });
  };
}
