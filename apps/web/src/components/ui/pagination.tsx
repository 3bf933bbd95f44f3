import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

export type PageItem = number | 'gap';

/**
 * The page numbers to show: all of them when there are few; otherwise the first and the last, a window
 * of `around` numbers on each side of the current page, and a gap where numbers are left out.
 */
export function pageItems(page: number, totalPages: number, around = 1): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  let start = Math.max(2, Math.min(page - around, totalPages - 2 * around - 2));
  let end = Math.min(totalPages - 1, Math.max(page + around, 2 * around + 3));
  // A gap never hides a single number: show the number instead.
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages - 1) items.push('gap');
  items.push(totalPages);
  return items;
}

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-control border px-3 text-sm font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50';

/** Numbered pagination: Previous, the page numbers, Next. */
export function Pagination({ page, totalPages, onPageChange, className }: { page: number; totalPages: number; onPageChange: (page: number) => void; className?: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex flex-wrap items-center justify-center gap-2', className)}>
      <button type="button" className={cn(itemClass, 'border-line bg-surface text-ink hover:bg-canvas')} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      <ul className="flex flex-wrap items-center gap-1">
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
                className={cn(itemClass, item === page ? 'border-primary-700 bg-primary-700 text-white' : 'border-line bg-surface text-ink hover:bg-canvas')}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={cn(itemClass, 'border-line bg-surface text-ink hover:bg-canvas')} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
