import type { PointsEvent } from '@bloom/contract/gamification';
import { useQueryClient } from '@tanstack/react-query';
import { Award, Medal, Sparkles, Trophy } from 'lucide-react';
import { useEffect, useId, useReducer } from 'react';
import { Button } from '@/components/ui/button';
import { floatsAboveDialogs } from '@/components/ui/floating-notice';
import { cn } from '@/lib/cn';
import { onPointsEvent } from '@/lib/http';
import { gamificationQueryKey } from '@/lib/gamification';
import { onToast, TOAST_CLEAR_DELAY_MS, toastsForPointsEvent, type ToastConfig } from './points-toasts';

interface PopupState {
  queue: ToastConfig[];
  config: ToastConfig | null;
  isOpen: boolean;
}

type PopupAction = { type: 'enqueue'; toasts: ToastConfig[] } | { type: 'hide' } | { type: 'clear' };

function reduce(state: PopupState, action: PopupAction): PopupState {
  switch (action.type) {
    case 'enqueue': {
      const queue = [...state.queue, ...action.toasts];
      if (state.config) return { ...state, queue };
      const [next, ...rest] = queue;
      return next ? { queue: rest, config: next, isOpen: true } : state;
    }
    case 'hide':
      return state.isOpen ? { ...state, isOpen: false } : state;
    case 'clear': {
      const [next, ...rest] = state.queue;
      return next ? { queue: rest, config: next, isOpen: true } : { queue: [], config: null, isOpen: false };
    }
  }
}

const icons = { points: Sparkles, level: Trophy, badge: Award, achievement: Medal } as const;

/**
 * The points, level, badge and achievement popup, over any screen. It follows the points_event of any
 * response (lib/http), one popup at a time: open, auto-close after its delay (4 s), config cleared
 * 300 ms after it hides, then the next. Not modal, so it never takes focus from what the student does.
 */
export function PointsPopup({ subscribe = onPointsEvent }: { subscribe?: (listener: (event: PointsEvent) => void) => () => void }) {
  const queryClient = useQueryClient();
  const [{ config, isOpen }, dispatch] = useReducer(reduce, { queue: [], config: null, isOpen: false });
  const titleId = useId();
  const messageId = useId();

  useEffect(
    () =>
      subscribe((event) => {
        // Points, level, badges and the leaderboard all follow a points event.
        void queryClient.invalidateQueries({ queryKey: gamificationQueryKey });
        const toasts = toastsForPointsEvent(event);
        if (toasts.length > 0) dispatch({ type: 'enqueue', toasts });
      }),
    [subscribe, queryClient],
  );
  useEffect(() => onToast((toast) => dispatch({ type: 'enqueue', toasts: [toast] })), []);

  useEffect(() => {
    if (!config || !isOpen || !config.autoClose) return;
    const timer = setTimeout(() => dispatch({ type: 'hide' }), config.autoCloseDelay);
    return () => clearTimeout(timer);
  }, [config, isOpen]);

  useEffect(() => {
    if (!config || isOpen) return;
    const timer = setTimeout(() => dispatch({ type: 'clear' }), TOAST_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [config, isOpen]);

  const Icon = config ? icons[config.type] : Sparkles;

  return (
    <>
      <div aria-live="polite" className="sr-only">
        {config && isOpen ? `${config.title} ${config.message}` : ''}
      </div>
      {config ? (
        // aria-live="off" announces nothing (the region above does), but keeps an open modal dialog from
        // hiding the popup from screen readers: Radix's aria-hidden pass leaves [aria-live] elements alone.
        <div {...floatsAboveDialogs} aria-live="off" className="pointer-events-none fixed inset-x-0 top-20 z-[70] flex justify-center px-4">
          <section
            role="dialog"
            aria-modal="false"
            aria-labelledby={titleId}
            aria-describedby={messageId}
            data-state={isOpen ? 'open' : 'closed'}
            className={cn(
              'pointer-events-auto relative w-full max-w-sm overflow-hidden rounded-card border border-accent-200 bg-surface p-6 text-center shadow-overlay',
              'transition-[opacity,translate,scale] duration-300 ease-out starting:-translate-y-3 starting:scale-95 starting:opacity-0',
              isOpen ? 'translate-y-0 scale-100 opacity-100' : '-translate-y-2 scale-95 opacity-0',
            )}
          >
            <div aria-hidden="true" className="absolute inset-x-0 top-0 h-24 bg-gradient-to-b from-accent-50 to-transparent" />
            <div className="relative flex flex-col items-center gap-2">
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-700 ring-8 ring-accent-50',
                  config.showAnimation && 'motion-safe:animate-bounce motion-safe:[animation-iteration-count:2]',
                )}
              >
                {config.iconUrl ? <img src={config.iconUrl} alt="" width={64} height={64} className="size-16" /> : <Icon className="size-8" />}
              </span>
              {(config.type === 'points' || config.type === 'achievement') && config.points !== undefined ? (
                <p aria-hidden="true" className="text-2xl font-bold text-accent-700 tabular-nums">
                  +{config.points}
                </p>
              ) : null}
              {config.type === 'level' && config.level !== undefined ? (
                <p aria-hidden="true" className="text-2xl font-bold text-accent-700">
                  L{config.level}
                </p>
              ) : null}
              <h2 id={titleId} className="text-xl font-semibold text-ink">
                {config.title}
              </h2>
              <p id={messageId} className="text-sm text-ink-muted">
                {config.message}
              </p>
              <Button className="mt-3 min-w-32" onClick={() => dispatch({ type: 'hide' })}>
                Awesome!
              </Button>
            </div>
          </section>
        </div>
      ) : null}
    </>
  );
}
