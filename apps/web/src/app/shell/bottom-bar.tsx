import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { bottomBarItems } from './nav-items';

/** The phone's five shortcuts (below 768 px). */
export function BottomBar() {
  return (
    <nav
      aria-label="Shortcuts"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {bottomBarItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              data-tour={item.tourTarget}
              className={({ isActive }) =>
                cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-center text-xs leading-tight font-medium transition-colors duration-150',
                  isActive ? 'text-primary-700' : 'text-ink-muted hover:text-ink',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={cn('inline-flex h-7 w-12 items-center justify-center rounded-full', isActive && 'bg-primary-50')}>
                    <item.icon aria-hidden="true" className="size-5" />
                  </span>
                  {item.label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
