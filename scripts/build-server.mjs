// Bundles the server (with the shared package inlined) into apps/server/dist/server.js and the
// resume-text worker into dist/extract-worker.js beside it; npm dependencies stay external and
// load from node_modules. Migrations are copied beside them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@hireloop/'));

rmSync(path.join(serverDir, 'dist'), { recursive: true, force: true });
await build({
  // Resume text is read in a worker thread, which loads its own file from beside server.js.
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    'extract-worker': path.join(serverDir, 'src/services/files/extract-worker.ts'),
  },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync(path.join(serverDir, 'src/db/migrations'), path.join(serverDir, 'dist/migrations'), {
  recursive: true,
});
console.log('server built: apps/server/dist/server.js, dist/extract-worker.js');
