import { isFreeEmail } from 'free-email-domains-list';

/** An employer must sign up with an address on their company's domain, not a free-mail provider. */
export function isCompanyEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return false;
  return !isFreeEmail(email.trim().toLowerCase());
}
