import { PRIVACY_EMAIL, privacyPolicy } from '@hireloop/shared';
import { LegalPage } from '../components/legal-page';

/** /privacy: the Privacy Policy (with the cookie and local storage section the footer links to). */
export function PrivacyRoute() {
  return <LegalPage document={privacyPolicy} contactEmail={PRIVACY_EMAIL} />;
}
