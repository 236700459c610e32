import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { navText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { paths } from '@/lib/paths';

/** The job seeker's search box: goes to /find-jobs?search=... when the trimmed text is not empty. */
export function NavSearch({ className, onSearched }: { className?: string; onSearched?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const search = text.trim();
    if (!search) return;
    void navigate(paths.findJobsWith({ search }));
    onSearched?.();
  }

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={navText.searchJobsPlaceholder}
        aria-label="Search jobs"
        className="h-10 w-full rounded-xl border border-slate-200 bg-slate-50 pr-3 pl-9 text-sm text-slate-900 transition placeholder:text-slate-400 focus:border-indigo-500 focus:bg-white focus:ring-4 focus:ring-indigo-500/15 focus:outline-none dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-100 dark:focus:bg-slate-900"
      />
    </form>
  );
}
