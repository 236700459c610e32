import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Briefcase, Route, Sparkles } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { focusRingOnBrand } from '@/components/site/styles';
import { paths } from '@/lib/paths';
import { usePostJobsPath } from '../hooks/use-post-jobs-path';
import { HeroBackdrop } from './hero-backdrop';
import { HeroIllustration } from './hero-illustration';
import { HeroSearchForm } from './hero-search-form';

// Opened by a click only, so it is not part of the first screen's JavaScript.
const HowItWorksModal = lazy(() =>
  import('./how-it-works-modal').then((m) => ({ default: m.HowItWorksModal })),
);

export function HeroSection() {
  const postJobsPath = usePostJobsPath();
  const [howItWorksOpen, setHowItWorksOpen] = useState(false);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-linear-to-br from-indigo-700 via-indigo-600 to-violet-700 dark:from-indigo-950 dark:via-indigo-900 dark:to-violet-950"
    >
      <HeroBackdrop />
      <div className="mx-auto grid max-w-7xl items-center gap-16 px-4 pt-14 pb-32 sm:px-6 sm:pt-20 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:gap-12 lg:px-8 lg:pt-24 lg:pb-40">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3.5 py-1.5 text-sm font-medium text-indigo-50 backdrop-blur">
            <Sparkles aria-hidden="true" className="size-4 text-amber-300" />
            Smarter matching for every career
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.1rem] leading-[1.08] font-extrabold tracking-tight text-balance text-white sm:text-5xl xl:text-6xl"
          >
            <span className="block">Find work that fits.</span>{' '}
            <span className="bg-linear-to-r from-amber-200 via-pink-200 to-white block bg-clip-text text-transparent">
              Hire people who fit.
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-indigo-100">
            Search roles that match your skills, apply in a click and follow every application. Employers post
            jobs and meet applicants already ranked by how well they fit.
          </p>

          <div className="mt-10 max-w-2xl">
            <HeroSearchForm />
          </div>

          <div className="mt-10 flex flex-wrap items-center gap-3">
            <Link
              to={paths.findJobs}
              className={buttonVariants({ surface: 'site', variant: 'onBrand', size: 'lg' })}
            >
              Browse All Jobs
              <ArrowRight aria-hidden="true" className="size-4.5" />
            </Link>
            <Link
              to={postJobsPath}
              className={buttonVariants({ surface: 'site', variant: 'onBrandOutline', size: 'lg' })}
            >
              <Briefcase aria-hidden="true" className="size-4.5" />
              Post Jobs
            </Link>
            <button
              type="button"
              onClick={() => setHowItWorksOpen(true)}
              aria-haspopup="dialog"
              className={`group ml-1 inline-flex items-center gap-3 rounded-full py-1 pr-3 text-base font-semibold text-white ${focusRingOnBrand}`}
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30 transition group-hover:scale-105 group-hover:bg-white/25">
                <Route aria-hidden="true" className="size-4.5" />
              </span>
              How It Works
            </button>
          </div>
        </div>

        <HeroIllustration />
      </div>

      {howItWorksOpen && (
        <Suspense fallback={null}>
          <HowItWorksModal onClose={() => setHowItWorksOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
