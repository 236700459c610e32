import { storageKeys } from './auth-storage';

const KEY = storageKeys.flashMessage;

/**
 * A message for the next screen, kept in session storage across a navigation that leaves the
 * screen which had something to say (deleting the account signs out and opens the landing page,
 * which has no toasts of its own).
 */
export function setFlashMessage(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode): the message is a courtesy, the navigation still happens.
  }
}

/** The message left for this screen, once: reading it removes it. */
export function takeFlashMessage(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    if (message !== null) sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
