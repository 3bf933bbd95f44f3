import type { ReactNode } from 'react';
import { BrandLink } from '@/components/ui/brand-link';
import { cn } from '@/lib/cn';

/** The frame of every account screen: brand, one heading, a card with the form, a footer line. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  aside,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A side panel shown next to the card on wide screens (the testimonials of /login). */
  aside?: ReactNode;
}) {
  return (
    <div className={cn('min-h-dvh bg-canvas', aside ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : undefined)}>
      <main className="flex min-h-dvh flex-col px-4 py-6 sm:px-8">
        <BrandLink />
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-start py-4 sm:justify-center sm:py-6">
          <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
            <h1 className="text-xl font-semibold text-ink sm:text-2xl">{title}</h1>
            {subtitle ? <p className="mt-1 text-ink-muted">{subtitle}</p> : null}
            <div className="mt-6">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div> : null}
        </div>
      </main>
      {aside}
    </div>
  );
}

/** An inline text link in the account screens: underlined, primary, with a 44 px tall hit area. */
export const textLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-4 hover:underline focus-visible:underline';
