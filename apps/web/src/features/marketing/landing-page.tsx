import { lazy, Suspense } from 'react';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { FlashToast } from '@/components/ui/flash-toast';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { HeroSection } from './components/hero-section';
import { StatsStrip } from './components/stats-strip';

const MoreSections = lazy(() =>
  import('./components/more-sections').then((m) => ({ default: m.MoreSections })),
);

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
      <SiteFooter />
      <FlashToast />
    </div>
  );
}
