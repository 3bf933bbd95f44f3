import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePoints } from '@/test/gamification-fixtures';
import { renderRoute } from '@/test/render';
import { catalogue, makeLeaderboard, makeRedemption, makeReward, serveRewardsPage } from '../test-fixtures';
import { RedeemConfirmDialog } from './redeem-confirm-dialog';
import RewardsPage from './rewards-page';

// userEvent.setup() gives the page a clipboard of its own; tests read it back.
afterEach(() => vi.useRealTimers());

const card = (product: string) => screen.getByRole('article', { name: product });

describe('/rewards points and level', () => {
  it('shows the balance, lifetime points and the way to the next level', async () => {
    serveRewardsPage();
    renderRoute(<RewardsPage />);
    const points = await screen.findByRole('region', { name: 'Points to spend' });
    expect(points).toHaveTextContent('200');
    expect(points).toHaveTextContent('450 lifetime points');
    expect(points).toHaveTextContent('Level 4: Champion');
    expect(points).toHaveTextContent('250 points to go');
    expect(within(points).getByRole('progressbar', { name: 'Progress to level 4' })).toHaveAttribute('aria-valuenow', '150');
    expect(points).not.toHaveTextContent('MAX LEVEL ACHIEVED');
  });

  it("says 'MAX LEVEL ACHIEVED' past the last level", async () => {
    serveRewardsPage({ points: makePoints({ total_points: 1600, level: { level_number: 5, level_id: 5, name: 'Leader', reward_description: '', threshold: 1500 }, next_level: null }) });
    renderRoute(<RewardsPage />);
    expect(await screen.findByText('MAX LEVEL ACHIEVED')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Progress to level/ })).not.toBeInTheDocument();
  });
});

