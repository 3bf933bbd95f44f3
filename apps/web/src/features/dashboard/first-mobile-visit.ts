import { useEffect } from 'react';
import { isMobileViewport } from '@/app/shell/use-is-mobile';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The first dashboard visit on a phone (width under 768) opens the side menu once per browser; it
 * opens again only if the first-dashboard-visit marker is cleared, as logout does (spec). Returns
 * whether to open it now, and sets the marker.
 */
export function claimFirstMobileVisit(isMobile: boolean, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): boolean {
  if (!isMobile || storage.getItem(storageKeys.firstDashboardVisit) === 'true') return false;
  storage.setItem(storageKeys.firstDashboardVisit, 'true');
  return true;
}

export function useFirstMobileVisitSidebar(openSidebar: (() => void) | undefined, isReady: boolean): void {
  useEffect(() => {
    if (isReady && openSidebar && claimFirstMobileVisit(isMobileViewport())) openSidebar();
    // Once per mount: the context's function is recreated on every shell render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady]);
}
