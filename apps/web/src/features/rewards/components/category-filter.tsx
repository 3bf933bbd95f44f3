import { cn } from '@/lib/cn';
import { rewardFilters, type RewardFilter } from '../reward-format';

/** The marketplace categories as a row of toggle buttons; the pressed one is the filter. */
export function CategoryFilter({ value, onChange }: { value: RewardFilter; onChange: (value: RewardFilter) => void }) {
  return (
    <div role="group" aria-label="Reward category" className="flex gap-2 overflow-x-auto pb-1">
      {rewardFilters.map((filter) => {
        const isActive = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(filter.value)}
            className={cn(
              'min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors duration-150',
              isActive ? 'border-primary-700 bg-primary-700 text-white' : 'border-line bg-surface text-ink hover:border-primary-300 hover:bg-primary-50',
            )}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
