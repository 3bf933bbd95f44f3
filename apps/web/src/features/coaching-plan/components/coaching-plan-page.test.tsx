import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { encouragementFor } from '../sample-plan';
import CoachingPlanPage from './coaching-plan-page';

const stat = (label: string) => screen.getByText(label).closest('li')!;

describe('CoachingPlanPage', { timeout: 20_000 }, () => {
  it('says plainly that the plan is an example, and shows completion, points and tasks of the sample', () => {
    renderRoute(<CoachingPlanPage />, { path: '/coaching-plan' });
    expect(screen.getByRole('heading', { level: 1, name: 'Coaching Plan' })).toBeInTheDocument();
    expect(screen.getByText('This is an example plan')).toBeInTheDocument();
    expect(stat('Completion')).toHaveTextContent('33%');
    expect(stat('Points earned')).toHaveTextContent('35');
    expect(stat('Tasks completed')).toHaveTextContent('2 of 6');
    expect(screen.getByRole('heading', { name: 'Great start' })).toBeInTheDocument();
  });

  it('shows each weekly goal as a progress bar', () => {
    renderRoute(<CoachingPlanPage />, { path: '/coaching-plan' });
    const goals = within(screen.getByRole('region', { name: 'Weekly goals' }));
    const bars = goals.getAllByRole('progressbar');
    expect(bars).toHaveLength(4);
    const sleep = goals.getByRole('progressbar', { name: 'Sleep seven hours or more' });
    expect(sleep).toHaveAttribute('aria-valuenow', '4');
    expect(sleep).toHaveAttribute('aria-valuemax', '7');
    expect(goals.getByText('Sleep seven hours or more').closest('li')).toHaveTextContent('4/7 nights');
  });

  it('toggles an action item complete and incomplete on the page, updating the numbers and the banner', async () => {
    const user = userEvent.setup();
    renderRoute(<CoachingPlanPage />, { path: '/coaching-plan' });
    const item = screen.getByRole('checkbox', { name: 'Evening wind-down' });
    expect(item).not.toBeChecked();
    expect(item).toHaveAccessibleDescription('Put your phone away 30 minutes before bed and read or stretch instead.');

    await user.click(item);
    expect(item).toBeChecked();
    expect(stat('Completion')).toHaveTextContent('50%');
    expect(stat('Points earned')).toHaveTextContent('45');
    expect(stat('Tasks completed')).toHaveTextContent('3 of 6');
    expect(screen.getByRole('heading', { name: 'More than halfway there' })).toBeInTheDocument();

    await user.click(item);
    expect(item).not.toBeChecked();
    expect(stat('Tasks completed')).toHaveTextContent('2 of 6');
  });

  it('celebrates when every task is done', async () => {
    const user = userEvent.setup();
    renderRoute(<CoachingPlanPage />, { path: '/coaching-plan' });
    for (const box of screen.getAllByRole('checkbox')) if (!(box as HTMLInputElement).checked) await user.click(box);
    expect(stat('Completion')).toHaveTextContent('100%');
    expect(stat('Points earned')).toHaveTextContent('220');
    expect(screen.getByRole('heading', { name: 'You did it!' })).toBeInTheDocument();
  });

  it('has words for every stage of the plan', () => {
    expect([0, 10, 50, 100].map((p) => encouragementFor(p).title)).toEqual(['Every journey starts with one step', 'Great start', 'More than halfway there', 'You did it!']);
  });
});
