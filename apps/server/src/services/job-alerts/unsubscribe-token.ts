import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { idSchema, jobAlertMessages } from '@hireloop/shared';
import { badRequest } from '../../lib/errors';
import type { ServiceContext } from '../context';

/** What the token is for: it unsubscribes from one alert, and is good for nothing else. */
const PURPOSE = 'job-alert-unsubscribe';

// A key of its own, so that this token can never pass for an access token or a resume view link,
// nor the other way round; the audience names the purpose once more inside the signed claims.
const unsubscribeKey = (ctx: Pick<ServiceContext, 'config'>) =>
  createHmac('sha256', ctx.config.jwtSecret).update(PURPOSE).digest();

/**
 * The token of an alert mail's unsubscribe link: signed, naming the alert, without an expiry (a
 * mail may be read months later; the link only ever turns that alert's mails off).
 */
export function unsubscribeToken(ctx: Pick<ServiceContext, 'config'>, alertId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(alertId)
    .setAudience(PURPOSE)
    .sign(unsubscribeKey(ctx));
}

/** The alert a token names; a tampered token, or one made for anything else, is a 400. */
export async function alertOfToken(ctx: Pick<ServiceContext, 'config'>, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, unsubscribeKey(ctx), {
      algorithms: ['HS256'],
      audience: PURPOSE,
    });
    return idSchema.parse(payload.sub);
  } catch {
    throw badRequest(jobAlertMessages.badUnsubscribeLink);
  }
}
