/**
 * The coaching plan's fixed sample data (spec: the coaching plan shows sample data only). Due dates are
 * days from today, so the examples never look out of date.
 */

export type ActionItemCategory = 'daily' | 'weekly' | 'milestone';

export interface ActionItem {
  id: string;
  title: string;
  description: string;
  dueInDays: number;
  completed: boolean;
  category: ActionItemCategory;
  points: number;
}

export interface WeeklyGoal {
  id: string;
  title: string;
  description: string;
  progress: number;
  target: number;
  /** What progress counts ("minutes", "nights"). */
  unit: string;
  category: string;
}

export const sampleActionItems: ActionItem[] = [
  { id: 'a1', title: 'Five-minute morning check-in', description: 'Write down how you feel and one thing you want from today.', dueInDays: 0, completed: true, category: 'daily', points: 10 },
  { id: 'a2', title: 'Evening wind-down', description: 'Put your phone away 30 minutes before bed and read or stretch instead.', dueInDays: 0, completed: false, category: 'daily', points: 10 },
  { id: 'a3', title: 'Plan your study blocks', description: 'Put three focused study sessions for this week in your calendar.', dueInDays: 2, completed: true, category: 'weekly', points: 25 },
  { id: 'a4', title: 'Reach out to a classmate', description: 'Invite someone from class to study together or grab a coffee.', dueInDays: 4, completed: false, category: 'weekly', points: 25 },
  { id: 'a5', title: 'Find your counseling center', description: 'Look up where it is and what it offers, so you know where to go when you need it.', dueInDays: 9, completed: false, category: 'milestone', points: 50 },
  { id: 'a6', title: 'Reflect on your first month', description: 'Write a short reflection to talk through with your coach in your next session.', dueInDays: 21, completed: false, category: 'milestone', points: 100 },
];

export const sampleWeeklyGoals: WeeklyGoal[] = [
  { id: 'g1', title: 'Mindful minutes', description: 'Breathing exercises or meditation', progress: 40, target: 70, unit: 'minutes', category: 'wellness' },
  { id: 'g2', title: 'Sleep seven hours or more', description: 'Nights with a full night of rest', progress: 4, target: 7, unit: 'nights', category: 'health' },
  { id: 'g3', title: 'Focused study sessions', description: 'Phone away, one subject, 50 minutes', progress: 2, target: 3, unit: 'sessions', category: 'academic' },
  { id: 'g4', title: 'Time with friends', description: 'A meal, a walk or a call with someone you like', progress: 1, target: 2, unit: 'times', category: 'social' },
];

export interface PlanSummary {
  completed: number;
  total: number;
  percent: number;
  pointsEarned: number;
}

export function summarisePlan(items: readonly ActionItem[]): PlanSummary {
  const done = items.filter((item) => item.completed);
  return {
    completed: done.length,
    total: items.length,
    percent: items.length === 0 ? 0 : Math.round((done.length / items.length) * 100),
    pointsEarned: done.reduce((sum, item) => sum + item.points, 0),
  };
}

/** The encouragement banner's words for how far the student has come. */
export function encouragementFor(percent: number): { title: string; message: string } {
  if (percent >= 100) return { title: 'You did it!', message: 'Every task is complete. Take a moment to enjoy it, then plan what comes next with your coach.' };
  if (percent >= 50) return { title: 'More than halfway there', message: 'You are building real momentum. Keep going, one task at a time.' };
  if (percent > 0) return { title: 'Great start', message: 'Each small step counts. Pick the next task that feels doable today.' };
  return { title: 'Every journey starts with one step', message: 'Choose one small task to begin with today. You do not have to do it all at once.' };
}

export function dueLabel(dueInDays: number): string {
  if (dueInDays <= 0) return 'Due today';
  if (dueInDays === 1) return 'Due tomorrow';
  return `Due in ${dueInDays} days`;
}
