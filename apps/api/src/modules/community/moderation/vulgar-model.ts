/**
 * A trained linear model (logistic regression) for vulgar posts no word list spells: sex told in everyday words
 * ("he was thrusting so fast", "we 69'd on the bunk") and degrading insults without a swear word ("a useless
 * mongoloid", "you fat cow"). It is read only after the rules of vulgar.ts have found nothing, on the text as they
 * read it (`vulgarSkeleton`: disguises undone, look-alike letters folded, lower case). It weighs words, word pairs
 * and pieces of words (character 3- to 5-grams, so that misspellings and new word forms still count), scores each
 * sentence and each sentence with the next, and the post scores its best window, as the distress model does.
 * `npm run train:vulgar -w @bloom/api` (scripts/train-vulgar-model.ts) trains it on every labelled set but
 * labelled/test.jsonl, cross-validated by set, and sets the threshold so that at most a small share of the held-out
 * ordinary posts the rules let through are refused (decision 0036, round 9).
 */
import trained from './vulgar-model.json' with { type: 'json' };

export interface VulgarModel {
  bias: number;
  /** The score at or above which a post counts, set by the training script on held-out sets. */
  threshold: number;
  /** Round 10: whether a window needs more than one word of evidence (its score without its strongest word counts too). */
  gate?: boolean;
  weights: Record<string, number>;
}

