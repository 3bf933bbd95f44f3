/**
 * Trains the distress model of distress-model.ts on every labelled set but labelled/test.jsonl and writes
 * distress-model.json. Deterministic: the same sets give the same weights.
 *
 * First it measures how the model does on wording it has not seen, by cross-validation grouped by set: for
 * each set, a model trained on all the others scores it. The threshold is set on those held-out scores (the
 * score that `modelRefusalBudget` of the ordinary posts the rules let through reach), and the report gives,
 * per set and per kind of post, what the rules alone and the rules with the model find. Then the model is
 * trained on every set and written with that threshold.
 * Run with `npm run train:distress -w @bloom/api`; then run the moderation tests and bench (decision 0036).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { distressText, ruleFindings } from '../src/modules/community/moderation/distress';
import { modelWindows, windowFeatures, type DistressModel } from '../src/modules/community/moderation/distress-model';
import { labelledSetNames, loadLabelledSet, releasedBlindSets, setsUnseenByRules } from '../src/modules/community/moderation/labelled-sets';
import { isVulgarByRules } from '../src/modules/community/moderation/vulgar';
import { createFeatureIndex, option, percent, scoreOf, seededRandom, windowOfIds, type Trained, type Window } from './model-training';

// Share of the ordinary posts the rules let through that the model may refuse, on held-out sets (decision 0036,
// round 5: the largest budget tried at which the plain farewells, breakups and grief of distress.test.ts pass; round 7: 1.5%
// would refuse 2.5% of the ordinary posts of the unseen sets, already 2.2% at 1.25%). Round 10: 1.7%, with the model's veto
// on the rules below: the rules' false alarms it takes off are spent on the model, at the same share of ordinary posts refused
// on the unseen sets as round 9's 1.25% without the veto.
const modelRefusalBudget = option('budget', 0.017);
// Chosen by the cross-validation below (decision 0036): with the pieces across words (round 5), an L2 strength of
// 3e-4 found more than 1e-4 and 1e-5 (2,445, 2,433 and 2,406 of 2,993 unseen distress posts at a 2% budget) and
// gave short ordinary sentences lower scores; a distress example weighs two ordinary ones.
// `--l2=`, `--positive-weight=` and `--smallest=` override these for comparing choices by cross-validation (round 9).
const l2 = option('l2', 3e-4);
const positiveWeight = option('positive-weight', 2);
const epochs = 25;
const rounds = 5;
// A feature must occur in this many training posts to get a weight; weights nearer zero than `smallest` are dropped.
// Both are applied to every model trained here, the cross-validated ones too, so that the held-out figures are
// those of the model as it is shipped; 0.04 keeps the weights file under 2 MiB with the pieces across words
// (0.02 and 0.03 found the same); round 6, with train-6, 0.07 (0.04 found 3,049 of 3,852 unseen distress posts, 0.07 3,050);
// round 7, with dev-blind-6 and train-7, 0.09 (0.07 wrote 2,148 KiB; 0.09 2,004 KiB and found 3,878 against 3,875 of 4,810);
// round 8, with dev-blind-7 and train-8, 0.12 (0.09 wrote 2,192 KiB and 0.11 2,052 KiB, over the 2 MiB limit); round 9, with
// dev-blind-8 and train-9a to -9c, still 0.12: 2,236 KiB, under the about 4 MiB now allowed for both models.
const minimumPosts = 2;
const smallest = option('smallest', 0.12);
// Round 9, chosen by the cross-validation over sets: each post weighs (mean posts of a set / posts of its set)^0.5, and the
// last round's model is the mean of its later epochs' weights. Together they found 6,055 of 7,255 distress posts of the
// unseen sets against 6,019 (181 against 179 ordinary posts refused) and 2,114 against 2,088 of 2,392 on the blind sets;
// balance 1 found fewer (5,992). The weights file is 2,236 KiB (the size allowed is now about 4 MiB with both models).
const balance = option('balance', 0.5);
const average = option('average', 1) === 1;
// Round 10, tried: `--hidden=H` adds a small hidden layer beside the linear weights (wide and deep): the features whose
// names start with one of `--deep=` (letters of the prefixes, default n, w, b, p, j: notions, words, word pairs, the story
// and its conjunctions) each carry H numbers, summed over a window and scaled as the linear part is, then a ReLU and an
// output weight per unit, added to the linear score.
const hidden = option('hidden', 0);
const deepPrefixes = process.argv.find((argument) => argument.startsWith('--deep='))?.slice('--deep='.length) ?? 'nwbpj';
const deepRate = option('deep-rate', 0.1);
const deepL2 = option('deep-l2', 1e-5);

interface Post {
  set: string;
  text: string;
  kind: string;
  label: 'distress' | 'vulgar' | 'ordinary';
  isAboutSomeoneElse: boolean;
  windows: Window[];
  /** The whole post as one window: a distress post's first training example, before its best window is known. */
  whole: Window;
  /** Whether the rules find distress, after the model's veto once the held-out scores are known (round 10). */
  byRules: boolean;
  /** The rules alone, and whether one of their findings is about someone else at risk (never set aside). */
  byRulesAlone: boolean;
  ruleSomeoneElse: boolean;
  vulgar: boolean;
}

