import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { availableBadges, earnedBadges } from '@/test/gamification-fixtures';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import AchievementsPage from './achievements-page';

function serveBadges(earned = earnedBadges, available = availableBadges) {
  server.use(
    http.get('*/api/gamification/user-badges/', () => HttpResponse.json({ success: true, badges: earned })),
    http.get('*/api/gamification/available-badges/', () => HttpResponse.json({ success: true, badges: available })),
  );
}

describe('/achievements', () => {
  it("fills the unlocked and available lists from the student's badges, with the points of the unlocked ones", async () => {
    serveBadges();
    renderRoute(<AchievementsPage />);
    const unlocked = await screen.findByRole('region', { name: 'Unlocked' });
    expect(await within(unlocked).findByRole('article', { name: 'Achiever' })).toHaveTextContent('+50 pts');
    expect(within(unlocked).getByRole('article', { name: 'First Steps' })).toHaveTextContent('Unlocked');
    const available = screen.getByRole('region', { name: 'Available' });
    expect(within(available).getByRole('progressbar', { name: 'Progress toward Committed' })).toHaveAttribute('aria-valuenow', '2');
    const progress = screen.getByRole('region', { name: 'Your progress' });
    expect(progress).toHaveTextContent('2 of 3');
    expect(within(progress).getByText('Points from achievements').parentElement).toHaveTextContent('50');
  });

  it('shares an achievement in a popup with its text, a LinkedIn link and copy', async () => {
    serveBadges();
    const user = userEvent.setup();
    renderRoute(<AchievementsPage />);
    await user.click(await screen.findByRole('button', { name: 'Share Achiever' }));
    const dialog = screen.getByRole('dialog', { name: 'Share your achievement' });
    const text = 'I just earned the Achiever badge on Bloom: Reached level 3. Proud of this step in my growth! #Bloom #StudentWellbeing';
    expect(dialog).toHaveTextContent(text);
    const linkedIn = within(dialog).getByRole('link', { name: /Share on LinkedIn/ });
    expect(linkedIn).toHaveAttribute('href', `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(text)}`);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: /^Copy text/ }));
    expect(await navigator.clipboard.readText()).toBe(text);
    expect(within(dialog).getByRole('button', { name: /^Download badge/ })).toBeInTheDocument();
  });

  it('shows the error of each list on its own', async () => {
    server.use(
      http.get('*/api/gamification/user-badges/', () => HttpResponse.json({ detail: 'down' }, { status: 500 })),
      http.get('*/api/gamification/available-badges/', () => HttpResponse.json({ badges: [] })),
    );
    renderRoute(<AchievementsPage />);
    expect(await within(screen.getByRole('region', { name: 'Unlocked' })).findByRole('alert')).toHaveTextContent('Failed to fetch user badges');
    expect(await within(screen.getByRole('region', { name: 'Available' })).findByRole('alert')).toHaveTextContent('Invalid response structure');
  });
});
