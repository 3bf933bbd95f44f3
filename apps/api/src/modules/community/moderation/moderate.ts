import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/**
 * What the community wall does with a story or comment before anything is stored. Distress comes first:
 * a student who writes "I f***ing want to die" needs the support dialog, not a language warning.
 */
export type ModerationVerdict = 'allowed' | 'vulgar' | 'distress';

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

// A first, small set; the labelled sets in this folder decide what it must catch and what it must leave.
const distressPatterns = [
  /\b(kill|hurt|harm)\s+myself\b/i,
  /\b(want|wanna|going)\s+to\s+die\b/i,
  /\bsuicid(e|al)\b/i,
  /\bend\s+(my|it)\s+all\b/i,
  /\bno\s+reason\s+to\s+live\b/i,
];

export function moderateText(text: string): ModerationVerdict {
  if (distressPatterns.some((pattern) => pattern.test(text))) return 'distress';
  if (profanity.hasMatch(text)) return 'vulgar';
  return 'allowed';
}
