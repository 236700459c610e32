import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError } from '../config';

/** The URL without its password, for messages and logs. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * A Redis client for shared counters. Every command either answers within a second or fails at
 * once (no offline queue, one retry), so that a Redis outage costs a request a failed counter,
 * never a wait; the client reconnects by itself. It connects when `connect` is called, which the
 * app does before it listens.
 */
export function createRedis(url: string, log: FastifyBaseLogger) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let lastError: Error | undefined;
  // Logged once per outage, not on every reconnection attempt.
  client.on('error', (err: Error) => {
    if (!lastError)
      log.warn({ err }, 'Redis unreachable: shared rate limits are not counted until it is back');
    lastError = err;
  });
  client.on('ready', () => {
    if (lastError) log.info('Redis reachable again');
    lastError = undefined;
  });
  return {
    client,
    /** A start with a Redis that cannot be reached stops with a message naming REDIS_URL. */
    async connect(): Promise<void> {
      try {
        await client.connect();
        await client.ping();
      } catch (err) {
        client.disconnect();
        const reason = (lastError ?? (err as Error)).message;
        throw new ConfigError(`Cannot start:\n  REDIS_URL: no connection to ${redactedUrl(url)} (${reason})`);
      }
    },
    /** For /api/ready: answers while Redis does, else says why. */
    async ping(): Promise<void> {
      if (client.status !== 'ready') {
        throw new Error(`no connection to ${redactedUrl(url)} (${lastError?.message ?? client.status})`);
      }
      await client.ping();
    },
    async close(): Promise<void> {
      if (client.status === 'ready') await client.quit();
      else client.disconnect();
    },
  };
}
