// Starts the real server entry point in a process of its own (the built bundle, or the sources
// through tsx) and answers once it prints its banner; used by the load and search benchmarks.
import { spawn } from 'node:child_process';

export interface RunningServer {
  url: string;
  pid: number;
  /** SIGTERM, then waits for the process (and its workers) to drain and exit. */
  stop(): Promise<void>;
}

export async function startServer(options: {
  /** apps/server/dist/server.js, or apps/server/src/server.ts (run through tsx). */
  entry: string;
  port: number;
  env: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const tsx = options.entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...tsx, ...(options.nodeArgs ?? []), options.entry], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Read everything, so a chatty log never fills the pipe and stalls the server; keep the start.
  const keep = (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A benchmark that dies leaves no server behind on its port.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  await new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      if (!output.includes('is running on')) return;
      clearInterval(poll);
      resolve();
    }, 50);
    void exited.then(() => {
      clearInterval(poll);
      reject(new Error(`the server exited before it was up:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      process.off('exit', orphan);
    },
  };
}
