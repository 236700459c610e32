import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque token for links and refresh: 32 random bytes. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function randomOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Tokens are stored only as their SHA-256; they are long and random, so no salt is needed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
