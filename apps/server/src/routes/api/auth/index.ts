import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authContract as api,
  serverMessages,
  type AuthResponse,
  IMAGE_MAX_BYTES,
  profileMessages,
  type SendOtpBody,
} from '@hireloop/shared';
import { routeSchema } from '../../../lib/contract-route';
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
    app.post('/check-existing-user', { schema: routeSchema(api.checkExistingUser) }, (req) =>
      checkExistingUser(ctx, req.body.email, clientKey(req.ip)),
    );

    app.post('/check-email', { schema: routeSchema(api.checkEmail) }, async (req) => ({
      isCompanyDomain: isCompanyEmail(req.body.email),
    }));

    const send = async (req: { body: SendOtpBody; ip: string }) => {
      await sendOtp(ctx, req.body, clientKey(req.ip));
      return { success: true as const, message: serverMessages.otpSent };
    };
    app.post('/send-otp', { schema: routeSchema(api.sendOtp) }, send);
    app.post('/resend-otp', { schema: routeSchema(api.resendOtp) }, send);

    app.post('/verify-otp', { schema: routeSchema(api.verifyOtp) }, async (req) => {
      const verificationToken = await verifyOtp(ctx, req.body.email, req.body.otp);
      return { success: true, message: serverMessages.otpVerified, verified: true, verificationToken };
    });

    app.post('/register', { schema: routeSchema(api.register) }, async (req, reply) => {
      const { user, tokens } = await registerUser(ctx, req.body, 'register', clientKey(req.ip));
      return reply.status(201).send(authResponse(user, tokens, serverMessages.registered));
    });

    app.post('/complete-registration', { schema: routeSchema(api.completeRegistration) }, async (req) => {
      const { user, tokens } = await registerUser(ctx, req.body, 'complete', clientKey(req.ip));
      return authResponse(user, tokens, serverMessages.registrationCompleted);
    });

    app.post('/login', { schema: routeSchema(api.login) }, async (req) => {
      const { user, tokens } = await login(ctx, req.body, clientKey(req.ip));
      return authResponse(user, tokens, serverMessages.loggedIn);
    });

    app.get('/me', { onRequest: app.authenticate, schema: routeSchema(api.me) }, async (req) => {
      const user = toUser(requireUser(req));
      return { success: true as const, ...user, user };
    });

    app.post('/refresh', { schema: routeSchema(api.refresh) }, async (req) => ({
      success: true as const,
      ...(await refreshSession(ctx, req.body.refreshToken)),
    }));

    app.post(
      '/logout',
      {
        onRequest: app.identify,
        // No body at all is fine: the access token then says which login ends.
        schema: routeSchema(api.logout),
      },
      async (req) => {
        await logout(ctx, { refreshToken: req.body?.refreshToken, sessionId: req.sessionId ?? undefined });
        return { success: true, message: serverMessages.loggedOut };
      },
    );

    app.post(
      '/upload-image',
      { onRequest: app.authenticate, schema: routeSchema(api.uploadImage) },
      async (req) => {
        const upload = await readUpload(req, 'image', IMAGE_MAX_BYTES, profileMessages.imageTooLarge);
        const target = req.query.target ?? upload.fields.target;
        const url = await uploadImage(
          ctx,
          requireUser(req),
          upload.data,
          target === 'avatar' ? 'avatar' : 'none',
        );
        return { success: true, message: profileMessages.avatarUploaded, avatar: url, imageUrl: url };
      },
    );

    app.post('/forgot-password', { schema: routeSchema(api.forgotPassword) }, async (req) => {
      await requestPasswordReset(ctx, req.body.email, clientKey(req.ip));
      return { success: true, message: serverMessages.forgotAccepted };
    });

    app.post('/reset-password', { schema: routeSchema(api.resetPassword) }, async (req) => {
      await resetPassword(ctx, req.body.token, req.body.password, clientKey(req.ip));
      return { success: true, message: serverMessages.passwordResetDone };
    });
  };
}
