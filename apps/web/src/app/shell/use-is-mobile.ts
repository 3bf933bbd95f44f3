import { useSyncExternalStore } from 'react';

/** The spec's mobile threshold: a width under 768 px (Tailwind's md breakpoint). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function isMobileViewport(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY).matches : window.innerWidth < 768;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
