/**
 * Trains the vulgar model of vulgar-model.ts on every labelled set but labelled/test.jsonl and writes
 * vulgar-model.json. Deterministic: the same sets give the same weights.
 *
 * As the distress model's script does, it first measures the model on wording it has not seen, by cross-validation
 * grouped by set: for each set, a model trained on all the others scores it. The threshold is set on those held-out
 * scores (the score that `refusalBudget` of the ordinary posts the rules let through reach), and the report gives,
 * per set and per kind, what the rules alone and the rules with the model find. Then the model is trained on every
 * set and written with that threshold.
 * Run with `npm run train:vulgar -w @bloom/api`; then run the moderation tests and bench (decision 0036, round 9).
 * `--cross-validation-only` prints the figures without writing a model.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { labelledSetNames, loadLabelledSet } from '../src/modules/community/moderation/labelled-sets';
import { isVulgarByRules, vulgarReading } from '../src/modules/community/moderation/vulgar';
import { vulgarSentenceFeatures, vulgarSentences, wordFeatures, type VulgarModel } from '../src/modules/community/moderation/vulgar-model';
import { createFeatureIndex, option, percent, scoreOf, seededRandom, windowOfIds, type Trained, type Window } from './model-training';

const { names: featureNames, idOf } = createFeatureIndex();

// Share of the ordinary posts the rules let through that the model may refuse, on held-out sets: 0.25% keeps the ordinary
// posts answered vulgar (rules and model) at 0.4% of all held-out ordinary posts, under the 0.5% asked; 0.5% would find
// 0.4 points more vulgar posts and answer 0.7% vulgar (decision 0036, round 9).
const refusalBudget = option('budget', 0.0025);
// Chosen by the cross-validation (round 9): L2 3e-4, a vulgar example weighing two (3,202 of 3,451 vulgar posts caught
// against 3,193 weighing one, at the same false alarms); training only on the posts the rules miss caught fewer.
const l2 = option('l2', 3e-4);
const positiveWeight = option('positive-weight', 2);
const epochs = option('epochs', 15);
const rounds = option('rounds', 3);
const minimumPosts = 2;
const smallest = option('smallest', 0.05);
// Train on every vulgar post (1) or only on those the rules miss (0).
const allPositives = option('all-positives', 1) === 1;

/** A sentence as the gate reads it (round 10): each distinct word's own feature ids, and each distinct pair with its two words. */
interface GateSentence {
  words: { word: string; ids: number[] }[];
  pairs: { id: number; first: string; second: string }[];
}
// Round 10: `--gate=1` asks for more than one word of evidence: a window counts by the lower of its score and its score
// without the word that adds the most to it (that word's own features and its pairs), so that one ambiguous word
// ("smash", "booty", "💦") cannot decide alone.
// Chosen by the cross-validation (round 10, with train-10v, before train-10a's two repeated posts were left out): gated, 3,614
// of 4,130 vulgar posts caught against 3,589 ungated, 45 of 10,802 ordinary posts answered vulgar either way; train-10v held out
// 239 against 222 of 500 caught, 10 against 13 of 697 ordinary posts answered vulgar. `--gate=0` turns it off.
const gate = option('gate', 1) === 1;

interface Post {
  gateSentences: GateSentence[];
  set: string;
  kind: string;
  label: 'distress' | 'vulgar' | 'ordinary';
  isAboutSomeoneElse: boolean;
  windows: Window[];
  whole: Window;
  byRules: boolean;
}

const setNames = labelledSetNames.filter((name) => name !== 'test');
const posts: Post[] = setNames.flatMap((set) =>
  loadLabelledSet(set).map((post) => {
    const sentences = vulgarSentences(vulgarReading(post.text)).map((words) => [...vulgarSentenceFeatures(words)].map(idOf));
    // As vulgarModelScore scores them: each sentence, and each with the next (a feature in both counts twice).
    const windows = sentences.flatMap((ids, index) => {
      const next = sentences[index + 1];
      return next === undefined ? [ids] : [ids, [...ids, ...next]];
    });
    const all = [...new Set(sentences.flat())];
    const gateSentences = vulgarSentences(vulgarReading(post.text)).map((words): GateSentence => ({
      words: [...new Set(words)].map((word) => ({ word, ids: wordFeatures(word).map(idOf) })),
      pairs: [...new Map(words.map((word, index) => [`b:${index === 0 ? '^' : words[index - 1]} ${word}`, { first: index === 0 ? word : words[index - 1]!, second: word }])).entries()].map(([feature, pair]) => ({ id: idOf(feature), ...pair })),
    }));
    return {
      gateSentences,
      set,
      kind: `${post.label} ${post.isAboutSomeoneElse ? 'someone-else' : (post.note ?? '').split(':')[0]!.trim() || '(no note)'}`,
      label: post.label,
      isAboutSomeoneElse: post.isAboutSomeoneElse,
      windows: windows.map(windowOfIds),
      whole: windowOfIds(all),
      byRules: isVulgarByRules(post.text),
    };
  }),
);

