import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  tone?: 'default' | 'dark';
}

/** The small label, title and lead paragraph that open each landing section. */
export function SectionHeading({ id, eyebrow, title, description, tone = 'default' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-indigo-300' : 'text-indigo-600 dark:text-indigo-400'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-slate-900 dark:text-white'}`}
      >
        {title}
      </h2>
      {description && (
        <p
          className={`mt-4 text-base leading-relaxed text-pretty sm:text-lg ${dark ? 'text-slate-300' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {description}
        </p>
      )}
    </div>
  );
}
