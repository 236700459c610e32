import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Search, Sparkles } from 'lucide-react';
import { comingSoonText, comingSoonTopic } from '@hireloop/shared';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { SiteFrame } from '../components/site-frame';

/**
 * /coming-soon?what=...: where menu and footer links lead until their page exists, saying what
 * is coming, with the way to job search and back home. Only known topics are shown by name.
 */
export function ComingSoonRoute() {
  const [params] = useSearchParams();
  const topic = comingSoonTopic(params.get('what'));

  return (
    <SiteFrame>
      <div className="bg-linear-to-b from-indigo-50/70 to-white px-4 py-16 sm:py-24 dark:from-indigo-950/30 dark:to-slate-950">
        <div className="mx-auto max-w-xl text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700 dark:bg-indigo-900/50 dark:text-indigo-300">
            <Sparkles aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
            {comingSoonText.eyebrow}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            {topic.title}
          </h1>
          <p className="mt-4 text-base leading-relaxed text-pretty text-slate-700 sm:text-lg dark:text-slate-300">
            {topic.text}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={paths.findJobs}
              className={buttonVariants({ surface: 'site', variant: 'primary', size: 'md' })}
            >
              <Search aria-hidden="true" className="size-4" />
              {comingSoonText.searchJobs}
            </Link>
            <Link
              to={paths.home}
              className={buttonVariants({ surface: 'site', variant: 'secondary', size: 'md' })}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {comingSoonText.backHome}
            </Link>
          </div>
        </div>
      </div>
    </SiteFrame>
  );
}
