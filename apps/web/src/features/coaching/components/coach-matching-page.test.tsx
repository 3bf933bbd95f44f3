import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeMatch, questions, serveCoaching } from '@/components/coaching-cards/testing/coaching-fixtures';
import { userPointsQueryKey } from '@/lib/user-points';
import { renderRoute } from '@/test/render';
import CoachMatchingPage from './coach-matching-page';

// These flows click through several screens and wait out the real 1.5 s panel and analysis steps.
vi.setConfig({ testTimeout: 20_000 });

const canSubmit = http.get('*/api/student-responses/', () => HttpResponse.json({ can_submit: true, last_submitted_at: null, next_allowed_time: null }));

function renderPage() {
  const view = renderRoute(<CoachMatchingPage />, {
    path: '/coach-matching',
    routes: [
      { path: '/coach/:coachId', element: <h1>Coach profile screen</h1> },
      { path: '/sessions', element: <h1>Sessions screen</h1> },
    ],
  });
  return { ...view, user: userEvent.setup() };
}

const nextButton = () => screen.getByRole('button', { name: /^Next/ });

/** Answers the two mandatory questions and lands on question 3. */
async function answerMandatory(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Career planning' }));
  await user.click(nextButton());
  await user.type(screen.getByRole('textbox'), 'Exams and deadlines');
  await user.click(nextButton());
}

