import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_KINDS,
  type AlertSearch,
  type EducationEntry,
  type EmploymentEntry,
  type MatchBreakdown,
  type ProjectEntry,
  type Resume,
} from '@hireloop/shared';

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
  role: text('role', { enum: ['jobseeker', 'employer'] })
    .notNull()
    .default('jobseeker'),
  isVerified: boolean('is_verified').notNull().default(false),
  isRegistrationComplete: boolean('is_registration_complete').notNull().default(false),
  kycCompleted: boolean('kyc_completed').notNull().default(false),
  kycCompletedAt: timestamp('kyc_completed_at', { withTimezone: true }),
  kycPanMasked: text('kyc_pan_masked'),
  kycNameMatchRatio: real('kyc_name_match_ratio'),
  kycData: jsonb('kyc_data').$type<KycData | null>(),
  /** Keyed hash of the PAN saved with the verified details (never the PAN itself). */
  kycPanHash: text('kyc_pan_hash'),
  /** The same hash once the check is complete: unique, so one PAN completes one account only. */
  kycPanHashCompleted: text('kyc_pan_hash_completed').unique(),
  avatar: text('avatar'),
  title: text('title').notNull().default(''),
  company: text('company').notNull().default(''),
  location: text('location').notNull().default(''),
  phone: text('phone').notNull().default(''),
  experience: text('experience').notNull().default(''),
  ctc: text('ctc').notNull().default(''),
  noticePeriod: text('notice_period').notNull().default(''),
  headline: text('headline').notNull().default(''),
  skills: jsonb('skills')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  employment: jsonb('employment')
    .$type<EmploymentEntry[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  education: jsonb('education')
    .$type<EducationEntry[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  projects: jsonb('projects')
    .$type<ProjectEntry[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  resume: jsonb('resume').$type<Resume | null>(),
  /** Where the resume file is in storage; never sent to clients. */
  resumeKey: text('resume_key'),
  /** Text extracted from the resume, for search and matching. */
  resumeText: text('resume_text').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  companyDescription: text('company_description').notNull().default(''),
  companyLogo: text('company_logo'),
  /** Optional e-mails the user may turn off (docs/decisions/0022-account-settings.md). */
  mailApplicationStatus: boolean('mail_application_status').notNull().default(true),
  /** Stored for the job alerts to come; nothing sends them yet. */
  mailJobAlerts: boolean('mail_job_alerts').notNull().default(true),
  /**
   * A deleted employer's account stays as an empty row so their closed jobs keep their history;
   * its e-mail is replaced and it has no password, so nobody can sign in to it.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** The public company page (docs/decisions/0021-company-pages.md): an http(s) URL or ''. */
  companyWebsite: text('company_website').notNull().default(''),
  /** One of COMPANY_SIZES (packages/shared/src/company-page.ts) or '' when not given. */
  companySize: text('company_size').notNull().default(''),
  companyLocations: jsonb('company_locations')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
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
  /** SHA-256 of the token verify-otp handed out: only its holder may register this e-mail. */
  verificationTokenHash: text('verification_token_hash'),
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

/**
 * Every uploaded picture, owned by its uploader. A profile save binds it; one never bound is
 * deleted after a day, and a replaced avatar or logo is deleted at once.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
    boundAt: timestamp('bound_at', { withTimezone: true }),
  },
  (t) => [
    index('uploaded_images_owner_idx').on(t.ownerId, t.createdAt),
    index('uploaded_images_unbound_idx')
      .on(t.createdAt)
      .where(sql`bound_at is null`),
  ],
);

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  session: one(sessions, { fields: [refreshTokens.sessionId], references: [sessions.id] }),
}));

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const JOB_TYPES = ['Remote', 'Full-Time', 'Part-Time', 'Contract', 'Internship'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    companyName: text('company_name').notNull().default(''),
    location: text('location').notNull().default(''),
    type: text('type').notNull().default('Full-Time'),
    category: text('category').notNull().default('Other'),
    industry: text('industry').notNull().default(''),
    department: text('department').notNull().default(''),
    employmentType: text('employment_type').notNull().default(''),
    education: text('education').notNull().default(''),
    salaryMin: integer('salary_min').notNull(),
    salaryMax: integer('salary_max').notNull(),
    experienceMin: integer('experience_min').notNull(),
    experienceMax: integer('experience_max').notNull(),
    openings: integer('openings').notNull().default(1),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    keySkills: jsonb('key_skills')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isClosed: boolean('is_closed').notNull().default(false),
    /** A deleted job disappears from search but stays readable for the people who applied. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** remote, hybrid or onsite (packages/shared workModeOf). */
    workMode: text('work_mode').notNull().default('onsite'),
    /** The LEXICON_VERSION (a content hash) the search vector was written with; 0: not yet. */
    searchVersion: integer('search_version').notNull().default(0),
    /**
     * The job as the search reads it (packages/shared/src/search): normalized words and lexicon
     * concepts of the title (A), skills (B), company and classification (C), and the rest (D),
     * written with every job by searchColumns and again when LEXICON_VERSION changes. Only the
     * vector is stored, not the documents it is made from, so that rows stay narrow.
     */
    search: tsvector('search')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    // Open jobs only: every search asks for them, and a search that reads this index needs no
    // other one to leave closed jobs out (docs/decisions/0030-places-and-open-jobs-index.md).
    index('jobs_search_idx')
      .using('gin', t.search)
      .where(sql`is_closed = false and deleted_at is null`),
    index('jobs_open_created_idx')
      .on(t.createdAt)
      .where(sql`is_closed = false and deleted_at is null`),
    index('jobs_employer_idx').on(t.employerId, t.createdAt),
    index('jobs_location_trgm_idx').using('gin', sql`lower(location) gin_trgm_ops`),
    // Finds the jobs indexed under another LEXICON_VERSION (services/search/reindex.ts).
    index('jobs_search_version_idx').on(t.searchVersion),
    // The work-mode filter and 'remote' as a location (services/search/plan.ts).
    index('jobs_work_mode_idx').on(t.workMode),
    // And jobs_open_facets_idx, which the facet counts read alone: in migration 0023 only, because
    // this builder has no INCLUDE (docs/decisions/0025-first-time-searches.md); and
    // jobs_open_place_idx, the same by lower(location) first, in migration 0024 (decision 0030).
  ],
);

/** Words of job titles and skills: a query word not among them is corrected to the nearest one. */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);