/** The gated score of a window of one or two sentences: the lower of its score and its score without its strongest word. */
function gatedScore(model: Trained, sentences: GateSentence[]): number {
  let sum = 0;
  let size = 0;
  const byWord = new Map<string, { sum: number; size: number }>();
  const add = (word: string, weight: number) => {
    const entry = byWord.get(word) ?? { sum: 0, size: 0 };
    entry.sum += weight;
    entry.size += 1;
    byWord.set(word, entry);
  };
  for (const sentence of sentences) {
    for (const { word, ids } of sentence.words) for (const id of ids) {
      sum += model.weights[id]!;
      size += 1;
      add(word, model.weights[id]!);
    }
    for (const { id, first, second } of sentence.pairs) {
      sum += model.weights[id]!;
      size += 1;
      add(first, model.weights[id]!);
      if (second !== first) add(second, model.weights[id]!);
    }
  }
  const full = model.bias + sum / Math.sqrt(Math.max(1, size));
  let top: { sum: number; size: number } | undefined;
  for (const entry of byWord.values()) if (!top || entry.sum > top.sum) top = entry;
  if (!top) return full;
  // A pair of two words is taken out once with either; counted in both entries, it may be taken out twice here only
  // when both words are the strongest, which one word cannot be.
  return Math.min(full, model.bias + (sum - top.sum) / Math.sqrt(Math.max(1, size - top.size)));
}
const postScore = (model: Trained, post: Post) => {
  if (post.windows.length === 0) return -Infinity;
  if (!gate) return Math.max(...post.windows.map((window) => scoreOf(model, window)));
  const sentences = post.gateSentences;
  let best = -Infinity;
  sentences.forEach((sentence, index) => {
    best = Math.max(best, gatedScore(model, [sentence]));
    if (index + 1 < sentences.length) best = Math.max(best, gatedScore(model, [sentence, sentences[index + 1]!]));
  });
  return best;
};

/**
 * Logistic regression by stochastic gradient descent: every window of a post that is not vulgar is a negative
 * example; a vulgar post is one positive example, first as a whole, then as its best window.
 */
function train(training: Post[]): Trained {
  const postsWith = new Uint32Array(featureNames.length);
  for (const post of training) for (const id of post.whole.ids) postsWith[id]! += 1;
  const keep = (window: Window): Window => ({ ids: window.ids.filter((id) => postsWith[id]! >= minimumPosts), scale: window.scale });
  const used = training
    .filter((post) => post.windows.length > 0 && (post.label !== 'vulgar' || allPositives || !post.byRules))
    .map((post) => ({ isVulgar: post.label === 'vulgar', windows: post.windows.map(keep), whole: keep(post.whole) }));
  const model: Trained = { bias: 0, weights: new Float64Array(featureNames.length) };
  const random = seededRandom(20261123);
  for (let round = 0; round < rounds; round += 1) {
    const examples = used.flatMap((post) =>
      post.isVulgar
        ? [{ window: round === 0 ? post.whole : post.windows.reduce((best, window) => (scoreOf(model, window) > scoreOf(model, best) ? window : best)), target: 1 }]
        : post.windows.map((window) => ({ window, target: 0 })),
    );
    for (let epoch = 0; epoch < epochs; epoch += 1) {
      const learningRate = 1 / (1 + epoch);
      for (let k = examples.length - 1; k > 0; k -= 1) {
        const j = Math.floor(random() * (k + 1));
        [examples[k], examples[j]] = [examples[j]!, examples[k]!];
      }
      for (const { window, target } of examples) {
        const gradient = (1 / (1 + Math.exp(-scoreOf(model, window))) - target) * (target === 1 ? positiveWeight : 1);
        model.bias -= learningRate * gradient;
        for (const id of window.ids) model.weights[id]! -= learningRate * (gradient * window.scale + l2 * model.weights[id]!);
      }
    }
  }
  for (let id = 0; id < model.weights.length; id += 1) {
    const weight = Math.round(model.weights[id]! * 1000) / 1000;
    model.weights[id] = Math.abs(weight) >= smallest ? weight : 0;
  }
  model.bias = Math.round(model.bias * 1000) / 1000;
  return model;
}

// --- Cross-validation grouped by set ------------------------------------------------------------------------
const heldOutScore = new Map<Post, number>();
for (const set of setNames) {
  const model = train(posts.filter((post) => post.set !== set));
  for (const post of posts.filter((candidate) => candidate.set === set)) heldOutScore.set(post, postScore(model, post));
}
const ordinaryLetThrough = posts
  .filter((post) => post.label === 'ordinary' && !post.byRules)
  .map((post) => heldOutScore.get(post)!)
  .sort((a, b) => b - a);
const thresholdAt = (budget: number) => ordinaryLetThrough[Math.floor(budget * ordinaryLetThrough.length)]! + 1e-6;
const threshold = thresholdAt(refusalBudget);

