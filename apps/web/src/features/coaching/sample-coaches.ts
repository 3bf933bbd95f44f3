/**
 * The spec's hardcoded sample of 3 coaches, kept only as a clearly labelled illustration for the one case
 * where a successful submission found no coach with free time: they are not real coaches and cannot be
 * opened or booked.
 */
export interface SampleCoach {
  id: string;
  name: string;
  title: string;
  rating: number;
  reviews: number;
  location: string;
  avatar: string;
  specialties: string[];
  experience: string;
  matchScore: number;
  availability: string;
  sessionPrice: number;
  credentials: string[];
  bio: string;
}

export const sampleCoaches: SampleCoach[] = [
  {
    id: 'sample-1',
    name: 'Dr. Sarah Johnson',
    title: 'Academic & Stress Coach',
    rating: 4.5,
    reviews: 127,
    location: 'Boston, MA',
    avatar: 'SJ',
    specialties: ['Stress management', 'Study habits', 'Time management'],
    experience: '8 years',
    matchScore: 95,
    availability: 'Weekdays',
    sessionPrice: 75,
    credentials: ['PhD, Counseling Psychology'],
    bio: 'Helps students find a calmer, steadier way through demanding semesters.',
  },
  {
    id: 'sample-2',
    name: 'Michael Chen',
    title: 'Career & Confidence Coach',
    rating: 4.5,
    reviews: 98,
    location: 'San Francisco, CA',
    avatar: 'MC',
    specialties: ['Career planning', 'Confidence', 'Interview preparation'],
    experience: '6 years',
    matchScore: 91,
    availability: 'Evenings',
    sessionPrice: 80,
    credentials: ['ICF Professional Certified Coach'],
    bio: 'Works with students on first steps into a career and the confidence to take them.',
  },
  {
    id: 'sample-3',
    name: 'Dr. Amara Okafor',
    title: 'Wellbeing & Mindfulness Coach',
    rating: 5,
    reviews: 143,
    location: 'Chicago, IL',
    avatar: 'AO',
    specialties: ['Mindfulness', 'Sleep', 'Relationships'],
    experience: '10 years',
    matchScore: 88,
    availability: 'Weekends',
    sessionPrice: 85,
    credentials: ['PsyD, Clinical Psychology'],
    bio: 'Brings mindfulness and practical habits together for a more balanced student life.',
  },
];

export const samplePriceRange = `$${Math.min(...sampleCoaches.map((c) => c.sessionPrice))}-$${Math.max(...sampleCoaches.map((c) => c.sessionPrice))}`;

export const sampleReviews = [
  { author: 'Sophomore, biology', text: 'My coach helped me build a study plan I actually stick to.' },
  { author: 'Junior, engineering', text: 'I felt heard from the first session. My stress is so much more manageable now.' },
  { author: 'Senior, business', text: 'Walked into my interviews feeling prepared and calm.' },
];
