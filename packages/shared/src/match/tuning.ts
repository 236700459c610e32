/**
 * The numbers of the method. The defaults were chosen by leave-one-set-out on the public
 * evaluation sets (docs/decisions/0009); `scripts/tune-matching.ts` passes others to measure them.
 */
export interface MatchTuning {
  /** Weights of the core: key skills, role, and the job's words in the history. */
  skills: number;
  role: number;
  text: number;
  /** Share of the words factor given to BM25 relevance (the rest: share of the job's words used). */
  relevance: number;
  /** How much a shared role family counts against the title's own words (1 = as much). */
  family: number;
  /** Share of the role's credit that waits for evidence (key skills or the job's words in the history). */
  roleEvidence: number;
  /** Credit for a key skill whose words are only partly in the history. */
  partial: number;
  /** Credit for a skill only listed: base, plus this much more for the job's own kind of role. */
  claimBase: number;
  claimSlope: number;
  /** What is left of the score at the worst fit of each check. */
  expFloor: number;
  locFloor: number;
  eduFloor: number;
}

export const MATCH_TUNING: MatchTuning = {
  skills: 0.3,
  role: 0.4,
  text: 0.25,
  relevance: 0,
  family: 1,
  roleEvidence: 0,
  partial: 0.5,
  claimBase: 0.2,
  claimSlope: 0.4,
  expFloor: 0.4,
  locFloor: 0.72,
  eduFloor: 0.9,
};
