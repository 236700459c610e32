import { SUPPORT_EMAIL, termsOfService } from '@hireloop/shared';
import { LegalPage } from '../components/legal-page';

/** /terms: the Terms of Service, linked from both sign-up forms and the footer. */
export function TermsRoute() {
  return <LegalPage document={termsOfService} contactEmail={SUPPORT_EMAIL} />;
}
