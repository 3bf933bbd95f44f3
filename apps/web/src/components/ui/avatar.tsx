import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = { sm: 'size-9 text-xs', md: 'size-12 text-sm', lg: 'size-20 text-lg', xl: 'size-28 text-xl' } as const;

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** A round photo, or the person's initials when there is no photo or it fails to load. */
export function Avatar({ name, src, size = 'md', className }: { name: string; src?: string | null; size?: keyof typeof sizes; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 font-semibold text-primary-800',
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img src={src!} alt={name} className="size-full object-cover" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-label={name} role="img">
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
