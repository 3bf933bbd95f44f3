/**
 * A trained linear model (logistic regression) that reads distress in wording no rule spells out ("I keep
 * hoping I won't wake up", "I've been saving my pills"), read after the rules in distress.ts have found
 * nothing. It weighs words, word pairs (also with one word between), pieces of words (character 3- to
 * 5-grams, so that misspellings and new word forms still count), pieces across words (so that a phrase spaced
 * differently, "kill my self", still shares pieces with "kill myself") and a few wide notions (classes of words),
 * in the normalised spelling of `distressText` with idioms of death blanked out. It scores each sentence and
 * each sentence with the next, so that one risk sentence buried in a long ordinary paragraph counts; the
 * post scores its best window. `npm run train:distress -w @bloom/api` (scripts/train-distress-model.ts)
 * trains it on every labelled set but labelled/test.jsonl, estimates how it does on unseen wording by
 * cross-validation over the sets, and writes distress-model.json; decisions 0032 and 0036 say why it is
 * there and how well it does.
 */
import { ordinaryFarewell, withoutIdioms } from './distress-concepts';
import trained from './distress-model.json' with { type: 'json' };

/** The notions, each a class of words in the normalised spelling of `distressText`. */
export const notions: Record<string, RegExp> = {
  self: /\b(?:i|me|my|myself|mine)\b/,
  other: /\b(?:he|she|they|him|her|them|his|their|my (?:friend|roommate|brother|sister|mom|dad|boyfriend|girlfriend|partner|grandma|grandpa|dog|cat))\b/,
  death: /\b(?:die|dies|dying|died|dead|death|suicid\w*|sui|kill myself|kms|unalive\w*|sewer ?slide|ctb|end my life|take my (?:own )?life|end it all|end it|funeral|coffin|grave|cemetery|overdose|od)\b/,
  notExisting: /\b(?:(?:not|never|no longer|stop|stopped|cease) (?:to |have to )?(?:exist|existing|be alive|being alive|alive|be here|being here|be around|wake up|waking up|woke up|breathing)|disappear\w*|vanish\w*|fade (?:out|away)|erased|be gone|being gone|already gone|gone forever|my absence|be free|sleep forever|take me|let me go|be over|all be over|life (?:to )?ends?|not (?:be )?here anymore|not be around|after i am gone)\b/,
  forever: /\b(?:forever|for good|permanently|never come back|anymore|any longer)\b/,
  wish: /\b(?:want|wish|wishing|hope|hoping|pray|praying|dream|fantasi\w*|would not mind|do not care|fine with|ok with|relief|relieved|calm|peace|rest|easier|better|ready|prefer|rather|tempted|jealous|envy|welcome|waiting for|lucky|free|would not be upset|close my eyes)\b/,
  notWish: /\b(?:(?:do not|never|not|no longer) (?:\w+ )?(?:want|wish|plan|going) to (?:die|kill|hurt)|not suicidal|scared (?:of|to) (?:die|dying)|not going to|for fun|for the|for my)\b/,
  hopeless: /\b(?:no reason|reasons? to|nothing left|nothing to look forward|no point|no future|stop trying|done trying|can not go on|can not anymore|hold on|give up|given up|tired of (?:living|being alive|existing|fighting|trying|surviving)|never (?:going to )?get better|never get better|way out|worthless|hopeless|stay alive|keep going|want out|including myself)\b/,
  harmEvent: /\b(?:accident|crash\w*|hit me|swerved into me|run over|aneurysm|heart attack|cancer|terminal|fatal|sick|shot|killed|went down)\b/,
  means: /\b(?:pills?|meds|medication|prescription|sertraline|antidepressants|sleeping pills|tylenol|vodka|roof|ledge|edge|balcony|window|overpass|bridges?|parking (?:garage|deck)|tracks|train|traffic|highway|river|gun|rope|knife|blades?|razors?)\b/,
  meansAct: /\b(?:looked up|look up|googl\w*|how (?:many|much|high|far|long)|enough|counted|collecting|saved|saving|bought|in case|timing|tonight|plan|planned|planning|lethal|fences|need to know|using it)\b/,
  harmAct: /\b(?:cut|cuts|cutting|burn\w*|scratch\w*|punch\w*|hit|hitting|starv\w*|punish\w*|hurt\w*|harm\w*|bleed\w*|scars?|relaps\w*|self harm\w*|sh|not eat|do not eat)\b/,
  body: /\b(?:myself|my (?:\w+ )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|body|head))\b/,
  burden: /\b(?:burden|better off|without me|relieved|happier|dragging|get over it|deserves? (?:someone )?better|free)\b/,
  selfGone: /\b(?:if i (?:just )?(?:was|were|died|disappeared|stopped|never)|without me|if i was gone|my absence)\b/,
  finality: /\b(?:note|notes|letter|goodbye|bye|last time|one last|sorry|not (?:your|anyones|anyone s) fault|gave|give|look after|will not be around|love you all|tonight|savings|generous)\b/,
  past: /\b(?:used to|years? ago|when i was|in high school|clean for|years? clean|recovery|therapy|now i|a year ago|during|got help|doing (?:so much )?better|moving|after this|until)\b/,
  topic: /\b(?:class|lecture|course|psych|sociology|research|paper|project|museum|training|volunteer\w*|crisis|philosophy)\b/,
};
const notionNames = Object.keys(notions);

