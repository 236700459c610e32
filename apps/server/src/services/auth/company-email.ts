import { DOMAINS as FREE_MAIL_DOMAINS } from 'free-email-domains-list';
import { emailDomain } from '@hireloop/shared';

/**
 * An employer must sign up with an address on their company's domain, not a free-mail provider.
 * Decided on the domain of one valid address: the package's own check calls anything its
 * validator refuses "not free", which let a list like `me@gmail.com,acme.com` pass as a company.
 */
export function isCompanyEmail(email: string): boolean {
  const domain = emailDomain(email);
  return domain !== null && !FREE_MAIL_DOMAINS.has(domain);
}
