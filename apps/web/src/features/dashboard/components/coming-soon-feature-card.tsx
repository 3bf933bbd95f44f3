import type { LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

/** A feature that is still being built; shown from tablet width up (spec: hidden on small screens). */
export function ComingSoonFeatureCard({ title, description, icon: Icon }: { title: string; description: string; icon: LucideIcon }) {
  return (
    <Card className="hidden md:block">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-ink">{title}</h2>
            <Badge tone="primary">Coming Soon</Badge>
          </div>
          <p className="text-sm text-ink-muted">{description}</p>
        </div>
      </div>
    </Card>
  );
}
