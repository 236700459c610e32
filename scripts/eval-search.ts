// Search relevance (issue 12): loads a hand-judged set of jobs through the API into a fresh
// database and prints recall@10 and precision@5 per query, the zero-result queries and the means;
// for a set that judges them, the queries with a plainly wrong job in their first ten and those
// whose named first job does not rank first.
//   npm run eval:search [-- --set path/to/set.json --json]
// Without --set: scripts/eval/search-set.json. Embedded PGlite, always a fresh one.
import { fileURLToPath } from 'node:url';
import { evaluateSearch, queryLabel, readSet, TARGETS, type QueryScore } from './eval/search-eval';

const argv = process.argv.slice(2);
const at = argv.indexOf('--set');
const file = at >= 0 ? argv[at + 1]! : fileURLToPath(new URL('./eval/search-set.json', import.meta.url));
const result = await evaluateSearch(readSet(file));

if (argv.includes('--json')) {
  console.log(JSON.stringify(result));
} else {
  const f = (n: number) => n.toFixed(2);
  const label = (s: { keyword: string; location: string }) =>
    [s.keyword && `"${s.keyword}"`, s.location && `location "${s.location}"`].filter(Boolean).join(' + ');
  console.log(`${result.jobs} jobs, ${result.queries} queries (${file})\n`);
  console.log(`${'query'.padEnd(44)} rel  total matched  R@10  P@5`);
  for (const s of result.perQuery) {
    console.log(
      `${label(s).padEnd(44)} ${String(s.relevant).padStart(3)} ${String(s.total).padStart(6)} ${s.matched.padEnd(7)} ${f(s.recallAt10)} ${f(s.precisionAt5)}` +
        (s.recallAt10 < 1 || s.precisionAt5 < 1
          ? `   wrong: ${s.wrong.slice(0, 4).join(' ')}  missed: ${s.missed.join(' ')}`
          : '') +
        (s.plainlyWrong.length ? `   plainly wrong: ${s.plainlyWrong.join(' ')}` : '') +
        (s.first && !s.firstRanksFirst ? `   first: ${s.shown[0] ?? 'nothing'}, not ${s.first}` : ''),
    );
  }
  console.log(
    `\nmean recall@10 ${f(result.meanRecallAt10)} (target ${TARGETS.meanRecallAt10}), mean precision@5 ${f(result.meanPrecisionAt5)} (target ${TARGETS.meanPrecisionAt5})`,
  );
  console.log(
    `zero-result queries with relevant jobs: ${result.zeroResults.length ? result.zeroResults.join(', ') : 'none'}`,
  );
  const judgesWrong =
    result.perQuery.some((s) => s.plainlyWrong.length) || result.plainlyWrongInTopTen.length;
  const namesFirst = result.perQuery.filter((s) => s.first);
  console.log(
    `queries with a plainly wrong job in their first ten: ${result.plainlyWrongInTopTen.length}` +
      (judgesWrong ? ` (${result.plainlyWrongInTopTen.join(', ')})` : ''),
  );
  console.log(
    `exact-title queries whose job is not first: ${result.firstNotFirst.length} of ${namesFirst.length}` +
      (result.firstNotFirst.length ? ` (${result.firstNotFirst.join(', ')})` : ''),
  );
  // Misses grouped by the kind of query, for sets that say it.
  const missing = (s: QueryScore) =>
    s.recallAt10 < 1 || s.precisionAt5 < 1 || s.plainlyWrong.length > 0 || (s.first && !s.firstRanksFirst);
  const kinds = [...new Set(result.perQuery.map((s) => s.kind).filter(Boolean))];
  for (const kind of kinds) {
    const ofKind = result.perQuery.filter((s) => s.kind === kind);
    const missed = ofKind.filter(missing);
    console.log(
      `  ${kind}: ${missed.length} of ${ofKind.length} queries short` +
        (missed.length ? `: ${missed.map(queryLabel).join(', ')}` : ''),
    );
  }
}
