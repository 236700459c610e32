import { Worker } from 'node:worker_threads';
import type { ResumeKind } from './detect-type';
import { checkDocxDeclaredSizes, DocxTooLargeError } from './repack-docx';
import {
  EXTRACT_LIMITS,
  type ExtractFailure,
  type ExtractJob,
  type ExtractLimits,
  type ExtractResult,
} from './text-limits';

// Built, this code is inside dist/server.js with dist/extract-worker.js beside it; run from source
// (tests, npm run dev) it sits next to extract-worker.ts.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './extract-worker.ts' : './extract-worker.js', import.meta.url);

export interface ExtractorOptions {
  /** Worker threads at once; each may keep a core busy until its deadline. */
  concurrency: number;
  /** Uploads waiting for a worker; any more get no text rather than pile up in memory. */
  maxQueued: number;
}

export interface ExtractOptions {
  /**
   * Wait in the queue for a worker (an upload, whose answer waits anyway); without it a busy
   * extractor answers `busy` at once, so a `timeout` always means the file had a worker for the
   * whole deadline (background work, which tries again later).
   */
  queue?: boolean;
}

export type ExtractText = (
  data: Buffer,
  kind: ResumeKind,
  limits?: ExtractLimits,
  options?: ExtractOptions,
) => Promise<ExtractResult>;

/**
 * Reads resume text in worker threads with a heap limit and a deadline, so a decompression bomb
 * costs one worker, never the server. A failure leaves the text empty and says why.
 */
export function createExtractor({ concurrency, maxQueued }: ExtractorOptions): ExtractText {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (data, kind, limits = EXTRACT_LIMITS, { queue = true } = {}) => {
    if (kind === 'doc') return { text: '' };
    if (kind === 'docx' && declaresTooMuch(data, limits)) return failed('too-large');
    const deadline = performance.now() + limits.timeoutMs;
    if (running < concurrency) running++;
    else if (queue && waiting.length < maxQueued) await new Promise<void>((resolve) => waiting.push(resolve));
    else return failed('busy');
    try {
      const left = deadline - performance.now();
      return left > 0 ? await runWorker({ data, kind, limits }, left) : failed('timeout');
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export const extractResumeText = createExtractor({ concurrency: 2, maxQueued: 8 });

function declaresTooMuch(data: Buffer, limits: ExtractLimits): boolean {
  try {
    checkDocxDeclaredSizes(data, limits.docx);
    return false;
  } catch (err) {
    // Anything else wrong with the archive is the worker's to find and report.
    return err instanceof DocxTooLargeError;
  }
}

function failed(failure: ExtractFailure): ExtractResult {
  return { text: '', failure };
}

/** Answers once the worker is gone, so a slot is only reused after its memory is freed. */
function runWorker(job: ExtractJob, timeoutMs: number): Promise<ExtractResult> {
  return new Promise((resolve) => {
    const worker = startWorker(job);
    let settled = false;
    const settle = (result: ExtractResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().then(() => resolve(result));
    };
    const timer = setTimeout(() => settle(failed('timeout')), timeoutMs);
    worker.on('message', (result: ExtractResult) => settle(result));
    worker.on('error', (err: NodeJS.ErrnoException) =>
      settle(failed(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crashed')),
    );
    worker.on('exit', () => settle(failed('crashed')));
  });
}

function startWorker(job: ExtractJob): Worker {
  const options = {
    workerData: job,
    // The parent's flags are not the worker's business: its limits are the ones below.
    execArgv: [],
    resourceLimits: {
      maxOldGenerationSizeMb: job.limits.heapMb,
      maxYoungGenerationSizeMb: 16,
      stackSizeMb: 4,
    },
  };
  if (!fromSource) return new Worker(WORKER_URL, options);
  // On Node 20 a worker's own `--import tsx` does not take effect; registering from inside does.
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
