import type { PGlite } from '@electric-sql/pglite';

/**
 * Embedded databases kept open between the test files of one worker (the integration tier shares
 * one module graph per worker): a file done with its database hands it back here, reset to the
 * state of the migrated template, and the next file takes it instead of starting PGlite again from
 * the dump (about 0.5 s idle, 1 s under load). A database is reset only when nothing about it can
 * differ from a fresh copy that a test could see:
 * - its schema (tables, columns, indexes, triggers, functions) is the template's, checked by a
 *   fingerprint, so a test that altered it never hands it on;
 * - every table is emptied, identities restart, and the rows the migrations wrote are put back;
 * - `DISCARD ALL` ends what the session held: settings, prepared statements, temporary tables,
 *   advisory locks, LISTEN.
 * The app keeps its caches per `db` handle, and each taker gets a new handle.
 */

interface Template {
  fingerprint: string;
  tables: string[];
  /** Rows the migrations wrote, per table: put back after each reset. */
  rows: { table: string; columns: string[]; json: string }[];
  /** Every sequence's position in the template (`restart identity` covers only those a column owns). */
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

const spare: PGlite[] = [];
let template: Template | undefined;

const FINGERPRINT = `
  select md5(coalesce(string_agg(x, ',' order by x), '')) as fingerprint from (
    select c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname || ':' || a.atttypid::text, '')
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
        and n.nspname !~ '^pg_(toast_)?temp_'
        and c.relkind in ('r', 'i', 'S', 'v', 'm', 'p')
    union all
    select t.tgname || ':' || t.tgrelid::regclass::text || ':' || t.tgenabled::text
      from pg_trigger t where not t.tgisinternal
    union all
    select p.proname || ':' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
  ) s(x)`;

const TABLES = `
  select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname = 'public' order by 1`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

/** What a fresh copy of the template holds, read from one just opened from the dump. */
async function readTemplate(client: PGlite): Promise<Template> {
  const tables = (await client.query<{ name: string }>(TABLES)).rows.map((r) => r.name);
  const rows: Template['rows'] = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    if (!found[0]?.json) continue;
    // Generated columns are computed again on insert; they cannot be written.
    const { rows: columns } = await client.query<{ name: string }>(
      `select quote_ident(attname) as name from pg_attribute
       where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
       order by attnum`,
      [table],
    );
    rows.push({ table, columns: columns.map((c) => c.name), json: found[0].json });
  }
  const sequences: Template['sequences'] = [];
  const { rows: names } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`,
  );
  for (const { name } of names) {
    const { rows: at } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    sequences.push({ name, lastValue: at[0]!.last_value, isCalled: at[0]!.is_called });
  }
  return { fingerprint: await fingerprintOf(client), tables, rows, sequences };
}

/** Notes the template's state from a database just opened from the dump, once per worker. */
export async function noteTemplate(client: PGlite): Promise<void> {
  template ??= await readTemplate(client);
}

/** A database handed back by an earlier file, already reset; undefined when there is none. */
export function takeSpare(): PGlite | undefined {
  return spare.pop();
}

/**
 * Resets `client` to the template's state and keeps it for the next file; closes it instead when
 * it cannot be reset (closed by the test, or its schema changed).
 */
export async function handBack(client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    await client.exec('DISCARD ALL');
    if (!template || (await fingerprintOf(client)) !== template.fingerprint) {
      await client.close();
      return;
    }
    await client.exec(`truncate ${template.tables.join(', ')} restart identity cascade`);
    for (const { table, columns, json } of template.rows) {
      const list = columns.join(', ');
      await client.query(
        `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1)`,
        [json],
      );
    }
    for (const { name, lastValue, isCalled } of template.sequences) {
      await client.query(`select setval($1::regclass, $2::bigint, $3)`, [name, lastValue, isCalled]);
    }
    spare.push(client);
  } catch {
    await client.close().catch(() => undefined);
  }
}
