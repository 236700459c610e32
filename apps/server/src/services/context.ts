import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { BackgroundWork } from '../lib/background-work';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import type { FileStorage } from '../lib/storage';

/** What a service function may use: passed explicitly so each is testable alone. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  /** Does the work a change enqueued in its transaction (mails, score recomputations). */
  work: BackgroundWork;
  log: FastifyBaseLogger;
}
