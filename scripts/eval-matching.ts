// Measures the match score against graded candidates: NDCG@5 and NDCG@10 per job and on average,
// for our scorer and the two baselines of ../shared/eval/baseline.mjs.
//   npm run eval:matching                  every public set in ../shared/eval (matching-*.json)
//   npm run eval:matching -- other.json    another file of the same format
//   npm run eval:matching -- --json        JSON: one object for one file, else one per set
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { scoreMatch, type MatchJob, type MatchProfile } from '../packages/shared/src/match';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = process.env.MATCH_EVAL_DIR ?? path.resolve(root, '../shared/eval');

interface Run {
  mean: Record<string, number>;
  perJob: { id: string; title: string; 'ndcg@5': number; 'ndcg@10': number }[];
}
interface EvalData {
  jobs: { id: string; title: string }[];
}

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const fileArgs = args.filter((a) => !a.startsWith('--'));

const baseline = await import(pathToFileURL(path.join(evalDir, 'baseline.mjs')).href);
const files = fileArgs.length
  ? fileArgs.map((f) => path.resolve(process.cwd(), f))
  : readdirSync(evalDir)
      .filter((f) => /^matching-.*\.json$/.test(f))
      .sort()
      .map((f) => path.join(evalDir, f));

// The scorer sees the job without its candidates and the profile only, as the baseline passes them.
const ours = (job: MatchJob, profile: MatchProfile) => scoreMatch(job, profile).score;

function evaluateSet(data: EvalData): Record<string, Run> {
  return {
    ours: baseline.evaluate(ours, data),
    tfidf: baseline.evaluate(baseline.makeTfidfScorer(data), data),
    skills: baseline.evaluate(baseline.skillOverlap, data),
  };
}

function toJson(runs: Record<string, Run>) {
  return Object.fromEntries(
    Object.entries(runs).map(([name, run]) => [
      name,
      {
        ndcg5: run.mean['ndcg@5'],
        ndcg10: run.mean['ndcg@10'],
        perJob: Object.fromEntries(
          run.perJob.map((j) => [j.id, { ndcg5: j['ndcg@5'], ndcg10: j['ndcg@10'] }]),
        ),
      },
    ]),
  );
}

const f = (x: number) => x.toFixed(3);

function printTable(name: string, data: EvalData, runs: Record<string, Run>) {
  const names = Object.keys(runs);
  const width = Math.max(...data.jobs.map((j) => j.title.length), 8);
  console.log(`\n${name}: ${data.jobs.length} jobs`);
  console.log(
    `${'job'.padEnd(5)} ${'title'.padEnd(width)} | ${names.map((n) => `${n.padStart(6)} @5   @10 `).join(' | ')}`,
  );
  data.jobs.forEach((job, i) => {
    const cells = names.map((n) =>
      `${f(runs[n]!.perJob[i]!['ndcg@5'])} ${f(runs[n]!.perJob[i]!['ndcg@10'])}`.padStart(17),
    );
    console.log(`${job.id.padEnd(5)} ${job.title.padEnd(width)} | ${cells.join(' | ')}`);
  });
  const means = names.map((n) =>
    `${f(runs[n]!.mean['ndcg@5']!)} ${f(runs[n]!.mean['ndcg@10']!)}`.padStart(17),
  );
  console.log(`${'MEAN'.padEnd(5)} ${''.padEnd(width)} | ${means.join(' | ')}`);
  const below = runs.ours!.perJob.filter((j, i) => j['ndcg@10'] < runs.tfidf!.perJob[i]!['ndcg@10']);
  console.log(
    `ours: mean NDCG@10 ${f(runs.ours!.mean['ndcg@10']!)} (goal 0.95); jobs below TF-IDF at @10: ${below.length ? below.map((j) => j.id).join(', ') : 'none'}`,
  );
}

const results = files.map((file) => {
  const data = baseline.loadData(file) as EvalData;
  return { name: path.basename(file), data, runs: evaluateSet(data) };
});

if (asJson) {
  const out =
    results.length === 1
      ? toJson(results[0]!.runs)
      : Object.fromEntries(results.map((r) => [r.name, toJson(r.runs)]));
  console.log(JSON.stringify(out));
} else {
  for (const r of results) printTable(r.name, r.data, r.runs);
  if (results.length > 1) {
    const overall = (n: string) =>
      results.reduce((s, r) => s + r.runs[n]!.mean['ndcg@10']!, 0) / results.length;
    console.log(
      `\nall ${results.length} sets: mean NDCG@10 ours ${f(overall('ours'))}, TF-IDF ${f(overall('tfidf'))}, ` +
        `skill overlap ${f(overall('skills'))} (mean of the sets' means)`,
    );
  }
}
