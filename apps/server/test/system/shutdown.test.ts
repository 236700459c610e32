import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ServerProcess } from './server-process';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const BODY = JSON.stringify({ email: 'hiring@acme-robotics.com' });

const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function until(server: ServerProcess, what: string, check: () => boolean | Promise<boolean>) {
  const end = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}; the server said:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The server on an embedded database of its own, logging its requests, once it answers. */
async function startServer(env: Record<string, string> = {}): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-shutdown-'));
  dirs.push(dataDir);
  const server = spawnServer(
    { JWT_SECRET: SECRET, LOG_LEVEL: 'info', SEED_DEMO: 'never', ...env },
    await freePort(),
    dataDir,
  );
  servers.push(server);
  await until(server, 'the server to listen', () => server.output().includes('Server listening'));
  return { ...server, dataDir };
}

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A request whose headers and first half of body are sent: the server is handling it, and it
 * completes when `finish` sends the rest. `response` is everything the server answered.
 */
async function slowRequest(server: ServerProcess) {
  const socket: Socket = connect(server.port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/auth/check-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${BODY.length}\r\n\r\n${BODY.slice(0, 10)}`,
  );
  await until(server, 'the request to arrive', () => server.output().includes('/api/auth/check-email'));
  return {
    finish: () => socket.end(BODY.slice(10)),
    response: async () => {
      await ended;
      return response;
    },
  };
}

describe('graceful shutdown of the real server', () => {
  it('on SIGTERM refuses new connections, finishes the open request, closes the database and exits 0', async () => {
    const server = await startServer();
    const open = await slowRequest(server);

    server.child.kill('SIGTERM');
    await until(server, 'the shutdown to start', () => server.output().includes('SIGTERM: closing'));
    await until(server, 'the port to close', async () => !(await accepts(server.port)));
    expect(server.child.exitCode).toBeNull();

    open.finish();
    const response = await open.response();
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('{"isCompanyDomain":true}');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"closed"');
    // The embedded database was closed and its lock released: the next start needs no recovery.
    expect(existsSync(path.join(server.dataDir, 'db.lock'))).toBe(false);
  });

  it('exits at once with 1 on a second signal, without waiting for the open request', async () => {
    const server = await startServer();
    const open = await slowRequest(server);
    server.child.kill('SIGTERM');
    await until(server, 'the shutdown to start', () => server.output().includes('SIGTERM: closing'));
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SIGINT again: exiting without waiting for open requests');
    expect(await open.response()).toBe('');
  });

  it('exits with 1 when the open requests outlast SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '500' });
    await slowRequest(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('still closing after 500 ms (SHUTDOWN_TIMEOUT_MS): exiting');
  });
});