const { names: featureNames, idOf } = createFeatureIndex();
const windowOf = (features: string[]): Window => windowOfIds(features.map(idOf));

const setNames = labelledSetNames.filter((name) => name !== 'test');
const posts: Post[] = setNames.flatMap((set) =>
  loadLabelledSet(set).map((post) => {
    const normalised = distressText(post.text);
    // Every window, accidents too: the model learns "cut myself chopping onions" from the sets (reading them
    // found more distress posts in cross-validation than setting accident windows aside, decision 0036).
    const windows = modelWindows(normalised).map(windowFeatures);
    return {
      set,
      text: post.text,
      kind: `${post.label} ${post.isAboutSomeoneElse ? 'someone-else' : (post.note ?? '').split(':')[0]!.trim() || '(no note)'}`,
      label: post.label,
      isAboutSomeoneElse: post.isAboutSomeoneElse,
      windows: windows.map(windowOf),
      whole: windowOf([...new Set(windows.flat())]),
      ...(() => {
        const kinds = [...ruleFindings(normalised)].map((finding) => finding.kind);
        return { byRules: kinds.length > 0, byRulesAlone: kinds.length > 0, ruleSomeoneElse: kinds.includes('someone-else') };
      })(),
      // The vulgar rules alone: the vulgar model's held-out reading is joined with this one's by --dump (round 9).
      vulgar: isVulgarByRules(post.text),
    };
  }),
);

/** The deep part of a model (`--hidden`): H numbers per feature, a bias and an output weight per unit. */
interface Deep {
  embedding: Float64Array;
  unitBias: Float64Array;
  output: Float64Array;
}
type Model = Trained & { deep?: Deep };
let isDeepId = new Uint8Array(0);
const deepIdsOf = (ids: number[]) => ids.filter((id) => isDeepId[id] === 1);
const deepScaleOf = new WeakMap<Window, { deep: number[]; scale: number }>();
function deepOf(window: Window) {
  let found = deepScaleOf.get(window);
  if (!found) {
    const deep = deepIdsOf(window.ids);
    found = { deep, scale: 1 / Math.sqrt(Math.max(1, deep.length)) };
    deepScaleOf.set(window, found);
  }
  return found;
}
const preActivation = new Float64Array(Math.max(1, hidden));
/** The window's score; with a deep part, the units' pre-activations are left in `preActivation`. */
function fullScore(model: Model, window: Window): number {
  const linear = scoreOf(model, window);
  const deep = model.deep;
  if (!deep) return linear;
  const { deep: ids, scale } = deepOf(window);
  for (let unit = 0; unit < hidden; unit += 1) preActivation[unit] = 0;
  for (const id of ids) {
    const base = id * hidden;
    for (let unit = 0; unit < hidden; unit += 1) preActivation[unit]! += deep.embedding[base + unit]!;
  }
  let out = 0;
  for (let unit = 0; unit < hidden; unit += 1) {
    const z = preActivation[unit]! * scale + deep.unitBias[unit]!;
    preActivation[unit] = z;
    if (z > 0) out += z * deep.output[unit]!;
  }
  return linear + out;
}
isDeepId = Uint8Array.from(featureNames, (name) => (hidden > 0 && deepPrefixes.includes(name[0]!) && name[1] === ':' ? 1 : 0));
const postScore = (model: Model, post: Post) => Math.max(-Infinity, ...post.windows.map((window) => fullScore(model, window)));

