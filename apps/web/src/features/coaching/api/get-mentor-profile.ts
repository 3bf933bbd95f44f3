import type { MentorProfile } from '@bloom/contract/coaching';
import { useQuery } from '@tanstack/react-query';
import { HttpError, apiClient } from '@/lib/http';

export const mentorProfileQueryKey = (coachId: number) => ['coaching', 'mentor-profile', coachId] as const;

export const COACH_NOT_FOUND_MESSAGE = 'Coach not found';
export const COACH_FETCH_FAILED_MESSAGE = 'Failed to fetch coach details. Please try again later.';

export function getMentorProfile(coachId: number): Promise<MentorProfile> {
  return apiClient.get<MentorProfile>(`/mentor-profiles/${coachId}/`);
}

/** 'Coach not found' for a 404, otherwise the spec's generic failure for coach details. */
export function coachErrorMessage(error: unknown): string {
  return error instanceof HttpError && error.status === 404 ? COACH_NOT_FOUND_MESSAGE : COACH_FETCH_FAILED_MESSAGE;
}

export function useMentorProfile(coachId: number | null) {
  return useQuery({
    queryKey: mentorProfileQueryKey(coachId ?? 0),
    queryFn: () => getMentorProfile(coachId!),
    enabled: coachId !== null,
  });
}
