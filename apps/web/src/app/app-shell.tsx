import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useCreditInfoSync } from '@/lib/credit-balance';
import { logout } from '@/lib/current-user';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { TourController } from './tour/tour-controller';
import { BottomBar } from './shell/bottom-bar';
import { Header } from './shell/header';
import { sideNavItems } from './shell/nav-items';
import type { ShellOutletContext } from './shell/shell-context';
import { SideNavList } from './shell/side-nav';
import { useHasBookings } from './shell/use-has-bookings';
import { useIsMobile } from './shell/use-is-mobile';

// The phone menu and 'Need Help?' (and the dialog library under them) load when first opened, so a
// page's first script task does not evaluate them (docs/decisions/0038).
const Sheet = lazy(() => import('@/components/ui/sheet').then((m) => ({ default: m.Sheet })));
const HelpDialog = lazy(() => import('./shell/help-dialog').then((m) => ({ default: m.HelpDialog })));

/** The frame of every signed-in page: header, side navigation (a menu and a bottom bar on phones), help, tour. */
export default function AppShell() {
  useCreditInfoSync();
  const isMobile = useIsMobile();
  const hasBookings = useHasBookings();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const items = sideNavItems({ hasBookings });

  // The phone menu belongs to phones: widening the window closes it.
  const isMenuShown = isMenuOpen && isMobile;
  const isMenuMounted = useOpenedOnce(isMenuShown);
  const isHelpMounted = useOpenedOnce(isHelpOpen);

  const context: ShellOutletContext = { openMobileSidebar: () => setMenuOpen(true) };

  return (
    <div className="min-h-dvh bg-canvas">
      <a
        href="#content"
        className="sr-only z-50 rounded-control bg-surface px-4 py-2 font-semibold text-primary-800 shadow-card focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <Header onOpenMenu={() => setMenuOpen(true)} isMenuOpen={isMenuShown} onOpenHelp={() => setHelpOpen(true)} />
      <div className="md:flex">
        {/* Each device gets only its own navigation: the side bar from 768 px up, the bottom bar below. */}
        {isMobile ? null : (
          <div className="hidden w-64 shrink-0 border-r border-line bg-surface md:block">
            <aside className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto">
              <SideNavList items={items} onLogout={logout} />
            </aside>
          </div>
        )}
        {/* Screens render their own <main> and h1; this only frames them. */}
        <div id="content" tabIndex={-1} className="min-w-0 flex-1 px-4 pb-28 pt-6 focus:outline-none sm:px-6 md:px-8 md:pb-10">
          <Outlet context={context} />
        </div>
      </div>
      {isMobile ? <BottomBar /> : null}
      <Suspense fallback={null}>
        {isMenuMounted ? (
          <Sheet open={isMenuShown} onOpenChange={setMenuOpen} title="Menu">
            <SideNavList items={items} onNavigate={() => setMenuOpen(false)} onLogout={logout} />
          </Sheet>
        ) : null}
        {isHelpMounted ? <HelpDialog open={isHelpOpen} onOpenChange={setHelpOpen} /> : null}
      </Suspense>
      <TourController isBlocked={isMenuShown || isHelpOpen} />
    </div>
  );
}
