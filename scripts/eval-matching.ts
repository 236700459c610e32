// Measures the match score against graded candidates: NDCG@5 and NDCG@10 per job and on average,
// for our scorer and the two baselines of ../shared/eval/baseline.mjs.
//   npm run eval:matching                  the public file
//   npm run eval:matching -- other.json    another file of the same format
//   npm run eval:matching -- --json        one JSON object instead of a table
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { scoreMatch, type MatchJob, type MatchProfile } from '../packages/shared/src/match';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = process.env.MATCH_EVAL_DIR ?? path.resolve(root, '../shared/eval');

interface Run {
  mean: Record<string, number>;
  perJob: { id: string; title: string; 'ndcg@5': number; 'ndcg@10': number }[];
}

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const fileArg = args.find((a) => !a.startsWith('--'));

const baseline = await import(pathToFileURL(path.join(evalDir, 'baseline.mjs')).href);
const data = baseline.loadData(fileArg ? path.resolve(process.cwd(), fileArg) : baseline.DATA_PATH);

// The scorer sees the job without its candidates and the profile only, as the baseline passes them.
const ours = (job: MatchJob, profile: MatchProfile) => scoreMatch(job, profile).score;
const runs: Record<string, Run> = {
  ours: baseline.evaluate(ours, data),
  tfidf: baseline.evaluate(baseline.makeTfidfScorer(data), data),
  skills: baseline.evaluate(baseline.skillOverlap, data),
};

if (asJson) {
  const out = Object.fromEntries(
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
  console.log(JSON.stringify(out));
} else {
  const f = (x: number) => x.toFixed(3);
  const names = Object.keys(runs);
  const width = Math.max(...data.jobs.map((j: { title: string }) => j.title.length), 8);
  console.log(
    `${'job'.padEnd(5)} ${'title'.padEnd(width)} | ${names.map((n) => `${n.padStart(6)} @5   @10 `).join(' | ')}`,
  );
  data.jobs.forEach((job: { id: string; title: string }, i: number) => {
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
    `\nours: mean NDCG@10 ${f(runs.ours!.mean['ndcg@10']!)} (goal 0.92); jobs below TF-IDF at @10: ${below.length ? below.map((j) => j.id).join(', ') : 'none'}`,
  );
}