/**
 * Every location a job has been stored with, lower-cased by the database, written by triggers on
 * jobs (migration 0024): a search turns a place into the exact locations that name it, so that
 * its jobs are read from jobs_open_place_idx (services/search/plan.ts). A new one bumps
 * search_state.terms_version like a new vocabulary word.
 */
export const searchPlaces = pgTable('search_places', { place: text('place').primaryKey() });

/**
 * One row of counters that triggers (migration 0006) bump on every write to jobs and on every new
 * vocabulary word: a search process compares them to decide whether its cached results and its
 * in-memory vocabulary are still current, whichever process wrote.
 */
export const searchState = pgTable('search_state', {
  id: integer('id').primaryKey().default(1),
  jobsVersion: integer('jobs_version').notNull().default(0),
  termsVersion: integer('terms_version').notNull().default(0),
});

export const savedJobs = pgTable(
  'saved_jobs',
  {
    id: uuid('id').notNull().defaultRandom().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/**
 * A job seeker's saved search, mailed daily or weekly with the jobs posted since `last_run_at`
 * (docs/decisions/0023-job-alerts.md). The sweep takes the due ones by `next_run_at`; `paused_at`
 * is set by the unsubscribe link.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    search: jsonb('search').$type<AlertSearch>().notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_alerts_due_idx')
      .on(t.nextRunAt)
      .where(sql`paused_at is null`),
    index('job_alerts_user_idx').on(t.userId, t.createdAt),
  ],
);

export type JobAlertRow = typeof jobAlerts.$inferSelect;

/**
 * The jobs a job seeker opened lately, one row per job with the last time (the "Recently viewed"
 * strip); the service keeps the newest few per person, so the table stays small.
 */
export const jobViews = pgTable(
  'job_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('job_views_user_idx').on(t.userId, t.viewedAt)],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Applied'),
    matchScore: integer('match_score'),
    matchBreakdown: jsonb('match_breakdown').$type<MatchBreakdown | null>(),
    /** The scorer version that computed matchScore; an older one is recomputed. */
    scoreVersion: integer('score_version'),
    /** The applicant's note to the employer, up to APPLY_NOTE_MAX characters; replaced on applying again. */
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_applicant_idx').on(t.jobId, t.applicantId),
    index('applications_applicant_idx').on(t.applicantId),
    // The applicants list: best score first (unscored last), then earliest, then id, so a page is
    // an index range and the next one starts where it ended (services/applications/list-applicants-page.ts).
    index('applications_job_rank_idx').on(t.jobId, sql`(-coalesce(${t.matchScore}, -1))`, t.createdAt, t.id),
    index('applications_job_status_rank_idx').on(
      t.jobId,
      t.status,
      sql`(-coalesce(${t.matchScore}, -1))`,
      t.createdAt,
      t.id,
    ),
    // Finds the applications scored by an older scorer version without reading the others.
    index('applications_job_score_version_idx').on(t.jobId, t.scoreVersion),
  ],
);

