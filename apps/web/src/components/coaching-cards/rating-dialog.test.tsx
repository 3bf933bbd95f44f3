import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { serveCoaching } from './testing/coaching-fixtures';
import { bookingsQueryKey } from '@/lib/bookings';
import { feedbackPayload } from './api/submit-session-feedback';
import { RatingDialog } from './rating-dialog';

function renderDialog(onClose = vi.fn()) {
  const view = renderRoute(<RatingDialog bookingId={42} sessionSummary="Ana Rivera · 20 Apr 2026, 10:00 AM" onClose={onClose} />);
  view.queryClient.setQueryData(bookingsQueryKey, []);
  return { ...view, onClose, user: userEvent.setup() };
}

describe("'Rate Your Session' dialog", () => {
  it('offers 1-5 stars as a radio group and sends the spec payload, then shows the confirmation', async () => {
    const bodies: unknown[] = [];
    serveCoaching(
      {},
      http.post('*/api/bookings/42/feedback/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { onClose, user, queryClient } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Rate Your Session' });
    expect(queryClient.getQueryState(bookingsQueryKey)?.isInvalidated).toBe(false);
    expect(dialog).toHaveAccessibleDescription('Ana Rivera · 20 Apr 2026, 10:00 AM');
    const group = within(dialog).getByRole('group', { name: /How was your session/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);

    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox'), '  Really helpful.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const done = await screen.findByRole('dialog', { name: 'Feedback Submitted!' });
    expect(done).toHaveAccessibleDescription('Your session feedback has been successfully submitted.');
    expect(bodies).toEqual([
      {
        coach_rating: 4,
        rating: 4,
        experience: 4,
        recommend: 4,
        feedback: 'Really helpful.',
        impact: 'N/A',
        is_video_testimonial_share: false,
        testimonial_link: 'N/A',
      },
    ]);
    // The sessions are fetched again, so the row reads 'Rated: 4/5'.
    expect(queryClient.getQueryState(bookingsQueryKey)?.isInvalidated).toBe(true);
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("sends 'N/A' when no comment is given", () => {
    expect(feedbackPayload(5, '   ')).toMatchObject({ feedback: 'N/A', rating: 5, coach_rating: 5, experience: 5, recommend: 5 });
  });

  it('asks for a star choice before sending anything', async () => {
    const sent = vi.fn();
    serveCoaching({}, http.post('*/api/bookings/42/feedback/', () => sent()));
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Rate Your Session' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it("shows the busy label while sending, and the spec's alert on failure", async () => {
    let release: () => void = () => undefined;
    serveCoaching(
      {},
      http.post('*/api/bookings/42/feedback/', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ non_field_errors: ['You have already rated this session.'] }, { status: 400 });
      }),
    );
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Rate Your Session' });
    await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while submitting feedback');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