/** Vulgar posts caught (answered vulgar by the rules or the model) and other posts answered vulgar, per group. */
function report(title: string, group: (post: Post) => string, cutoff: number, among: (post: Post) => boolean = () => true) {
  const rows = new Map<string, { posts: number; byRules: number; byModel: number; byBoth: number }>();
  for (const post of posts.filter(among)) {
    const row = rows.get(group(post)) ?? { posts: 0, byRules: 0, byModel: 0, byBoth: 0 };
    const model = heldOutScore.get(post)! >= cutoff;
    row.posts += 1;
    row.byRules += post.byRules ? 1 : 0;
    row.byModel += model ? 1 : 0;
    row.byBoth += post.byRules || model ? 1 : 0;
    rows.set(group(post), row);
  }
  console.log(`\n${title}: answered vulgar by the rules | the held-out model | both`);
  for (const [name, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${name.padEnd(44)} ${percent(row.byRules, row.posts).padEnd(20)} ${percent(row.byModel, row.posts).padEnd(20)} ${percent(row.byBoth, row.posts)}`);
  }
}
const labelOf = (post: Post) => (post.isAboutSomeoneElse ? 'ordinary (someone else)' : post.label);
report(`Cross-validated by set, threshold ${threshold.toFixed(3)} (${refusalBudget * 100}% of ordinary posts the rules let through)`, labelOf, threshold);
if (!process.argv.includes('--short')) {
  report('Per set', (post) => `${post.set} ${labelOf(post)}`, threshold);
  report('Per kind, vulgar posts', (post) => post.kind, threshold, (post) => post.label === 'vulgar');
  report('Per kind, ordinary posts', (post) => post.kind, threshold, (post) => post.label === 'ordinary' && heldOutScore.get(post)! >= threshold && !post.byRules);
}
// The sets the vulgar rules were not read from (rounds 1-8 read dev to dev-6, the blind sets' and train-8's misses).
const unseenByRules = ['dev-blind-8', 'train-9a', 'train-9b', 'train-9c', 'dev-blind-9', 'train-10a', 'train-10v', 'dev-blind-10', 'dev-blind-11'];
function reading(cutoff: number, among: (post: Post) => boolean) {
  const scored = posts.filter(among);
  const vulgar = scored.filter((post) => post.label === 'vulgar');
  const others = scored.filter((post) => post.label !== 'vulgar');
  const ordinary = scored.filter((post) => post.label === 'ordinary');
  const caught = vulgar.filter((post) => post.byRules || heldOutScore.get(post)! >= cutoff).length;
  const alarms = others.filter((post) => post.byRules || heldOutScore.get(post)! >= cutoff).length;
  const ordinaryAlarms = ordinary.filter((post) => post.byRules || heldOutScore.get(post)! >= cutoff).length;
  return `vulgar ${percent(caught, vulgar.length)}, false alarms ${percent(alarms, others.length)} (ordinary ${percent(ordinaryAlarms, ordinary.length)})`;
}
console.log('\nThe trade-off on held-out sets, on all sets | on dev-blind-8, train-9a to -9c, dev-blind-9, train-10a and train-10v (the vulgar rules not read from them):');
for (const budget of [0, 0.0025, 0.005, 0.0075, 0.01, 0.015]) {
  const cutoff = budget === 0 ? Infinity : thresholdAt(budget);
  console.log(`  ${(budget * 100).toFixed(2)}%: threshold ${cutoff.toFixed(3)}, ${reading(cutoff, () => true)} | ${reading(cutoff, (post) => unseenByRules.includes(post.set))}`);
}
// `--dump=file`: every post's held-out score, one JSON line each (round 9: to read the two models together).
const dumpTo = process.argv.find((argument) => argument.startsWith('--dump='))?.slice('--dump='.length);
if (dumpTo) {
  const lines = [JSON.stringify({ threshold })];
  for (const post of posts) lines.push(JSON.stringify({ set: post.set, label: post.label, kind: post.kind, byRules: post.byRules, score: heldOutScore.get(post) }));
  writeFileSync(dumpTo, `${lines.join('\n')}\n`);
}
if (process.argv.includes('--cross-validation-only')) process.exit(0);

// --- The model itself, on every set ----------------------------------------------------------------------------
const final = train(posts);
const weights = Object.fromEntries(featureNames.map((name, id): [string, number] => [name, final.weights[id]!]).filter(([, weight]) => weight !== 0));
const model: VulgarModel = { bias: final.bias, threshold: Math.round(threshold * 1000) / 1000, ...(gate ? { gate } : {}), weights };
const file = path.resolve(import.meta.dirname, '../src/modules/community/moderation/vulgar-model.json');
writeFileSync(file, `${JSON.stringify(model)}\n`);
console.log(`\ntrained on ${posts.length} posts of ${setNames.join(', ')}; ${Object.keys(weights).length} weights written to ${path.basename(file)}`);
