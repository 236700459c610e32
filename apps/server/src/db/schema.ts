import { relations, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EducationEntry, EmploymentEntry, ProjectEntry, Resume } from '@hireloop/shared';

/** What the identity check verified; the PAN only masked. */
export interface KycData {
  name: string;
  dob: string;
  gender: string;
  panMasked: string;
  updatedAt: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash'),
  role: text('role', { enum: ['jobseeker', 'employer'] }).notNull().default('jobseeker'),
  isVerified: boolean('is_verified').notNull().default(false),
  isRegistrationComplete: boolean('is_registration_complete').notNull().default(false),
  kycCompleted: boolean('kyc_completed').notNull().default(false),
  kycCompletedAt: timestamp('kyc_completed_at', { withTimezone: true }),
  kycPanMasked: text('kyc_pan_masked'),
  kycNameMatchRatio: real('kyc_name_match_ratio'),
  kycData: jsonb('kyc_data').$type<KycData | null>(),
  avatar: text('avatar'),
  title: text('title').notNull().default(''),
  company: text('company').notNull().default(''),
  location: text('location').notNull().default(''),
  phone: text('phone').notNull().default(''),
  experience: text('experience').notNull().default(''),
  ctc: text('ctc').notNull().default(''),
  noticePeriod: text('notice_period').notNull().default(''),
  headline: text('headline').notNull().default(''),
  skills: jsonb('skills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  employment: jsonb('employment').$type<EmploymentEntry[]>().notNull().default(sql`'[]'::jsonb`),
  education: jsonb('education').$type<EducationEntry[]>().notNull().default(sql`'[]'::jsonb`),
  projects: jsonb('projects').$type<ProjectEntry[]>().notNull().default(sql`'[]'::jsonb`),
  resume: jsonb('resume').$type<Resume | null>(),
  companyName: text('company_name').notNull().default(''),
  companyDescription: text('company_description').notNull().default(''),
  companyLogo: text('company_logo'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One pending code per e-mail; a new send replaces it. */
export const otpCodes = pgTable('otp_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** A login: every refresh token issued from it belongs to it, and revoking it ends them all. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Fixed-window counters for abuse limits, shared by every server process through the database. */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

export type UserRow = typeof users.$inferSelect;

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  session: one(sessions, { fields: [refreshTokens.sessionId], references: [sessions.id] }),
}));