/**
 * The features of one sentence, each once: notions (n:), words (w:), word pairs (b:, ^ for the start), pairs with one
 * word between (s:, "hoping _ not"), pieces of words (c:) and pieces across words (x: with the space, y: without).
 */
export function sentenceFeatures(sentence: string): Set<string> {
  const features = new Set<string>();
  for (const name of notionNames) if (notions[name]!.test(sentence)) features.add(`n:${name}`);
  const words = sentence.split(' ').filter(Boolean);
  words.forEach((word, index) => {
    features.add(`w:${word}`);
    features.add(`b:${index === 0 ? '^' : words[index - 1]} ${word}`);
    if (index >= 2) features.add(`s:${words[index - 2]} _ ${word}`);
    // Pieces of whole characters: an emoji is two UTF-16 units, and half of one is no text.
    const padded = /[\uD800-\uDFFF]/.test(word) ? Array.from(` ${word} `) : ` ${word} `;
    for (let size = 3; size <= 5; size += 1) {
      for (let at = 0; at + size <= padded.length; at += 1) features.add(`c:${typeof padded === 'string' ? padded.slice(at, at + size) : padded.slice(at, at + size).join('')}`);
    }
  });
  // Pieces across words: five characters with a word boundary inside ("ll my"), and every five characters with
  // their spaces dropped ("llmy"), so that a phrase spaced or split differently ("kill my self", "kill myself")
  // still shares pieces (whole characters again, for emoji).
  const joined = words.join(' ');
  const characters = /[\uD800-\uDFFF]/.test(joined) ? Array.from(joined) : joined;
  for (let at = 0; at + 5 <= characters.length; at += 1) {
    const piece = typeof characters === 'string' ? characters.slice(at, at + 5) : characters.slice(at, at + 5).join('');
    if (piece.slice(1, -1).includes(' ')) features.add(`x:${piece}`);
    features.add(`y:${piece.replace(/ /g, '')}`);
  }
  return features;
}

