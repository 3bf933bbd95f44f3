import { startTransition, useEffect } from 'react';
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

/**
 * Opens the phone menu on the first dashboard visit, once the dashboard has painted and in a task of
 * its own: opened from the effect itself, the menu's first render (and the layout its focus trap
 * forces) ran in the same task as the dashboard's, one long task of both (docs/decisions/0038).
 */
export function useFirstMobileVisitSidebar(openSidebar: (() => void) | undefined, isReady: boolean): void {
  useEffect(() => {
    if (!isReady || !openSidebar) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the next paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // Not asked for by a tap: React may render the menu in slices, leaving the browser free between them.
        if (claimFirstMobileVisit(isMobileViewport())) startTransition(openSidebar);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Once per mount: the context's function is recreated on every shell render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady]);
}