describe('/coach-matching questionnaire', () => {
  it('asks one question at a time; Next waits for an answer to a mandatory multiple-choice question', async () => {
    serveCoaching({}, canSubmit, http.get('*/api/questions/', () => HttpResponse.json(questions)));
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: /What would you most like help with/ })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 4')).toBeInTheDocument();
    expect(screen.getByText('This question is required')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Managing stress' }));
    expect(screen.queryByText('This question is required')).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    expect(screen.getByText('Question 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Tell us about your biggest challenge/ })).toHaveFocus();
  });

  it("a mandatory text question: 'This field is required' until typed, red once left empty, and at most 500 characters with a counter", async () => {
    serveCoaching({}, canSubmit, http.get('*/api/questions/', () => HttpResponse.json(questions)));
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Career planning' }));
    await user.click(nextButton());

    const box = screen.getByRole('textbox');
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText('0/500')).toBeInTheDocument();

    await user.type(box, 'a');
    expect(nextButton()).toBeEnabled();
    await user.clear(box);
    await user.tab();
    expect(box).toHaveAccessibleDescription('This field is required');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(nextButton()).toBeDisabled();

    // Pasting more than the limit keeps the first 500 characters.
    await user.click(box);
    await user.paste('x'.repeat(520));
    expect(box).toHaveValue('x'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxlength', '500');
  });

  it("sends skipped optional questions as 'Skipped', clears a skip answered later, and shows the analysis, success and results", async () => {
    const bodies: unknown[] = [];
    serveCoaching(
      {},
      canSubmit,
      http.get('*/api/questions/', () => HttpResponse.json(questions)),
      http.post('*/api/student-responses/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            id: 1,
            submitted_at: new Date().toISOString(),
            next_allowed_time: new Date(Date.now() + 86_400_000).toISOString(),
            matches: [makeMatch(1, { user: { first_name: 'Ana', last_name: 'Rivera' } }), makeMatch(2), makeMatch(3)],
            points_event: null,
          },
          { status: 201 },
        );
      }),
    );
    const { user, router, queryClient } = renderPage();
    queryClient.setQueryData(userPointsQueryKey, { total_points: 0 });
    await answerMandatory(user);

    // Question 3 (optional): skip it, then come back and answer it; the skip is cleared.
    expect(screen.getByText('Question 3 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('You skipped this question. Answer it any time to include it.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Woman' }));
    expect(screen.queryByText(/You skipped this question/)).not.toBeInTheDocument();
    await user.click(nextButton());

    // Question 4 (optional, last): 'Find My Coaches' with nothing typed skips it.
    expect(screen.getByText('Question 4 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find My Coaches' }));

    expect(await screen.findByRole('heading', { name: 'Finding your coaches' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual(['active', 'waiting', 'waiting']);
    await waitFor(() => expect(steps[2]).toHaveAttribute('data-state', 'active'), { timeout: 4000 });

    expect(await screen.findByRole('heading', { name: 'Assessment Submitted Successfully!' }, { timeout: 4000 })).toBeInTheDocument();
    expect(bodies).toEqual([
      [
        { question: 1, selected_choice: 12, answer_text: null },
        { question: 2, selected_choice: null, answer_text: 'Exams and deadlines' },
        { question: 3, selected_choice: 32, answer_text: null },
        { question: 4, selected_choice: null, answer_text: 'Skipped' },
      ],
    ]);
    // Points are fetched again after the submission.
    expect(queryClient.getQueryState(userPointsQueryKey)?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'See My Matches' }));
    expect(screen.getByRole('heading', { name: 'Your Top Coach Matches' })).toBeInTheDocument();
    const cards = screen.getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(['Ana Rivera', 'Coach Number2', 'Coach Number3']);
    expect(screen.queryByText('Example matches')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'View Profile of Ana Rivera' }));
    expect(router.state.location.pathname).toBe('/coach/101');
  });

  it('Book Session on a result goes to /sessions', async () => {
    serveCoaching(
      {},
      canSubmit,
      http.get('*/api/questions/', () => HttpResponse.json(questions.slice(0, 1))),
      http.post('*/api/student-responses/', () =>
        HttpResponse.json({ id: 1, submitted_at: '', next_allowed_time: '', matches: [makeMatch(1)], points_event: null }, { status: 201 }),
      ),
    );
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Career planning' }));
    await user.click(screen.getByRole('button', { name: 'Find My Coaches' }));
    await user.click(await screen.findByRole('button', { name: 'See My Matches' }, { timeout: 5000 }));
    await user.click(screen.getByRole('link', { name: 'Book Session with Coach Number1' }));
    expect(router.state.location.pathname).toBe('/sessions');
  });

  it('labels the sample coaches as examples, only when a successful submission matched nobody', async () => {
    serveCoaching(
      {},
      canSubmit,
      http.get('*/api/questions/', () => HttpResponse.json(questions.slice(0, 1))),
      http.post('*/api/student-responses/', () =>
        HttpResponse.json({ id: 1, submitted_at: '', next_allowed_time: '', matches: [], points_event: null }, { status: 201 }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Career planning' }));
    await user.click(screen.getByRole('button', { name: 'Find My Coaches' }));
    await user.click(await screen.findByRole('button', { name: 'See My Matches' }, { timeout: 5000 }));
    expect(screen.getByText('No coach has open times right now')).toBeInTheDocument();
    const examples = screen.getByRole('region', { name: 'Example matches' });
    expect(within(examples).getAllByText('Example')).toHaveLength(3);
    expect(within(examples).getByText(/Sample price: \$75-\$85/)).toBeInTheDocument();
    expect(within(examples).queryByRole('link')).not.toBeInTheDocument();
    expect(within(examples).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a failed submission returns to the last question with the spec message', async () => {
    serveCoaching(
      {},
      canSubmit,
      http.get('*/api/questions/', () => HttpResponse.json(questions.slice(0, 1))),
      http.post('*/api/student-responses/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Career planning' }));
    await user.click(screen.getByRole('button', { name: 'Find My Coaches' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to submit your responses. Please try again.');
    expect(screen.getByRole('radio', { name: 'Career planning' })).toBeChecked();
  });

  it('a 429 on submit shows the already-submitted state with the next allowed time', async () => {
    serveCoaching(
      { timezone: 'UTC' },
      canSubmit,
      http.get('*/api/questions/', () => HttpResponse.json(questions.slice(0, 1))),
      http.post('*/api/student-responses/', () =>
        HttpResponse.json(
          {
            detail: 'You have already submitted your responses in the last 24 hours.',
            code: 'rate_limit_exceeded',
            next_allowed_time: '2026-05-13T09:15:00.000Z',
            retry_after_seconds: 100,
          },
          { status: 429 },
        ),
      ),
      http.get('*/api/match-requests/', () => HttpResponse.json([makeMatch(1)])),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Career planning' }));
    await user.click(screen.getByRole('button', { name: 'Find My Coaches' }));
    expect(await screen.findByRole('heading', { name: "You've already taken the assessment" }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('13 May 2026, 09:15 AM')).toBeInTheDocument();
  });
});

describe('/coach-matching states', () => {
  it('within 24 hours of the last submission opens in the already-submitted state with the current matches', async () => {
    serveCoaching(
      { timezone: 'America/New_York' },
      http.get('*/api/student-responses/', () =>
        HttpResponse.json({ can_submit: false, last_submitted_at: '2026-05-12T13:00:00.000Z', next_allowed_time: '2026-05-13T13:00:00.000Z' }),
      ),
      http.get('*/api/questions/', () => HttpResponse.json(questions)),
      http.get('*/api/match-requests/', () => HttpResponse.json([makeMatch(1, { user: { first_name: 'Ana', last_name: 'Rivera' } })])),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: "You've already taken the assessment" })).toBeInTheDocument();
    expect(await screen.findByText('13 May 2026, 09:00 AM')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ana Rivera' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next/ })).not.toBeInTheDocument();
  });

  it("shows 'No Questions Available' for an empty questionnaire", async () => {
    serveCoaching({}, canSubmit, http.get('*/api/questions/', () => HttpResponse.json([])));
    renderPage();
    expect(await screen.findByText('No Questions Available')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch questions' (or the server's message) with Try Again", async () => {
    let calls = 0;
    serveCoaching(
      {},
      canSubmit,
      http.get('*/api/questions/', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json(null, { status: 503 });
        if (calls === 2) return HttpResponse.json({ detail: 'Questions are being updated.' }, { status: 503 });
        return HttpResponse.json(questions);
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch questions');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Questions are being updated.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
  });
});
