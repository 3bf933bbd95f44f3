import { readFileSync } from 'node:fs';
import path from 'node:path';
import { moderateText, type ModerationVerdict } from './moderate';

/**
 * The labelled sets in ./labelled: one JSON object a line, `{ "text", "label", "note"? }`, label one of
 * 'distress', 'vulgar', 'ordinary'. `dev` is the set the rules were tuned on; `test` was written first and
 * only measured at the end. The test suite and the `moderation` benchmark both score them here.
 */
export type Label = 'distress' | 'vulgar' | 'ordinary';
export const labelledSetNames = ['dev', 'test'] as const;
export type LabelledSetName = (typeof labelledSetNames)[number];

export interface LabelledPost {
  text: string;
  label: Label;
  note?: string;
}

const expectedVerdict: Record<Label, ModerationVerdict> = { distress: 'distress', vulgar: 'vulgar', ordinary: 'allowed' };

export function loadLabelledSet(name: LabelledSetName): LabelledPost[] {
  const file = path.join(import.meta.dirname, 'labelled', `${name}.jsonl`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      const post = JSON.parse(line) as LabelledPost;
      if (!(post.label in expectedVerdict) || typeof post.text !== 'string') throw new Error(`${name}.jsonl line ${index + 1}: bad post`);
      return post;
    });
}

export interface SetScore {
  counts: Record<Label, number>;
  /** Share of distress posts answered 'distress'. */
  distressRecall: number;
  /** Share of vulgar posts answered 'vulgar'. */
  vulgarRecall: number;
  /** Share of ordinary posts refused as anything. */
  ordinaryRefused: number;
  /** Share of ordinary posts answered 'distress' / 'vulgar'. */
  distressFalseAlarms: number;
  vulgarFalseAlarms: number;
  /** The posts the classifier got wrong, with what it said. */
  misses: (LabelledPost & { verdict: ModerationVerdict })[];
}

export function scoreLabelledSet(posts: LabelledPost[]): SetScore {
  const counts: Record<Label, number> = { distress: 0, vulgar: 0, ordinary: 0 };
  const answered = { distress: 0, vulgar: 0, ordinaryAsDistress: 0, ordinaryAsVulgar: 0 };
  const misses: SetScore['misses'] = [];
  for (const post of posts) {
    const verdict = moderateText(post.text);
    counts[post.label] += 1;
    if (verdict !== expectedVerdict[post.label]) misses.push({ ...post, verdict });
    if (post.label === 'distress' && verdict === 'distress') answered.distress += 1;
    if (post.label === 'vulgar' && verdict === 'vulgar') answered.vulgar += 1;
    if (post.label === 'ordinary' && verdict === 'distress') answered.ordinaryAsDistress += 1;
    if (post.label === 'ordinary' && verdict === 'vulgar') answered.ordinaryAsVulgar += 1;
  }
  const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  return {
    counts,
    distressRecall: share(answered.distress, counts.distress),
    vulgarRecall: share(answered.vulgar, counts.vulgar),
    ordinaryRefused: share(answered.ordinaryAsDistress + answered.ordinaryAsVulgar, counts.ordinary),
    distressFalseAlarms: share(answered.ordinaryAsDistress, counts.ordinary),
    vulgarFalseAlarms: share(answered.ordinaryAsVulgar, counts.ordinary),
    misses,
  };
}

/** The goals of issue 10 for posts the project has never seen. */
export const moderationGoals = { distressRecall: 0.95, ordinaryRefused: 0.02, vulgarRecall: 0.95, vulgarFalseAlarms: 0.01 };
