import { useEffect, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { takeFlashMessage } from '@/lib/flash-message';

/** As long as react-hot-toast's success toasts stay (docs/product.md section 9). */
const SHOWN_MS = 4000;

/**
 * Shows the message another screen left (lib/flash-message) as a toast, on a screen without the
 * toast library (the landing page keeps its script small).
 */
export function FlashToast() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const taken = takeFlashMessage();
    if (!taken) return;
    setMessage(taken);
    const timer = window.setTimeout(() => setMessage(null), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      {message && (
        <p className="flex items-center gap-2 rounded-xl bg-white px-4 py-3 text-sm font-medium text-slate-800 shadow-lg ring-1 ring-slate-900/5 dark:bg-slate-800 dark:text-slate-100 dark:ring-white/10">
          <CheckCircle2 className="size-5 shrink-0 text-emerald-500" aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  );
}
