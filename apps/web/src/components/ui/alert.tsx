import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

const tones = {
  error: { box: 'border-danger-200 bg-danger-50 text-danger-700', Icon: AlertCircle },
  success: { box: 'border-success-600/30 bg-success-50 text-success-700', Icon: CheckCircle2 },
  warning: { box: 'border-warning-200 bg-warning-50 text-warning-800', Icon: TriangleAlert },
  info: { box: 'border-info-200 bg-info-50 text-info-700', Icon: Info },
} as const;

export interface AlertProps {
  tone: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  action?: ReactNode;
}

/** The red error box, the green success note, the amber notice and the blue info box. */
export function Alert({ tone, title, children, className, action }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-control border px-4 py-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {action ? <div className="mt-1">{action}</div> : null}
      </div>
    </div>
  );
}

/** A failed load in the red box, with the 'Try again' that loads it again. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
