#!/usr/bin/env node
// `npm run bench <name> [-- args]` runs scripts/bench-<name>.ts; without a name, lists them.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const names = readdirSync(here)
  .filter((f) => /^bench-.+\.ts$/.test(f))
  .map((f) => f.slice(6, -3));
const [name, ...rest] = process.argv.slice(2);
if (!name || !names.includes(name)) {
  console.log(`usage: npm run bench <${names.join('|')}> [-- options]`);
  process.exit(name ? 1 : 0);
}
const res = spawnSync('npx', ['tsx', path.join(here, `bench-${name}.ts`), ...rest], { stdio: 'inherit' });
process.exit(res.status ?? 1);
