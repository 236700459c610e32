import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSystemApp, type SystemTestApp } from './util';

describe('slow clients', () => {
  let t: SystemTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers a request whose body trickles in past the request timeout with 408 and closes it', async () => {
    t = await createSystemApp({ app: { requestTimeoutMs: 1000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // One byte every 200 ms keeps the connection busy without ever finishing the body.
    const trickle = setInterval(() => socket.write(' '), 200);
    const closedAfter = await new Promise<number>((resolve) => {
      socket.on('close', () => resolve(Date.now() - started));
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000);
    });
    clearInterval(trickle);
    socket.destroy();

    expect(closedAfter).toBeLessThan(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
