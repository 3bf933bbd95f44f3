import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { verificationStatusQueryKey } from '@/features/accounts/api/check-verification';
import { userStatsQueryKey } from '@/lib/user-stats';
import { bookingsQueryKey } from '@/lib/bookings';
import { creditBalanceQueryKey } from '@/lib/credit-balance';
import { currentUserQueryKey } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';
import { timezoneQueryKey } from '@/lib/timezone';
import { userPointsQueryKey } from '@/lib/user-points';
import { server } from '@/test/msw';
import { makePost, paged } from '@/test/community-fixtures';
import { booking, creditBalance, signIn, studentProfile, userPoints } from './shell/shell-fixtures';
import { communityLoader, dashboardLoader, postLoader, shellLoader } from './route-prefetch';

const timezone = { timezone: 'America/Chicago', user_type: 'student', offset_minutes: -360, offset_formatted: 'UTC-06:00', readable_name: 'Chicago' };
const stats = { total_activities: 9, referrals: 3, community_posts: 4 };
const verification = { email_verified: true, can_resend: true, resend_count: 0, next_resend_time: null };

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
    answer('/peer-support-posts/spotlight/', { results: [] }),
    http.post('*/api/check-verification/', () => {
      requested.push('/check-verification/');
      return HttpResponse.json(verification);
    }),
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
    // The guard's verification check starts as soon as the profile names the email.
    await vi.waitFor(() => expect(queryClient.getQueryData(verificationStatusQueryKey('maya@uni.edu'))).toEqual(verification));
    expect(requested.sort()).toEqual(
      [
        '/bookings/',
        '/check-verification/',
        '/gamification/credits/balance/',
        '/gamification/user-points/',
        '/peer-support-posts/spotlight/',
        '/student-profiles/',
        '/timezone-management/',
        '/user-stats/',
      ].sort(),
    );
  });

  it('ask again only for what has gone stale', async () => {
    signIn();
    const requested = answerAll();
    const queryClient = createQueryClient();
    shellLoader(queryClient)();
    await vi.waitFor(() => expect(requested).toHaveLength(6));

    shellLoader(queryClient)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toHaveLength(6);
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

  it("start /community's page (and search) from the address, and a story's page with its first comments", async () => {
    signIn();
    const requested: string[] = [];
    server.use(
      http.get('*/api/peer-support-posts/', ({ request }) => {
        requested.push(new URL(request.url).search);
        return HttpResponse.json(paged([makePost()]));
      }),
      http.get('*/api/peer-support-posts/:id/', ({ params }) => {
        requested.push(`post ${String(params.id)}`);
        return HttpResponse.json(makePost({ id: Number(params.id) }));
      }),
      http.get('*/api/peer-support-posts/:id/comments/', ({ params, request }) => {
        requested.push(`comments ${String(params.id)} ${new URL(request.url).search}`);
        return HttpResponse.json(paged([]));
      }),
    );
    const queryClient = createQueryClient();
    const loaderArgs = (url: string, params: Record<string, string> = {}) => ({ request: new Request(url), params, context: undefined, unstable_pattern: '' }) as unknown as LoaderFunctionArgs;
    expect(communityLoader(queryClient)(loaderArgs('http://localhost/community?page=3&search=sleep'))).toBeNull();
    expect(postLoader(queryClient)(loaderArgs('http://localhost/community/42', { postId: '42' }))).toBeNull();
    expect(postLoader(queryClient)(loaderArgs('http://localhost/community/abc', { postId: 'abc' }))).toBeNull();
    await vi.waitFor(() => expect(requested).toHaveLength(3));
    expect(requested.sort()).toEqual(['?page=3&limit=10&search=sleep', 'comments 42 ?page=1&limit=50', 'post 42']);
  });
});
