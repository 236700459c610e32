import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MapPin, Search, TrendingUp } from 'lucide-react';
import { POPULAR_SEARCHES } from '@hireloop/shared';
import { buttonVariants } from '@/components/ui/button-variants';
import { focusRingOnBrand } from '@/components/site/styles';
import { paths } from '@/lib/paths';

const fieldShell =
  'flex h-12 flex-1 items-center gap-2.5 rounded-xl px-3.5 transition focus-within:bg-slate-50 focus-within:ring-2 focus-within:ring-indigo-500 dark:focus-within:bg-slate-800/60 dark:focus-within:ring-indigo-400';
const fieldInput =
  'h-full w-full min-w-0 bg-transparent text-[15px] text-slate-900 outline-none placeholder:text-slate-400 dark:text-white dark:placeholder:text-slate-500';

/**
 * The hero's job search: both fields optional, trimmed; only non-empty ones reach /find-jobs (docs/product.md
 * 2.3).
 */
export function HeroSearchForm() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [location, setLocation] = useState('');
  const queryId = useId();
  const locationId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.findJobsWith({ q: query, location }));
  };

  return (
    <div>
      <form
        role="search"
        aria-label="Search jobs"
        onSubmit={onSubmit}
        className="flex flex-col gap-1.5 rounded-2xl bg-white p-2 shadow-2xl shadow-indigo-950/30 ring-1 ring-white/20 sm:flex-row sm:items-center dark:bg-slate-900 dark:ring-slate-700"
      >
        <div className={`${fieldShell} sm:flex-[2]`}>
          <Search aria-hidden="true" className="size-5 shrink-0 text-indigo-500" />
          <label htmlFor={queryId} className="sr-only">
            Job title, keywords or company
          </label>
          <input
            id={queryId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Job title, keywords or company"
            autoComplete="off"
            className={fieldInput}
          />
        </div>
        <span aria-hidden="true" className="hidden h-7 w-px bg-slate-200 sm:block dark:bg-slate-700" />
        <div className={`${fieldShell} sm:flex-1`}>
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-indigo-500" />
          <label htmlFor={locationId} className="sr-only">
            Location
          </label>
          <input
            id={locationId}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            placeholder="City or remote"
            autoComplete="address-level2"
            className={fieldInput}
          />
        </div>
        <button
          type="submit"
          className={buttonVariants({
            surface: 'site',
            variant: 'primary',
            size: null,
            className: 'h-12 shrink-0 px-5 text-base',
          })}
        >
          Search Jobs
        </button>
      </form>

      <div className="mt-5 flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1.5 font-medium text-indigo-100">
          <TrendingUp aria-hidden="true" className="size-4" />
          Popular searches:
        </span>
        <ul className="contents">
          {POPULAR_SEARCHES.map((label) => (
            <li key={label}>
              <Link
                to={paths.findJobsWith({ q: label })}
                className={`inline-flex rounded-full border border-white/20 bg-white/10 px-3 py-1 text-white backdrop-blur-sm transition hover:border-white/40 hover:bg-white/20 ${focusRingOnBrand}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
