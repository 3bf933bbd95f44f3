import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { LowCreditDialog, type LowCreditDialogProps } from './low-credit-dialog';

type Callbacks = Pick<LowCreditDialogProps, 'onGetSchoolCredits' | 'onContinueBooking'> & { onClosed: () => void };

function Harness({ props, callbacks }: { props: Partial<LowCreditDialogProps>; callbacks: Callbacks }) {
  const [open, setOpen] = useState(true);
  return (
    <LowCreditDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) callbacks.onClosed();
      }}
      availableCredits={0}
      canGetSchoolCredits
      schoolCreditBalance={12}
      schoolName="Lakeside University"
      onGetSchoolCredits={callbacks.onGetSchoolCredits}
      onContinueBooking={callbacks.onContinueBooking}
      {...props}
    />
  );
}

function renderDialog(props: Partial<LowCreditDialogProps> = {}) {
  const callbacks = { onGetSchoolCredits: vi.fn(), onContinueBooking: vi.fn(), onClosed: vi.fn() };
  const view = renderRoute(<Harness props={props} callbacks={callbacks} />, {
    path: '/coach/:coachId',
    initialEntry: '/coach/4',
    routes: [{ path: '/credits', element: <h1>Credits screen</h1> }],
  });
  return { ...view, callbacks, user: userEvent.setup() };
}

describe('LowCreditDialog', () => {
  it('at 0 credits: No Credits, offers school credits, and Later only closes', async () => {
    const { callbacks, user } = renderDialog({ availableCredits: 0 });
    const dialog = await screen.findByRole('dialog', { name: 'No Credits' });
    expect(within(dialog).getByText('Get free credits from Lakeside University')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Choose Later/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Get School Credits' }));
    expect(callbacks.onGetSchoolCredits).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(callbacks.onClosed).toHaveBeenCalled();
    expect(callbacks.onContinueBooking).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('at exactly 1 credit: Low Credits, and Later continues the booking', async () => {
    const { callbacks, user } = renderDialog({ availableCredits: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Low Credits' });
    expect(dialog).toHaveAccessibleDescription(/You have 1 credit left/);
    expect(within(dialog).getByText('Choose Later to book this session with your last credit.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(callbacks.onContinueBooking).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Buy Individually goes to /credits', async () => {
    const { router, user } = renderDialog({ availableCredits: 0 });
    await user.click(await screen.findByRole('button', { name: 'Buy Individually' }));
    expect(router.state.location.pathname).toBe('/credits');
    expect(await screen.findByRole('heading', { name: 'Credits screen' })).toBeInTheDocument();
  });

  it.each([
    ['the student cannot get school credits', { canGetSchoolCredits: false }],
    ["the school's pool is empty", { schoolCreditBalance: 0 }],
  ])('does not offer school credits when %s', async (_case, props) => {
    renderDialog({ availableCredits: 0, ...props });
    const dialog = await screen.findByRole('dialog', { name: 'No Credits' });
    expect(within(dialog).queryByRole('button', { name: 'Get School Credits' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Buy Individually' })).toBeInTheDocument();
  });

  it('while allocating shows the busy label and nothing can be pressed', async () => {
    renderDialog({ availableCredits: 1, isAllocating: true });
    const dialog = await screen.findByRole('dialog', { name: 'Low Credits' });
    expect(within(dialog).getByRole('button', { name: 'Getting credits...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Later' })).toBeDisabled();
  });

  it('shows the allocation error', async () => {
    renderDialog({ availableCredits: 0, allocationError: 'Failed to allocate credits' });
    const dialog = await screen.findByRole('dialog', { name: 'No Credits' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to allocate credits');
  });
});
