import { storageKeys } from './storage-keys';

/**
 * A note for the sign-in screen that outlives the end of a session (the account deletion's
 * confirmation): ending the session sends the student to /login by whichever route gets there first,
 * so the note waits in session storage rather than in one navigation's state.
 */
export function leaveLoginNotice(message: string): void {
  sessionStorage.setItem(storageKeys.loginNotice, message);
}

/** The note, once: reading it removes it. */
export function takeLoginNotice(): string | undefined {
  const message = sessionStorage.getItem(storageKeys.loginNotice) ?? undefined;
  sessionStorage.removeItem(storageKeys.loginNotice);
  return message;
}
