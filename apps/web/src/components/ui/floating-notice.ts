/**
 * Marks a notice that may float above an open dialog (the points popup): pressing it leaves the dialog
 * open (components/ui/dialog.tsx). Kept apart from the dialog so the first screen need not load Radix.
 */
export const FLOATING_NOTICE_ATTRIBUTE = 'data-floats-above-dialogs';
export const floatsAboveDialogs = { [FLOATING_NOTICE_ATTRIBUTE]: '' } as const;

export function isInFloatingNotice(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${FLOATING_NOTICE_ATTRIBUTE}]`) !== null;
}
