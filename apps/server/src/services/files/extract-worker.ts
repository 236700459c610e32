import { parentPort, workerData } from 'node:worker_threads';
import { readResumeText } from './read-resume-text';
import type { ExtractJob } from './text-limits';

// The entry of the extraction worker thread (bundled on its own as dist/extract-worker.js).
const job = workerData as ExtractJob;
const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
parentPort!.postMessage(await readResumeText(data, job.kind, job.limits));
