/**
 * What the dashboard tour points at. A screen marks an element with `data-tour={tourTargets.x}`; when
 * several carry the same id (the side navigation and the phone's bottom bar), the first visible one wins.
 * A plain module with no imports, so any screen can mark its elements without pulling the tour in.
 */
export const tourTargets = {
  findCoaches: 'find-coaches',
  matchedCoaches: 'matched-coaches',
  communityNav: 'community-nav',
  shareYourStory: 'share-your-story',
} as const;

export type TourTargetId = (typeof tourTargets)[keyof typeof tourTargets];

function isShown(element: Element): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The first element marked with `id` that is on screen (not display:none or visibility:hidden), or null. */
export function findTourTarget(id: TourTargetId): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-tour="${id}"]`)) {
    if (isShown(element)) return element;
  }
  return null;
}
