/**
 * Scores coaches against what a student told us. Pure: the service loads the data and keeps only coaches
 * with free time. The weights favour what the student chose in the questionnaire just now over what their
 * profile said earlier, and a coach's growth areas over their style.
 */

export interface AnsweredChoice {
  /** questions.match_key: what the question tells about the student. */
  matchKey: string | null;
  /** question_choices.match_value of the chosen answer. */
  matchValue: string | null;
}

export interface StudentFacts {
  choices: AnsweredChoice[];
  texts: string[];
  growthAreaIds: string[];
  /** Comma-separated values of the profile, split. */
  profileStyles: string[];
  personalityTypes: string[];
}

export interface MatchSignals {
  focus: Map<string, number>;
  styles: Map<string, number>;
  words: Set<string>;
}

export interface CoachCandidate {
  id: number;
  focusArea: string;
  /** The first one is the coach's main area. */
  growthAreas: string[];
  coachingStyle: string | null;
  specialties: string[];
  rating: number;
}

const weights = {
  focusAnswer: 3,
  secondaryFocusAnswer: 2,
  growthArea: 2,
  mainAreaBonus: 1,
  styleAnswer: 3,
  profileStyle: 2,
  personalityHint: 1,
  experienceHint: 1,
  maxKeywordPoints: 3,
} as const;

/** Styles that tend to suit a personality type. */
const stylesForPersonality: Record<string, string[]> = {
  high_achiever_goal_oriented: ['structured_and_goal_focused', 'challenge_oriented'],
  creative_and_flexible: ['holistic_and_mindful', 'supportive_and_empathetic'],
  analytical_and_detail_focused: ['structured_and_goal_focused'],
  social_and_collaborative: ['supportive_and_empathetic'],
};

/** Someone new to coaching is usually best served by a gentle start; someone experienced by a push. */
const stylesForExperience: Record<string, string[]> = {
  first_time: ['supportive_and_empathetic'],
  some: ['structured_and_goal_focused'],
  experienced: ['challenge_oriented'],
};

const stopWords = new Set(['about', 'after', 'also', 'been', 'from', 'have', 'into', 'just', 'like', 'more', 'much', 'that', 'than', 'them', 'then', 'there', 'these', 'they', 'this', 'want', 'what', 'when', 'with', 'would', 'your', 'skipped', 'better', 'really', 'make', 'feel']);

function add(map: Map<string, number>, key: string, amount: number) {
  map.set(key, (map.get(key) ?? 0) + amount);
}

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !stopWords.has(w));
}

export function signalsFrom(facts: StudentFacts): MatchSignals {
  const focus = new Map<string, number>();
  const styles = new Map<string, number>();
  for (const choice of facts.choices) {
    if (!choice.matchValue) continue;
    switch (choice.matchKey) {
      case 'focus_area':
        add(focus, choice.matchValue, weights.focusAnswer);
        break;
      case 'secondary_focus':
        add(focus, choice.matchValue, weights.secondaryFocusAnswer);
        break;
      case 'coaching_style':
        add(styles, choice.matchValue, weights.styleAnswer);
        break;
      case 'personality':
        for (const style of stylesForPersonality[choice.matchValue] ?? []) add(styles, style, weights.personalityHint);
        break;
      case 'coaching_experience':
        for (const style of stylesForExperience[choice.matchValue] ?? []) add(styles, style, weights.experienceHint);
        break;
      default:
        break;
    }
  }
  for (const area of new Set(facts.growthAreaIds)) add(focus, area, weights.growthArea);
  for (const style of new Set(facts.profileStyles)) add(styles, style, weights.profileStyle);
  for (const type of new Set(facts.personalityTypes)) {
    for (const style of stylesForPersonality[type] ?? []) add(styles, style, weights.personalityHint);
  }
  return { focus, styles, words: new Set(facts.texts.flatMap(wordsOf)) };
}

export function scoreCoach(signals: MatchSignals, coach: CoachCandidate): number {
  let score = 0;
  for (const [area, weight] of signals.focus) {
    if (!coach.growthAreas.includes(area)) continue;
    score += weight;
    if (coach.growthAreas[0] === area) score += weights.mainAreaBonus;
  }
  if (coach.coachingStyle) score += signals.styles.get(coach.coachingStyle) ?? 0;
  const coachWords = new Set(wordsOf([coach.focusArea, ...coach.specialties].join(' ')));
  let hits = 0;
  for (const word of signals.words) if (coachWords.has(word)) hits += 1;
  return score + Math.min(hits, weights.maxKeywordPoints);
}

/** The best `count` coaches: highest score, then highest rating, then the longest-standing coach. */
export function pickTopMatches(signals: MatchSignals, coaches: CoachCandidate[], count: number) {
  return coaches
    .map((coach) => ({ coach, score: scoreCoach(signals, coach) }))
    .sort((a, b) => b.score - a.score || b.coach.rating - a.coach.rating || a.coach.id - b.coach.id)
    .slice(0, count);
}
