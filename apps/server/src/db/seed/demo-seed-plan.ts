import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../client';
import { DEMO_PASSWORD } from './demo';

export type DemoSeedPlan = { seed: false } | { seed: true; password: string; published: boolean };

/**
 * Whether to fill the database with demo data at start, and with which password. `auto` fills
 * only an empty embedded database outside production. In production the demo accounts never get
 * the password the README publishes: `always` gives them a random one, printed once at start.
 */
export function demoSeedPlan(
  config: Pick<Config, 'nodeEnv' | 'seedDemo'>,
  kind: Database['kind'],
  isEmpty: boolean,
): DemoSeedPlan {
  const production = config.nodeEnv === 'production';
  const seed =
    config.seedDemo === 'always' ||
    (config.seedDemo === 'auto' && !production && kind === 'pglite' && isEmpty);
  if (!seed) return { seed: false };
  if (!production) return { seed: true, password: DEMO_PASSWORD, published: true };
  return { seed: true, password: randomBytes(12).toString('base64url'), published: false };
}
