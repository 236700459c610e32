import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  emailPreferencesSchema,
  updateEmailPreferencesSchema,
} from '../account-settings';
import { endpoint } from './define';
import { errorResponses, messageEnvelope, tooMany, withMessage } from './common';
import { apiPaths } from './paths';

export const preferencesResponseSchema = withMessage({ preferences: emailPreferencesSchema });

/** /api/account: the signed-in user's own settings (docs/decisions/0022-account-settings.md). */
export const accountContract = {
  getPreferences: endpoint({
    method: 'GET',
    path: apiPaths.account.preferences,
    summary: "The signed-in user's e-mail preferences",
    responses: { 200: preferencesResponseSchema, ...errorResponses(401) },
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: apiPaths.account.updatePreferences,
    summary: 'Turn optional e-mails on or off',
    body: updateEmailPreferencesSchema,
    responses: { 200: preferencesResponseSchema, ...errorResponses(400, 401) },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: apiPaths.account.changePassword,
    summary: 'Change the password with the current one; every other login of the account ends',
    body: changePasswordBodySchema,
    responses: { 200: messageEnvelope, ...errorResponses(400, 401), ...tooMany },
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: apiPaths.account.deleteAccount,
    summary: 'Delete the account with its password (cannot be undone)',
    body: deleteAccountBodySchema,
    responses: { 200: messageEnvelope, ...errorResponses(400, 401), ...tooMany },
  }),
};
