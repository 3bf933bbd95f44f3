import { Button } from '@/components/ui/button';

/** Shown when a screen crashes or its code fails to load (e.g. after a deploy): never a blank page. */
export function RouteErrorPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="max-w-sm text-ink-muted">This screen could not be shown. Reloading usually helps.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
