import { Accessibility, Clock, Glasses, MapPin, Star, X } from 'lucide-react';
import { forwardRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { categoryLabel, type CampusSpace } from '../sample-campus';
import { categoryStyle } from './category-style';

function Detail({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
        {label}
      </dt>
      <dd className="pl-6 text-sm text-ink">{children}</dd>
    </div>
  );
}

/** The detail panel of the chosen place. Its heading takes focus when a place is chosen, so keyboard and screen-reader users land here. */
export const SpaceDetails = forwardRef<HTMLHeadingElement, { space: CampusSpace; onClose: () => void }>(function SpaceDetails({ space, onClose }, headingRef) {
  const { icon: Icon, pin } = categoryStyle[space.category];
  const { building, floor, room } = space.location;
  return (
    <Card aria-label={`${space.name} details`} className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white ${pin}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            {space.name}
          </h2>
          <div className="mt-1 flex flex-wrap gap-2">
            <Badge tone="primary">{categoryLabel(space.category)}</Badge>
            <Badge tone={space.isOpen ? 'success' : 'neutral'}>{space.isOpen ? 'Open now' : 'Closed now'}</Badge>
          </div>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close details">
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <p className="text-sm text-ink">{space.description}</p>
      <p className="flex items-center gap-1 text-sm text-ink">
        <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
        <span className="font-semibold">{space.rating.toFixed(1)}</span>
        <span className="text-ink-muted">({space.reviews} reviews)</span>
        <span className="sr-only">out of 5</span>
      </p>
      <dl className="flex flex-col gap-3">
        <Detail icon={MapPin} label="Location">
          {[building, floor, room ? `Room ${room}` : null].filter(Boolean).join(', ')}
        </Detail>
        <Detail icon={Clock} label="Hours">
          {space.hours}
        </Detail>
        <Detail icon={Accessibility} label="Accessibility">
          {space.accessibility.join(', ')}
        </Detail>
      </dl>
      <div className="flex flex-wrap gap-2" aria-label="Amenities" role="group">
        {space.amenities.map((amenity) => (
          <Badge key={amenity}>{amenity}</Badge>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <Button variant="outline" disabled aria-describedby={`vr-${space.id}`}>
          <Glasses aria-hidden="true" className="size-4" />
          Take a VR Tour
        </Button>
        <p id={`vr-${space.id}`} className="text-xs text-ink-muted">
          Virtual tours are not available yet.
        </p>
      </div>
    </Card>
  );
});
