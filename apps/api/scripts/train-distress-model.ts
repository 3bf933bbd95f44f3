/**
 * Trains the notion model of distress-model.ts on the development sets (never on labelled/test.jsonl) and
 * writes its weights to distress-model.json. Deterministic: the same sets give the same weights.
 * Run with `npm run train:distress -w @bloom/api`; then run the moderation tests and bench (decision 0032).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { distressText } from '../src/modules/community/moderation/distress';
import { featuresOf, isReadable, windowNotions, type DistressModel } from '../src/modules/community/moderation/distress-model';
import { labelledSetNames, loadLabelledSet } from '../src/modules/community/moderation/labelled-sets';

// Share of ordinary development posts the model alone may refuse: the threshold is set there.
const ordinaryRefusedByModel = 0.01;
const l2 = 0.003;
const learningRate = 0.05;

// A small seeded generator, so that the shuffles (and so the weights) are the same on every run.
let seed = 20261123;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

// `--without <set>` leaves a set out, to measure the model on it before it is trained on (decision 0032).
const leftOut = process.argv.includes('--without') ? process.argv[process.argv.indexOf('--without') + 1] : undefined;
const posts = labelledSetNames
  .filter((name) => name !== 'test' && name !== leftOut)
  .flatMap((name) => loadLabelledSet(name))
  .filter((post) => post.label !== 'vulgar' && !post.isAboutSomeoneElse)
  .map((post) => ({ isDistress: post.label === 'distress', windows: windowNotions(distressText(post.text)).filter(isReadable).map(featuresOf) }))
  .filter((post) => post.windows.length > 0);

const model: DistressModel = { bias: 0, weights: {}, threshold: 0 };
const score = (features: string[]) => features.reduce((sum, feature) => sum + (model.weights[feature] ?? 0), model.bias);

function train(examples: { features: string[]; target: number }[], epochs: number) {
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let k = examples.length - 1; k > 0; k -= 1) {
      const j = Math.floor(random() * (k + 1));
      [examples[k], examples[j]] = [examples[j]!, examples[k]!];
    }
    for (const { features, target } of examples) {
      const gradient = 1 / (1 + Math.exp(-score(features))) - target;
      model.bias -= learningRate * gradient;
      for (const feature of features) {
        const weight = model.weights[feature] ?? 0;
        model.weights[feature] = weight - learningRate * (gradient + l2 * weight);
      }
    }
  }
}

// Every window of an ordinary post is a negative example; a distress post counts by its best window (after
// a first round on all its notions together), since only one sentence of a long post may carry the risk.
for (let round = 0; round < 4; round += 1) {
  const examples = posts.flatMap(({ isDistress, windows }) =>
    isDistress
      ? [{ features: round === 0 ? [...new Set(windows.flat())] : windows.reduce((best, window) => (score(window) > score(best) ? window : best)), target: 1 }]
      : windows.map((features) => ({ features, target: 0 })),
  );
  train(examples, 15);
}

const ordinaryScores = posts
  .filter((post) => !post.isDistress)
  .map((post) => Math.max(...post.windows.map(score)))
  .sort((a, b) => b - a);
model.threshold = ordinaryScores[Math.floor(ordinaryRefusedByModel * ordinaryScores.length)]! + 1e-6;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const weights = Object.fromEntries(Object.entries(model.weights).filter(([, weight]) => Math.abs(weight) >= 0.01).map(([feature, weight]) => [feature, round3(weight)]));
const file = path.resolve(import.meta.dirname, '../src/modules/community/moderation/distress-model.json');
writeFileSync(file, `${JSON.stringify({ bias: round3(model.bias), threshold: round3(model.threshold), weights }, null, 1)}\n`);
const found = posts.filter((post) => post.isDistress && Math.max(...post.windows.map(score)) >= model.threshold);
console.log(`trained on ${posts.length} posts; threshold ${round3(model.threshold)}; the model alone finds ${found.length} of ${posts.filter((post) => post.isDistress).length} distress posts`);
