import {
  BookOpen,
  CalendarCheck,
  CreditCard,
  Gift,
  LayoutDashboard,
  School,
  User,
  UserPlus,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { tourTargets, type TourTargetId } from '@/app/tour/tour-targets';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  tourTarget?: TourTargetId;
}

const dashboard: NavItem = { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard };
const community: NavItem = { label: 'Community', to: '/community', icon: Users, tourTarget: tourTargets.communityNav };
const findCoaches: NavItem = { label: 'Find Coaches', to: '/coach-matching', icon: UserSearch };
const campusResources: NavItem = { label: 'Campus Resources', to: '/campus-resources', icon: School };
const resources: NavItem = { label: 'Resources', to: '/resources', icon: BookOpen };
const mySessions: NavItem = { label: 'My Sessions', to: '/sessions', icon: CalendarCheck };
const rewards: NavItem = { label: 'Rewards', to: '/rewards', icon: Gift };
const referrals: NavItem = { label: 'Referrals', to: '/referrals', icon: UserPlus };
const buyCredits: NavItem = { label: 'Buy Credits', to: '/credits', icon: CreditCard };
const profile: NavItem = { label: 'Profile', to: '/profile', icon: User };

/** The side navigation, in the spec's order; 'My Sessions' only for a student who has bookings. */
export function sideNavItems({ hasBookings }: { hasBookings: boolean }): NavItem[] {
  return [
    dashboard,
    community,
    findCoaches,
    campusResources,
    resources,
    ...(hasBookings ? [mySessions] : []),
    rewards,
    referrals,
    buyCredits,
    profile,
  ];
}

/** The phone's bottom bar: five items, Dashboard in the middle. */
export const bottomBarItems: NavItem[] = [
  resources,
  community,
  dashboard,
  findCoaches,
  rewards,
];
