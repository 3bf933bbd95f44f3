import { Compass } from 'lucide-react';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-6 py-12 text-center">
      <Compass aria-hidden="true" className="size-12 text-primary-600" />
      <p className="mt-4 text-2xl font-bold tracking-widest text-primary-800" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-xl font-semibold text-ink">
        <span className="sr-only">404 </span>Page Not Found
      </h1>
      <p className="mt-2 max-w-sm text-ink-muted">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Link
        to="/dashboard"
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-control bg-primary-700 px-6 font-semibold text-white transition-colors duration-150 hover:bg-primary-800"
      >
        Go to Dashboard
      </Link>
    </main>
  );
}
