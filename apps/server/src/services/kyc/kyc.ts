import { createHmac } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import {
  isValidPan,
  kycMessages,
  maskPan,
  nameMatchRatio,
  NAME_MATCH_THRESHOLD,
  type KycDataSaved,
  type KycStatusResponse,
} from '@hireloop/shared';
import { users, type UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/errors';
import type { ServiceContext } from '../context';

export function kycStatus(user: UserRow): KycStatusResponse {
  return {
    success: true,
    kycCompleted: user.kycCompleted,
    message: user.kycCompleted ? kycMessages.statusComplete : kycMessages.statusPending,
    completedAt: user.kycCompletedAt?.toISOString() ?? null,
    panMasked: user.kycPanMasked,
  };
}

/**
 * A keyed hash, so equal PANs can be found without storing them: a plain SHA-256 of a PAN could
 * be reversed by trying all 26^6 * 10^4 of them.
 */
function panHash(ctx: ServiceContext, pan: string): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`kyc-pan:${pan}`).digest('hex');
}

/**
 * Marks the identity check complete with the spec's payload `{ kycCompleted }`. The document checks
 * run on the client (simulated), so the server re-checks what it can, on the details saved with
 * PUT /api/kyc/data (never on values sent with this call): the document name against the account
 * name, and that no other account completed the check with the same PAN. Once complete, it stays
 * complete.
 */
export async function setKycStatus(ctx: ServiceContext, user: UserRow, input: { kycCompleted: boolean }) {
  if (!input.kycCompleted) {
    if (user.kycCompleted) throw conflict(kycMessages.alreadyCompleted);
    return kycStatus(user);
  }
  if (user.kycCompleted) return kycStatus(user);

  const details = user.kycData;
  if (!details || !user.kycPanHash) throw badRequest(kycMessages.detailsMissing);
  const ratio = nameMatchRatio(details.name, user.name);
  if (ratio < NAME_MATCH_THRESHOLD) throw badRequest(kycMessages.nameMismatch(details.name, user.name));

  const now = ctx.clock.now();
  try {
    const [updated] = await ctx.db
      .update(users)
      .set({
        kycCompleted: true,
        kycCompletedAt: now,
        kycPanMasked: details.panMasked,
        kycPanHashCompleted: user.kycPanHash,
        kycNameMatchRatio: ratio,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    return kycStatus(updated!);
  } catch (err) {
    // The unique constraint decides between two accounts completing with one PAN at once.
    if (isUniqueViolation(err)) throw conflict(kycMessages.panTaken);
    throw err;
  }
}

export interface KycDataInput {
  name: string;
  dob: string;
  gender?: string | undefined;
  pan: string;
}

/**
 * Keeps the verified details: the PAN only masked and as a keyed hash. Frozen once the check is
 * complete. A PAN another account completed the check with is refused here already, so the user
 * learns it before the last step.
 */
export async function saveKycData(
  ctx: ServiceContext,
  user: UserRow,
  input: KycDataInput,
): Promise<KycDataSaved> {
  if (user.kycCompleted) throw conflict(kycMessages.alreadyCompleted);
  const pan = input.pan.trim().toUpperCase();
  if (!isValidPan(pan)) throw badRequest(kycMessages.invalidPan);
  const hash = panHash(ctx, pan);
  const taken = await ctx.db.query.users.findFirst({
    columns: { id: true },
    where: and(eq(users.kycPanHashCompleted, hash), ne(users.id, user.id)),
  });
  if (taken) throw conflict(kycMessages.panTaken);

  const now = ctx.clock.now();
  const kycData = {
    name: input.name.trim(),
    dob: input.dob.trim(),
    gender: input.gender?.trim() ?? '',
    panMasked: maskPan(pan),
    updatedAt: now.toISOString(),
  };
  await ctx.db.update(users).set({ kycData, kycPanHash: hash, updatedAt: now }).where(eq(users.id, user.id));
  return { success: true, message: kycMessages.dataSaved, data: kycData };
}
