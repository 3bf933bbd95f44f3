import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { verificationStatusQuery } from '@/features/accounts/api/check-verification';
import { commentsQuery } from '@/features/community/api/get-comments';
import { postQuery } from '@/features/community/api/get-post';
import { postsQuery } from '@/features/community/api/get-posts';
import { spotlightQuery } from '@/features/dashboard/api/get-spotlight';
import { userStatsQuery } from '@/features/dashboard/api/get-user-stats';
import { userReferralQuery } from '@/features/referrals/api/get-user-referral';
import { leaderboardQuery } from '@/features/rewards/api/get-leaderboard';
import { rewardsQuery } from '@/features/rewards/api/get-rewards';
import { userRedemptionsQuery } from '@/features/rewards/api/get-user-redemptions';
import { bookingsQuery } from '@/lib/bookings';
import { creditBalanceQuery } from '@/lib/credit-balance';
import { currentUserQuery, readAuthState } from '@/lib/current-user';
import { availableBadgesQuery, userBadgesQuery } from '@/lib/gamification';
import { prepareTimeFormatting, timezoneQuery } from '@/lib/timezone';
import { userPointsQuery } from '@/lib/user-points';
import { loadDashboardCoachingCards } from './load-dashboard-cards';

type Loader = () => null;

/**
 * Route loaders that start the signed-in student's requests the moment a page opens, in parallel with
 * loading its code, rather than one after another as each part mounts and asks. They never wait for
 * the answers: screens keep their own loading states and read the answers from the cache. The requests
 * go out in a task of their own, so that starting them does not lengthen the page's first task.
 */
function whenSignedIn(prefetch: () => void): Loader {
  return () => {
    if (readAuthState().isAuthenticated) setTimeout(prefetch, 0);
    return null;
  };
}

/** /email-verification, /onboarding and /walkthrough: the profile their gate loads. */
export function signedInLoader(queryClient: QueryClient): Loader {
  return whenSignedIn(() => void queryClient.prefetchQuery(currentUserQuery));
}

/**
 * Every page behind the route guard: the profile and, as soon as it names the email, the guard's
 * verification check (rather than once the guard's code has loaded and rendered); and what the shell's
 * header and navigation show.
 */
export function shellLoader(queryClient: QueryClient): Loader {
  return whenSignedIn(() => {
    queryClient.fetchQuery(currentUserQuery).then(
      (user) => {
        if (user) void queryClient.prefetchQuery(verificationStatusQuery(user.email));
      },
      // The guard reads the failure from the cache and ends the session.
      () => undefined,
    );
    void queryClient.prefetchQuery(creditBalanceQuery);
    void queryClient.prefetchQuery(userPointsQuery);
    void queryClient.prefetchQuery(bookingsQuery);
    void queryClient.prefetchQuery(timezoneQuery);
  });
}

/**
 * /dashboard: the stat tiles' counters (its coaching cards read the bookings the shell loads), the
 * cards' code, and the session times.
 */
export function dashboardLoader(queryClient: QueryClient): Loader {
  return whenSignedIn(() => {
    void loadDashboardCoachingCards();
    void queryClient.prefetchQuery(userStatsQuery);
    void queryClient.prefetchQuery(spotlightQuery);
    prepareTimeFormatting();
  });
}

/** /community: the wall's page (and search) named in the address. */
export function communityLoader(queryClient: QueryClient): (args: LoaderFunctionArgs) => null {
  return ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
    return whenSignedIn(() => void queryClient.prefetchQuery(postsQuery(page, params.get('search') ?? '')))();
  };
}

/** /community/{postId}: the story and its first comments. */
export function postLoader(queryClient: QueryClient): (args: LoaderFunctionArgs) => null {
  return ({ params }: LoaderFunctionArgs) => {
    const postId = Number(params.postId);
    if (!Number.isInteger(postId) || postId < 1) return null;
    return whenSignedIn(() => {
      void queryClient.prefetchQuery(postQuery(postId));
      void queryClient.prefetchQuery(commentsQuery(postId, 1));
    })();
  };
}

/** /rewards: the marketplace, the redemption history, the leaderboard's first page and the badges. */
export function rewardsLoader(queryClient: QueryClient): Loader {
  return whenSignedIn(() => {
    void queryClient.prefetchQuery(rewardsQuery('all'));
    void queryClient.prefetchQuery(userRedemptionsQuery);
    void queryClient.prefetchQuery(leaderboardQuery(1));
    void queryClient.prefetchQuery(userBadgesQuery);
    void queryClient.prefetchQuery(availableBadgesQuery);
  });
}

/** /referrals: the student's code and referral counts. */
export function referralsLoader(queryClient: QueryClient): Loader {
  return whenSignedIn(() => void queryClient.prefetchQuery(userReferralQuery));
}

/** /achievements: the badges, earned and still to earn. */
export function achievementsLoader(queryClient: QueryClient): Loader {
  return whenSignedIn(() => {
    void queryClient.prefetchQuery(userBadgesQuery);
    void queryClient.prefetchQuery(availableBadgesQuery);
  });
}
