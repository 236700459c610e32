import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Building2 } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';

export function CtaSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="px-4 py-24 sm:px-6 sm:py-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-linear-to-br from-indigo-600 via-indigo-600 to-violet-700 px-6 py-16 text-center shadow-2xl shadow-indigo-600/30 sm:px-12 sm:py-20 dark:shadow-black/40">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-24 -left-24 size-80 rounded-full bg-fuchsia-400/30 blur-3xl" />
          <div className="absolute -right-24 -bottom-24 size-80 rounded-full bg-sky-400/30 blur-3xl" />
          <svg
            className="absolute inset-0 size-full opacity-10"
            viewBox="0 0 400 200"
            preserveAspectRatio="none"
          >
            <circle cx="200" cy="100" r="60" fill="none" stroke="white" />
            <circle cx="200" cy="100" r="110" fill="none" stroke="white" />
            <circle cx="200" cy="100" r="160" fill="none" stroke="white" />
          </svg>
        </div>
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl">
          Your next chapter starts here
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-indigo-100">
          Create a free profile and get matched with roles that fit, or post a job and meet your best
          applicants first.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={paths.signupJobSeeker}
            className={buttonVariants({
              surface: 'site',
              variant: 'onBrand',
              size: 'lg',
              className: 'w-full sm:w-auto',
            })}
          >
            Find your next job
            <ArrowRight aria-hidden="true" className="size-4.5" />
          </Link>
          <Link
            to={paths.signupEmployer}
            className={buttonVariants({
              surface: 'site',
              variant: 'onBrandOutline',
              size: 'lg',
              className: 'w-full sm:w-auto',
            })}
          >
            <Building2 aria-hidden="true" className="size-4.5" />
            Hire top talent
          </Link>
        </div>
      </div>
    </section>
  );
}
