import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { BackgroundWork } from '../lib/background-work';
import type { Clock } from '../lib/clock';
import type { LiveEvents } from '../lib/live-events';
import type { Mailer } from '../lib/mailer';
import type { Metrics } from '../lib/metrics';
import type { Readiness } from '../lib/readiness';
import type { FileStorage } from '../lib/storage';
import type { ExtractText } from './files/extract-text';

/** What a service function may use: passed explicitly so each is testable alone. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  /** Reads a resume's text in bounded worker threads (services/files/extract-text.ts). */
  extractText: ExtractText;
  /** Does the work a change enqueued in its transaction (mails, score recomputations). */
  work: BackgroundWork;
  log: FastifyBaseLogger;
  /** What /api/ready asks; a service the app depends on (Redis, the object store) adds its check. */
  readiness: Readiness;
  /** Prometheus metrics of this process; a part with numbers to report adds them to its registry. */
  metrics: Metrics;
  /** The open notification streams of this process, fed by the database (docs/decisions/0024-notifications.md). */
  live: LiveEvents;
}