describe('/rewards marketplace', () => {
  it("labels each card 'Redeemed!', 'Redeem Reward' or 'Insufficient Points' with what is missing", async () => {
    serveRewardsPage({ redemptions: [makeRedemption()] });
    renderRoute(<RewardsPage />);
    await screen.findByRole('article', { name: 'Headphones' });
    await waitFor(() => expect(within(card('Any coffee or tea')).getByRole('button', { name: /^Redeemed!/ })).toBeDisabled());
    expect(within(card('Free drop-in class')).getByRole('button', { name: /^Redeem Reward/ })).toBeEnabled();
    expect(within(card('Free drop-in class')).getByText('Free')).toBeInTheDocument();
    expect(within(card('Headphones')).getByRole('button', { name: /^Insufficient Points/ })).toBeDisabled();
    expect(within(card('Headphones')).getByText('Need 2,300 more points')).toBeInTheDocument();
    expect(within(card('Headphones')).getByRole('link', { name: /Terms and conditions/ })).toHaveAttribute('href', 'https://campus-grind.example.org/terms');
    expect(within(card('Any coffee or tea')).getByText('Mar 31, 2027')).toBeInTheDocument();
  });

  it('asks the server for the chosen category', async () => {
    const asked: string[] = [];
    serveRewardsPage({}, http.get('*/api/gamification/rewards/', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('category')!);
      return undefined;
    }));
    const user = userEvent.setup();
    renderRoute(<RewardsPage />);
    await screen.findByRole('article', { name: 'Headphones' });
    await user.click(screen.getByRole('button', { name: 'Wellbeing' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Headphones' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Free drop-in class' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wellbeing' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['all', 'wellbeing']);
  });

  it('redeems after the confirmation, shows the codes and the link, copies with a checkmark for 2 seconds', async () => {
    let redemptions = [] as ReturnType<typeof makeRedemption>[];
    serveRewardsPage(
      {},
      http.get('*/api/gamification/user-redemptions/', () => HttpResponse.json({ success: true, redemptions })),
      http.post('*/api/gamification/redeem-reward/', async ({ request }) => {
        expect(await request.json()).toEqual({ reward_id: 2 });
        await delay(50);
        redemptions = [makeRedemption({ reward: catalogue[1]!, meta: { promo_code: 'FLOW-7F3A', shared_code: 'FLOWBLOOM' } })];
        return HttpResponse.json({
          success: true,
          user_reward: { reward: { reward_id: 2, product_name: 'Free drop-in class', company: 'Flow Yoga Studio' }, meta: { promo_code: 'FLOW-7F3A', shared_code: 'FLOWBLOOM' } },
          redemption_link: 'https://flow.example.org/redeem',
          points_used: 150,
          remaining_balance: 50,
        });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<RewardsPage />);
    await user.click(await within(await screen.findByRole('article', { name: 'Free drop-in class' })).findByRole('button', { name: /^Redeem Reward/ }));

    // The dialog's code loads when first opened.
    const confirm = await screen.findByRole('dialog', { name: 'Redeem this reward?' });
    expect(confirm).toHaveTextContent('Free drop-in class from Flow Yoga Studio: Free.');
    expect(confirm).toHaveTextContent('Left after50');
    await user.click(within(confirm).getByRole('button', { name: 'Redeem for 150 points' }));
    // Behind the open confirmation (hidden from screen readers while it is open), the card says so too.
    const behind = screen.getByRole('article', { name: 'Free drop-in class', hidden: true });
    expect(within(behind).getByRole('button', { name: /^Redeeming/, hidden: true })).toBeDisabled();

    const success = await screen.findByRole('dialog', { name: 'Reward Redeemed!' });
    expect(screen.queryByRole('dialog', { name: 'Redeem this reward?' })).not.toBeInTheDocument();
    expect(success).toHaveTextContent('Free drop-in class');
    expect(success).toHaveTextContent('Flow Yoga Studio');
    expect(within(success).getByText('FLOW-7F3A')).toBeInTheDocument();
    expect(within(success).getByText('FLOWBLOOM')).toBeInTheDocument();
    expect(within(success).getByRole('link', { name: /Use it at Flow Yoga Studio/ })).toHaveAttribute('href', 'https://flow.example.org/redeem');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(success).getByRole('button', { name: /^Copy code.*promo code FLOW-7F3A/ }));
    expect(await navigator.clipboard.readText()).toBe('FLOW-7F3A');
    expect(within(success).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(within(success).queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
    vi.useRealTimers();

    await user.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(card('Free drop-in class')).getByRole('button', { name: /^Redeemed!/ })).toBeDisabled());
    expect(within(screen.getByRole('region', { name: 'Your Redemptions' })).getByText('FLOW-7F3A')).toBeInTheDocument();
  });

  it("shows the server's refusal in a red banner inside the confirmation", async () => {
    serveRewardsPage(
      {},
      http.post('*/api/gamification/redeem-reward/', () =>
        HttpResponse.json({ detail: 'Sorry, this reward has run out of codes. Please choose another reward.', code: 'out_of_codes' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderRoute(<RewardsPage />);
    await user.click(await within(await screen.findByRole('article', { name: 'Any coffee or tea' })).findByRole('button', { name: /^Redeem Reward/ }));
    await user.click(screen.getByRole('button', { name: 'Redeem for 50 points' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Sorry, this reward has run out of codes. Please choose another reward.');
  });

  it("shows 'Invalid response structure' for an answer without success and its data", async () => {
    serveRewardsPage({}, http.get('*/api/gamification/rewards/', () => HttpResponse.json({ rewards: catalogue })));
    renderRoute(<RewardsPage />);
    expect(await screen.findByText('Invalid response structure')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch rewards' when the server fails, with Try Again", async () => {
    serveRewardsPage({}, http.get('*/api/gamification/rewards/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderRoute(<RewardsPage />);
    const alert = await screen.findByText('Failed to fetch rewards');
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
  });
});

describe('RedeemConfirmDialog', () => {
  it("is enabled only with enough points; otherwise 'Insufficient Points' and 'Need {n} more points'", () => {
    renderRoute(
      <RedeemConfirmDialog reward={makeReward({ points_needed: 300 })} balance={120} isRedeeming={false} error={null} onConfirm={vi.fn()} onOpenChange={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Redeem this reward?' });
    expect(within(dialog).getByRole('button', { name: 'Insufficient Points' })).toBeDisabled();
    expect(dialog).toHaveTextContent('Need 180 more points');
  });
});

describe('/rewards history, badges and leaderboard', () => {
  it("shows 'Error loading redemptions' when the history cannot be read", async () => {
    serveRewardsPage({}, http.get('*/api/gamification/user-redemptions/', () => HttpResponse.json({ detail: 'no' }, { status: 500 })));
    renderRoute(<RewardsPage />);
    const history = await screen.findByRole('region', { name: 'Your Redemptions' });
    expect(await within(history).findByRole('alert')).toHaveTextContent('Error loading redemptions');
  });

  it('lists earned badges and the ones to earn with progress', async () => {
    serveRewardsPage();
    renderRoute(<RewardsPage />);
    const badges = await screen.findByRole('region', { name: 'Badges' });
    expect(await within(badges).findByText('Achiever')).toBeInTheDocument();
    expect(within(badges).getByText(/\+50 bonus points/)).toBeInTheDocument();
    expect(within(badges).getByRole('progressbar', { name: 'Progress toward Committed' })).toHaveAttribute('aria-valuenow', '2');
  });

  it("shows the student's rank and hides them from others on request", async () => {
    let hidden = false;
    const bodies: unknown[] = [];
    serveRewardsPage(
      {},
      http.get('*/api/gamification/leaderboard/', () => HttpResponse.json(makeLeaderboard({ is_hidden: hidden }))),
      http.put('*/api/gamification/leaderboard-settings/', async ({ request }) => {
        const body = (await request.json()) as { hide_from_leaderboard: boolean };
        bodies.push(body);
        hidden = body.hide_from_leaderboard;
        return HttpResponse.json({ success: true, data: body });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<RewardsPage />);
    const board = await screen.findByRole('region', { name: 'Leaderboard' });
    expect(await within(board).findByText(/Your rank:/)).toHaveTextContent('Your rank: #2 of 2 students');
    expect(within(board).getByText('Demo S. (You)').closest('li')).toHaveAttribute('aria-current', 'true');
    const toggle = within(board).getByRole('switch', { name: /Hide me from the leaderboard/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(bodies).toEqual([{ hide_from_leaderboard: true }]);
  });
});
