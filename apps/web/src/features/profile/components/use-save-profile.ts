import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfidenceLevel } from '@bloom/contract/growth';
import { refetchCurrentUser, type CurrentUser } from '@/lib/current-user';
import { confidenceLevelOptions } from '@/lib/options';
import { schoolsQueryKey } from '@/lib/schools';
import { timezoneQueryKey } from '@/lib/timezone';
import { createGrowthAreas } from '../api/create-growth-areas';
import { updateGrowthAreaStatus } from '../api/update-growth-area-status';
import { updateProfile } from '../api/update-profile';
import { activeGrowthAreaIds, growthAreaRecordsInUse, isSameSet, toProfileUpdate, type ProfileForm } from '../profile-form';

/** A new set starts where the student last said they were (a middle value when they never said). */
function startingConfidence(user: CurrentUser): ConfidenceLevel {
  return confidenceLevelOptions.find((option) => option.value === user.confidenceLevel)?.value ?? 'moderate';
}

/**
 * Saves the profile page: the profile fields first; then, only if the growth-area tags changed, the new
 * set is added and the sets it replaces are archived; then the current user is read again.
 */
export function useSaveProfile(user: CurrentUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ProfileForm) => {
      await updateProfile(toProfileUpdate(form, user.profile_id));

      if (!isSameSet(form.growthAreaIds, activeGrowthAreaIds(user.growthAreas))) {
        const replaced = growthAreaRecordsInUse(user.growthAreas);
        if (form.growthAreaIds.length > 0) {
          await createGrowthAreas({
            student_profile: user.profile_id,
            growth_area_id: form.growthAreaIds.join(','),
            initial_confidence_level: startingConfidence(user),
          });
        }
        for (const id of replaced) await updateGrowthAreaStatus({ id, status: 'archived' });
      }

      await Promise.all([
        refetchCurrentUser(queryClient),
        queryClient.invalidateQueries({ queryKey: timezoneQueryKey }),
        queryClient.invalidateQueries({ queryKey: schoolsQueryKey }),
      ]);
    },
  });
}
