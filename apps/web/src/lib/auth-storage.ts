import type { User } from '@hireloop/shared';

/** Browser storage keys of docs/product.md section 3 ("Browser storage"). */
export const storageKeys = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
  theme: 'theme',
  /** In session storage: a message for the next screen (lib/flash-message.ts). */
  flashMessage: 'flashMessage',
} as const;

type Listener = () => void;
const clearedListeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lives in memory only.
  }
}

export const getToken = (): string | null => read(storageKeys.token);
export const getRefreshToken = (): string | null => read(storageKeys.refreshToken);

export function setTokens(token: string, refreshToken?: string | null): void {
  write(storageKeys.token, token);
  if (refreshToken) write(storageKeys.refreshToken, refreshToken);
}

export function getStoredUser(): User | null {
  const raw = read(storageKeys.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

export function setStoredUser(user: User): void {
  write(storageKeys.user, JSON.stringify(user));
}

/** Removes token, refresh token and user. The theme stays. */
export function removeSessionData(): void {
  write(storageKeys.token, null);
  write(storageKeys.refreshToken, null);
  write(storageKeys.user, null);
}

/** Removes the stored session and tells the session provider (used when a 401 cannot be refreshed). */
export function clearSession(): void {
  removeSessionData();
  clearedListeners.forEach((listener) => listener());
}

/** Called when something outside React (the HTTP client) ends the session. */
export function onSessionCleared(listener: Listener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}
