import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreditStatusDialog } from './credit-status-dialog';
import { CreditsAllocatedDialog } from './credits-allocated-dialog';

describe('CreditStatusDialog', () => {
  it.each([
    [0, 'No Credits'],
    [1, 'Low Credits'],
    [2, 'Sufficient'],
    [30, 'Sufficient'],
  ])('at %i credits is titled %s', (credits, title) => {
    render(<CreditStatusDialog open onOpenChange={() => undefined} check={{ can_book: credits > 0, message: 'From the server.', available_credits: credits }} />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAccessibleDescription('From the server.');
    expect(within(dialog).getByText(credits === 1 ? 'credit available' : 'credits available')).toBeInTheDocument();
  });

  it('offers Buy Credits only when low', async () => {
    const onBuyCredits = vi.fn();
    const { rerender } = render(
      <CreditStatusDialog open onOpenChange={() => undefined} check={{ can_book: true, message: 'm', available_credits: 1 }} onBuyCredits={onBuyCredits} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy Credits' }));
    expect(onBuyCredits).toHaveBeenCalledTimes(1);
    rerender(<CreditStatusDialog open onOpenChange={() => undefined} check={{ can_book: true, message: 'm', available_credits: 5 }} onBuyCredits={onBuyCredits} />);
    expect(screen.queryByRole('button', { name: 'Buy Credits' })).not.toBeInTheDocument();
  });
});

describe('CreditsAllocatedDialog', () => {
  it('shows the credits allocated and the new balance', async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    render(
      <CreditsAllocatedDialog
        open
        onOpenChange={onOpenChange}
        allocation={{ message: '3 credits from Lakeside University were added to your balance.', creditsAllocated: 3, newBalance: 4, schoolName: 'Lakeside University' }}
        confirmLabel="Continue Booking"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Credits Allocated!' });
    expect(dialog).toHaveAccessibleDescription('3 credits from Lakeside University were added to your balance.');
    expect(within(dialog).getByText('Credits allocated').nextElementSibling).toHaveTextContent('+3');
    expect(within(dialog).getByText('New balance').nextElementSibling).toHaveTextContent('4');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continue Booking' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
