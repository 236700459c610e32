import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountContract as api, accountMessages } from '@hireloop/shared';
import { routeSchema } from '../../../lib/contract-route';
import { requireUser } from '../../../plugins/authenticate';
import { changePassword } from '../../../services/account/change-password';
import { deleteAccount } from '../../../services/account/delete-account';
import { preferencesOf, updateEmailPreferences } from '../../../services/account/email-preferences';
import type { ServiceContext } from '../../../services/context';

/** The signed-in user's own settings, for both roles (docs/decisions/0022-account-settings.md). */
export function accountRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get('/preferences', { schema: routeSchema(api.getPreferences) }, async (req) => ({
      success: true as const,
      message: '',
      preferences: preferencesOf(requireUser(req)),
    }));

    app.put('/preferences', { schema: routeSchema(api.updatePreferences) }, async (req) => ({
      success: true as const,
      message: accountMessages.preferencesSaved,
      preferences: await updateEmailPreferences(ctx, requireUser(req), req.body),
    }));

    app.post('/password', { schema: routeSchema(api.changePassword) }, async (req) => {
      await changePassword(ctx, requireUser(req), req.sessionId!, req.body);
      return { success: true as const, message: accountMessages.passwordChanged };
    });

    app.post('/delete', { schema: routeSchema(api.deleteAccount) }, async (req) => {
      await deleteAccount(ctx, requireUser(req), req.sessionId!, req.body.password);
      return { success: true as const, message: accountMessages.accountDeleted };
    });
  };
}
