/**
 * The campus map's fixed sample data (spec: the campus map shows sample data only): an imagined campus.
 * Coordinates are percent of the map's width (x) and height (y).
 */

export type SpaceCategory = 'mental-health' | 'fitness' | 'study' | 'social' | 'medical';

export interface CampusSpace {
  id: string;
  name: string;
  category: SpaceCategory;
  description: string;
  location: { building: string; floor: string; room?: string; coordinates: { x: number; y: number } };
  hours: string;
  amenities: string[];
  rating: number;
  reviews: number;
  isOpen: boolean;
  accessibility: string[];
}

export const spaceCategories: { id: SpaceCategory; label: string }[] = [
  { id: 'mental-health', label: 'Mental health' },
  { id: 'fitness', label: 'Fitness' },
  { id: 'study', label: 'Study' },
  { id: 'social', label: 'Social' },
  { id: 'medical', label: 'Medical' },
];

export const categoryLabel = (category: SpaceCategory) => spaceCategories.find((c) => c.id === category)?.label ?? category;

export const sampleCampusSpaces: CampusSpace[] = [
  {
    id: 'counseling',
    name: 'Counseling Center',
    category: 'mental-health',
    description: 'Free, confidential one-on-one counseling, drop-in hours and group workshops on stress and anxiety.',
    location: { building: 'Wellness Hall', floor: '2nd floor', room: '210', coordinates: { x: 24, y: 30 } },
    hours: 'Mon-Fri 9:00 AM - 5:00 PM',
    amenities: ['Drop-in hours', 'Group workshops', 'Private rooms'],
    rating: 4.8,
    reviews: 126,
    isOpen: true,
    accessibility: ['Step-free entrance', 'Elevator', 'Quiet waiting room'],
  },
  {
    id: 'meditation',
    name: 'Meditation Garden',
    category: 'mental-health',
    description: 'A quiet walled garden with benches and a short walking path, for a calm break between classes.',
    location: { building: 'Behind Wellness Hall', floor: 'Outdoors', coordinates: { x: 14, y: 48 } },
    hours: 'Daily 7:00 AM - 9:00 PM',
    amenities: ['Benches', 'Walking path', 'Shade'],
    rating: 4.9,
    reviews: 84,
    isOpen: true,
    accessibility: ['Paved path', 'Seating every 20 m'],
  },
  {
    id: 'gym',
    name: 'Recreation Center',
    category: 'fitness',
    description: 'Gym, indoor track and group classes from yoga to spin. Students use it free with their ID.',
    location: { building: 'Recreation Center', floor: 'Ground floor', coordinates: { x: 72, y: 24 } },
    hours: 'Mon-Sun 6:00 AM - 11:00 PM',
    amenities: ['Gym', 'Indoor track', 'Yoga classes', 'Lockers'],
    rating: 4.6,
    reviews: 210,
    isOpen: true,
    accessibility: ['Step-free entrance', 'Accessible changing rooms', 'Adaptive equipment'],
  },
  {
    id: 'pool',
    name: 'Aquatics Center',
    category: 'fitness',
    description: 'A 25-metre pool with open lap swimming and beginner lessons each term.',
    location: { building: 'Recreation Center', floor: 'Lower level', coordinates: { x: 84, y: 36 } },
    hours: 'Mon-Fri 7:00 AM - 8:00 PM',
    amenities: ['Lap lanes', 'Lessons', 'Sauna'],
    rating: 4.4,
    reviews: 67,
    isOpen: false,
    accessibility: ['Pool lift', 'Accessible showers'],
  },
  {
    id: 'library',
    name: 'Main Library',
    category: 'study',
    description: 'Silent floors, bookable group rooms and a research help desk.',
    location: { building: 'Main Library', floor: 'Floors 1-4', coordinates: { x: 48, y: 44 } },
    hours: 'Mon-Thu 8:00 AM - 2:00 AM, Fri-Sun 9:00 AM - 10:00 PM',
    amenities: ['Silent study', 'Group rooms', 'Printing', 'Research help'],
    rating: 4.7,
    reviews: 342,
    isOpen: true,
    accessibility: ['Elevator', 'Height-adjustable desks', 'Screen-reader computers'],
  },
  {
    id: 'tutoring',
    name: 'Learning Commons',
    category: 'study',
    description: 'Free peer tutoring in writing, math and sciences, plus study-skills workshops.',
    location: { building: 'Main Library', floor: '1st floor', room: '105', coordinates: { x: 56, y: 54 } },
    hours: 'Mon-Fri 10:00 AM - 8:00 PM',
    amenities: ['Peer tutoring', 'Writing help', 'Workshops'],
    rating: 4.5,
    reviews: 98,
    isOpen: true,
    accessibility: ['Step-free entrance', 'Captioned workshops'],
  },
  {
    id: 'union',
    name: 'Student Union',
    category: 'social',
    description: 'Cafes, lounges and the club fair. The place to meet people or just get a coffee.',
    location: { building: 'Student Union', floor: 'Ground floor', coordinates: { x: 40, y: 72 } },
    hours: 'Daily 7:00 AM - 12:00 AM',
    amenities: ['Cafe', 'Lounges', 'Club offices', 'Games room'],
    rating: 4.3,
    reviews: 188,
    isOpen: true,
    accessibility: ['Step-free entrance', 'Elevator', 'Accessible restrooms'],
  },
  {
    id: 'cultural',
    name: 'Multicultural Center',
    category: 'social',
    description: 'A welcoming lounge with events, mentoring and a community kitchen.',
    location: { building: 'Student Union', floor: '3rd floor', room: '301', coordinates: { x: 28, y: 80 } },
    hours: 'Mon-Fri 10:00 AM - 7:00 PM',
    amenities: ['Lounge', 'Kitchen', 'Events'],
    rating: 4.8,
    reviews: 59,
    isOpen: false,
    accessibility: ['Elevator', 'Gender-neutral restrooms'],
  },
  {
    id: 'health',
    name: 'Student Health Center',
    category: 'medical',
    description: 'Primary care, vaccinations and same-day appointments for students.',
    location: { building: 'Health Sciences Building', floor: 'Ground floor', room: 'G10', coordinates: { x: 76, y: 66 } },
    hours: 'Mon-Fri 8:00 AM - 6:00 PM',
    amenities: ['Same-day visits', 'Pharmacy', 'Vaccinations'],
    rating: 4.2,
    reviews: 143,
    isOpen: true,
    accessibility: ['Step-free entrance', 'Accessible exam rooms', 'Interpreters on request'],
  },
  {
    id: 'pharmacy',
    name: 'Campus Pharmacy',
    category: 'medical',
    description: 'Prescriptions, over-the-counter medicine and advice from the pharmacist.',
    location: { building: 'Health Sciences Building', floor: 'Ground floor', room: 'G02', coordinates: { x: 88, y: 78 } },
    hours: 'Mon-Sat 9:00 AM - 7:00 PM',
    amenities: ['Prescriptions', 'Advice', 'Health products'],
    rating: 4.1,
    reviews: 52,
    isOpen: false,
    accessibility: ['Step-free entrance', 'Low counter'],
  },
];

export function filterSpaces(spaces: readonly CampusSpace[], category: SpaceCategory | 'all', search: string): CampusSpace[] {
  const query = search.trim().toLowerCase();
  return spaces.filter((space) => {
    if (category !== 'all' && space.category !== category) return false;
    if (!query) return true;
    return [space.name, space.description, space.location.building, ...space.amenities].some((text) => text.toLowerCase().includes(query));
  });
}

export function summariseSpaces(spaces: readonly CampusSpace[]): { total: number; openNow: number; averageRating: number | null } {
  const ratings = spaces.map((s) => s.rating);
  return {
    total: spaces.length,
    openNow: spaces.filter((s) => s.isOpen).length,
    averageRating: ratings.length === 0 ? null : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
  };
}
