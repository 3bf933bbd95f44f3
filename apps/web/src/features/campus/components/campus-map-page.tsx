import { Box, MapPinned, Square, Star } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { PageHeader } from '@/components/ui/page-header';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { cn } from '@/lib/cn';
import { categoryLabel, filterSpaces, sampleCampusSpaces, spaceCategories, summariseSpaces, type SpaceCategory } from '../sample-campus';
import { CampusMap } from './campus-map';
import { categoryStyle } from './category-style';
import { SpaceDetails } from './space-details';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-surface px-4 py-3 shadow-card">
      <span className="text-xl font-bold text-ink tabular-nums">{value}</span>
      <span className="text-sm text-ink-muted">{label}</span>
    </li>
  );
}

/** /campus-map: an example campus (spec: sample only) with filters, search, a 2D/3D map, details and stats. */
export default function CampusMapPage() {
  const [category, setCategory] = useState<SpaceCategory | 'all'>('all');
  const [search, setSearch] = useState('');
  const [is3d, setIs3d] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailsHeadingRef = useRef<HTMLHeadingElement>(null);

  const spaces = filterSpaces(sampleCampusSpaces, category, search);
  const selected = spaces.find((space) => space.id === selectedId);
  const stats = summariseSpaces(spaces);

  function select(id: string) {
    setSelectedId(id);
    requestAnimationFrame(() => detailsHeadingRef.current?.focus());
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title="Campus Map" description="Find places on campus to rest, move, study, meet people and get care." />
      <Alert tone="info" title="This is an example campus">
        The places on this map show how the campus map works; they are not your school&apos;s. For your school&apos;s own services, see{' '}
        <Link to="/campus-resources" className="font-semibold underline underline-offset-2">
          Campus Resources
        </Link>
        .
      </Alert>

      <section aria-label="Find a place" className="flex flex-col gap-3">
        <div className="flex gap-2 overflow-x-auto pb-1" role="group" aria-label="Category">
          <ToggleChip isPressed={category === 'all'} onClick={() => setCategory('all')}>
            All places
          </ToggleChip>
          {spaceCategories.map(({ id, label }) => {
            const Icon = categoryStyle[id].icon;
            return (
              <ToggleChip key={id} isPressed={category === id} onClick={() => setCategory(id)}>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </ToggleChip>
            );
          })}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <SearchField label="Search places" placeholder="Search by name, building or amenity" value={search} onChange={setSearch} />
          </div>
          <div role="group" aria-label="Map view" className="flex gap-2">
            <ToggleChip isPressed={!is3d} onClick={() => setIs3d(false)}>
              <Square aria-hidden="true" className="size-4" />
              2D
            </ToggleChip>
            <ToggleChip isPressed={is3d} onClick={() => setIs3d(true)}>
              <Box aria-hidden="true" className="size-4" />
              3D
            </ToggleChip>
          </div>
        </div>
      </section>

      <section aria-label="Campus stats">
        <ul className="grid grid-cols-3 gap-3" aria-live="polite">
          <Stat label="Places shown" value={stats.total} />
          <Stat label="Open now" value={stats.openNow} />
          <Stat label="Average rating" value={stats.averageRating === null ? '–' : stats.averageRating.toFixed(1)} />
        </ul>
      </section>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CampusMap spaces={spaces} selectedId={selected?.id ?? null} is3d={is3d} onSelect={select} />
        </div>
        {/* On a phone the details follow the map; from desktop width up they stay beside it. */}
        <div className="lg:sticky lg:top-4 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          {selected ? (
            <SpaceDetails ref={detailsHeadingRef} space={selected} onClose={() => setSelectedId(null)} />
          ) : (
            <Card className="hidden lg:block">
              <EmptyState icon={MapPinned} title="Choose a place" hint="Tap a pin on the map or a place in the list to see its hours, amenities and accessibility." />
            </Card>
          )}
        </div>
        <div className="lg:col-span-2">
          {spaces.length === 0 ? (
            <Card>
              <EmptyState icon={MapPinned} title="No places match your search" hint="Try another word or show all places." />
            </Card>
          ) : (
            <Card aria-label="Places" className="p-2">
              <ul className="flex flex-col">
                {spaces.map((space) => {
                  const { icon: Icon, pin } = categoryStyle[space.category];
                  return (
                    <li key={space.id}>
                      <button
                        type="button"
                        onClick={() => select(space.id)}
                        aria-current={space.id === selected?.id ? 'true' : undefined}
                        className={cn('flex w-full items-center gap-3 rounded-control px-3 py-2.5 text-left transition-colors duration-150', space.id === selected?.id ? 'bg-primary-50' : 'hover:bg-canvas')}
                      >
                        <span className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white ${pin}`}>
                          <Icon aria-hidden="true" className="size-4" />
                        </span>
                        <span className="flex min-w-0 flex-1 flex-col">
                          <span className="truncate font-medium text-ink">{space.name}</span>
                          <span className="truncate text-sm text-ink-muted">
                            {categoryLabel(space.category)} · {space.location.building} · {space.isOpen ? 'Open now' : 'Closed now'}
                          </span>
                        </span>
                        <span className="flex shrink-0 items-center gap-1 text-sm text-ink">
                          <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
                          {space.rating.toFixed(1)}
                          <span className="sr-only">out of 5</span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </Card>
          )}
        </div>
      </div>
    </main>
  );
}
