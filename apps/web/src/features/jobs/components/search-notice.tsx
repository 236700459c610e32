import { Link } from 'react-router';
import { Lightbulb } from 'lucide-react';
import { jobSearchText, type JobSearchResult } from '@hireloop/shared';

interface SearchNoticeProps {
  result: Pick<JobSearchResult, 'matched' | 'didYouMean' | 'related'>;
  /** Where a search for other keywords, with the same filters, goes. */
  hrefFor: (keyword: string) => string;
}

const suggestionLink =
  'font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 rounded-sm dark:text-indigo-300 dark:decoration-indigo-700';

/**
 * Above the results of a search that found little: that the jobs match only some of the words,
 * the corrected spelling ("Did you mean") and related searches, each a link that runs it.
 */
export function SearchNotice({ result, hrefFor }: SearchNoticeProps) {
  const { matched, didYouMean, related } = result;
  if (matched !== 'partial' && !didYouMean && related.length === 0) return null;
  return (
    <div
      role="status"
      aria-label={jobSearchText.searchNotice}
      className="mb-5 flex gap-3 rounded-2xl border border-indigo-200/80 bg-indigo-50/70 px-4 py-3.5 text-sm text-slate-700 dark:border-indigo-900/60 dark:bg-indigo-950/40 dark:text-slate-200"
    >
      <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-500 dark:text-indigo-300" />
      <div className="min-w-0 space-y-1.5">
        {matched === 'partial' && (
          <p className="font-medium text-slate-900 dark:text-white">{jobSearchText.partialMatches}</p>
        )}
        {didYouMean && (
          <p>
            {jobSearchText.didYouMean}{' '}
            <Link to={hrefFor(didYouMean)} className={suggestionLink}>
              {didYouMean}
            </Link>
            ?
          </p>
        )}
        {related.length > 0 && (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
            <span className="text-slate-600 dark:text-slate-400">{jobSearchText.relatedSearches}:</span>
            <ul aria-label={jobSearchText.relatedSearches} className="flex flex-wrap gap-1.5">
              {related.map((keyword) => (
                <li key={keyword}>
                  <Link
                    to={hrefFor(keyword)}
                    className="inline-flex rounded-full border border-indigo-200 bg-white px-2.5 py-0.5 font-medium text-indigo-700 transition hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-indigo-800 dark:bg-slate-900 dark:text-indigo-300 dark:hover:bg-indigo-950"
                  >
                    {keyword}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
