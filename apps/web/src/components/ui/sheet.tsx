import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visually hide the title (it is still announced). */
  hideTitle?: boolean;
  children?: ReactNode;
  side?: 'left' | 'right';
  className?: string;
}

/** A panel that slides in from the edge (the phone menu): a modal dialog, so focus and Escape behave. */
export function Sheet({ open, onOpenChange, title, hideTitle, children, side = 'left', className }: SheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 transition-opacity duration-200 data-[state=closed]:opacity-0" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col bg-surface shadow-overlay focus:outline-none',
            side === 'left' ? 'left-0' : 'right-0',
            className,
          )}
        >
          <div className="flex min-h-16 items-center justify-between gap-2 border-b border-line px-4">
            <DialogPrimitive.Title className={cn('text-lg font-semibold text-ink', hideTitle && 'sr-only')}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close menu"
              className="ml-auto inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-canvas"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