/**
 * Logistic regression by stochastic gradient descent. Every window of a post that is not distress is a
 * negative example; a distress post is one positive example, first as a whole, then (each later round) as
 * its best window, since one sentence of a long post may carry the risk alone. Posts about someone else at
 * risk are left out: the rules answer them (decision 0018).
 */
function train(training: Post[]): Model {
  const postsWith = new Uint32Array(featureNames.length);
  for (const post of training) for (const id of post.whole.ids) postsWith[id]! += 1;
  const keep = (window: Window): Window => {
    const kept = { ids: window.ids.filter((id) => postsWith[id]! >= minimumPosts), scale: window.scale };
    // The deep part is scaled by the window's own count of deep features, known or not, as a post is scored.
    if (hidden > 0) deepScaleOf.set(kept, { deep: deepIdsOf(kept.ids), scale: deepOf(window).scale });
    return kept;
  };
  // `--balance=a` (round 9, tried): each post weighs (mean posts of a set / posts of its set)^a, so that no writer's set dominates.
  const perSet = new Map<string, number>();
  for (const post of training) perSet.set(post.set, (perSet.get(post.set) ?? 0) + 1);
  const meanPerSet = training.length / Math.max(1, perSet.size);
  const used = training
    .filter((post) => !post.isAboutSomeoneElse && post.windows.length > 0)
    .map((post) => ({ isDistress: post.label === 'distress', windows: post.windows.map(keep), whole: keep(post.whole), weight: balance === 0 ? 1 : (meanPerSet / perSet.get(post.set)!) ** balance }));
  const model: Model = { bias: 0, weights: new Float64Array(featureNames.length) };
  const random = seededRandom(20261123);
  if (hidden > 0) {
    const initial = seededRandom(20261124);
    const embedding = new Float64Array(featureNames.length * hidden);
    for (let k = 0; k < embedding.length; k += 1) embedding[k] = (initial() - 0.5) * 0.2;
    model.deep = { embedding, unitBias: new Float64Array(hidden).fill(0.1), output: Float64Array.from({ length: hidden }, () => (initial() - 0.5) * 1) };
  }
  for (let round = 0; round < rounds; round += 1) {
    const examples = used.flatMap((post) =>
      post.isDistress
        ? [{ window: round === 0 ? post.whole : post.windows.reduce((best, window) => (fullScore(model, window) > fullScore(model, best) ? window : best)), target: 1, weight: post.weight }]
        : post.windows.map((window) => ({ window, target: 0, weight: post.weight })),
    );
    const averaging = average && round === rounds - 1;
    const sum = averaging ? new Float64Array(model.weights.length) : undefined;
    const deepSum = averaging && model.deep ? { embedding: new Float64Array(model.deep.embedding.length), unitBias: new Float64Array(hidden), output: new Float64Array(hidden) } : undefined;
    let sumBias = 0;
    for (let epoch = 0; epoch < epochs; epoch += 1) {
      const learningRate = 1 / (1 + epoch);
      for (let k = examples.length - 1; k > 0; k -= 1) {
        const j = Math.floor(random() * (k + 1));
        [examples[k], examples[j]] = [examples[j]!, examples[k]!];
      }
      const unitGradient = new Float64Array(Math.max(1, hidden));
      for (const { window, target, weight } of examples) {
        const gradient = (1 / (1 + Math.exp(-fullScore(model, window))) - target) * (target === 1 ? positiveWeight : 1) * weight;
        model.bias -= learningRate * gradient;
        for (const id of window.ids) model.weights[id]! -= learningRate * (gradient * window.scale + l2 * model.weights[id]!);
        const deep = model.deep;
        if (deep) {
          const rate = deepRate * learningRate;
          let any = false;
          for (let unit = 0; unit < hidden; unit += 1) {
            const z = preActivation[unit]!;
            unitGradient[unit] = z > 0 ? gradient * deep.output[unit]! : 0;
            if (z > 0) any = true;
            deep.output[unit]! -= rate * ((z > 0 ? gradient * z : 0) + deepL2 * deep.output[unit]!);
            deep.unitBias[unit]! -= rate * unitGradient[unit]!;
          }
          if (any) {
            const { deep: ids, scale } = deepOf(window);
            for (const id of ids) {
              const base = id * hidden;
              for (let unit = 0; unit < hidden; unit += 1) {
                if (unitGradient[unit] !== 0) deep.embedding[base + unit]! -= rate * (unitGradient[unit]! * scale + deepL2 * deep.embedding[base + unit]!);
              }
            }
          }
        }
      }
      if (sum && epoch >= epochs / 2) {
        for (let id = 0; id < sum.length; id += 1) sum[id]! += model.weights[id]!;
        sumBias += model.bias;
        if (deepSum && model.deep) {
          for (let k = 0; k < deepSum.embedding.length; k += 1) deepSum.embedding[k]! += model.deep.embedding[k]!;
          for (let unit = 0; unit < hidden; unit += 1) {
            deepSum.unitBias[unit]! += model.deep.unitBias[unit]!;
            deepSum.output[unit]! += model.deep.output[unit]!;
          }
        }
      }
    }
    // `--average=1` (round 9, tried): the last round's model is the mean of its later epochs' weights.
    if (sum) {
      const count = epochs - Math.ceil(epochs / 2);
      for (let id = 0; id < sum.length; id += 1) model.weights[id] = sum[id]! / count;
      model.bias = sumBias / count;
      if (deepSum && model.deep) {
        for (let k = 0; k < deepSum.embedding.length; k += 1) model.deep.embedding[k] = deepSum.embedding[k]! / count;
        for (let unit = 0; unit < hidden; unit += 1) {
          model.deep.unitBias[unit] = deepSum.unitBias[unit]! / count;
          model.deep.output[unit] = deepSum.output[unit]! / count;
        }
      }
    }
  }
  // The model as it is written: weights rounded to three decimals, those nearer zero than `smallest` dropped.
  for (let id = 0; id < model.weights.length; id += 1) {
    const weight = Math.round(model.weights[id]! * 1000) / 1000;
    model.weights[id] = Math.abs(weight) >= smallest ? weight : 0;
  }
  model.bias = Math.round(model.bias * 1000) / 1000;
  if (model.deep) {
    // As it would be written: the units' numbers rounded to hundredths (one byte each for |x| < 1.28).
    for (let k = 0; k < model.deep.embedding.length; k += 1) model.deep.embedding[k] = Math.max(-1.27, Math.min(1.27, Math.round(model.deep.embedding[k]! * 100) / 100));
    for (let id = 0; id < featureNames.length; id += 1) if (postsWith[id]! < minimumPosts) for (let unit = 0; unit < hidden; unit += 1) model.deep.embedding[id * hidden + unit] = 0;
  }
  return model;
}

