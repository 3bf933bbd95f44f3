import { Outlet } from 'react-router';
import { PointsPopup } from '@/app/points-popup/points-popup';
import { PageViewTracker } from './page-view-tracker';

/** Wraps every route: page-view tracking, and the points popup that can appear over any screen. */
export function RootLayout() {
  return (
    <>
      <PageViewTracker />
      <Outlet />
      <PointsPopup />
    </>
  );
}