// The whole post's story, added to each of its windows: a risk sentence reads differently in a post that
// places it in the past and tells of getting better now (a recovery story) than alone.
const storyPast = /\b(?:used to|years? ago|(?:years?|months?) back|(?:\w+|\d+) (?:months?|years?) ago|when i was|in high school|back (?:then|when)|at my (?:lowest|worst)|there was a time|in the past|last (?:year|spring|summer|fall|winter|semester)|freshman year|as a (?:teen|teenager|kid)|growing up|at one point|(?:\w+|\d+) (?:months?|years?) later|wanted to|tried to|attempted|was|were|had)\b/;
const storyBetter = /\b(?:therapy|therapist|counsel(?:ing|or)|recovery|recovering|recovered|better now|doing (?:so much |a lot )?better|doing (?:ok|okay|well|good)|got help|glad i|still here|(?:years?|months?|days?) clean|clean for|survivor|survived|healing|it gets better|changed my life|saved my life|made it through|got through|grateful|no longer|now i|today i|these days i|proud|happy now|i am okay|learned)\b/;
function storyFeatures(post: string): Set<string> {
  const past = storyPast.test(post);
  const better = storyBetter.test(post);
  // A farewell that is a move, a graduation or a sale ("Goodbye everyone! Graduating Saturday"), as the rules read it.
  const farewell = ordinaryFarewell.test(post);
  return new Set([...(past ? ['p:past'] : []), ...(better ? ['p:better'] : []), ...(past && better ? ['p:past better'] : []), ...(farewell ? ['p:farewell'] : [])]);
}

/** A window: its text, and its features as the sets of its sentences (and the word pair across them). */
export interface ModelWindow {
  text: string;
  parts: Set<string>[];
}

/**
 * The windows the model reads: each sentence, and each sentence with the next one, so that one risk sentence
 * buried in a long ordinary paragraph counts. Each sentence's features are worked out once.
 */
export function modelWindows(normalised: string): ModelWindow[] {
  const sentences = withoutIdioms(normalised)
    .split(/(?<=[.!?;\n])\s*/)
    .map((sentence) => sentence.replace(/[.!?;\n]+/g, ' ').replace(/ +/g, ' ').trim())
    .filter((sentence) => /\w/.test(sentence));
  if (sentences.length === 0) return [{ text: '', parts: [] }];
  const features = sentences.map(sentenceFeatures);
  const story = storyFeatures(sentences.join(' '));
  return sentences.flatMap((text, index) => {
    const next = sentences[index + 1];
    if (next === undefined) return [{ text, parts: [features[index]!, story] }];
    const across = new Set([`b:${text.slice(text.lastIndexOf(' ') + 1)} ${next.split(' ')[0]}`]);
    return [{ text, parts: [features[index]!, story] }, { text: `${text} ${next}`, parts: [features[index]!, features[index + 1]!, across, story] }];
  });
}

/** Every feature of a window, as `windowScore` counts them. */
export const windowFeatures = (window: ModelWindow) => window.parts.flatMap((part) => [...part]);

export interface DistressModel {
  bias: number;
  /** The score at or above which a post counts, set by the training script on held-out sets. */
  threshold: number;
  weights: Record<string, number>;
}

const model = trained as DistressModel;
const weightsOf = new WeakMap<DistressModel, Map<string, number>>();

const partSums = new WeakMap<Set<string>, number>();

/**
 * A window's score: the weights of its features, scaled so that long and short windows weigh alike. A feature
 * in both sentences of a window counts twice, so that each sentence's sum is worked out once.
 */
export function windowScore(window: ModelWindow, weights: DistressModel = model): number {
  let table = weightsOf.get(weights);
  if (!table) weightsOf.set(weights, (table = new Map(Object.entries(weights.weights))));
  let sum = 0;
  let size = 0;
  for (const part of window.parts) {
    let partSum = weights === model ? partSums.get(part) : undefined;
    if (partSum === undefined) {
      partSum = 0;
      for (const feature of part) partSum += table.get(feature) ?? 0;
      if (weights === model) partSums.set(part, partSum);
    }
    sum += partSum;
    size += part.size;
  }
  return weights.bias + sum / Math.sqrt(Math.max(1, size));
}

/** The best window's score for a normalised post. */
export function modelScore(normalised: string, weights: DistressModel = model): number {
  return Math.max(...modelWindows(normalised).map((window) => windowScore(window, weights)));
}

export const modelThreshold = model.threshold;
