/**
 * Words too common to search for, left out of the index (as PostgreSQL's 'english' configuration
 * would) and out of queries. Not 'it': that is the IT of "IT support".
 */
export const STOPWORDS = new Set(
  (
    'a an the and or of to in on for with at by from as is are was were be been being will would ' +
    'can could should may might must shall you your yours we our ours us they their them he she his ' +
    'her its this that these those i me my not no so than too very just also into over under about ' +
    'per via if then there here what which who whom when where why how all any both each few more ' +
    'most other some such only own same do does did has have had having am'
  ).split(' '),
);

/**
 * Words of job ads and resumes that say nothing about the work ('experience', 'skills', 'team'),
 * and 'it' as a pronoun: the match score leaves them out with the stop words when it compares a
 * job's words with a person's. The search keeps them: a job seeker may well type "IT team lead".
 */
export const FILLER_WORDS = (
  'it mine nor across up down out off again further once while during before after above below ' +
  'years year yrs yr months month experience experienced strong good great excellent solid ' +
  'ability able work working worked team teams role roles responsible responsibilities using use ' +
  'used including include includes etc within plus new based like well get day days week ' +
  'weeks hands knowledge understanding familiarity skills skill level least minimum preferred ' +
  'required requirement requirements job company candidate candidates looking join'
).split(' ');

/** What the match score leaves out of a text: the stop words and the filler words. */
export const MATCH_STOPWORDS = new Set([...STOPWORDS, ...FILLER_WORDS]);
