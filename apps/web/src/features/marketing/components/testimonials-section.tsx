import { useId } from 'react';
import { Quote, Star } from 'lucide-react';
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    quote:
      'The match scores were spot on. I stopped scrolling through irrelevant listings and had three interviews within two weeks.',
    name: 'Priya Raman',
    role: 'Frontend Engineer',
    initials: 'PR',
    colour: 'from-pink-500 to-rose-500',
  },
  {
    quote:
      'Applicants arrive already ranked, so my team reviews the strongest people first. Our shortlists have never been better.',
    name: 'Marcus Chen',
    role: 'Head of Talent, Northwind Labs',
    initials: 'MC',
    colour: 'from-sky-500 to-indigo-500',
  },
  {
    quote:
      'Having my resume, projects and applications in one place made the whole search feel calm instead of chaotic.',
    name: 'Sofia Alvarez',
    role: 'Product Manager',
    initials: 'SA',
    colour: 'from-amber-500 to-orange-500',
  },
];

export function TestimonialsSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-slate-50 py-24 sm:py-28 dark:bg-slate-900/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={titleId}
          eyebrow="Loved by job seekers and hiring teams"
          title="Stories from people who found their fit"
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="relative flex h-full flex-col rounded-3xl bg-white p-7 shadow-lg shadow-slate-900/5 ring-1 ring-slate-900/5 transition duration-300 hover:-translate-y-1 hover:shadow-xl dark:bg-slate-900 dark:shadow-black/30 dark:ring-slate-800">
                <Quote
                  aria-hidden="true"
                  className="absolute top-6 right-6 size-10 text-indigo-100 dark:text-indigo-500/20"
                />
                <div className="flex gap-0.5" role="img" aria-label="Rated 5 out of 5">
                  {Array.from({ length: 5 }, (_, index) => (
                    <Star key={index} aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                  ))}
                </div>
                <blockquote className="mt-5 flex-1 text-base leading-relaxed text-slate-700 dark:text-slate-300">
                  <p>&ldquo;{testimonial.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-7 flex items-center gap-3 border-t border-slate-100 pt-5 dark:border-slate-800">
                  <span
                    aria-hidden="true"
                    className={`flex size-11 items-center justify-center rounded-full bg-linear-to-br text-sm font-bold text-white ${testimonial.colour}`}
                  >
                    {testimonial.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">
                      {testimonial.name}
                    </span>
                    <span className="block text-sm text-slate-500 dark:text-slate-400">
                      {testimonial.role}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