/** The sentences of a skeleton, each as its words (an emoji is a word of its own, apostrophes dropped). */
export function vulgarSentences(skeleton: string): string[][] {
  return skeleton
    .replace(/['’]/g, '')
    .split(/[.!?;\n]+/)
    .map((sentence) => sentence.match(/[\p{L}\p{N}]+|\p{Extended_Pictographic}/gu) ?? [])
    .filter((words) => words.length > 0);
}

/** A word's own features: the word (w:) and its distinct pieces (c:, 3 to 5 characters of the word padded with spaces). */
export function wordFeatures(word: string): string[] {
  const features = new Set([`w:${word}`]);
  if (word.length >= 2 && /^[a-z0-9]+$/.test(word)) {
    const padded = ` ${word} `;
    for (let size = 3; size <= 5; size += 1) for (let at = 0; at + size <= padded.length; at += 1) features.add(`c:${padded.slice(at, at + size)}`);
  }
  return [...features];
}

/**
 * The features of one sentence: each distinct word's own features (a piece shared by two different words counts for
 * each), and each distinct word pair (b:, ^ for the start). Counting a word's features per word rather than per sentence
 * lets the score keep each word's sum (below), so that a 1000-character post costs a few hundred lookups, not thousands.
 */
export function vulgarSentenceFeatures(words: string[]): string[] {
  const distinct = [...new Set(words)];
  const pairs = new Set(words.map((word, index) => `b:${index === 0 ? '^' : words[index - 1]} ${word}`));
  return [...distinct.flatMap(wordFeatures), ...pairs];
}

const model = trained as VulgarModel;
const table = new Map(Object.entries(model.weights));
// Each word's sum and feature count under the shipped model, kept (emptied when it grows large).
const wordSums = new Map<string, { sum: number; size: number }>();

/** A sentence's weight sum and feature count, and each word's share of them (its own features and the pairs it is in). */
interface SentenceSum {
  sum: number;
  size: number;
  byWord: Map<string, { sum: number; size: number }>;
}

function sentenceSum(words: string[], lookup: Map<string, number>, cache: boolean): SentenceSum {
  let sum = 0;
  let size = 0;
  const byWord = new Map<string, { sum: number; size: number }>();
  for (const word of new Set(words)) {
    let own = cache ? wordSums.get(word) : undefined;
    if (!own) {
      const features = wordFeatures(word);
      own = { sum: 0, size: features.length };
      for (const feature of features) own.sum += lookup.get(feature) ?? 0;
      if (cache) {
        if (wordSums.size >= 50_000) wordSums.clear();
        wordSums.set(word, own);
      }
    }
    sum += own.sum;
    size += own.size;
    byWord.set(word, { sum: own.sum, size: own.size });
  }
  const pairs = new Map(words.map((word, index) => [`b:${index === 0 ? '^' : words[index - 1]} ${word}`, [index === 0 ? word : words[index - 1]!, word] as const]));
  for (const [pair, [first, second]] of pairs) {
    const weight = lookup.get(pair) ?? 0;
    sum += weight;
    for (const word of first === second ? [first] : [first, second]) {
      const share = byWord.get(word)!;
      share.sum += weight;
      share.size += 1;
    }
  }
  return { sum, size: size + pairs.size, byWord };
}

/**
 * A window's score (one sentence, or one with the next). With the gate (decision 0036, round 10), the lower of that and
 * the score without the word that adds the most (its own features and the pairs it is in): one ambiguous word ("smash",
 * "booty", "💦") cannot make a post vulgar alone.
 */
function windowScore(parts: SentenceSum[], bias: number, gated: boolean): number {
  let sum = 0;
  let size = 0;
  for (const part of parts) {
    sum += part.sum;
    size += part.size;
  }
  const full = bias + sum / Math.sqrt(Math.max(1, size));
  if (!gated) return full;
  const byWord = new Map<string, { sum: number; size: number }>();
  for (const part of parts) {
    for (const [word, share] of part.byWord) {
      const joined = byWord.get(word);
      byWord.set(word, joined ? { sum: joined.sum + share.sum, size: joined.size + share.size } : share);
    }
  }
  let top: { sum: number; size: number } | undefined;
  for (const share of byWord.values()) if (!top || share.sum > top.sum) top = share;
  return top ? Math.min(full, bias + (sum - top.sum) / Math.sqrt(Math.max(1, size - top.size))) : full;
}

/** The best window's score for a skeleton (`vulgarSkeleton` of the post): each sentence, and each with the next. */
export function vulgarModelScore(skeleton: string, weights: VulgarModel = model): number {
  const lookup = weights === model ? table : new Map(Object.entries(weights.weights));
  const sentences = vulgarSentences(skeleton);
  if (sentences.length === 0) return -Infinity;
  const sums = sentences.map((words) => sentenceSum(words, lookup, weights === model));
  const gated = weights.gate === true;
  let best = -Infinity;
  sums.forEach((part, index) => {
    best = Math.max(best, windowScore([part], weights.bias, gated));
    const next = sums[index + 1];
    if (next) best = Math.max(best, windowScore([part, next], weights.bias, gated));
  });
  return best;
}

/**
 * The same score from the feature lists the training script uses (the test compares both): each window's features,
 * and for the gate each word's own features and pairs spelt out again.
 */
export function vulgarModelScoreFromFeatures(skeleton: string, weights: VulgarModel = model): number {
  const sentences = vulgarSentences(skeleton);
  const weightOf = (feature: string) => weights.weights[feature] ?? 0;
  const score = (windowSentences: string[][]) => {
    const features = windowSentences.flatMap(vulgarSentenceFeatures);
    const full = weights.bias + features.reduce((sum, feature) => sum + weightOf(feature), 0) / Math.sqrt(Math.max(1, features.length));
    if (weights.gate !== true) return full;
    let best: { sum: number; size: number } | undefined;
    for (const word of new Set(windowSentences.flat())) {
      let sum = 0;
      let size = 0;
      for (const words of windowSentences) {
        if (!words.includes(word)) continue;
        for (const feature of wordFeatures(word)) {
          sum += weightOf(feature);
          size += 1;
        }
        const pairs = new Set(words.flatMap((other, index) => ((index === 0 ? other : words[index - 1]) === word || other === word ? [`b:${index === 0 ? '^' : words[index - 1]} ${other}`] : [])));
        for (const pair of pairs) {
          sum += weightOf(pair);
          size += 1;
        }
      }
      if (!best || sum > best.sum) best = { sum, size };
    }
    const total = features.reduce((sum, feature) => sum + weightOf(feature), 0);
    return best ? Math.min(full, weights.bias + (total - best.sum) / Math.sqrt(Math.max(1, features.length - best.size))) : full;
  };
  return Math.max(-Infinity, ...sentences.flatMap((words, index) => (index + 1 < sentences.length ? [score([words]), score([words, sentences[index + 1]!])] : [score([words])])));
}

export const vulgarModelThreshold = model.threshold;

/**
 * Whether the wall uses the model. Not yet (decision 0036, rounds 9 and 10). Round 9's model read nine of decision 0017's
 * hand-written look-alikes as vulgar ("Gonna smash the gym tomorrow", "Hot yoga 💦", "a total badass", "shittim wood"), each on
 * one ambiguous word. Round 10 trained it on train-10v's 700 ordinary uses of those words and gated it (a window also counts
 * without its strongest word): cross-validated by set it catches 4.2 points more vulgar posts than the rules (87.6% against
 * 83.4%) with 0.4% of ordinary posts answered vulgar (0.2% by the rules alone), and it still reads one look-alike ("The guys
 * smashed the piñata at the party") as vulgar, so it stays off. `vulgarModelScore` stays measured by the tests.
 */
export const vulgarModelInUse = false;

/** Whether the model reads the post (its skeleton) as vulgar (never while `vulgarModelInUse` is false). */
export const vulgarByModel = (skeleton: string) => vulgarModelInUse && vulgarModelScore(skeleton) >= model.threshold;
