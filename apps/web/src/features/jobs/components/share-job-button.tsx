import { Share2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { jobDetailText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { paths } from '@/lib/paths';

const SHARE_TOAST = 'job-share';

/**
 * Shares the job's link: the device's share sheet where there is one (phones), else a copy to the
 * clipboard. The outcome is a toast, which screen readers announce (a polite live region).
 */
export function ShareJobButton({ jobId, title }: { jobId: string; title: string }) {
  const share = async () => {
    const url = new URL(paths.job(jobId), window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(jobDetailText.linkCopied, { id: SHARE_TOAST });
    } catch {
      toast.error(jobDetailText.shareFailed, { id: SHARE_TOAST });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label={jobDetailText.shareLabel}
      className={cn(
        'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl border px-4 text-sm font-semibold transition',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900',
        'border-slate-200 bg-white text-slate-500 hover:border-indigo-200 hover:bg-indigo-50 hover:text-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400 dark:hover:border-indigo-800 dark:hover:bg-indigo-950/60 dark:hover:text-indigo-300',
      )}
    >
      <Share2 className="size-[18px]" aria-hidden="true" />
      <span>{jobDetailText.share}</span>
    </button>
  );
}
