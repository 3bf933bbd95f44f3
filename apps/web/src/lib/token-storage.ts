import { storageKeys } from './storage-keys';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  // Local storage first; session storage is read as a fallback (spec).
  return localStorage.getItem(key) ?? sessionStorage.getItem(key);
}

/** Both tokens, or null unless both are present. */
export function readTokens(): StoredTokens | null {
  const accessToken = read(storageKeys.accessToken);
  const refreshToken = read(storageKeys.refreshToken);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export function storeTokens(tokens: StoredTokens): void {
  localStorage.setItem(storageKeys.accessToken, tokens.accessToken);
  localStorage.setItem(storageKeys.refreshToken, tokens.refreshToken);
  notify();
}

/** Logout and failed sessions: both tokens and the first-dashboard-visit marker go. */
export function clearTokens(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(storageKeys.accessToken);
    storage.removeItem(storageKeys.refreshToken);
  }
  localStorage.removeItem(storageKeys.firstDashboardVisit);
  notify();
}

export function subscribeToTokens(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}
