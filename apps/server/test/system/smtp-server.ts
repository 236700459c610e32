import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtp() {
  const received: Received[] = [];
  const waiting: ((m: Received) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        waiting.splice(0).forEach((resolve) => resolve(message));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message to arrive; a guard against a hung test fails it after `withinMs`. */
    next: (withinMs = 10_000) =>
      new Promise<Received>((resolve, reject) => {
        waiting.push(resolve);
        setTimeout(() => reject(new Error('no mail arrived')), withinMs);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
