import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/ui/spinner';
import LoginPage from '@/features/accounts/components/login-page';
import { RouteErrorPage } from './route-error-page';
import {
  achievementsLoader,
  communityLoader,
  dashboardLoader,
  postLoader,
  referralsLoader,
  rewardsLoader,
  shellLoader,
  signedInLoader,
} from './route-prefetch';
import { RootLayout } from './shell/root-layout';

/**
 * Every screen is its own chunk, so the first screen loads only what it shows. /login, where most visits
 * start, is in the entry chunk instead: it then draws without a second round trip (docs/decisions/0003).
 */
function screen(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** The route table; signed-in routes start their data requests through `queryClient` (route-prefetch.ts). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullScreenLoader />,
      children: [
        { path: '/', ...screen(() => import('@/features/accounts/components/root-redirect')) },
        { path: '/login', Component: LoginPage },
        { path: '/register', ...screen(() => import('@/features/accounts/components/register-page')) },
        { path: '/ref/:code?', ...screen(() => import('@/features/accounts/components/referral-redirect')) },
        { path: '/forget-password', ...screen(() => import('@/features/accounts/components/forget-password-page')) },
        { path: '/reset-password', ...screen(() => import('@/features/accounts/components/reset-password-page')) },
        { path: '/terms', ...screen(() => import('@/features/legal/components/terms-page')) },
        { path: '/privacy', ...screen(() => import('@/features/legal/components/privacy-page')) },
        {
          // Signed in, before the full guard applies: these screens gate themselves (spec).
          ...screen(() => import('./require-tokens')),
          loader: signedInLoader(queryClient),
          children: [
            { path: '/email-verification', ...screen(() => import('@/features/accounts/components/email-verification-page')) },
            { path: '/onboarding', ...screen(() => import('@/features/onboarding/components/onboarding-page')) },
            { path: '/walkthrough', ...screen(() => import('@/features/onboarding/components/walkthrough-page')) },
          ],
        },
        {
          // The route guard: tokens, verified email, completed profile; then the shell.
          ...screen(() => import('./route-guard')),
          loader: shellLoader(queryClient),
          children: [
            {
              ...screen(() => import('./app-shell')),
              children: [
                { path: '/dashboard', loader: dashboardLoader(queryClient), ...screen(() => import('./dashboard-route')) },
                { path: '/profile', ...screen(() => import('@/features/profile/components/profile-page')) },
                { path: '/coach-matching', ...screen(() => import('@/features/coaching/components/coach-matching-page')) },
                { path: '/coach/:coachId', ...screen(() => import('@/features/coaching/components/coach-profile-page')) },
                { path: '/sessions', ...screen(() => import('@/features/coaching/components/sessions-page')) },
                { path: '/credits', ...screen(() => import('@/features/credits/components/credits-page')) },
                { path: '/community', loader: communityLoader(queryClient), ...screen(() => import('@/features/community/components/community-page')) },
                { path: '/community/:postId', loader: postLoader(queryClient), ...screen(() => import('@/features/community/components/post-detail-page')) },
                { path: '/rewards', loader: rewardsLoader(queryClient), ...screen(() => import('@/features/rewards/components/rewards-page')) },
                { path: '/referrals', loader: referralsLoader(queryClient), ...screen(() => import('@/features/referrals/components/referrals-page')) },
                { path: '/achievements', loader: achievementsLoader(queryClient), ...screen(() => import('@/features/achievements/components/achievements-page')) },
                { path: '/coaching-plan', ...screen(() => import('@/features/coaching-plan/components/coaching-plan-page')) },
                { path: '/messages', ...screen(() => import('@/features/messages/components/messages-page')) },
                { path: '/campus-resources', ...screen(() => import('@/features/campus/components/campus-resources-page')) },
                { path: '/campus-map', ...screen(() => import('@/features/campus/components/campus-map-page')) },
                { path: '/resources', ...screen(() => import('@/features/resources/components/resources-page')) },
              ],
            },
          ],
        },
        { path: '*', ...screen(() => import('@/features/accounts/components/not-found-page')) },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
