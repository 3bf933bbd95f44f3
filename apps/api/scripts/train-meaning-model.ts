/**
 * Trains the second reading of meaning-model.ts (decision 0036, session 12) and writes meaning-model.json.
 *
 * Input: every post's held-out distress-model score, as `npm run train:distress -w @bloom/api -- --cross-validation-only
 * --dump=FILE` writes them (`--scores=FILE`), and the sentence encoder's reading of each post, kept in
 * `apps/api/.cache/sentence-embeddings.bin` (worked out on first use: 20-100 ms a post, about twenty minutes for every set).
 * A network with one hidden layer learns distress from the encoder's numbers; cross-validated by groups of sets, its
 * held-out output is added to the held-out distress score, and the threshold is set where `budget` of the ordinary posts
 * the rules let through reach it. Then the network is trained on every set and written, its first layer as signed bytes.
 * Deterministic: the same sets and readings give the same file. Run with `npm run train:meaning -w @bloom/api -- --scores=FILE`.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { networkOf, networkOutput, type MeaningModelFile } from '../src/modules/community/moderation/meaning-model';
import { embedSentence, SENTENCE_DIMENSIONS } from '../src/modules/community/moderation/sentence-encoder';
import { releasedBlindSets, setsUnseenByRules } from '../src/modules/community/moderation/labelled-sets';
import { option, percent, seededRandom } from './model-training';

// Chosen by the cross-validation (decision 0036, session 12): 128 hidden units over 30 epochs found more than 32 over 15;
// the output kept within 8 and weighed 0.25 (at most 2 either way) beside the distress score found the most at 1-2% of
// ordinary posts refused (weights 0.5 and 1 found less); the rules' veto at -2.5 (2 x (1 + weight), scaled as the sum is).
const hidden = option('hidden', 128);
const epochs = option('epochs', 30);
const learningRate = 1e-3;
const l2 = 1e-4;
const batchSize = 128;
const inputScale = 10;
const clip = option('clip', 8);
const weight = option('weight', 0.25);
const ruleVeto = option('veto', -2.5);
// The largest budget at which the 26 sets unseen by the rules, cross-validated, refuse at most 2% of their ordinary posts (the
// goal): 1% (session 15: 89.6% of distress at 2.0%). The released blind sets alone promised more (2%: 95.7% at 1.2%), but blind
// sets 14 and 15, read at 2%, refused 2.5% and 2.8% (decision 0036, 'Session 15').
const budget = option('budget', 0.01);
const folds = 8;

interface Post {
  set: string;
  text: string;
  label: 'distress' | 'vulgar' | 'ordinary';
  kind: string;
  someoneElse: boolean;
  byRules: boolean;
  ruleSomeoneElse: boolean;
  vulgarByRules: boolean;
  score: number;
}
const scoresFile = process.argv.find((argument) => argument.startsWith('--scores='))?.slice('--scores='.length);
if (!scoresFile) throw new Error('--scores=FILE: the held-out distress scores (train-distress-model.ts --cross-validation-only --dump=FILE)');
const posts: Post[] = readFileSync(scoresFile, 'utf8').split('\n').slice(1).filter(Boolean).map((line) => JSON.parse(line) as Post);

// --- The encoder's readings, kept by each text's SHA-1 --------------------------------------------------------------
const cacheFile = path.resolve(import.meta.dirname, '../.cache/sentence-embeddings.bin');
const recordSize = 20 + 4 * SENTENCE_DIMENSIONS;
const readings = new Map<string, Float32Array>();
if (existsSync(cacheFile)) {
  const bytes = readFileSync(cacheFile);
  for (let at = 0; at + recordSize <= bytes.length; at += recordSize) {
    readings.set(bytes.subarray(at, at + 20).toString('hex'), new Float32Array(bytes.buffer.slice(bytes.byteOffset + at + 20, bytes.byteOffset + at + recordSize)));
  }
}
mkdirSync(path.dirname(cacheFile), { recursive: true });
const keyOf = (text: string) => createHash('sha1').update(text).digest('hex');
const missing = [...new Set(posts.map((post) => post.text))].filter((text) => !readings.has(keyOf(text)));
for (const [index, text] of missing.entries()) {
  const vector = await embedSentence(text);
  readings.set(keyOf(text), vector);
  appendFileSync(cacheFile, Buffer.concat([Buffer.from(keyOf(text), 'hex'), Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength)]));
  if ((index + 1) % 500 === 0) console.log(`read ${index + 1} of ${missing.length} new posts`);
}
const inputOf = (post: Post) => readings.get(keyOf(post.text))!;

// --- The network, trained by mini-batches with Adam -------------------------------------------------------------------
interface Weights {
  first: Float32Array;
  firstBias: Float32Array;
  output: Float32Array;
  outputBias: Float32Array;
}

function train(training: Post[]): MeaningModelFile {
  const random = seededRandom(20261124);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const weights: Weights = {
    first: Float32Array.from({ length: SENTENCE_DIMENSIONS * hidden }, () => gaussian() / Math.sqrt(SENTENCE_DIMENSIONS)),
    firstBias: new Float32Array(hidden),
    output: Float32Array.from({ length: hidden }, () => gaussian() / Math.sqrt(hidden)),
    outputBias: new Float32Array(1),
  };
  const parts = Object.keys(weights) as (keyof Weights)[];
  const moment = Object.fromEntries(parts.map((part) => [part, new Float32Array(weights[part].length)])) as unknown as Weights;
  const square = Object.fromEntries(parts.map((part) => [part, new Float32Array(weights[part].length)])) as unknown as Weights;
  const gradient = Object.fromEntries(parts.map((part) => [part, new Float32Array(weights[part].length)])) as unknown as Weights;
  const used = training.filter((post) => !post.someoneElse);
  const inputs = used.map((post) => Float32Array.from(inputOf(post), (x) => x * inputScale));
  const targets = used.map((post) => (post.label === 'distress' ? 1 : 0));
  const units = new Float32Array(hidden);
  const order = used.map((_, index) => index);
  let step = 0;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let k = order.length - 1; k > 0; k -= 1) {
      const j = Math.floor(random() * (k + 1));
      [order[k], order[j]] = [order[j]!, order[k]!];
    }
    for (let start = 0; start < order.length; start += batchSize) {
      const batch = order.slice(start, start + batchSize);
      for (const part of parts) gradient[part].fill(0);
      for (const index of batch) {
        const x = inputs[index]!;
        units.set(weights.firstBias);
        for (let input = 0; input < SENTENCE_DIMENSIONS; input += 1) {
          const value = x[input]!;
          const row = input * hidden;
          for (let unit = 0; unit < hidden; unit += 1) units[unit]! += value * weights.first[row + unit]!;
        }
        let output = weights.outputBias[0]!;
        for (let unit = 0; unit < hidden; unit += 1) if (units[unit]! > 0) output += units[unit]! * weights.output[unit]!;
        // A distress post weighs two ordinary ones, as in the distress model.
        const error = ((1 / (1 + Math.exp(-output)) - targets[index]!) * (targets[index] === 1 ? 2 : 1)) / batch.length;
        gradient.outputBias[0]! += error;
        for (let unit = 0; unit < hidden; unit += 1) {
          if (units[unit]! <= 0) {
            // A unit that did not fire passes nothing back.
            units[unit] = 0;
            continue;
          }
          gradient.output[unit]! += error * units[unit]!;
          const back = error * weights.output[unit]!;
          gradient.firstBias[unit]! += back;
          units[unit] = back;
        }
        for (let input = 0; input < SENTENCE_DIMENSIONS; input += 1) {
          const value = x[input]!;
          const row = input * hidden;
          for (let unit = 0; unit < hidden; unit += 1) gradient.first[row + unit]! += value * units[unit]!;
        }
      }
      step += 1;
      for (const part of parts) {
        const w = weights[part];
        const g = gradient[part];
        const m = moment[part];
        const v = square[part];
        const decay = part === 'first' || part === 'output' ? l2 : 0;
        for (let at = 0; at < w.length; at += 1) {
          const grad = g[at]! + decay * w[at]!;
          m[at] = 0.9 * m[at]! + 0.1 * grad;
          v[at] = 0.999 * v[at]! + 0.001 * grad * grad;
          w[at]! -= (learningRate * (m[at]! / (1 - 0.9 ** step))) / (Math.sqrt(v[at]! / (1 - 0.999 ** step)) + 1e-8);
        }
      }
    }
  }
  // As written: the first layer as signed bytes with a scale per unit, the rest rounded to five decimals.
  const firstScales = Array.from({ length: hidden }, (_, unit) => {
    let largest = 0;
    for (let input = 0; input < SENTENCE_DIMENSIONS; input += 1) largest = Math.max(largest, Math.abs(weights.first[input * hidden + unit]!));
    return Number((largest / 127 || 1).toPrecision(6));
  });
  const bytes = Int8Array.from(weights.first, (value, at) => Math.max(-127, Math.min(127, Math.round(value / firstScales[at % hidden]!))));
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    hidden,
    inputScale,
    firstWeights: Buffer.from(bytes.buffer).toString('base64'),
    firstScales,
    firstBiases: Array.from(weights.firstBias, round),
    outputWeights: Array.from(weights.output, round),
    outputBias: round(weights.outputBias[0]!),
    clip,
    weight,
    threshold: 0,
    ruleVeto,
  };
}

// --- Cross-validation by groups of sets ---------------------------------------------------------------------------------
const sets = [...new Set(posts.map((post) => post.set))].sort();
const heldOut = new Map<Post, number>();
for (let fold = 0; fold < folds; fold += 1) {
  const group = new Set(sets.filter((_, index) => index % folds === fold));
  const network = networkOf(train(posts.filter((post) => !group.has(post.set))));
  for (const post of posts.filter((candidate) => group.has(candidate.set))) heldOut.set(post, networkOutput(network, inputOf(post)));
  console.log(`fold ${fold + 1} of ${folds}: held out ${[...group].join(', ')}`);
}
const combined = (post: Post, withMeaning = true) => post.score + (withMeaning ? weight * Math.max(-clip, Math.min(clip, heldOut.get(post)!)) : 0);
const byRules = (post: Post, score: number, veto: number) => post.byRules && (post.ruleSomeoneElse || score >= veto);
function thresholdAt(share: number, withMeaning: boolean, veto: number) {
  const letThrough = posts
    .filter((post) => post.label === 'ordinary' && !post.someoneElse && !post.vulgarByRules && !byRules(post, combined(post, withMeaning), veto))
    .map((post) => combined(post, withMeaning))
    .sort((a, b) => b - a);
  return letThrough[Math.floor(share * letThrough.length)]! + 1e-6;
}
const threshold = thresholdAt(budget, true, ruleVeto);
const unseenByRules: readonly string[] = setsUnseenByRules;
function reading(cutoff: number, withMeaning: boolean, veto: number, among: (post: Post) => boolean) {
  const scored = posts.filter((post) => among(post) && !post.someoneElse);
  const shows = (post: Post) => byRules(post, combined(post, withMeaning), veto) || combined(post, withMeaning) >= cutoff;
  const distress = scored.filter((post) => post.label === 'distress');
  const ordinary = scored.filter((post) => post.label === 'ordinary');
  const found = distress.filter(shows).length;
  const refused = ordinary.filter((post) => shows(post) || post.vulgarByRules).length;
  return `distress recall ${percent(found, distress.length)}, ordinary refused ${percent(refused, ordinary.length)}`;
}
const isUnseen = (post: Post) => unseenByRules.includes(post.set);
const releasedBlind: readonly string[] = releasedBlindSets;
const isBlind = (post: Post) => releasedBlind.includes(post.set);
console.log(`\nOn the sets unseen by the rules (${unseenByRules.length}), cross-validated, the distress model alone (veto -2) | with the second reading:`);
for (const share of [0.005, 0.01, 0.0125, 0.015, 0.017, 0.02, 0.025]) {
  const cutoff = thresholdAt(share, true, ruleVeto);
  console.log(`  ${(share * 100).toFixed(2)}%: ${reading(thresholdAt(share, false, -2), false, -2, isUnseen)} | threshold ${cutoff.toFixed(3)}: ${reading(cutoff, true, ruleVeto, isUnseen)}`);
}
console.log(`On the released blind sets, the same:`);
for (const share of [0.005, 0.01, 0.0125, 0.015, 0.017, 0.02, 0.025]) {
  console.log(`  ${(share * 100).toFixed(2)}%: ${reading(thresholdAt(share, false, -2), false, -2, isBlind)} | ${reading(thresholdAt(share, true, ruleVeto), true, ruleVeto, isBlind)}`);
}
console.log(`Chosen budget ${(budget * 100).toFixed(2)}%.`);
// Where the second reading is read at all: where it could change the answer (meaningReach = weight x clip either way).
const reach = weight * clip;
const near = (post: Post) => (!post.byRules || !post.ruleSomeoneElse) && (Math.abs(post.score - threshold) < reach || (post.byRules && Math.abs(post.score - ruleVeto) < reach));
for (const label of ['ordinary', 'distress'] as const) {
  const among = posts.filter((post) => post.label === label && isUnseen(post));
  console.log(`The encoder is read for ${percent(among.filter(near).length, among.length)} of the unseen sets' ${label} posts`);
}

if (process.argv.includes('--cross-validation-only')) process.exit(0);
const model = { ...train(posts), threshold: Math.round(threshold * 1000) / 1000 };
const file = path.resolve(import.meta.dirname, '../src/modules/community/moderation/meaning-model.json');
writeFileSync(file, `${JSON.stringify(model)}\n`);
console.log(`\ntrained on ${posts.length} posts of ${sets.length} sets; written to ${path.basename(file)}`);
