import type { BookingFeedbackRequest } from '@bloom/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

export const FEEDBACK_FAILED_MESSAGE = 'An error occurred while submitting feedback';

/**
 * The spec's feedback payload: every rating field carries the star choice, the text is 'N/A' when left
 * empty, and the testimonial fields are fixed.
 */
export function feedbackPayload(stars: number, text: string): BookingFeedbackRequest {
  const feedback = text.trim();
  return {
    coach_rating: stars,
    rating: stars,
    experience: stars,
    recommend: stars,
    feedback: feedback === '' ? 'N/A' : feedback,
    impact: 'N/A',
    is_video_testimonial_share: false,
    testimonial_link: 'N/A',
  };
}

/** POST /api/bookings/{id}/feedback/; on success the sessions are fetched again so the row shows 'Rated: n/5'. */
export function useSubmitSessionFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, stars, text }: { bookingId: number; stars: number; text: string }) =>
      apiClient.post<unknown>(`/bookings/${bookingId}/feedback/`, feedbackPayload(stars, text)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
