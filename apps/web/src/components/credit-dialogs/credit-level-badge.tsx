import { Badge } from '@/components/ui/badge';
import { creditLevelLabels, creditLevelOf, type CreditLevel } from '@/lib/credit-balance';

const tones: Record<CreditLevel, 'danger' | 'warning' | 'success'> = { none: 'danger', low: 'warning', sufficient: 'success' };

/** 'No Credits', 'Low Credits' or 'Sufficient' for a number of available credits. */
export function CreditLevelBadge({ availableCredits, className }: { availableCredits: number; className?: string }) {
  const level = creditLevelOf(availableCredits);
  return (
    <Badge tone={tones[level]} className={className}>
      {creditLevelLabels[level]}
    </Badge>
  );
}

export function formatCredits(count: number): string {
  return `${count} ${Math.abs(count) === 1 ? 'credit' : 'credits'}`;
}
