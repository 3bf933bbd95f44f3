import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analyticsEvents, track } from '@/lib/analytics';

/** One page-view event per route change. Only the path: query strings can carry an email address. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    track(analyticsEvents.pageView, { label: pathname, properties: { path: pathname } });
  }, [pathname]);
  return null;
}
