import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userStatsQueryKey } from '@/features/dashboard/api/get-user-stats';
import { bookingsQueryKey } from '@/lib/bookings';
import { creditBalanceQueryKey } from '@/lib/credit-balance';
import { currentUserQueryKey } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';
import { timezoneQueryKey } from '@/lib/timezone';
import { userPointsQueryKey } from '@/lib/user-points';
import { server } from '@/test/msw';
import { booking, creditBalance, signIn, studentProfile, userPoints } from './shell/shell-fixtures';
import { dashboardLoader, shellLoader } from './route-prefetch';

const timezone = { timezone: 'America/Chicago', user_type: 'student', offset_minutes: -360, offset_formatted: 'UTC-06:00', readable_name: 'Chicago' };
const stats = { total_activities: 9, referrals: 3, community_posts: 4 };

/** Answers every call the shell and the dashboard make, and counts them. */
function answerAll() {
  const requested: string[] = [];
  const answer = (path: string, body: JsonBodyType) =>
    http.get(`*/api${path}`, () => {
      requested.push(path);
      return HttpResponse.json(body);
    });
  server.use(
    answer('/student-profiles/', [studentProfile()]),
    answer('/gamification/credits/balance/', { success: true, data: creditBalance() }),
    answer('/gamification/user-points/', { success: true, data: userPoints() }),
    answer('/bookings/', [booking()]),
    answer('/timezone-management/', timezone),
    answer('/user-stats/', stats),
  );
  return requested;
}

describe('route loaders', () => {
  it("start the shell's and the dashboard's requests at once, without waiting for them", async () => {
    signIn();
    const requested = answerAll();
    const queryClient = createQueryClient();

    expect(shellLoader(queryClient)()).toBeNull();
    expect(dashboardLoader(queryClient)()).toBeNull();

    await vi.waitFor(() => expect(queryClient.getQueryData(userStatsQueryKey)).toEqual(stats));
    await vi.waitFor(() => expect(queryClient.getQueryData(timezoneQueryKey)).toEqual(timezone));
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ email: 'maya@uni.edu', is_completed: true });
    expect(queryClient.getQueryData(creditBalanceQueryKey)).toEqual(creditBalance());
    expect(queryClient.getQueryData(userPointsQueryKey)).toEqual(userPoints());
    expect(queryClient.getQueryData(bookingsQueryKey)).toEqual([booking()]);
    expect(requested.sort()).toEqual(
      ['/bookings/', '/gamification/credits/balance/', '/gamification/user-points/', '/student-profiles/', '/timezone-management/', '/user-stats/'].sort(),
    );
  });

  it('ask again only for what has gone stale', async () => {
    signIn();
    const requested = answerAll();
    const queryClient = createQueryClient();
    shellLoader(queryClient)();
    await vi.waitFor(() => expect(requested).toHaveLength(5));

    shellLoader(queryClient)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toHaveLength(5);
  });

  it('ask for nothing without tokens', async () => {
    const requested = answerAll();
    const queryClient = createQueryClient();
    shellLoader(queryClient)();
    dashboardLoader(queryClient)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
