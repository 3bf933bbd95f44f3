import { Check, ClipboardList, Brain, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export const analysisSteps = [
  { id: 'assessment', title: 'Reviewing your assessment', detail: 'Reading your answers and growth areas.', Icon: ClipboardList },
  { id: 'analysis', title: 'Analyzing what you need', detail: 'Weighing your goals, preferences and coaching style.', Icon: Brain },
  { id: 'matching', title: 'Matching you with coaches', detail: 'Finding coaches with free time who fit you best.', Icon: Users },
] as const;

/** How long each step shows before the next one starts. */
export const ANALYSIS_STEP_MS = 800;

/** The three-step analysis display while the answers are matched: `activeStep` 0-2, 3 when all are done. */
export function AnalysisProgress({ activeStep }: { activeStep: number }) {
  const current = analysisSteps[Math.min(activeStep, analysisSteps.length - 1)]!;
  return (
    <Card className="flex flex-col gap-6">
      <div className="text-center">
        <h2 className="text-lg font-semibold text-ink">Finding your coaches</h2>
        <p aria-live="polite" className="mt-1 text-sm text-ink-muted">
          {activeStep >= analysisSteps.length ? 'All done.' : `${current.title}...`}
        </p>
      </div>
      <ol className="flex flex-col gap-3">
        {analysisSteps.map((step, i) => {
          const state = i < activeStep ? 'done' : i === activeStep ? 'active' : 'waiting';
          return (
            <li
              key={step.id}
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-4 rounded-control border p-4 transition-colors duration-200',
                state === 'active' ? 'border-primary-600 bg-primary-50' : 'border-line',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
                  state === 'done' ? 'bg-success-50 text-success-700' : 'bg-primary-100 text-primary-800',
                )}
              >
                {state === 'done' ? <Check aria-hidden="true" className="size-5" /> : <step.Icon aria-hidden="true" className={cn('size-5', state === 'active' && 'animate-pulse')} />}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className={cn('font-semibold', state === 'waiting' ? 'text-ink-muted' : 'text-ink')}>
                  {step.title}
                  <span className="sr-only">{state === 'done' ? ' (done)' : state === 'active' ? ' (in progress)' : ' (waiting)'}</span>
                </span>
                <span className="text-sm text-ink-muted">{step.detail}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
