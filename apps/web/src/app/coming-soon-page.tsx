import { ArrowLeft, Sprout } from 'lucide-react';
import { Link, useLocation } from 'react-router';

const sectionNames: [prefix: string, name: string][] = [
  ['/community', 'Community'],
  ['/coaching-plan', 'Coaching Plan'],
  ['/messages', 'Messages'],
  ['/campus-resources', 'Campus Resources'],
  ['/campus-map', 'Campus Map'],
  ['/resources', 'Resources'],
  ['/referrals', 'Referrals'],
  ['/achievements', 'Achievements'],
  ['/rewards', 'Rewards'],
];

export function sectionNameOf(pathname: string): string {
  return sectionNames.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? 'This page';
}

/** Routes whose screens come in a later release: an honest, calm note and a way back. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const name = sectionNameOf(pathname);
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Sprout aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold text-ink">{name}</h1>
      <p className="text-ink-muted">
        This part of Bloom is on its way. We're building it with care, and it will be here soon.
      </p>
      <Link
        to="/dashboard"
        className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-control border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-canvas"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
    </main>
  );
}
