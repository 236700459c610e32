import cluster, { type Worker } from 'node:cluster';

/** How long the primary waits before replacing a worker that died, so a crash loop does not spin. */
const RESTART_DELAY_MS = 1_000;

const say = (line: string) => process.stderr.write(`${line}\n`);

/**
 * The primary of `WORKERS=n`: forks n identical server processes that share the port (node:cluster
 * hands each new connection to one of them in turn) and answers once all of them listen. A worker
 * that dies while serving is replaced; one that dies before the server is up fails the start, since
 * its replacement would die the same way. SIGTERM or SIGINT is passed to every worker, each drains
 * its open requests, and the primary exits when the last one has.
 */
export function runWorkers(count: number): Promise<void> {
  let started = false;
  let stopping = false;
  const live = new Set<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (live.size === 0) process.exit(0);
        return;
      }
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!started) return failStart(`a worker process (pid ${worker.process.pid}) exited with ${how}`);
      say(`Worker process ${worker.process.pid} exited with ${how}; starting another.`);
      setTimeout(() => {
        if (!stopping) fork();
      }, RESTART_DELAY_MS);
    });
  };

  let failStart: (reason: string) => void = () => undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: closing ${live.size} worker processes`);
    if (live.size === 0) process.exit(0);
    for (const worker of live) worker.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  return new Promise((resolve, reject) => {
    failStart = (reason) => {
      stopping = true;
      for (const worker of live) worker.process.kill('SIGTERM');
      reject(new Error(`${reason} before the server was up`));
    };
    let listening = 0;
    const onListening = () => {
      if (++listening < count) return;
      cluster.off('listening', onListening);
      started = true;
      resolve();
    };
    cluster.on('listening', onListening);
    for (let i = 0; i < count; i++) fork();
  });
}
