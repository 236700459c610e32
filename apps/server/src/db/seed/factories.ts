import type { Db } from '../client';
import { users, type UserRow } from '../schema';
import { hashPassword } from '../../services/auth/passwords';

export type NewUser = Partial<typeof users.$inferInsert> & { email: string; password?: string };

/** A complete, verified account. Shared by the demo seed, the tests and the browser tests. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const { password = 'Password1', ...rest } = input;
  const [row] = await db
    .insert(users)
    .values({
      name: 'Test User',
      role: 'jobseeker',
      isVerified: true,
      isRegistrationComplete: true,
      ...rest,
      email: rest.email.toLowerCase(),
      passwordHash: await hashPassword(password),
    })
    .returning();
  return row!;
}
