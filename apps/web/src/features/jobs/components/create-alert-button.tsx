import { lazy, Suspense, useState } from 'react';
import { BellPlus } from 'lucide-react';
import { jobAlertsText as text } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import type { SearchFilters } from '../lib/search-filters';

// The dialog (its form library and schemas) loads on the first click, not with the search.
const CreateAlertDialog = lazy(() =>
  import('./create-alert-dialog').then((m) => ({ default: m.CreateAlertDialog })),
);

/** "Create job alert" on Find Jobs, for a signed-in job seeker: saves the search on screen. */
export function CreateAlertButton({ filters }: { filters: SearchFilters }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="h-10">
        <BellPlus className="size-4" aria-hidden="true" />
        {text.create}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CreateAlertDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
