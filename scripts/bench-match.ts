// Match score speed: scores N applicants (default 5,000; the public evaluation profiles, each made
// distinct) against every job of the public evaluation sets, and prints per job the wall time and
// the CPU time of the median of 5 rounds. The scorer alone: no database (see bench:applicants).
//   npm run bench:match [-- --applicants 5000]
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { scoreMatch, type MatchJob, type MatchProfile } from '../packages/shared/src/match';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = process.env.MATCH_EVAL_DIR ?? path.resolve(root, '../shared/eval');
const i = process.argv.indexOf('--applicants');
const N = i > 0 ? Number(process.argv[i + 1]) : 5000;
const ROUNDS = 5;

const baseline = await import(pathToFileURL(path.join(evalDir, 'baseline.mjs')).href);
type Job = MatchJob & { id: string; candidates: { profile: MatchProfile }[] };
const jobs: Job[] = readdirSync(evalDir)
  .filter((f) => /^matching-.*\.json$/.test(f))
  .sort()
  .flatMap((f) => baseline.loadData(path.join(evalDir, f)).jobs as Job[]);
const profiles = jobs.flatMap((j) => j.candidates.map((c) => c.profile));
const applicants = Array.from({ length: N }, (_, n) => {
  const p = structuredClone(profiles[n % profiles.length]!);
  const first = p.employment?.[0];
  if (first) first.description = `${first.description ?? ''} (entry ${n})`;
  return p;
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`${N.toLocaleString('en')} applicants per job, median of ${ROUNDS} rounds`);
const walls: number[] = [];
for (const { candidates: _, ...job } of jobs) {
  scoreMatch(job, applicants[0]!);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (const p of applicants) scoreMatch(job, p);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  walls.push(median(wall));
  console.log(
    `  ${job.id.padEnd(5)} ${job.title.slice(0, 48).padEnd(48)} wall ${median(wall).toFixed(0).padStart(5)} ms, CPU ${median(cpu).toFixed(0).padStart(5)} ms`,
  );
}
console.log(
  `slowest job: ${Math.max(...walls).toFixed(0)} ms wall for ${N.toLocaleString('en')} applicants (goal < 1000)`,
);
