import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { createScratchDatabase, databaseUrl, migratedTemplate, withClient } from '../../src/db/scratch';

describe('scratch databases', () => {
  it('puts the database name into the admin URL, and refuses names that are not plain identifiers', () => {
    expect(databaseUrl('postgres://postgres@127.0.0.1:5432/test?sslmode=disable', 'hireloop_x1')).toBe(
      'postgres://postgres@127.0.0.1:5432/hireloop_x1?sslmode=disable',
    );
    expect(() => databaseUrl('postgres://127.0.0.1/test', 'x; drop database test')).toThrow(
      /not a plain database name/,
    );
    expect(() => databaseUrl('postgres://127.0.0.1/test', 'Upper')).toThrow(/not a plain database name/);
  });
});

describe.runIf(process.env.DATABASE_URL)('scratch databases on PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const exists = (name: string) =>
    withClient(adminUrl, async (c) =>
      Boolean((await c.query('select 1 from pg_database where datname = $1', [name])).rowCount),
    );
  const tables = (url: string) =>
    withClient(url, async (c) => {
      const { rows } = await c.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      return rows[0]!.n;
    });

  it('creates an empty database with a random name, and drops it', async () => {
    const a = await createScratchDatabase(adminUrl, { prefix: 'hireloop_scratch_test' });
    const b = await createScratchDatabase(adminUrl, { prefix: 'hireloop_scratch_test' });
    expect(a.name).toMatch(/^hireloop_scratch_test_[0-9a-f]{10}$/);
    expect(a.name).not.toBe(b.name);
    expect(a.existed).toBe(false);
    expect(await tables(a.url)).toBe(0);
    await a.drop();
    await b.drop();
    expect(await exists(a.name)).toBe(false);
    await a.drop(); // dropping twice is harmless
  });

  it('copies the migrated template, made once per migrations', async () => {
    const template = await migratedTemplate(adminUrl);
    expect(await migratedTemplate(adminUrl)).toBe(template);
    const copy = await createScratchDatabase(adminUrl, { prefix: 'hireloop_scratch_test', template });
    try {
      expect(await tables(copy.url)).toBeGreaterThan(5);
      const database = await openDatabase({ databaseUrl: copy.url });
      await database.migrate(); // a no-op: the template holds every migration
      await database.close();
    } finally {
      await copy.drop();
    }
  });

  it('keeps a named database with reuse, and makes it anew without', async () => {
    const name = `hireloop_scratch_test_${randomBytes(3).toString('hex')}`;
    const first = await createScratchDatabase(adminUrl, { name });
    try {
      await withClient(first.url, (c) => c.query('create table kept (id int)'));
      const reused = await createScratchDatabase(adminUrl, { name, reuse: true });
      expect(reused.existed).toBe(true);
      expect(await tables(reused.url)).toBe(1);
      const fresh = await createScratchDatabase(adminUrl, { name });
      expect(fresh.existed).toBe(false);
      expect(await tables(fresh.url)).toBe(0);
    } finally {
      await first.drop();
    }
  });
});
