export { MATCH_SCORE_VERSION, scoreMatch } from './score';
export type { MatchBreakdown, MatchFactor, MatchJob, MatchResult } from './score';
export type { MatchProfile } from './profile';
export { MATCH_TUNING, type MatchTuning } from './tuning';
export { experienceFit, experienceFromEmployment, parseExperienceText } from './experience';
