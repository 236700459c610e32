import { type FormEvent, useId } from 'react';
import { MapPin, Search } from 'lucide-react';
import { jobSearchText } from '@hireloop/shared';
import { useMediaQuery } from '@/lib/use-media-query';

const fieldShell =
  'flex h-12 min-w-0 items-center gap-2.5 rounded-xl px-3.5 transition focus-within:bg-slate-50 focus-within:ring-2 focus-within:ring-indigo-500/40 dark:focus-within:bg-slate-800/60';
const fieldInput =
  'h-full w-full min-w-0 bg-transparent text-[15px] text-slate-900 outline-none placeholder:text-slate-400 dark:text-white dark:placeholder:text-slate-500';

interface SearchHeaderProps {
  keyword: string;
  location: string;
  onKeywordChange: (keyword: string) => void;
  onLocationChange: (location: string) => void;
  onSubmit: () => void;
}

/** 'Find Your Dream Job' with the keyword and location inputs (docs/product.md 2.12). */
export function SearchHeader({
  keyword,
  location,
  onKeywordChange,
  onLocationChange,
  onSubmit,
}: SearchHeaderProps) {
  const keywordId = useId();
  const locationId = useId();
  // A phone's keyword box cut the full placeholder off ("...keywor"). The prerendered page has the
  // full one (fallback true); a phone swaps it right after hydration.
  const wide = useMediaQuery('(min-width: 640px)', true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-600 px-5 py-8 shadow-xl shadow-indigo-900/10 sm:px-8 sm:py-10 dark:from-indigo-900 dark:via-indigo-900 dark:to-violet-900">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-white/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 left-1/3 size-72 rounded-full bg-fuchsia-400/20 blur-3xl"
      />
      <div className="relative">
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{jobSearchText.title}</h1>
        <p className="mt-1.5 text-sm text-indigo-100 sm:text-base">{jobSearchText.subtitle}</p>
        <form
          role="search"
          aria-label="Job search"
          onSubmit={submit}
          className="mt-6 flex flex-col gap-1.5 rounded-2xl bg-white p-2 shadow-2xl shadow-indigo-950/30 md:flex-row md:items-center dark:bg-slate-900"
        >
          <div className={`${fieldShell} md:flex-[3]`}>
            <Search aria-hidden="true" className="size-5 shrink-0 text-indigo-500" />
            <label htmlFor={keywordId} className="sr-only">
              {jobSearchText.keywordLabel}
            </label>
            <input
              id={keywordId}
              type="search"
              value={keyword}
              onChange={(event) => onKeywordChange(event.target.value)}
              placeholder={wide ? jobSearchText.keywordPlaceholder : jobSearchText.keywordPlaceholderShort}
              autoComplete="off"
              maxLength={200}
              className={fieldInput}
            />
          </div>
          <span aria-hidden="true" className="hidden h-7 w-px bg-slate-200 md:block dark:bg-slate-700" />
          <div className={`${fieldShell} md:flex-[2]`}>
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-indigo-500" />
            <label htmlFor={locationId} className="sr-only">
              {jobSearchText.locationLabel}
            </label>
            <input
              id={locationId}
              value={location}
              onChange={(event) => onLocationChange(event.target.value)}
              placeholder={jobSearchText.locationPlaceholder}
              autoComplete="address-level2"
              maxLength={120}
              className={fieldInput}
            />
          </div>
          <button
            type="submit"
            className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 px-6 text-base font-semibold text-white shadow-md shadow-indigo-600/25 transition hover:from-indigo-500 hover:to-violet-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 active:scale-[0.98]"
          >
            {jobSearchText.searchJobs}
          </button>
        </form>
      </div>
    </section>
  );
}
