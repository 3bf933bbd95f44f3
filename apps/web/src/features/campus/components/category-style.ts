import { Brain, Dumbbell, BookOpen, Users, Stethoscope, type LucideIcon } from 'lucide-react';
import type { SpaceCategory } from '../sample-campus';

/** Each category's pin colour and icon on the map, in the list and in the details. */
export const categoryStyle: Record<SpaceCategory, { icon: LucideIcon; pin: string }> = {
  'mental-health': { icon: Brain, pin: 'bg-primary-700' },
  fitness: { icon: Dumbbell, pin: 'bg-accent-700' },
  study: { icon: BookOpen, pin: 'bg-info-700' },
  social: { icon: Users, pin: 'bg-success-700' },
  medical: { icon: Stethoscope, pin: 'bg-danger-700' },
};
