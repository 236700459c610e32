import { Check } from 'lucide-react';
import { profileText } from '@hireloop/shared';
import { Spinner } from '@/components/ui/spinner';
import { useSaveStatus } from '../hooks/use-save-status';

/** 'Saving...' while a change is on its way, then 'Saved' (docs/product.md 2.15). */
export function SaveIndicator() {
  const status = useSaveStatus();
  return (
    <p
      role="status"
      aria-live="polite"
      className="inline-flex min-h-8 items-center gap-1.5 text-xs font-semibold text-white"
    >
      {status === 'saving' && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/20 px-3 py-1.5 backdrop-blur">
          <Spinner className="size-3.5" />
          {profileText.saving}
        </span>
      )}
      {status === 'saved' && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/20 px-3 py-1.5 backdrop-blur">
          <Check className="size-3.5" aria-hidden="true" />
          {profileText.saved}
        </span>
      )}
    </p>
  );
}
