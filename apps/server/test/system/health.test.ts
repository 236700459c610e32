import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverMessages } from '@hireloop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { dataDirCheck } from '../../src/services/system/readiness-checks';
import { createSystemApp, type SystemTestApp } from './util';

describe('liveness, readiness and failure signalling', () => {
  let t: SystemTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is alive and ready while the database answers and the data directory takes writes', async () => {
    t = await createSystemApp();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: { status: 'up' }, dataDir: { status: 'up' }, load: { status: 'up' } },
    });
  });

  it('is not ready, with a reason, when the data directory cannot be written; still alive', async () => {
    t = await createSystemApp();
    // A data directory below a plain file cannot be created or written, even by root.
    const file = path.join(t.dataDir, 'not-a-directory');
    writeFileSync(file, '');
    const broken = await createSystemApp({ env: { DATA_DIR: path.join(file, 'data') } });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not-ready',
        checks: {
          database: { status: 'up' },
          dataDir: { status: 'down', reason: 'the data directory cannot be written' },
          load: { status: 'up' },
        },
      });
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('reports too little free space in the data directory', async () => {
    t = await createSystemApp();
    await expect(dataDirCheck(t.dataDir, Number.MAX_SAFE_INTEGER).check()).rejects.toThrow(/MB free/);
    await expect(dataDirCheck(t.dataDir, 1).check()).resolves.toBeUndefined();
  });

  it('runs the checks other parts add, and answers 503 while shutting down', async () => {
    t = await createSystemApp();
    t.app.readiness.add({
      name: 'redis',
      check: async () => {
        throw new Error('connection refused');
      },
    });
    const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: 'not-ready',
      checks: { database: { status: 'up' }, redis: { status: 'down', reason: 'connection refused' } },
    });

    const healthy = await createSystemApp();
    try {
      healthy.app.readiness.beginShutdown();
      const res = await healthy.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'shutting-down', checks: { database: { status: 'up' } } });
    } finally {
      await healthy.close();
    }
  });

  it('answers 503 { message, requestId } on every API route while the database is down, and ready says so', async () => {
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
      expect(res.json()).toEqual({
        message: serverMessages.serviceUnavailable,
        requestId: expect.any(String),
      });
    }
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'not-ready',
      checks: { database: { status: 'down', reason: 'the database does not answer' } },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
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
      expect(res.json()).toEqual({
        message: serverMessages.serviceUnavailable,
        requestId: expect.any(String),
      });
    } finally {
      await app.close();
      await refused.close();
    }
  });
});
