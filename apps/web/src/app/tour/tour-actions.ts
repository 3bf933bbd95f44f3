import { createContext, useContext } from 'react';

/** What the tooltip's buttons do; the controller decides (skipping steps, changing page, ending). */
export interface TourActions {
  next: (index: number) => void;
  back: (index: number) => void;
  /** Skip Tour, the close button and Escape all end the tour. */
  end: () => void;
}

export const TourActionsContext = createContext<TourActions | null>(null);

export function useTourActions(): TourActions | null {
  return useContext(TourActionsContext);
}
