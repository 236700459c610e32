import { validationMessages as m } from './messages';

/**
 * Exactly one plain address, local@domain.tld. Mailers read `,;<>"():[]`, backslashes and spaces
 * as lists, display names or groups, so a laxer shape could mail the code to another address than
 * the one the account gets. The local part takes the RFC 5322 atom characters and dots; the domain
 * letters, digits and inner hyphens per label, and a TLD of letters (or punycode).
 */
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/;
const EMAIL_DOMAIN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const EMAIL_MAX = 254;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  const [local, domain, ...rest] = email.split('@');
  return (
    email.length <= EMAIL_MAX &&
    rest.length === 0 &&
    EMAIL_LOCAL.test(local ?? '') &&
    EMAIL_DOMAIN.test(domain ?? '')
  );
}

/** The lower-cased domain of a valid address, or null. */
export function emailDomain(value: string): string | null {
  return isValidEmail(value) ? value.trim().split('@')[1]!.toLowerCase() : null;
}

/** First failing e-mail rule's message, or null. */
export function emailError(value: string): string | null {
  if (!value.trim()) return m.emailRequired;
  if (!isValidEmail(value)) return m.emailInvalid;
  return null;
}
