/**
 * The dashboard's coaching cards are a chunk of their own (app/dashboard-route.tsx). The route loader
 * starts fetching it with the page's other requests; the route renders it when it arrives.
 */
export const loadDashboardCoachingCards = () => import('@/components/coaching-cards/dashboard-coaching-cards');
