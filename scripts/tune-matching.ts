// Leave-one-set-out check of the match score's numbers: for each public evaluation set, choose the
// numbers (MatchTuning) on the OTHER sets by coordinate descent over a small grid, then report
// NDCG@10 on the held-out set with those numbers, next to the defaults and TF-IDF. A change of
// the defaults is worth keeping only when the held-out figures hold up.
//   npm run tune:matching              every set in ../shared/eval
//   npm run tune:matching -- --json    one JSON object
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MATCH_TUNING, scoreMatch, type MatchTuning } from '../packages/shared/src/match';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = process.env.MATCH_EVAL_DIR ?? path.resolve(root, '../shared/eval');
const baseline = await import(pathToFileURL(path.join(evalDir, 'baseline.mjs')).href);
const files = readdirSync(evalDir)
  .filter((f) => /^matching-.*\.json$/.test(f))
  .sort();
const sets = files.map((f) => ({ name: f, data: baseline.loadData(path.join(evalDir, f)) }));

const GRID: Record<keyof MatchTuning, number[]> = {
  skills: [0.3, 0.4, 0.5, 0.55, 0.6, 0.7],
  role: [0.1, 0.2, 0.3, 0.4, 0.5],
  text: [0.05, 0.1, 0.15, 0.25, 0.35],
  relevance: [0, 0.25, 0.5, 0.75, 1],
  family: [0.5, 0.7, 0.85, 1],
  roleEvidence: [0, 0.25, 0.5, 0.75],
  partial: [0, 0.25, 0.5, 0.7],
  claimBase: [0.1, 0.2, 0.3],
  claimSlope: [0.2, 0.4, 0.6],
  expFloor: [0.1, 0.25, 0.4],
  locFloor: [0.5, 0.6, 0.72, 0.85],
  eduFloor: [0.7, 0.8, 0.9, 1],
};
/**
 * Where the search starts: version 1's four weights, with the numbers version 2 added at their
 * defaults, so that no held-out set leaks into a run through weights chosen on all sets.
 */
const START: MatchTuning = { ...MATCH_TUNING, skills: 0.55, role: 0.3, text: 0.15, expFloor: 0.25 };
/** A change must gain at least this much on the training sets: a simple guard against fitting noise. */
const MIN_GAIN = 0.002;

type Data = (typeof sets)[number]['data'];

function run(tuning: MatchTuning, data: Data) {
  return baseline.evaluate(
    (job: never, profile: never) => scoreMatch(job, profile, { tuning }).score,
    data,
  ) as { mean: Record<string, number>; perJob: { id: string; 'ndcg@10': number }[] };
}

const meanOver = (tuning: MatchTuning, datas: Data[]) =>
  datas.reduce((s, d) => s + run(tuning, d).mean['ndcg@10']!, 0) / datas.length;

function fit(datas: Data[]): MatchTuning {
  let best = { ...START };
  let bestScore = meanOver(best, datas);
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    for (const key of Object.keys(GRID) as (keyof MatchTuning)[]) {
      for (const value of GRID[key]) {
        if (value === best[key]) continue;
        const trial = { ...best, [key]: value };
        const score = meanOver(trial, datas);
        if (score > bestScore + MIN_GAIN) {
          best = trial;
          bestScore = score;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return best;
}

const f = (x: number) => x.toFixed(3);
const report = sets.map((held) => {
  const train = sets.filter((s) => s !== held).map((s) => s.data);
  const tuned = fit(train);
  const tfidf = baseline.evaluate(baseline.makeTfidfScorer(held.data), held.data);
  const def = run(MATCH_TUNING, held.data);
  const loso = run(tuned, held.data);
  return {
    heldOut: held.name,
    tunedOn: sets.filter((s) => s !== held).map((s) => s.name),
    tuning: Object.fromEntries(
      (Object.keys(tuned) as (keyof MatchTuning)[])
        .filter((k) => tuned[k] !== START[k])
        .map((k) => [k, tuned[k]]),
    ),
    ndcg10: {
      defaults: def.mean['ndcg@10']!,
      leaveOneOut: loso.mean['ndcg@10']!,
      tfidf: tfidf.mean['ndcg@10']!,
    },
    perJob: loso.perJob.map((j, i) => ({
      id: j.id,
      leaveOneOut: j['ndcg@10'],
      defaults: def.perJob[i]!['ndcg@10'],
      tfidf: tfidf.perJob[i]!['ndcg@10'],
    })),
    belowTfidf: loso.perJob.filter((j, i) => j['ndcg@10'] < tfidf.perJob[i]!['ndcg@10']).map((j) => j.id),
  };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ report, allSets: fit(sets.map((s) => s.data)) }));
} else {
  for (const r of report) {
    console.log(
      `held out ${r.heldOut} (tuned on ${r.tunedOn.join(', ')}): NDCG@10 defaults ${f(r.ndcg10.defaults)}, ` +
        `leave-one-out ${f(r.ndcg10.leaveOneOut)}, TF-IDF ${f(r.ndcg10.tfidf)}; below TF-IDF: ${r.belowTfidf.join(', ') || 'none'}`,
    );
    console.log(`  numbers chosen on the other sets (changes from version 1): ${JSON.stringify(r.tuning)}`);
    console.log(`  per job, leave-one-out / defaults / TF-IDF:`);
    for (const j of r.perJob)
      console.log(`    ${j.id.padEnd(5)} ${f(j.leaveOneOut)} ${f(j.defaults)} ${f(j.tfidf)}`);
  }
  console.log(
    `numbers chosen on all sets (the defaults should be these): ${JSON.stringify(fit(sets.map((s) => s.data)))}`,
  );
}
