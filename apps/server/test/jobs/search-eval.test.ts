import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluateSearch, readSet, TARGETS } from '../../../../scripts/eval/search-eval';

// The quality gate of issue 12: the hand-judged set of scripts/eval/search-set.json, loaded through
// the API into a fresh embedded database, as `npm run eval:search` does.
describe('search relevance on the judged set', () => {
  it('meets the targets: mean recall@10, mean precision@5, no query with relevant jobs empty', async () => {
    const set = readSet(fileURLToPath(new URL('../../../../scripts/eval/search-set.json', import.meta.url)));
    expect(set.jobs.length).toBeGreaterThanOrEqual(60);
    expect(set.queries.length).toBeGreaterThanOrEqual(40);
    const result = await evaluateSearch(set);
    expect(result.zeroResults).toEqual([]);
    expect(result.meanRecallAt10).toBeGreaterThanOrEqual(TARGETS.meanRecallAt10);
    expect(result.meanPrecisionAt5).toBeGreaterThanOrEqual(TARGETS.meanPrecisionAt5);
  });
});
