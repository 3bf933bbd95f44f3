import { LogOut, Sprout } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { logout } from '@/lib/current-user';
import { cn } from '@/lib/cn';

export interface OnboardingLayoutProps {
  /** 1 for the basics, 2 for the goals. */
  step: 1 | 2;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Lets a step move focus to its heading when it changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

const steps = ['Basics', 'Goals'] as const;

/** The frame of the two onboarding steps: the wordmark, a way out, where the student is, one heading. */
export function OnboardingLayout({ step, title, subtitle, headingRef, children }: OnboardingLayoutProps) {
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <span className="inline-flex items-center gap-2 text-lg font-semibold text-primary-800">
            <Sprout aria-hidden="true" className="size-6 text-primary-600" />
            Bloom
          </span>
          <Button variant="ghost" size="sm" className="min-h-11" onClick={logout}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
        </div>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 pb-16 pt-6 sm:pt-10">
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium text-primary-800">
            Step {step} of {steps.length}
          </p>
          <ol className="grid grid-cols-2 gap-2" aria-label="Onboarding progress">
            {steps.map((label, index) => (
              <li key={label} className="flex flex-col gap-1.5">
                <span
                  aria-hidden="true"
                  className={cn('h-1.5 rounded-full', index < step ? 'bg-primary-600' : 'bg-line')}
                />
                <span className={cn('text-xs', index + 1 === step ? 'font-semibold text-ink' : 'text-ink-muted')}>
                  {label}
                  {index + 1 === step ? <span className="sr-only"> (current step)</span> : null}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none sm:text-2xl">
            {title}
          </h1>
          {subtitle ? <p className="text-base text-ink-muted">{subtitle}</p> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