// --- Cross-validation grouped by set ------------------------------------------------------------------------
const heldOutScore = new Map<Post, number>();
// `--folds=K` (round 10, to compare choices faster): the sets dealt into K groups in turn, each group held out together.
const folds = option('folds', 0);
const groups = folds > 0 ? Array.from({ length: folds }, (_, fold) => setNames.filter((_set, index) => index % folds === fold)) : setNames.map((set) => [set]);
for (const group of groups) {
  const model = train(posts.filter((post) => !group.includes(post.set as (typeof setNames)[number])));
  for (const post of posts.filter((candidate) => group.includes(candidate.set as (typeof setNames)[number]))) heldOutScore.set(post, postScore(model, post));
}
// Round 10: a rule's finding is set aside where the held-out model reads the post as plainly ordinary (a score under
// `ruleVeto`), but not one about someone else at risk (the model is not trained on those posts; decision 0018 keeps their dialog).
// Chosen by the cross-validation (round 10, on the 29 sets before train-10a and train-10v, then kept): -2 set aside 7 of 3,338
// rule-found distress posts of the unseen sets and 28 of their 83 rule-found ordinary posts (-1 set aside 28 and 41, -3 2 and 13);
// on the 31 sets 8 of 3,579 and 41 of 120. With the budget at 1.7% it finds 7,045 of 8,253 unseen distress posts against 6,830
// (no veto, 1.25%) with 237 against 243 of 8,384 ordinary posts refused. `--veto=-Infinity` turns it off.
const ruleVeto = option('veto', -2);
for (const post of posts) post.byRules = post.byRulesAlone && (post.ruleSomeoneElse || heldOutScore.get(post)! >= ruleVeto);
const vetoed = (label: Post['label']) => posts.filter((post) => post.label === label && !post.isAboutSomeoneElse && post.byRulesAlone && !post.byRules).length;
if (ruleVeto > -Infinity) console.log(`Rule findings set aside by the held-out model (score under ${ruleVeto}): ${vetoed('distress')} distress posts, ${vetoed('ordinary')} ordinary posts`);
const ordinaryLetThrough = posts
  .filter((post) => post.label === 'ordinary' && !post.isAboutSomeoneElse && !post.byRules && !post.vulgar)
  .map((post) => heldOutScore.get(post)!)
  .sort((a, b) => b - a);