/**
 * How many applications each job has in each status, kept by triggers on applications (migration
 * 0009), so that the applicants list answers its counts without counting thousands of rows.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    jobId: uuid('job_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.status] })],
);

/** Every status change of an application: who, when, from what, to what. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * The employer's private notes on an application (docs/decisions/0019-employer-applicant-tools.md):
 * read and written only through the owner check of the application's job, never sent to the applicant.
 */
export const applicantNotes = pgTable(
  'applicant_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('applicant_notes_application_idx').on(t.applicationId, t.createdAt)],
);

export const jobsRelations = relations(jobs, ({ one }) => ({
  employer: one(users, { fields: [jobs.employerId], references: [users.id] }),
}));

export type JobRow = typeof jobs.$inferSelect;

/**
 * Work that must happen after a change (a mail, a score recomputation), written in the change's
 * own transaction and done by the background runner (ADR 0015). `key` makes enqueuing idempotent;
 * `revision` counts re-arms of a repeatable job, so a run that started before the last re-arm
 * leaves the job pending instead of marking it done.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    revision: integer('revision').notNull().default(0),
    /** Among due jobs the higher is claimed first (`JOB_PRIORITY`): mail someone waits for before bulk. */
    priority: integer('priority').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('background_jobs_due_idx')
      .on(t.priority.desc(), t.runAt)
      .where(sql`status = 'pending'`),
    index('background_jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`status <> 'pending'`),
  ],
);

export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;

/**
 * What the bell in the header lists (docs/decisions/0024-notifications.md): written in the same
 * transaction as the change it tells of, so a change rolled back leaves none. The job's title and
 * the other person's name are copied, as the mail does, so the list reads the same after a rename.
 * While unread, one row per application and kind takes every later event of that kind (`count`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    /** The application's new status (application_status only). */
    status: text('status'),
    /** The applicant's name (new_application, application_withdrawn). */
    actorName: text('actor_name'),
    /** When the latest event it tells of happened. */
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** How many events it tells of: later ones of its application and kind, while unread, add to it. */
    count: integer('count').notNull().default(1),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The target of the upsert that folds events together; by its first column it also counts the unread.
    uniqueIndex('notifications_unread_once_idx')
      .on(t.userId, t.applicationId, t.kind)
      .where(sql`read_at is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
