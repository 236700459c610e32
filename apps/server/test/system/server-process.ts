import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER = path.join(ROOT, 'apps/server/src/server.ts');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  stdout(): string;
  stderr(): string;
  /** Both streams, in the order they arrived. */
  output(): string;
  exited: Promise<number | null>;
}

/** The real server entry point, as `npm start` runs it (through tsx instead of the bundle). */
export function spawnServer(env: Record<string, string>, port: number, dataDir: string): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    output += chunk.toString();
  });
  return {
    child,
    port,
    stdout: () => stdout,
    stderr: () => stderr,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
}
