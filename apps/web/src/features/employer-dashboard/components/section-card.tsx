import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { dashboardText } from '@hireloop/shared';
import { Card } from '@/components/ui/card';

interface SectionCardProps {
  title: string;
  /** Where 'View all' goes; no link when absent. */
  viewAllTo?: string;
  children: ReactNode;
}

/** A titled dashboard card with an optional 'View all' link (docs/product.md 2.18). */
export function SectionCard({ title, viewAllTo, children }: SectionCardProps) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card className="flex flex-col overflow-hidden" role="region" aria-labelledby={id}>
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 dark:border-slate-800">
        <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {viewAllTo && (
          <Link
            to={viewAllTo}
            className="inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-400"
          >
            {dashboardText.viewAll}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <div className="flex-1">{children}</div>
    </Card>
  );
}
