export { MATCH_SCORE_VERSION, scoreMatch } from './score';
export type { MatchBreakdown, MatchFactor, MatchJob, MatchProfile, MatchResult } from './score';
export { MATCH_TUNING, type MatchTuning } from './tuning';
export { experienceFit, experienceFromEmployment, parseExperienceText } from './experience';
