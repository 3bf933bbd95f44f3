/**
 * What the two training scripts (train-distress-model.ts, train-vulgar-model.ts) share: their command-line
 * options, a seeded generator, feature numbering, windows and their scores, and the report's percentages.
 */

/** `--name=value` from the command line, or `fallback`. */
export const option = (name: string, fallback: number) => {
  const given = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
};

/** A small seeded generator, so that the shuffles (and so the weights) are the same on every run. */
export function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Features numbered once, in the order first seen, so that training works on arrays. */
export function createFeatureIndex() {
  const ids = new Map<string, number>();
  const names: string[] = [];
  const idOf = (feature: string) => {
    let id = ids.get(feature);
    if (id === undefined) {
      id = names.push(feature) - 1;
      ids.set(feature, id);
    }
    return id;
  };
  return { names, idOf };
}

export interface Window {
  ids: number[];
  /** 1 / sqrt(number of features), as the models scale a window. */
  scale: number;
}

export const windowOfIds = (ids: number[]): Window => ({ ids, scale: 1 / Math.sqrt(Math.max(1, ids.length)) });

export interface Trained {
  bias: number;
  weights: Float64Array;
}

export const scoreOf = (model: Trained, window: Window) => {
  let sum = 0;
  for (const id of window.ids) sum += model.weights[id]!;
  return model.bias + sum * window.scale;
};

export const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}% (${part}/${whole})`;