const thresholdAt = (budget: number) => ordinaryLetThrough[Math.floor(budget * ordinaryLetThrough.length)]! + 1e-6;
const threshold = thresholdAt(modelRefusalBudget);

function report(title: string, group: (post: Post) => string, cutoff: number, among: (post: Post) => boolean = () => true) {
  const rows = new Map<string, { posts: number; byRules: number; byModel: number; byBoth: number }>();
  for (const post of posts.filter((candidate) => candidate.label !== 'vulgar' && among(candidate))) {
    const row = rows.get(group(post)) ?? { posts: 0, byRules: 0, byModel: 0, byBoth: 0 };
    // Distress answered for a distress post or one about someone else; refused as anything for an ordinary post.
    const answered = post.label === 'ordinary' && !post.isAboutSomeoneElse ? (rules: boolean) => rules || post.vulgar : (rules: boolean) => rules;
    row.posts += 1;
    row.byRules += answered(post.byRules) ? 1 : 0;
    row.byModel += answered(heldOutScore.get(post)! >= cutoff) ? 1 : 0;
    row.byBoth += answered(post.byRules || heldOutScore.get(post)! >= cutoff) ? 1 : 0;
    rows.set(group(post), row);
  }
  console.log(`\n${title}: answered distress (refused, for ordinary posts) by the rules | the held-out model | both`);
  for (const [name, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${name.padEnd(40)} ${percent(row.byRules, row.posts).padEnd(20)} ${percent(row.byModel, row.posts).padEnd(20)} ${percent(row.byBoth, row.posts)}`);
  }
}
const label = (post: Post) => (post.isAboutSomeoneElse ? 'someone else at risk' : post.label);
report(`Cross-validated by set, threshold ${threshold.toFixed(3)} (${(modelRefusalBudget * 100).toFixed(2)}% of ordinary posts the rules let through)`, (post) => `${label(post)}`, threshold);
report('Per set', (post) => `${post.set} ${label(post)}`, threshold);
// The kinds of the blind sets' notes; other notes are counted as their label.
const kinds = /^(?:distress|ordinary) (burden|buried|direct-ideation|goodbye|hopelessness|passive-ideation|plan-means|self-harm|slang|veiled|idiom|topic-talk|recovery|venting-nonrisk|sadness-no-risk|hard-benign|dark-humour|plain|errand|gaming-sports|student-win|medical-study|substring)$/;
const kindOf = (post: Post) => (kinds.test(post.kind) ? post.kind : `${label(post)} (other notes)`);
report('Per kind', kindOf, threshold);
// The sets the rules were never tuned on: there the rules' figures are first readings too.
const unseenByRules: readonly string[] = setsUnseenByRules;
/** Distress posts found and ordinary posts refused (as anything) by the rules with the held-out model at `cutoff`. */
function reading(cutoff: number, among: (post: Post) => boolean) {
  const scored = posts.filter((post) => among(post) && !post.isAboutSomeoneElse);
  const distress = scored.filter((post) => post.label === 'distress');
  const ordinary = scored.filter((post) => post.label === 'ordinary');
  const found = distress.filter((post) => post.byRules || heldOutScore.get(post)! >= cutoff).length;
  const refused = ordinary.filter((post) => post.byRules || post.vulgar || heldOutScore.get(post)! >= cutoff).length;
  return `distress recall ${percent(found, distress.length)}, ordinary refused ${percent(refused, ordinary.length)}`;
}
const isUnseen = (post: Post) => unseenByRules.includes(post.set);
console.log(`\nOn ${unseenByRules.join(', ')} (unseen by the rules and, cross-validated, by the model): ${reading(threshold, isUnseen)}`);
report(`Per kind, on ${unseenByRules.join(', ')} only`, kindOf, threshold, isUnseen);
console.log('\nThe trade-off on held-out sets (budget: ordinary posts the rules let through that the model refuses), on all sets | on the unseen ones:');
for (const budget of [0.005, 0.01, 0.0125, 0.015, 0.017, 0.02, 0.03]) {
  const cutoff = thresholdAt(budget);
  console.log(`  ${(budget * 100).toFixed(2)}%: threshold ${cutoff.toFixed(3)}, ${reading(cutoff, () => true)} | ${reading(cutoff, isUnseen)}`);
}

const blindSets: readonly string[] = releasedBlindSets;
const isBlind = (post: Post) => blindSets.includes(post.set);
console.log(`\nOn the blind sets ${blindSets.join(', ')}:`);
for (const budget of [0.01, 0.0125, 0.015, 0.017, 0.02, 0.025]) console.log(`  ${(budget * 100).toFixed(2)}%: ${reading(thresholdAt(budget), isBlind)} | unseen ${reading(thresholdAt(budget), isUnseen)}`);
// `--cross-validation-only`: the figures above, without writing a model (to compare choices).
// `--dump=file`: every post's held-out score, one JSON line each (round 9: to read the two models together).
const dumpTo = process.argv.find((argument) => argument.startsWith('--dump='))?.slice('--dump='.length);
if (dumpTo) {
  const lines = [JSON.stringify({ threshold })];
  for (const post of posts) lines.push(JSON.stringify({ set: post.set, text: post.text, label: post.label, kind: post.kind, someoneElse: post.isAboutSomeoneElse, byRules: post.byRulesAlone, ruleSomeoneElse: post.ruleSomeoneElse, vulgarByRules: post.vulgar, score: heldOutScore.get(post) }));
  writeFileSync(dumpTo, `${lines.join('\n')}\n`);
}
if (process.argv.includes('--cross-validation-only')) process.exit(0);

// --- The model itself, on every set ----------------------------------------------------------------------------
const final = train(posts);
const weights = Object.fromEntries(featureNames.map((name, id): [string, number] => [name, final.weights[id]!]).filter(([, weight]) => weight !== 0));
const model: DistressModel = { bias: final.bias, threshold: Math.round(threshold * 1000) / 1000, ...(ruleVeto > -Infinity ? { ruleVeto } : {}), weights };
const file = path.resolve(import.meta.dirname, '../src/modules/community/moderation/distress-model.json');
writeFileSync(file, `${JSON.stringify(model)}\n`);
console.log(`\ntrained on ${posts.length} posts of ${setNames.join(', ')}; ${Object.keys(weights).length} weights written to ${path.basename(file)}`);
