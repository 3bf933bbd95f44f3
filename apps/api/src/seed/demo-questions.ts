import { eq } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { questionChoices, questions } from '@bloom/db/schema';
import type { AppDeps } from '../platform/deps';

interface SeedQuestion {
  slug: string;
  text: string;
  type: 'multiple_choice' | 'text';
  isMandatory: boolean;
  /** What the answer tells matching (see modules/coaching/matching.ts). */
  matchKey: string | null;
  choices: { text: string; value: string }[];
}

/** The coach-matching questionnaire: multiple-choice and text, mandatory and optional. */
export const COACH_QUESTIONS: SeedQuestion[] = [
  {
    slug: 'main-focus',
    text: 'What would you most like help with right now?',
    type: 'multiple_choice',
    isMandatory: true,
    matchKey: 'focus_area',
    choices: [
      { text: 'Managing stress and anxiety', value: 'stress' },
      { text: 'Building my confidence', value: 'confidence' },
      { text: 'Figuring out my career path', value: 'career' },
      { text: 'Keeping up with my studies', value: 'academic' },
      { text: 'Feeling lonely or making friends', value: 'loneliness' },
      { text: 'Relationships with family or a partner', value: 'relationships' },
    ],
  },
  {
    slug: 'coaching-style',
    text: 'How would you like your coach to work with you?',
    type: 'multiple_choice',
    isMandatory: true,
    matchKey: 'coaching_style',
    choices: [
      { text: 'Clear goals and a step-by-step plan', value: 'structured_and_goal_focused' },
      { text: 'A supportive, understanding listener', value: 'supportive_and_empathetic' },
      { text: 'Someone who challenges me to push further', value: 'challenge_oriented' },
      { text: 'A whole-person approach with mindfulness', value: 'holistic_and_mindful' },
    ],
  },
  {
    slug: 'also-working-on',
    text: 'Is there anything else you would like to work on?',
    type: 'multiple_choice',
    isMandatory: false,
    matchKey: 'secondary_focus',
    choices: [
      { text: 'Sleep and energy', value: 'sleep' },
      { text: 'Time management', value: 'time-management' },
      { text: 'Health and fitness', value: 'health' },
      { text: 'Mindfulness and calm', value: 'mindfulness' },
      { text: 'Professional skills', value: 'professional' },
      { text: 'Friendships', value: 'friends' },
    ],
  },
  {
    slug: 'personality',
    text: 'Which of these sounds most like you?',
    type: 'multiple_choice',
    isMandatory: false,
    matchKey: 'personality',
    choices: [
      { text: 'I set high goals and love reaching them', value: 'high_achiever_goal_oriented' },
      { text: 'I am creative and go with the flow', value: 'creative_and_flexible' },
      { text: 'I like to think things through in detail', value: 'analytical_and_detail_focused' },
      { text: 'I recharge by spending time with people', value: 'social_and_collaborative' },
    ],
  },
  {
    slug: 'coaching-experience',
    text: 'Have you worked with a coach or counsellor before?',
    type: 'multiple_choice',
    isMandatory: true,
    matchKey: 'coaching_experience',
    choices: [
      { text: 'No, this is my first time', value: 'first_time' },
      { text: 'Once or twice', value: 'some' },
      { text: 'Yes, several times', value: 'experienced' },
    ],
  },
  {
    slug: 'hoped-outcome',
    text: 'In a few words, what would you like to get out of coaching?',
    type: 'text',
    isMandatory: true,
    matchKey: 'goals',
    choices: [],
  },
  {
    slug: 'anything-else',
    text: 'Is there anything else you would like your coach to know?',
    type: 'text',
    isMandatory: false,
    matchKey: null,
    choices: [],
  },
];

/** Adds missing questions and choices; never rewrites what an operator changed. */
export async function seedQuestions(db: Db): Promise<void> {
  for (const [index, q] of COACH_QUESTIONS.entries()) {
    await db
      .insert(questions)
      .values({ slug: q.slug, questionText: q.text, questionType: q.type, isMandatory: q.isMandatory, matchKey: q.matchKey, position: index + 1 })
      .onConflictDoNothing({ target: questions.slug });
    const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.slug, q.slug));
    if (!row || q.choices.length === 0) continue;
    await db
      .insert(questionChoices)
      .values(q.choices.map((c, i) => ({ questionId: row.id, choiceText: c.text, matchValue: c.value, position: i + 1 })))
      .onConflictDoNothing({ target: [questionChoices.questionId, questionChoices.choiceText] });
  }
}

export async function seedDemoQuestions(deps: AppDeps): Promise<void> {
  await seedQuestions(deps.db);
}
