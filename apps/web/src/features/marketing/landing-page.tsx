import { lazy, Suspense, useEffect, useState } from 'react';
import { SiteHeader } from '@/components/site/site-header';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { storageKeys } from '@/lib/auth-storage';
import { HeroSection } from './components/hero-section';
import { StatsStrip } from './components/stats-strip';

const MoreSections = lazy(() =>
  import('./components/more-sections').then((m) => ({ default: m.MoreSections })),
);

/** Below the fold, with the newsletter form: its code loads after the first screen's. */
const SiteFooter = lazy(() =>
  import('@/components/site/site-footer').then((m) => ({ default: m.SiteFooter })),
);

const FlashToast = lazy(() => import('@/components/ui/flash-toast').then((m) => ({ default: m.FlashToast })));

/**
 * The message another screen left for this one (deleting the account), its code loaded only then:
 * the landing page's script has a budget of 110 KB (gzipped). Looked for after the first render,
 * which must match the prerendered page.
 */
function LandingFlash() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    try {
      setWaiting(sessionStorage.getItem(storageKeys.flashMessage) !== null);
    } catch {
      // No storage, no message.
    }
  }, []);
  return waiting ? (
    <Suspense fallback={null}>
      <FlashToast />
    </Suspense>
  ) : null;
}

/** The public landing page at / (docs/product.md 2.3). */
export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="flex-1">
        <HeroSection />
        <StatsStrip />
        {/* Until the sections arrive, a screen's height of space keeps the footer below the fold,
            so nothing on screen moves when they do. */}
        <Suspense fallback={<div className="min-h-screen" />}>
          <MoreSections />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <LandingFlash />
    </div>
  );
}
