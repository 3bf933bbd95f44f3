import { Check, Sparkles } from 'lucide-react';
import { forwardRef } from 'react';
import { CREDIT_PLANS, type CreditPlan, type PlanId } from '@bloom/contract/plans';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatAmount, formatPrice } from './money';

interface PlanPickerProps {
  selectedPlanId: PlanId;
  onSelect: (planId: PlanId) => void;
}

/** What every plan offers is listed once under the cards, so each card shows only what sets it apart. */
const sharedFeatures = CREDIT_PLANS[0]?.features.filter((feature) => CREDIT_PLANS.every((plan) => plan.features.includes(feature))) ?? [];

function ownFeatures(plan: CreditPlan): string[] {
  // The saving is the card's badge; repeating it as a line adds nothing.
  return plan.features.filter((feature) => !sharedFeatures.includes(feature) && !(plan.savings_percent > 0 && feature.includes(`${plan.savings_percent}%`)));
}

/** The three fixed plans as one radio group: clicking a card selects it; arrow keys move between them. */
export const PlanPicker = forwardRef<HTMLFieldSetElement, PlanPickerProps>(function PlanPicker({ selectedPlanId, onSelect }, ref) {
  return (
    <fieldset ref={ref} tabIndex={-1} className="flex scroll-mt-24 flex-col focus:outline-none">
      <legend className="mb-4 text-lg font-semibold text-ink">Choose a plan</legend>
      <div className="grid gap-4 pt-3 md:grid-cols-3">
        {CREDIT_PLANS.map((plan) => {
          const isSelected = plan.id === selectedPlanId;
          return (
            <label
              key={plan.id}
              className={cn(
                'relative flex cursor-pointer flex-col gap-3 rounded-card border-2 bg-surface p-4 shadow-card transition-colors duration-150 sm:p-5',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                isSelected ? 'border-primary-600 bg-primary-50' : 'border-line hover:border-primary-300',
                plan.popular && 'mt-2 md:mt-0',
              )}
            >
              <input
                type="radio"
                name="plan"
                value={plan.id}
                checked={isSelected}
                onChange={() => onSelect(plan.id)}
                aria-labelledby={`plan-${plan.id}-name plan-${plan.id}-price`}
                aria-describedby={`plan-${plan.id}-details`}
                className="sr-only"
              />
              {plan.popular ? (
                <Badge tone="accent" className="absolute -top-3 left-4 bg-accent-100 sm:left-5">
                  <Sparkles aria-hidden="true" className="size-3.5" />
                  Most Popular
                </Badge>
              ) : null}
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p id={`plan-${plan.id}-name`} className="text-lg font-semibold text-ink">
                    {plan.name}
                  </p>
                  <p className="text-sm text-ink-muted">{plan.duration}</p>
                </div>
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                    isSelected ? 'border-primary-700 bg-primary-700 text-white' : 'border-line bg-surface',
                  )}
                >
                  {isSelected ? <Check className="size-4" strokeWidth={3} /> : null}
                </span>
              </div>
              <p id={`plan-${plan.id}-price`} className="text-2xl font-bold text-ink">
                {formatPrice(plan.price)}
              </p>
              <div id={`plan-${plan.id}-details`} className="flex flex-col gap-2">
                <ul className="flex flex-col gap-1.5 text-sm text-ink">
                  {ownFeatures(plan).map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm text-ink-muted">{formatAmount(plan.price / plan.sessions)} per session</span>
                  {plan.savings_percent > 0 ? <Badge tone="success">Save {plan.savings_percent}%</Badge> : null}
                </div>
              </div>
            </label>
          );
        })}
      </div>
      {sharedFeatures.length > 0 ? (
        <div className="mt-4 rounded-control border border-line bg-surface px-4 py-3 text-sm">
          <p className="font-semibold text-ink">Every plan includes</p>
          <ul className="mt-2 grid gap-1.5 md:grid-cols-3 md:gap-4">
            {sharedFeatures.map((feature) => (
              <li key={feature} className="flex gap-2 text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
});
