import { AnalyticsSection } from './analytics-section';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { TestimonialsSection } from './testimonials-section';

/** The landing page below its first screen: a chunk of its own, loaded once the first screen shows. */
export function MoreSections() {
  return (
    <>
      <FeaturesSection />
      <AnalyticsSection />
      <TestimonialsSection />
      <CtaSection />
    </>
  );
}
