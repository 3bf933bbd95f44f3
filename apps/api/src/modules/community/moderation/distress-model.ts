/**
 * A small logistic model over notions (wide classes of words) and their pairs, read per sentence with the
 * next one. It catches distress in wording that no rule spells out ("I think my family would get over it
 * quickly if I died"), after the rules in distress.ts have found nothing. Its weights are trained on the
 * development sets by `npm run train:distress -w @bloom/api` (scripts/train-distress-model.ts), which writes
 * distress-model.json; decision 0032 says why it is there and what it was measured to add.
 */
import { withoutIdioms } from './distress-concepts';
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

/** The model's features: each notion found, and each pair of notions found together. */
export function featuresOf(found: Set<string>): string[] {
  const names = notionNames.filter((name) => found.has(name));
  const features = [...names];
  for (let i = 0; i < names.length; i += 1) for (let j = i + 1; j < names.length; j += 1) features.push(`${names[i]}+${names[j]}`);
  return features;
}

/** The notions of each window of a normalised post: each sentence with the one after it (the post if one sentence). */
export function windowNotions(normalised: string): Set<string>[] {
  const sentences = normalised.split(/(?<=[.!?;\n])\s*/).filter((sentence) => /\w/.test(sentence));
  const found = sentences.map((sentence) => {
    const plain = withoutIdioms(sentence);
    return new Set(notionNames.filter((name) => notions[name]!.test(plain)));
  });
  if (found.length <= 1) return found.length ? found : [new Set()];
  return found.map((notionsOfSentence, index) => new Set([...notionsOfSentence, ...(found[index + 1] ?? [])]));
}

export interface DistressModel {
  bias: number;
  weights: Record<string, number>;
  /** The score at or above which a post counts, set by the training script on the development sets. */
  threshold: number;
}

const model = trained as DistressModel;

export function scoreNotions(found: Set<string>, weights: DistressModel = model): number {
  let score = weights.bias;
  for (const feature of featuresOf(found)) score += weights.weights[feature] ?? 0;
  return score;
}

// The model reads only windows where the writer speaks and nothing sets the notions aside: a negation, a
// past or a recovery, talk about the topic, someone else as subject. The rules handle those with care.
const setAside = ['notWish', 'past', 'topic', 'other'];
export const isReadable = (found: Set<string>) => found.has('self') && !setAside.some((name) => found.has(name));

/** The best readable window's score for a normalised post (-Infinity when none is readable). */
export function modelScore(normalised: string, weights: DistressModel = model): number {
  return Math.max(-Infinity, ...windowNotions(normalised).filter(isReadable).map((found) => scoreNotions(found, weights)));
}

export const modelThreshold = model.threshold;
