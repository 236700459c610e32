import { eq } from 'drizzle-orm';
import { isValidPan, kycMessages, maskPan, nameMatchRatio, NAME_MATCH_THRESHOLD } from '@hireloop/shared';
import { users, type UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import type { ServiceContext } from '../context';

export function kycStatus(user: UserRow) {
  return {
    success: true,
    kycCompleted: user.kycCompleted,
    message: user.kycCompleted ? kycMessages.statusComplete : kycMessages.statusPending,
    completedAt: user.kycCompletedAt?.toISOString() ?? null,
    panMasked: user.kycPanMasked,
  };
}

export interface CompleteKycInput {
  kycCompleted: boolean;
  pan?: string | undefined;
  documentName?: string | undefined;
}

/**
 * Marks the identity check complete. The document checks run on the client (simulated), so the
 * server re-checks what it can: the PAN's shape and the document name against the account name.
 * Once complete, it stays complete.
 */
export async function setKycStatus(ctx: ServiceContext, user: UserRow, input: CompleteKycInput) {
  if (!input.kycCompleted) {
    if (user.kycCompleted) throw conflict(kycMessages.alreadyCompleted);
    return kycStatus(user);
  }
  if (user.kycCompleted) return kycStatus(user);

  const pan = (input.pan ?? '').trim().toUpperCase();
  if (!isValidPan(pan)) throw badRequest(kycMessages.invalidPan);
  const documentName = (input.documentName ?? user.kycData?.name ?? '').trim();
  const ratio = nameMatchRatio(documentName, user.name);
  if (ratio < NAME_MATCH_THRESHOLD) throw badRequest(kycMessages.nameMismatch(documentName, user.name));

  const now = ctx.clock.now();
  const [updated] = await ctx.db
    .update(users)
    .set({
      kycCompleted: true,
      kycCompletedAt: now,
      kycPanMasked: maskPan(pan),
      kycNameMatchRatio: ratio,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  return kycStatus(updated!);
}

export interface KycDataInput {
  name: string;
  dob: string;
  gender?: string | undefined;
  pan: string;
}

/** Keeps the verified details (PAN masked). Frozen once the check is complete. */
export async function saveKycData(ctx: ServiceContext, user: UserRow, input: KycDataInput) {
  if (user.kycCompleted) throw conflict(kycMessages.alreadyCompleted);
  const pan = input.pan.trim().toUpperCase();
  if (!isValidPan(pan)) throw badRequest(kycMessages.invalidPan);
  const now = ctx.clock.now();
  const kycData = {
    name: input.name.trim(),
    dob: input.dob.trim(),
    gender: input.gender?.trim() ?? '',
    panMasked: maskPan(pan),
    updatedAt: now.toISOString(),
  };
  await ctx.db.update(users).set({ kycData, updatedAt: now }).where(eq(users.id, user.id));
  return { success: true, message: 'KYC data saved', data: kycData };
}
