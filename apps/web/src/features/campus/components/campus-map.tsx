import { cn } from '@/lib/cn';
import type { CampusSpace } from '../sample-campus';
import { categoryStyle } from './category-style';

/** Tilt of the map in 3D; the pins turn back by the same angles to stand upright. */
const TILT = 'rotateX(50deg) rotateZ(-6deg)';
const UPRIGHT = 'rotateZ(6deg) rotateX(-50deg)';

/** The imagined campus: lawns, paths and building footprints, drawn to the same 160 x 100 grid as the pins' percents. */
function CampusDrawing() {
  return (
    <svg viewBox="0 0 160 100" preserveAspectRatio="none" aria-hidden="true" className="absolute inset-0 size-full">
      <rect width="160" height="100" fill="#eef6ef" />
      <path d="M0 58 H160 M80 0 V100 M20 0 C40 40 60 60 80 58 M80 58 C110 55 130 80 160 90" stroke="#d9dfd6" strokeWidth="3" fill="none" />
      <ellipse cx="22" cy="48" rx="14" ry="9" fill="#cfe8d1" />
      <ellipse cx="125" cy="48" rx="18" ry="7" fill="#cfe8d1" />
      <g fill="#dde3ea" stroke="#c4ccd6" strokeWidth="0.6">
        <rect x="28" y="20" width="26" height="14" rx="2" />
        <rect x="104" y="14" width="36" height="20" rx="2" />
        <rect x="64" y="36" width="30" height="20" rx="2" />
        <rect x="44" y="66" width="34" height="18" rx="2" />
        <rect x="112" y="60" width="36" height="22" rx="2" />
      </g>
    </svg>
  );
}

export interface CampusMapProps {
  spaces: CampusSpace[];
  selectedId: string | null;
  is3d: boolean;
  onSelect: (id: string) => void;
}

/** The map with one pin per space, placed by the space's percent coordinates. */
export function CampusMap({ spaces, selectedId, is3d, onSelect }: CampusMapProps) {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-[#eef6ef] [perspective:900px]">
      <div
        className="relative aspect-[4/3] w-full transition-transform sm:aspect-[16/10] duration-200 [transform-style:preserve-3d]"
        style={{ transform: is3d ? `${TILT} scale(0.9)` : 'none' }}
      >
        <CampusDrawing />
        {/* Full size: a 3D context is the pins' containing block, so their percents must measure the whole map. */}
        <ul aria-label="Places on the map" className="absolute inset-0 [transform-style:preserve-3d]">
          {spaces.map((space) => {
            const { icon: Icon, pin } = categoryStyle[space.category];
            const isSelected = space.id === selectedId;
            return (
              <li
                key={space.id}
                className="absolute"
                style={{
                  left: `${space.location.coordinates.x}%`,
                  top: `${space.location.coordinates.y}%`,
                  transform: `translate(-50%, -50%)${is3d ? ` ${UPRIGHT}` : ''}`,
                  transformOrigin: 'center bottom',
                  zIndex: isSelected ? 2 : 1,
                }}
              >
                <button
                  type="button"
                  aria-label={space.name}
                  aria-pressed={isSelected}
                  onClick={() => onSelect(space.id)}
                  className={cn(
                    'flex size-11 items-center justify-center rounded-full transition-transform duration-150',
                    isSelected && 'scale-125',
                  )}
                >
                  <span className={cn('flex size-8 items-center justify-center rounded-full border-2 border-white text-white shadow-overlay', pin, isSelected && 'ring-4 ring-primary-300')}>
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
