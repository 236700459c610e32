import { useSyncExternalStore } from 'react';
import { storageKeys } from './auth-storage';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

/** The theme the user picked with the toggle, or null while they have not picked one. */
function storedTheme(): Theme | null {
  try {
    const theme = localStorage.getItem(storageKeys.theme);
    return theme === 'dark' || theme === 'light' ? theme : null;
  } catch {
    return null;
  }
}

const systemPrefersDark = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  listeners.forEach((listener) => listener());
}

const systemTheme = (): Theme => (systemPrefersDark()?.matches ? 'dark' : 'light');

/**
 * Puts the user's theme on <html> ('dark' adds the `dark` class): the one they picked, else the
 * system's colour scheme, followed as it changes until they pick one. index.html does the same
 * before the first paint.
 */
export function applyStoredTheme(): void {
  applyTheme(storedTheme() ?? systemTheme());
  systemPrefersDark()?.addEventListener('change', () => {
    if (storedTheme() === null) applyTheme(systemTheme());
  });
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(storageKeys.theme, theme);
  } catch {
    // Without storage the choice lasts until reload.
  }
  applyTheme(theme);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, current, () => 'light' as Theme);
  return { theme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
