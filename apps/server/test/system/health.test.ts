import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverMessages } from '@hireloop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { checkHealth } from '../../src/services/system/check-health';
import { createSystemApp, type SystemTestApp } from './util';

describe('health and failure signalling', () => {
  let t: SystemTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is ok while the database answers and the data directory takes writes', async () => {
    t = await createSystemApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', storage: 'ok' });
  });

  it('answers 503 with a reason when the data directory cannot be written', async () => {
    t = await createSystemApp();
    // A data directory below a plain file cannot be created or written, even by root.
    const file = path.join(t.dataDir, 'not-a-directory');
    writeFileSync(file, '');
    const broken = await createSystemApp({ env: { DATA_DIR: path.join(file, 'data') } });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        database: 'up',
        storage: 'unwritable',
        reason: expect.stringContaining('data directory'),
      });
    } finally {
      await broken.close();
    }
  });

  it('reports too little free space in the data directory as an error', async () => {
    t = await createSystemApp();
    const ctx = { config: t.config };
    const health = await checkHealth(ctx, t.database, Number.MAX_SAFE_INTEGER);
    expect(health).toMatchObject({ status: 'error', database: 'up', storage: 'low-space' });
    expect(health.reason).toMatch(/free/);
    expect((await checkHealth(ctx, t.database, 1)).status).toBe('ok');
  });

  it('answers 503 { message } on every API route while the database is down, and health says so', async () => {
    t = await createSystemApp();
    await t.database.close();
    const calls = [
      { method: 'POST' as const, url: '/api/auth/check-existing-user', payload: { email: 'a@example.com' } },
      { method: 'POST' as const, url: '/api/auth/send-otp', payload: { email: 'a@example.com' } },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'Password1' },
      },
      { method: 'GET' as const, url: '/api/jobs?keyword=engineer' },
    ];
    for (const request of calls) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.json()).toEqual({ message: serverMessages.serviceUnavailable });
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', database: 'down', reason: expect.any(String) });
  });

  it('answers 503 when the PostgreSQL server refuses connections', async () => {
    t = await createSystemApp();
    // Nothing listens on port 9 here: every connection attempt is refused.
    const refused = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/hireloop' });
    const app = await buildApp({ config: t.config, database: refused, webDist: null });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/check-existing-user',
        payload: { email: 'a@example.com' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: serverMessages.serviceUnavailable });
    } finally {
      await app.close();
      await refused.close();
    }
  });
});
