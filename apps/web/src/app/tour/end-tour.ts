import type { CurrentUser } from '@/lib/current-user';
import { apiClient } from '@/lib/http';
import { markTourEnded } from './tour-storage';

export type TourProfile = Pick<CurrentUser, 'profile_id' | 'cityName' | 'stateName'>;

/**
 * Ends the tour (finished, skipped or closed): completed in local storage, then the profile is set to
 * paused so it does not start again on another device. A failure there is only logged (spec).
 */
export async function endTour(profile: TourProfile | null | undefined): Promise<boolean> {
  markTourEnded();
  if (!profile) return false;
  try {
    await apiClient.patch(`/student-profiles/${profile.profile_id}/`, {
      id: profile.profile_id,
      is_paused: true,
      city: profile.cityName,
      state: profile.stateName,
    });
    return true;
  } catch (error) {
    console.warn('Could not set the profile to paused after the tour.', error);
    return false;
  }
}
