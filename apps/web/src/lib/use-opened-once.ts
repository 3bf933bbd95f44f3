import { useState } from 'react';

/**
 * True from the first time `isOpen` is on: a dialog is mounted (and its code loaded) when first needed,
 * then kept, for its closing animation and any outcome it shows after.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen;
}
