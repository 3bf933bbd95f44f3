import { readDistress, showsDistress, type DistressReading } from './distress';
import { meaningAddition, meaningReach, meaningRuleVeto, meaningThreshold } from './meaning-model';
import { embedSentence } from './sentence-encoder';
import { isVulgar } from './vulgar';

/**
 * What the community wall does with a story or comment before anything is stored. Distress comes first:
 * a student who writes "I f***ing want to die" needs the support dialog, not a language warning.
 * The rules and their measured labelled sets are described in docs/decisions/0017 and 0018.
 */
export type ModerationVerdict = 'allowed' | 'vulgar' | 'distress';

/**
 * The first reading alone: the rules and the distress model at its own thresholds. The wall answers with it when
 * the second reading cannot be had; the labelled-set tests measure it on every post.
 */
export function moderateText(text: string): ModerationVerdict {
  if (showsDistress(text)) return 'distress';
  if (isVulgar(text)) return 'vulgar';
  return 'allowed';
}

/**
 * Whether the second reading could change the answer: the distress score within its reach of the threshold, or of the
 * veto on a rule's finding (a finding about someone else at risk always counts, decision 0018).
 */
export const isNearTheLine = (reading: DistressReading) =>
  !reading.aboutSomeoneElse &&
  (Math.abs(reading.score - meaningThreshold) < meaningReach || (reading.ruleFound && Math.abs(reading.score - meaningRuleVeto) < meaningReach));

/** Distress by the combined score: the distress model's score with what the second reading adds (0 where it cannot matter). */
export const showsDistressWith = (reading: DistressReading, addition: number) =>
  reading.aboutSomeoneElse || (reading.ruleFound && reading.score + addition >= meaningRuleVeto) || reading.score + addition >= meaningThreshold;

/**
 * The wall's verdict (decision 0036, session 12): the first reading, and where it is near the line, the second: the
 * sentence encoder (in its own thread) and the small network of meaning-model.ts over its numbers. Should the encoder
 * fail, the first reading answers alone, as `moderateText`.
 */
export async function moderatePost(text: string): Promise<ModerationVerdict> {
  const reading = readDistress(text);
  let distress: boolean;
  if (!isNearTheLine(reading)) distress = showsDistressWith(reading, 0);
  else {
    try {
      distress = showsDistressWith(reading, meaningAddition(await embedSentence(text)));
    } catch (error) {
      process.emitWarning(`The second reading of a post failed; the first reading answers alone. ${String(error)}`);
      return moderateText(text);
    }
  }
  if (distress) return 'distress';
  return isVulgar(text) ? 'vulgar' : 'allowed';
}
