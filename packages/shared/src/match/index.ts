export { MATCH_SCORE_VERSION, scoreMatch } from './score';
export type { MatchBreakdown, MatchFactor, MatchJob, MatchProfile, MatchResult } from './score';
export { experienceFit, experienceFromEmployment, parseExperienceText } from './experience';
