import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import type { FileStorage } from '../lib/storage';
import type { ScoreQueue } from './applications/compute-score';

/** What a service function may use: passed explicitly so each is testable alone. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  /** Recomputes match scores after a job or a profile changed. */
  scores: ScoreQueue;
  log: FastifyBaseLogger;
}
