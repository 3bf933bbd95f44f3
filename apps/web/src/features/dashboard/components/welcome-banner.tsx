import { ChevronRight, UserSearch } from 'lucide-react';
import { Link } from 'react-router';
import { tourTargets } from '@/app/tour/tour-targets';
import { Avatar } from '@/components/ui/avatar';

/** The greeting: the banner opens the profile; 'Find Coaches' is the tour's second stop. */
export function WelcomeBanner({ firstName, name, pictureUrl }: { firstName: string; name: string; pictureUrl: string | null }) {
  return (
    <section className="relative overflow-hidden rounded-card bg-primary-800 text-white shadow-card">
      <div aria-hidden="true" className="absolute -right-16 -top-20 size-64 rounded-full bg-primary-700/60" />
      <div aria-hidden="true" className="absolute -bottom-24 right-24 size-48 rounded-full bg-primary-900/40" />
      <div className="relative flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <Link
          to="/profile"
          className="group flex min-w-0 flex-1 items-center gap-4 rounded-control focus-visible:outline-white"
        >
          <Avatar name={name} src={pictureUrl} size="lg" className="ring-4 ring-white/20" />
          <span className="flex min-w-0 flex-col gap-1">
            <h1 className="text-xl font-semibold sm:text-2xl">Welcome, {firstName || 'friend'}!</h1>
            <span className="text-sm text-primary-100">Small steps add up. This is your space to grow.</span>
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-white underline-offset-4 group-hover:underline">
              View your profile
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          </span>
        </Link>
        <Link
          to="/coach-matching"
          data-tour={tourTargets.findCoaches}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-control bg-white px-5 text-sm font-semibold text-primary-800 transition-colors duration-150 hover:bg-primary-50 focus-visible:outline-white"
        >
          <UserSearch aria-hidden="true" className="size-5" />
          Find Coaches
        </Link>
      </div>
    </section>
  );
}
