import trained from './meaning-model.json' with { type: 'json' };
import { SENTENCE_DIMENSIONS } from './sentence-encoder';

/**
 * The second reading of a post (decision 0036, session 12): a small network over the sentence encoder's 512 numbers
 * (sentence-encoder.ts) reads what a post means where the words alone leave it near the line. Its output, kept within
 * `clip` and weighed by `weight`, is added to the distress model's score; the sum is held to the thresholds below.
 * Trained by scripts/train-meaning-model.ts.
 */
export interface MeaningModelFile {
  hidden: number;
  /** The encoder's numbers are multiplied by this before the first layer (a vector of length one has small parts). */
  inputScale: number;
  /** The first layer's weights, input by input (`hidden` a row), as signed bytes in base64, each unit's times its scale. */
  firstWeights: string;
  firstScales: number[];
  firstBiases: number[];
  outputWeights: number[];
  outputBias: number;
  /** The network's output is kept within plus or minus this... */
  clip: number;
  /** ...and weighs this much beside the distress model's score. */
  weight: number;
  /** The combined score at or above which a post shows distress. */
  threshold: number;
  /** A rule's finding (not about someone else) is set aside when the combined score is under this. */
  ruleVeto: number;
}

/** The network ready to run: the first layer's weights as numbers. */
export interface MeaningNetwork {
  hidden: number;
  inputScale: number;
  firstWeights: Float32Array;
  firstBiases: Float32Array;
  outputWeights: Float32Array;
  outputBias: number;
}

export function networkOf(file: Pick<MeaningModelFile, 'hidden' | 'inputScale' | 'firstWeights' | 'firstScales' | 'firstBiases' | 'outputWeights' | 'outputBias'>): MeaningNetwork {
  const raw = Buffer.from(file.firstWeights, 'base64');
  const bytes = new Int8Array(raw.buffer, raw.byteOffset, raw.length);
  if (bytes.length !== SENTENCE_DIMENSIONS * file.hidden) throw new Error('meaning-model.json: the first layer has the wrong size');
  const firstWeights = new Float32Array(bytes.length);
  for (let at = 0; at < bytes.length; at += 1) firstWeights[at] = bytes[at]! * file.firstScales[at % file.hidden]!;
  return {
    hidden: file.hidden,
    inputScale: file.inputScale,
    firstWeights,
    firstBiases: Float32Array.from(file.firstBiases),
    outputWeights: Float32Array.from(file.outputWeights),
    outputBias: file.outputBias,
  };
}

/** The network's output for one encoder reading (a logit: above zero reads as distress). */
export function networkOutput(network: MeaningNetwork, vector: Float32Array): number {
  const units = Float32Array.from(network.firstBiases);
  for (let input = 0; input < SENTENCE_DIMENSIONS; input += 1) {
    const x = vector[input]! * network.inputScale;
    if (x === 0) continue;
    const row = input * network.hidden;
    for (let unit = 0; unit < network.hidden; unit += 1) units[unit]! += x * network.firstWeights[row + unit]!;
  }
  let output = network.outputBias;
  for (let unit = 0; unit < network.hidden; unit += 1) if (units[unit]! > 0) output += units[unit]! * network.outputWeights[unit]!;
  return output;
}

const file = trained as MeaningModelFile;
const network = networkOf(file);

/** What the second reading adds to the distress model's score: within plus or minus `meaningReach`. */
export const meaningAddition = (vector: Float32Array) => file.weight * Math.max(-file.clip, Math.min(file.clip, networkOutput(network, vector)));
/** The most the second reading can move a score either way. */
export const meaningReach = file.weight * file.clip;
export const meaningThreshold = file.threshold;
export const meaningRuleVeto = file.ruleVeto;
