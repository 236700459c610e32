import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { legalText, type LegalDocument } from '@hireloop/shared';
import { focusRing } from '@/components/site/styles';
import { SiteFrame } from './site-frame';

const textLink = `rounded font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300 ${focusRing}`;

/** Terms of Service or Privacy Policy: a title band, the sections with a contents list beside them. */
export function LegalPage({
  document: doc,
  contactEmail,
}: {
  document: LegalDocument;
  contactEmail: string;
}) {
  const { hash } = useLocation();

  // A link such as /privacy#cookies: the section exists only once this lazily loaded page renders.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <SiteFrame>
      <div className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {doc.title}
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {legalText.lastUpdatedLabel}: {doc.lastUpdated}
          </p>
          <p className="mt-5 max-w-3xl text-base leading-relaxed text-slate-700 sm:text-lg dark:text-slate-300">
            {doc.summary}
          </p>
        </div>
      </div>

      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:px-8">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-contents"
            className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400"
          >
            {legalText.onThisPage}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={textLink}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-3xl space-y-10">
          {doc.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2
                id={`${section.id}-title`}
                className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white"
              >
                {section.heading}
              </h2>
              {section.paragraphs.map((text) => (
                <p key={text} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
                  {text}
                </p>
              ))}
              {section.list && (
                <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-indigo-500 dark:text-slate-300">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
            {legalText.questions} {legalText.writeTo}{' '}
            <a href={`mailto:${contactEmail}`} className={textLink}>
              {contactEmail}
            </a>
            .
          </p>
        </article>
      </div>
    </SiteFrame>
  );
}
