import { showsDistress } from './distress';
import { isVulgar } from './vulgar';

/**
 * What the community wall does with a story or comment before anything is stored. Distress comes first:
 * a student who writes "I f***ing want to die" needs the support dialog, not a language warning.
 * The rules and their measured labelled sets are described in docs/decisions/0017 and 0018.
 */
export type ModerationVerdict = 'allowed' | 'vulgar' | 'distress';

export function moderateText(text: string): ModerationVerdict {
  if (showsDistress(text)) return 'distress';
  if (isVulgar(text)) return 'vulgar';
  return 'allowed';
}
