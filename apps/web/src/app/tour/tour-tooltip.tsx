import { X } from 'lucide-react';
import type { TooltipRenderProps } from 'react-joyride';
import { Button } from '@/components/ui/button';
import { useTourActions } from './tour-actions';

/**
 * The tour's tooltip, drawn with the design system. Joyride supplies the labels; the buttons call the
 * controller directly, so a click during joyride's scroll animation is never lost.
 */
export function TourTooltip({ backProps, closeProps, primaryProps, skipProps, tooltipProps, step, index, isLastStep }: TooltipRenderProps) {
  const actions = useTourActions();
  const hasBack = step.buttons.includes('back') && index > 0;
  const hasSkip = step.buttons.includes('skip') && !isLastStep;
  return (
    <div
      {...tooltipProps}
      aria-labelledby="tour-tooltip-title"
      aria-describedby="tour-tooltip-content"
      data-tour-step={index}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          actions?.end();
        }
      }}
      className="relative w-[min(23rem,calc(100vw-2rem))] rounded-card bg-surface p-5 text-ink shadow-overlay"
    >
      <h2 id="tour-tooltip-title" className="pr-10 text-lg font-semibold">
        {step.title}
      </h2>
      <div id="tour-tooltip-content" className="mt-2 text-sm text-ink-muted">
        {step.content}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-2">
        {hasSkip ? (
          <Button variant="ghost" className="-ml-2 px-2 text-ink-muted" data-action="skip" onClick={() => actions?.end()}>
            {skipProps.title}
          </Button>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {hasBack ? (
            <Button variant="outline" className="px-3" data-action="back" onClick={() => actions?.back(index)}>
              {backProps.title}
            </Button>
          ) : null}
          <Button className="px-3" data-action="primary" onClick={() => actions?.next(index)}>
            {primaryProps.title}
          </Button>
        </div>
      </div>
      <button
        type="button"
        aria-label={closeProps['aria-label']}
        title={closeProps.title}
        data-action="close"
        onClick={() => actions?.end()}
        className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-canvas"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
