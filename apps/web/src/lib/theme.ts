import { useSyncExternalStore } from 'react';
import { storageKeys } from './auth-storage';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

function readTheme(): Theme {
  try {
    return localStorage.getItem(storageKeys.theme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Puts the stored theme on <html> ('dark' adds the `dark` class). index.html does this before paint too. */
export function applyStoredTheme(): void {
  document.documentElement.classList.toggle('dark', readTheme() === 'dark');
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(storageKeys.theme, theme);
  } catch {
    // Without storage the choice lasts until reload.
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  listeners.forEach((listener) => listener());
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
