import { Award } from 'lucide-react';
import { isLeadershipDiscountAvailable, LEADERSHIP_DISCOUNT, leadershipDiscountPercent } from '@bloom/contract/plans';
import { CheckboxField } from '@/components/ui/field';

interface LeadershipDiscountProps {
  points: number;
  isApplied: boolean;
  onAppliedChange: (isApplied: boolean) => void;
}

/** The leadership-points discount: offered only from 100 points; 5% per full 100 points, at most 20%. */
export function LeadershipDiscount({ points, isApplied, onAppliedChange }: LeadershipDiscountProps) {
  if (!isLeadershipDiscountAvailable(points)) return null;
  const percent = leadershipDiscountPercent(points);
  return (
    <div className="flex gap-3 rounded-card border border-accent-200 bg-accent-50 p-4">
      <Award aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-700" />
      <div className="flex flex-col gap-1">
        <CheckboxField
          label={<span className="font-semibold">Apply my leadership discount: {percent}% off</span>}
          checked={isApplied}
          onChange={(event) => onAppliedChange(event.target.checked)}
          aria-describedby="leadership-discount-hint"
        />
        <p id="leadership-discount-hint" className="pl-8 text-sm text-ink-muted">
          You have {points.toLocaleString('en-US')} points. Every full {LEADERSHIP_DISCOUNT.pointsPerStep} points takes{' '}
          {LEADERSHIP_DISCOUNT.percentPerStep}% off, up to {LEADERSHIP_DISCOUNT.maxPercent}%. Your points are not spent.
        </p>
      </div>
    </div>
  );
}
