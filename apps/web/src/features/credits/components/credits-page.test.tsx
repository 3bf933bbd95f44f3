import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { historyEntries, partnerBalance, serveCreditsPage } from '../test-fixtures';
import CreditsPage from './credits-page';

function renderCreditsPage() {
  return renderRoute(<CreditsPage />, { path: '/credits' });
}

afterEach(() => vi.restoreAllMocks());

function summaryCard() {
  return screen.getByRole('region', { name: 'Purchase Summary' });
}

/** The value beside a label of the purchase summary ('Total' -> '$120.00'). */
function summaryValue(label: string | RegExp) {
  return within(summaryCard()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('/credits plans', () => {
  it('chooses Semester by default, marks it most popular, shows the savings, and a click selects another plan', async () => {
    serveCreditsPage();
    const user = userEvent.setup();
    renderCreditsPage();

    const semester = await screen.findByRole('radio', { name: /Semester/ });
    expect(semester).toBeChecked();
    expect(screen.getByRole('radio', { name: /Monthly/ })).not.toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);

    const semesterCard = semester.closest('label')!;
    expect(within(semesterCard).getByText('Most Popular')).toBeInTheDocument();
    expect(within(semesterCard).getByText('Save 15%')).toBeInTheDocument();
    expect(within(screen.getByRole('radio', { name: /Annual/ }).closest('label')!).getByText('Save 30%')).toBeInTheDocument();
    expect(summaryValue('Plan')).toBe('Semester (4 months)');
    expect(summaryValue('Price')).toBe('$120.00');
    expect(summaryValue('Total')).toBe('$120.00');
    expect(summaryValue('Session credits')).toBe('8');

    await user.click(within(screen.getByRole('radio', { name: /Annual/ }).closest('label')!).getByText('24 one-on-one coaching sessions'));
    expect(screen.getByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(semester).not.toBeChecked();
    expect(summaryValue('Plan')).toBe('Annual (12 months)');
    expect(summaryValue('Total')).toBe('$300.00');
    expect(summaryValue('Session credits')).toBe('24');
    expect(summaryValue('Per session')).toBe('$12.50');
  });
});

describe('/credits leadership discount', () => {
  it('is not offered below 100 points', async () => {
    serveCreditsPage({ points: 99 });
    renderCreditsPage();
    await screen.findByRole('radio', { name: /Semester/ });
    // The points have loaded (the history is the last thing to appear) and still no checkbox.
    await screen.findByText('Welcome credits');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it.each([
    [100, 5, '-$6.00', '$114.00'],
    [299, 10, '-$12.00', '$108.00'],
    [399, 15, '-$18.00', '$102.00'],
    [2500, 20, '-$24.00', '$96.00'],
  ])('at %i points takes %i%% off the summary once checked', async (points, percent, discount, total) => {
    serveCreditsPage({ points });
    const user = userEvent.setup();
    renderCreditsPage();

    const checkbox = await screen.findByRole('checkbox', { name: `Apply my leadership discount: ${percent}% off` });
    expect(checkbox).not.toBeChecked();
    expect(within(summaryCard()).queryByText(/Leadership discount/)).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe('$120.00');

    await user.click(checkbox);
    expect(summaryValue(`Leadership discount (${percent}%)`)).toBe(discount);
    expect(summaryValue('Price')).toBe('$120.00');
    expect(summaryValue('Total')).toBe(total);

    await user.click(checkbox);
    expect(within(summaryCard()).queryByText(/Leadership discount/)).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe('$120.00');
  });
});

describe('/credits school credits', () => {
  it('allocates, shows the credits allocated and the new balance, and updates the balance', async () => {
    let requestBody: unknown;
    let balance = partnerBalance;
    serveCreditsPage({},
      http.get('*/api/gamification/credits/balance/', () => HttpResponse.json({ success: true, data: balance })),
      http.post('*/api/gamification/credits/allocate-from-school/', async ({ request }) => {
        requestBody = await request.json();
        balance = { ...balance, available_credits: 6, school_credit_balance: 35, can_get_school_credits: false };
        return HttpResponse.json({
          success: true,
          message: '5 credits from Lakeside University were added to your balance.',
          data: { credits_requested: 5, credits_allocated: 5, new_balance: 6, school_name: 'Lakeside University', school_credit_balance: 35, credits_remaining_for_you: 0 },
          credit_info: { available_credits: 6, can_get_school_credits: false },
        });
      }),
    );
    const user = userEvent.setup();
    renderCreditsPage();

    expect(await screen.findByRole('heading', { name: 'Free credits from Lakeside University' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Get 5 Free Credits' }));

    const dialog = await screen.findByRole('dialog', { name: 'Credits Allocated!' });
    expect(requestBody).toMatchObject({ credits_to_allocate: 5 });
    expect(within(dialog).getByText('5 credits from Lakeside University were added to your balance.')).toBeInTheDocument();
    expect(within(dialog).getByText('Credits allocated').nextElementSibling).toHaveTextContent('+5');
    // New balance = available before (1) plus allocated (5).
    expect(within(dialog).getByText('New balance').nextElementSibling).toHaveTextContent('6');

    const balanceCard = screen.getByRole('region', { name: 'Available credits' });
    await waitFor(() => expect(within(balanceCard).getByText('6')).toBeInTheDocument());
    expect(within(balanceCard).getByText('Sufficient')).toBeInTheDocument();
    // The refetched balance no longer offers school credits; the success dialog stays until closed.
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Free credits from/ })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs a failed allocation and shows the server message beneath the button', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveCreditsPage({},
      http.post('*/api/gamification/credits/allocate-from-school/', () =>
        HttpResponse.json({ non_field_errors: ['Lakeside University has no credits left to give right now. You can buy a plan instead.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderCreditsPage();

    await user.click(await screen.findByRole('button', { name: 'Get 5 Free Credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lakeside University has no credits left to give right now. You can buy a plan instead.');
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get 5 Free Credits' })).toBeEnabled();
  });

  it("falls back to 'Failed to allocate credits' when the server gives no message", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveCreditsPage({},
      http.post('*/api/gamification/credits/allocate-from-school/', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup();
    renderCreditsPage();

    await user.click(await screen.findByRole('button', { name: 'Get 5 Free Credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to allocate credits');
  });

  it.each([
    ['the server does not allow it', { ...partnerBalance, can_get_school_credits: false }],
    ["the school's pool is empty", { ...partnerBalance, school_credit_balance: 0 }],
  ])('is not offered when %s', async (_case, balance) => {
    serveCreditsPage({ balance });
    renderCreditsPage();
    const balanceCard = await screen.findByRole('region', { name: 'Available credits' });
    await within(balanceCard).findByText('Low Credits');
    expect(screen.queryByRole('button', { name: /Free Credit/ })).not.toBeInTheDocument();
  });

  it('asks only for what the student has left of the allowance', async () => {
    serveCreditsPage({ status: partnerStatusWith(2) });
    renderCreditsPage();
    expect(await screen.findByRole('button', { name: 'Get 2 Free Credits' })).toBeInTheDocument();
    expect(screen.getByText(/2 credits are waiting for you/)).toBeInTheDocument();
  });
});

function partnerStatusWith(remaining: number) {
  return {
    school_name: 'Lakeside University',
    is_partner: true,
    school_credit_balance: 40,
    school_credit_per_student: 5,
    credits_received: 5 - remaining,
    credits_remaining_for_you: remaining,
    can_get_school_credits: true,
  };
}

describe('/credits balance', () => {
  it("shows 'Failed to fetch credit balance' when the balance cannot be loaded", async () => {
    serveCreditsPage({}, http.get('*/api/gamification/credits/balance/', () => new HttpResponse(null, { status: 500 })));
    renderCreditsPage();
    const balanceCard = await screen.findByRole('region', { name: 'Available credits' });
    expect(await within(balanceCard).findByRole('alert')).toHaveTextContent('Failed to fetch credit balance');
    expect(within(balanceCard).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it.each([
    [0, 'No Credits'],
    [1, 'Low Credits'],
    [2, 'Sufficient'],
    [9, 'Sufficient'],
  ])('the credit status dialog at %i credits is %s', async (credits, level) => {
    serveCreditsPage({},
      http.post('*/api/gamification/credits/check/', () =>
        HttpResponse.json({ success: true, data: { can_book: credits > 0, message: `You have ${credits} credits.`, available_credits: credits } }),
      ),
    );
    const user = userEvent.setup();
    renderCreditsPage();
    await user.click(await screen.findByRole('button', { name: 'Check Credit Status' }));
    const dialog = await screen.findByRole('dialog', { name: level });
    expect(dialog).toHaveAccessibleDescription(`You have ${credits} credits.`);
    expect(within(dialog).getByText(String(credits))).toBeInTheDocument();
  });

  it('a failed credit check says so instead of guessing a level, and can be tried again', async () => {
    let attempts = 0;
    serveCreditsPage({},
      http.post('*/api/gamification/credits/check/', () => {
        attempts += 1;
        return attempts === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ success: true, data: { can_book: true, message: 'You have 3 credits available.', available_credits: 3 } });
      }),
    );
    const user = userEvent.setup();
    renderCreditsPage();
    await user.click(await screen.findByRole('button', { name: 'Check Credit Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit Status' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to check credits');
    expect(alert).toHaveTextContent('Unable to check credit status. Please try again.');

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'Sufficient' })).toHaveAccessibleDescription('You have 3 credits available.');
  });
});

describe('/credits purchase', () => {
  it('confirms, then Proceed opens the purchase URL for the chosen plan in a new tab without opener', async () => {
    const requested: URL[] = [];
    serveCreditsPage({ points: 250 },
      http.get('*/api/payments/purchase-url/', ({ request }) => {
        const url = new URL(request.url);
        requested.push(url);
        return HttpResponse.json({
          success: true,
          data: { url: `https://pay.example/checkout?plan=${url.searchParams.get('plan')}&client_reference_id=7`, plan_id: 'annual', price: 300, discount_percent: 10, total: 270 },
        });
      }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderCreditsPage();

    await user.click(await screen.findByRole('radio', { name: /Annual/ }));
    await user.click(await screen.findByRole('checkbox', { name: /leadership discount/ }));
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Purchase' });
    expect(dialog).toHaveAccessibleDescription('You are buying the Annual plan: 24 session credits for $270.00.');
    const proceed = within(dialog).getByRole('button', { name: /Proceed|Preparing/ });
    await waitFor(() => expect(proceed).toBeEnabled());
    expect(requested[0]?.searchParams.get('plan')).toBe('annual');
    expect(requested[0]?.searchParams.get('apply_discount')).toBe('true');

    await user.click(proceed);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    expect(url).toBe('https://pay.example/checkout?plan=annual&client_reference_id=7');
    expect(target).toBe('_blank');
    expect(String(features)).toContain('noopener');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', 'https://pay.example/checkout?plan=annual&client_reference_id=7');
  });

  it('Cancel closes the confirm dialog without opening anything', async () => {
    serveCreditsPage({},
      http.get('*/api/payments/purchase-url/', () =>
        HttpResponse.json({ success: true, data: { url: 'https://pay.example/x', plan_id: 'semester', price: 120, discount_percent: 0, total: 120 } }),
      ),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderCreditsPage();
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Purchase' });
    expect(dialog).toHaveAccessibleDescription('You are buying the Semester plan: 8 session credits for $120.00.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('/credits history', () => {
  it('lists every entry with its reason, signed amount and date in the student timezone', async () => {
    serveCreditsPage();
    renderCreditsPage();
    const history = await screen.findByRole('region', { name: 'Credit History' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows).toHaveLength(historyEntries.length);
    expect(rows[0]).toHaveTextContent('Coaching session booked');
    expect(rows[0]).toHaveTextContent('Booking');
    expect(rows[0]).toHaveTextContent('Used -1');
    // 15:30 UTC is 10:30 in New York (EST).
    await waitFor(() => expect(rows[0]).toHaveTextContent('02 Mar 2026, 10:30 AM'));
    expect(rows[1]).toHaveTextContent('Welcome credits');
    expect(rows[1]).toHaveTextContent('Added +2');
    expect(rows[1]).toHaveTextContent('10 Jan 2026, 04:05 AM');
  });

  it('says so when there is no entry yet', async () => {
    serveCreditsPage({ history: [] });
    renderCreditsPage();
    const history = await screen.findByRole('region', { name: 'Credit History' });
    expect(await within(history).findByText('No credit activity yet')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch credit history' with Try Again when it cannot be loaded", async () => {
    let fail = true;
    serveCreditsPage({},
      http.get('*/api/gamification/credits/history/', () =>
        fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ success: true, data: historyEntries }),
      ),
    );
    const user = userEvent.setup();
    renderCreditsPage();
    const history = await screen.findByRole('region', { name: 'Credit History' });
    expect(await within(history).findByRole('alert')).toHaveTextContent('Failed to fetch credit history');
    fail = false;
    await user.click(within(history).getByRole('button', { name: 'Try Again' }));
    expect(await within(history).findByText('Welcome credits')).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    // The history is held back until the loading state has been seen.
    let releaseHistory = () => {};
    const historyHeld = new Promise<void>((resolve) => (releaseHistory = resolve));
    serveCreditsPage({},
      http.get('*/api/gamification/credits/history/', async () => {
        await historyHeld;
        return HttpResponse.json({ success: true, data: historyEntries });
      }),
    );
    renderCreditsPage();
    const history = await screen.findByRole('region', { name: 'Credit History' });
    expect(history).toHaveAttribute('aria-busy', 'true');
    releaseHistory();
    expect(await within(history).findByText('Welcome credits')).toBeInTheDocument();
    expect(history).not.toHaveAttribute('aria-busy');
  });
});
