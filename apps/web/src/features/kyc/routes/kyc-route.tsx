import { ShieldCheck } from 'lucide-react';
import { kycText } from '@hireloop/shared';
import { useSession } from '@/lib/session';
import { KycHeader } from '../components/kyc-header';
import { KycWizard } from '../components/kyc-wizard';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';

/**
 * /jobseeker-kyc — the identity check (docs/product.md 2.16) in its own frame with the user's name and
 * Logout.
 */
export function KycRoute() {
  const { user, logout } = useSession();
  const displayName = user?.fullName || user?.name || '';

  return (
    <div className="min-h-screen bg-gradient-to-b from-slate-50 to-indigo-50/60 dark:from-slate-950 dark:to-indigo-950/30">
      <KycHeader name={displayName} avatar={user?.avatar} onLogout={() => void logout()} />
      <main id={MAIN_CONTENT_ID} className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="mb-8 text-center">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-100 dark:bg-indigo-950/60 dark:text-indigo-300 dark:ring-indigo-900">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {kycText.pageEyebrow}
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {kycText.pageTitle}
          </h1>
          <p className="mx-auto mt-2 max-w-xl text-sm leading-6 text-slate-600 sm:text-base dark:text-slate-300">
            {kycText.pageSubtitle}
          </p>
        </div>
        <KycWizard registeredName={user?.name || user?.fullName || ''} />
      </main>
    </div>
  );
}
