import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavItem } from './nav-items';

const itemClass = 'flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium transition-colors duration-150';

/** The side navigation's list: used by the desktop column and the phone's menu. */
export function SideNavList({ items, onNavigate, onLogout }: { items: NavItem[]; onNavigate?: () => void; onLogout: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              data-tour={item.tourTarget}
              className={({ isActive }) =>
                cn(itemClass, isActive ? 'bg-primary-50 text-primary-800' : 'text-ink-muted hover:bg-canvas hover:text-ink')
              }
            >
              <item.icon aria-hidden="true" className="size-5 shrink-0" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-line pt-3">
        <button type="button" onClick={onLogout} className={cn(itemClass, 'w-full text-ink-muted hover:bg-danger-50 hover:text-danger-700')}>
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          Logout
        </button>
      </div>
    </nav>
  );
}
