import { access } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../platform/deps';
import { updateMentorPhoto } from '../modules/coaching/coach-admin.repository';
import { addCoach, type CoachInput } from '../modules/coaching/coach-admin.service';
import { renderAvatarJpeg, type AvatarLook } from '../modules/coaching/coach-photo';

type Weekly = NonNullable<NonNullable<CoachInput['availability']>['weekly']>;

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const hours = (days: readonly string[], start: string, end: string): Weekly => days.map((day) => ({ day, start, end }));

interface DemoCoach {
  slug: string;
  look: AvatarLook;
  input: Omit<CoachInput, 'photo_url'>;
}

/**
 * Twelve-plus coaches across focus areas, styles and timezones. Tokyo, Kolkata, Sydney and London coaches
 * work hours that cross a US student's midnight, which the booking dialog must split by the student's date.
 */
export const DEMO_COACHES: DemoCoach[] = [
  {
    slug: 'maya-patel',
    look: { from: '#fbcfe8', to: '#c4b5fd', skin: '#c68863', hair: '#1f1a17', shirt: '#7c3aed', hairStyle: 'long' },
    input: {
      email: 'maya.patel@coaches.bloom.local',
      first_name: 'Maya',
      last_name: 'Patel',
      timezone: 'America/New_York',
      city: 'Boston',
      state: 'MA',
      focus_area: 'Stress & Anxiety',
      growth_areas: ['stress', 'mindfulness', 'sleep'],
      coaching_style: 'supportive_and_empathetic',
      years_of_experience: 9,
      rating: 4.9,
      specialties: ['Stress management', 'Exam anxiety', 'Sleep routines'],
      credentials: ['ICF Professional Certified Coach (PCC)', 'MA, Counseling Psychology'],
      qualification: 'MA, Counseling Psychology',
      bio_html:
        '<p>I help students who feel <strong>overwhelmed</strong> find calm and a plan they can keep.</p><ul><li>Practical tools for exam weeks</li><li>Breathing and grounding techniques</li><li>Better sleep habits</li></ul>',
      availability: { weekly: [...hours(weekdays, '09:00', '12:00'), ...hours(weekdays, '13:00', '17:00')] },
    },
  },
  {
    slug: 'james-okafor',
    look: { from: '#bfdbfe', to: '#a5b4fc', skin: '#7a4a2e', hair: '#111827', shirt: '#1d4ed8', hairStyle: 'short' },
    input: {
      email: 'james.okafor@coaches.bloom.local',
      first_name: 'James',
      last_name: 'Okafor',
      timezone: 'America/Chicago',
      city: 'Chicago',
      state: 'IL',
      focus_area: 'Career & Professional Growth',
      growth_areas: ['career', 'professional', 'confidence'],
      coaching_style: 'structured_and_goal_focused',
      years_of_experience: 12,
      rating: 4.8,
      specialties: ['Career planning', 'Internship search', 'Interview preparation'],
      credentials: ['Certified Career Coach', 'MBA'],
      qualification: 'MBA, Northwestern University',
      bio_html:
        '<p>Former recruiter turned coach. Together we turn <em>"I have no idea what I want"</em> into a concrete next step.</p><p>Resumes, interviews, networking and the confidence to use them.</p>',
      availability: { weekly: [...hours(['mon', 'wed', 'fri'], '10:00', '16:00'), ...hours(['tue', 'thu'], '15:00', '20:00')] },
    },
  },
  {
    slug: 'sofia-ramirez',
    look: { from: '#fde68a', to: '#fdba74', skin: '#e0ac85', hair: '#4a2c1a', shirt: '#c2410c', hairStyle: 'bun' },
    input: {
      email: 'sofia.ramirez@coaches.bloom.local',
      first_name: 'Sofia',
      last_name: 'Ramirez',
      timezone: 'America/Los_Angeles',
      city: 'San Diego',
      state: 'CA',
      focus_area: 'Confidence & Self-Esteem',
      growth_areas: ['confidence', 'relationships', 'friends'],
      coaching_style: 'challenge_oriented',
      years_of_experience: 7,
      rating: 4.7,
      specialties: ['Public speaking', 'Self-esteem', 'Assertive communication'],
      credentials: ['ICF Associate Certified Coach (ACC)'],
      qualification: 'BA, Communication Studies',
      bio_html: '<p>I will cheer you on <strong>and</strong> push you a little. Confidence is a skill, and skills can be practised.</p>',
      availability: { weekly: [...hours(weekdays, '08:00', '11:00'), ...hours(['sat'], '09:00', '13:00')] },
    },
  },
  {
    slug: 'kenji-watanabe',
    look: { from: '#bbf7d0', to: '#5eead4', skin: '#f1c7a5', hair: '#111827', shirt: '#0f766e', hairStyle: 'short' },
    input: {
      email: 'kenji.watanabe@coaches.bloom.local',
      first_name: 'Kenji',
      last_name: 'Watanabe',
      timezone: 'Asia/Tokyo',
      city: 'Tokyo',
      state: 'Japan',
      focus_area: 'Academic Performance',
      growth_areas: ['academic', 'time-management', 'stress'],
      coaching_style: 'structured_and_goal_focused',
      years_of_experience: 10,
      rating: 4.8,
      specialties: ['Study systems', 'Procrastination', 'Time management'],
      credentials: ['PhD, Educational Psychology'],
      qualification: 'PhD, Educational Psychology',
      bio_html: '<p>Study smarter, not longer. I help students build <strong>study systems</strong> that survive midterms.</p>',
      // 08:00-16:00 in Tokyo is 18:00-02:00 in New York: the day crosses a US student's midnight.
      availability: { weekly: hours(weekdays, '08:00', '16:00') },
    },
  },
  {
    slug: 'priya-sharma',
    look: { from: '#fecaca', to: '#fda4af', skin: '#a86b4a', hair: '#1f1a17', shirt: '#be123c', hairStyle: 'long' },
    input: {
      email: 'priya.sharma@coaches.bloom.local',
      first_name: 'Priya',
      last_name: 'Sharma',
      timezone: 'Asia/Kolkata',
      city: 'Bengaluru',
      state: 'Karnataka',
      focus_area: 'Mindfulness & Wellbeing',
      growth_areas: ['mindfulness', 'health', 'stress', 'sleep'],
      coaching_style: 'holistic_and_mindful',
      years_of_experience: 8,
      rating: 4.9,
      specialties: ['Mindfulness', 'Yoga-based wellbeing', 'Burnout recovery'],
      credentials: ['Certified Mindfulness Teacher', 'MSc, Psychology'],
      qualification: 'MSc, Psychology',
      bio_html: '<p>Gentle, whole-person coaching. We look at sleep, movement, mood and meaning together.</p>',
      // 07:30-13:30 in Kolkata is 21:00-03:00 in New York (winter).
      availability: { weekly: hours(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '07:30', '13:30') },
    },
  },
  {
    slug: 'olivia-bennett',
    look: { from: '#ddd6fe', to: '#f5d0fe', skin: '#f1c7a5', hair: '#b45309', shirt: '#6d28d9', hairStyle: 'curly' },
    input: {
      email: 'olivia.bennett@coaches.bloom.local',
      first_name: 'Olivia',
      last_name: 'Bennett',
      timezone: 'Australia/Sydney',
      city: 'Sydney',
      state: 'NSW',
      focus_area: 'Loneliness & Belonging',
      growth_areas: ['loneliness', 'friends', 'relationships'],
      coaching_style: 'supportive_and_empathetic',
      years_of_experience: 6,
      rating: 4.6,
      specialties: ['Making friends at college', 'Homesickness', 'Social confidence'],
      credentials: ['ICF Associate Certified Coach (ACC)', 'BSc, Psychology'],
      qualification: 'BSc, Psychology',
      bio_html: '<p>Moving away from home can be lonely. I help students find <em>their people</em> and feel at home on campus.</p>',
      // 12:00-18:00 in Sydney is 20:00-02:00 in New York (22:00-04:00 in the other season).
      availability: { weekly: hours(weekdays, '12:00', '18:00') },
    },
  },
  {
    slug: 'daniel-hughes',
    look: { from: '#e0e7ff', to: '#bae6fd', skin: '#f1c7a5', hair: '#6b4226', shirt: '#0369a1', hairStyle: 'short' },
    input: {
      email: 'daniel.hughes@coaches.bloom.local',
      first_name: 'Daniel',
      last_name: 'Hughes',
      timezone: 'Europe/London',
      city: 'London',
      state: 'England',
      focus_area: 'Time Management & Productivity',
      growth_areas: ['time-management', 'academic', 'professional'],
      coaching_style: 'challenge_oriented',
      years_of_experience: 11,
      rating: 4.7,
      specialties: ['Productivity', 'Goal setting', 'Balancing work and study'],
      credentials: ['EMCC Senior Practitioner'],
      qualification: 'MSc, Organisational Psychology',
      bio_html: '<p>Direct, practical and a little demanding. We will find the hours you did not know you had.</p>',
      // Early mornings in London are late evenings on the US west coast.
      availability: { weekly: [...hours(weekdays, '07:00', '10:00'), ...hours(['tue', 'thu'], '18:00', '21:00')] },
    },
  },
  {
    slug: 'amara-nwosu',
    look: { from: '#fef3c7', to: '#bbf7d0', skin: '#6b3f26', hair: '#111827', shirt: '#15803d', hairStyle: 'curly' },
    input: {
      email: 'amara.nwosu@coaches.bloom.local',
      first_name: 'Amara',
      last_name: 'Nwosu',
      timezone: 'America/New_York',
      city: 'Atlanta',
      state: 'GA',
      focus_area: 'Relationships',
      growth_areas: ['relationships', 'confidence', 'loneliness'],
      coaching_style: 'supportive_and_empathetic',
      years_of_experience: 14,
      rating: 5,
      specialties: ['Family relationships', 'Boundaries', 'Conflict resolution'],
      credentials: ['Licensed Marriage and Family Therapist (LMFT)', 'ICF PCC'],
      qualification: 'MS, Marriage and Family Therapy',
      bio_html: '<p>Relationships shape how we feel every day. I help students set <strong>kind, clear boundaries</strong>.</p>',
      availability: { weekly: [...hours(['mon', 'tue', 'wed', 'thu'], '12:00', '18:00'), ...hours(['sun'], '14:00', '18:00')] },
    },
  },
  {
    slug: 'lucas-meyer',
    look: { from: '#cffafe', to: '#a7f3d0', skin: '#f1c7a5', hair: '#d4a373', shirt: '#0e7490', hairStyle: 'short' },
    input: {
      email: 'lucas.meyer@coaches.bloom.local',
      first_name: 'Lucas',
      last_name: 'Meyer',
      timezone: 'Europe/Berlin',
      city: 'Berlin',
      state: 'Germany',
      focus_area: 'Health & Fitness',
      growth_areas: ['health', 'sleep', 'stress'],
      coaching_style: 'structured_and_goal_focused',
      years_of_experience: 5,
      rating: 4.5,
      specialties: ['Exercise habits', 'Nutrition basics', 'Sleep hygiene'],
      credentials: ['Certified Health Coach'],
      qualification: 'BSc, Sports Science',
      bio_html: '<p>Small habits, big changes. I help students move more, sleep better and feel stronger.</p>',
      availability: { weekly: hours(['mon', 'tue', 'wed', 'thu', 'fri'], '15:00', '20:00') },
    },
  },
  {
    slug: 'grace-kim',
    look: { from: '#fce7f3', to: '#e9d5ff', skin: '#f3d2b3', hair: '#111827', shirt: '#a21caf', hairStyle: 'bun' },
    input: {
      email: 'grace.kim@coaches.bloom.local',
      first_name: 'Grace',
      last_name: 'Kim',
      timezone: 'America/Los_Angeles',
      city: 'Seattle',
      state: 'WA',
      focus_area: 'Career & Professional Growth',
      growth_areas: ['professional', 'career', 'time-management'],
      coaching_style: 'holistic_and_mindful',
      years_of_experience: 8,
      rating: 4.8,
      specialties: ['Tech careers', 'Imposter syndrome', 'Work-life balance'],
      credentials: ['ICF PCC', 'BS, Computer Science'],
      qualification: 'BS, Computer Science',
      bio_html: '<p>Ex-software engineer. I coach the whole person behind the resume, including the imposter-syndrome voice.</p>',
      availability: { weekly: [...hours(['mon', 'wed'], '17:00', '21:00'), ...hours(['sat', 'sun'], '10:00', '14:00')] },
    },
  },
  {
    slug: 'ethan-brooks',
    look: { from: '#e2e8f0', to: '#bfdbfe', skin: '#c68863', hair: '#3b2a20', shirt: '#334155', hairStyle: 'short' },
    input: {
      email: 'ethan.brooks@coaches.bloom.local',
      first_name: 'Ethan',
      last_name: 'Brooks',
      timezone: 'America/Denver',
      city: 'Denver',
      state: 'CO',
      focus_area: 'Academic Performance',
      growth_areas: ['academic', 'confidence', 'stress'],
      coaching_style: 'challenge_oriented',
      years_of_experience: 4,
      rating: 4.4,
      specialties: ['First-year transition', 'Study motivation', 'Test preparation'],
      credentials: ['Certified Academic Coach'],
      qualification: 'MEd, Higher Education',
      bio_html: '<p>First year can be a lot. I help students find their rhythm and keep it.</p>',
      availability: { weekly: hours(['tue', 'wed', 'thu', 'fri'], '11:00', '19:00') },
    },
  },
  {
    slug: 'hannah-cohen',
    look: { from: '#fef9c3', to: '#fed7aa', skin: '#f1c7a5', hair: '#7c2d12', shirt: '#b45309', hairStyle: 'long' },
    input: {
      email: 'hannah.cohen@coaches.bloom.local',
      first_name: 'Hannah',
      last_name: 'Cohen',
      timezone: 'America/Phoenix',
      city: 'Tempe',
      state: 'AZ',
      focus_area: 'Sleep & Energy',
      growth_areas: ['sleep', 'health', 'mindfulness'],
      coaching_style: 'holistic_and_mindful',
      years_of_experience: 6,
      rating: 4.6,
      specialties: ['Sleep routines', 'Energy management', 'Screen-time balance'],
      credentials: ['Certified Sleep Science Coach'],
      qualification: 'BS, Health Sciences',
      bio_html: '<p>Tired of being tired? Let us build an evening routine that actually works for student life.</p>',
      availability: { weekly: hours(['mon', 'tue', 'wed', 'thu'], '16:00', '21:00') },
    },
  },
  {
    slug: 'arjun-mehta',
    look: { from: '#d9f99d', to: '#99f6e4', skin: '#a86b4a', hair: '#111827', shirt: '#4d7c0f', hairStyle: 'short' },
    input: {
      email: 'arjun.mehta@coaches.bloom.local',
      first_name: 'Arjun',
      last_name: 'Mehta',
      timezone: 'America/Toronto',
      city: 'Toronto',
      state: 'ON',
      focus_area: 'International Student Life',
      growth_areas: ['loneliness', 'friends', 'career'],
      coaching_style: 'supportive_and_empathetic',
      years_of_experience: 7,
      rating: 4.7,
      specialties: ['International students', 'Cultural adjustment', 'Building a network'],
      credentials: ['ICF ACC', 'MA, Intercultural Communication'],
      qualification: 'MA, Intercultural Communication',
      bio_html: '<p>I was an international student too. I help students settle in, make friends and plan what comes next.</p>',
      availability: { weekly: [...hours(['mon', 'tue', 'thu'], '18:00', '22:00'), ...hours(['sat'], '10:00', '15:00')] },
    },
  },
  {
    slug: 'chloe-martin',
    look: { from: '#e0f2fe', to: '#fbcfe8', skin: '#f3d2b3', hair: '#a16207', shirt: '#db2777', hairStyle: 'curly' },
    input: {
      email: 'chloe.martin@coaches.bloom.local',
      first_name: 'Chloe',
      last_name: 'Martin',
      timezone: 'Pacific/Auckland',
      city: 'Auckland',
      state: 'New Zealand',
      focus_area: 'Confidence & Self-Esteem',
      growth_areas: ['confidence', 'mindfulness', 'relationships'],
      coaching_style: 'holistic_and_mindful',
      years_of_experience: 9,
      rating: 4.8,
      specialties: ['Self-compassion', 'Perfectionism', 'Body image'],
      credentials: ['ICF PCC', 'Postgraduate Diploma in Counselling'],
      qualification: 'PGDip, Counselling',
      bio_html: '<p>Kinder self-talk, steadier confidence. Sessions that leave you feeling lighter.</p>',
      // 10:00-14:00 in Auckland is mid-afternoon to evening of the previous day in the Americas.
      availability: { weekly: hours(['mon', 'tue', 'wed', 'thu', 'fri'], '10:00', '14:00') },
    },
  },
];

const photoKey = (slug: string) => `coaches/${slug}.jpg`;

async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds the demo coaches that are missing (by email) with their photos and hours. A coach that exists is
 * left alone; only a seeded photo missing from the media folder is drawn again.
 */
export async function seedDemoCoaches(deps: AppDeps): Promise<void> {
  for (const coach of DEMO_COACHES) {
    const key = photoKey(coach.slug);
    const photoUrl = `/media/${key}`;
    const { mentorId, created } = await addCoach(deps.db, { ...coach.input, photo_url: photoUrl });
    if (created || !(await fileExists(path.join(deps.config.mediaDir, key)))) {
      const saved = await deps.storage.save(key, await renderAvatarJpeg(coach.look));
      if (created && saved !== photoUrl) await updateMentorPhoto(deps.db, mentorId, saved);
    }
  }
}
