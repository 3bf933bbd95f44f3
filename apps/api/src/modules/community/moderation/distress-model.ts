/**
 * A trained linear model (logistic regression) that reads distress in wording no rule spells out ("I keep
 * hoping I won't wake up", "I've been saving my pills"), read after the rules in distress.ts have found
 * nothing. It weighs words, word pairs (also with one word between), pieces of words (character 3- to
 * 5-grams, so that misspellings and new word forms still count), pieces across words (so that a phrase spaced
 * differently, "kill my self", still shares pieces with "kill myself") and a few wide notions (classes of words),
 * in the normalised spelling of `distressText` with idioms of death blanked out. It scores each sentence and
 * each sentence with the next, so that one risk sentence buried in a long ordinary paragraph counts; the
 * post scores its best window. Each window also reads the post's story (a past, getting better, an ordinary farewell,
 * coping now, grief for someone else, an ordinary reason such as a move or a lease, and errands or a time horizon with
 * no such reason: decision 0036, round 7), alone and joined with the notions of each sentence. `npm run train:distress -w @bloom/api` (scripts/train-distress-model.ts)
 * trains it on every labelled set but labelled/test.jsonl, estimates how it does on unseen wording by
 * cross-validation over the sets, and writes distress-model.json; decisions 0032 and 0036 say why it is
 * there and how well it does.
 */
import { ordinaryAbsence, ordinaryFarewell, withoutIdioms } from './distress-concepts';
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
  // Round 7: a time horizon that ends ("much longer", "after friday", "the last page", "one way", "just in case").
  horizon: /\b(?:much longer|for long|after (?:this|that|tonight|tomorrow|today|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|this week|this weekend)|by (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|then|tomorrow|tonight|the weekend|next week)|this (?:semester|week|weekend) (?:is|will be) (?:the )?last|almost over|(?:the )?last (?:page|chapter|time|walk|day|night|week|post|message|thing)|one way|just in case|for real this time|counting down|the right time|when the time comes|(?:will not|wont|not going to) (?:matter|be a problem|be here|be around|come back)|(?:do not|dont|not) come back|not coming back|ends? (?:this|on|soon|tonight)|signing off)\b/,
  // Round 7: a need or a future thing the writer says is no longer theirs ("will not need", "no point buying").
  noNeed: /\b(?:(?:will not|wont|not going to|do not think i will|do not|dont) (?:\w+ ){0,2}?(?:need|needing|have to (?:worry|pay|deal|think|go)|worry about|bother|be using|use|renew)|no (?:point|need|use) (?:in )?(?:buying|renewing|signing|registering|paying|planning|applying|saving|getting|booking|studying)|(?:cancel\w*|unsubscrib\w*|deleted|deleting|delete) (?:my |all my |the )?(?:\w+ )?(?:accounts?|subscriptions?|lease|plans?|appointments?|registration|socials|instagram|everything))\b/,
  // Round 7: putting affairs in order (giving things away, a new home for a pet, passwords, refunds, debts, insurance).
  affairs: /\b(?:gave|give|giving|given) (?:away|back|my|him|her|them)|new home|rehom\w*|take (?:her|him|them|my (?:cat|dog|plants?|fish|hamster))|passwords?|refunds?|insurance|beneficiar\w*|paid (?:back|off)|pay (?:back|off)|owed|debts?|my will\b|who gets|my (?:stuff|things|belongings)|dropped (?:\w+ ){0,2}off with|(?:scheduled|schedule|set up) (?:an |a |the )?(?:email|message|post|text)|read the last|my journal|letters? (?:for|to) (?:my|each|every)/,
  // Round 7: an ordinary reason for an errand or a farewell: a move, a lease, a job, graduating, a transfer.
  reason: /\b(?:moving|move|moved|lease|landlord|apartment|allerg\w*|graduat\w*|transfer\w*|abroad|internship|new job|job offer|switch\w* (?:majors?|schools?)|withdr\w*|semester off|study abroad|leaving (?:for|to)|going to (?:a|the|my) new)\b/,
  // Round 7: signs of self-harm kept hidden (marks, bandages, stitches, concealer) or told as an accident that was not.
  harmSigns: /\b(?:marks?|bandages?|band aids?|stitches|bloody|bled|blood|concealer|long sleeves|hoodie|reopen\w*|infected|fade|hide (?:the|my|them|it|cuts|marks|scars|burns)|hiding (?:the|my|them|it|cuts|marks|scars|burns)|it was not|it wasnt|i lied|told them it was|the old way|as punishment|punish myself|until i (?:bleed|shake|shaking|bruise)|ice cube|rubber band|barcode|cat scratch\w*)\b/,
  // Round 7: hope or fight used up ("ran out of", "checking out", "not doing it again", "waiting for the right time").
  usedUp: /\b(?:ran out of|run out of|running out of|out of (?:fight|hope|reasons|next|chances|time|energy|tries)|checking out|check out (?:for good|early)|accepted it|no fixing|not doing (?:\w+ ){0,2}(?:more|again)|can not face|can not do (?:\w+ ){0,2}more|all (?:that is|i have) left|waiting for (?:the )?(?:right|end)|nothing left|used up|got out early|trade places)\b/,
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
const storyCoping = /\b(?:appointment|counseling center|drop in|office hours|talked to|talking to|reached out|meeting with|going to (?:the |a |my )?(?:doctor|counsel\w*|clinic|therapy)|made a (?:plan|schedule)|breathing|(?:it |that |which )?helps?|helped|supportive|one day at a time|hour by hour|taking it)\b/;
const storyGrief = /\b(?:passed away|passed|funeral|memorial|put (?:\w+ )?down|rest (?:easy|in peace)|rip|(?:grandma|grandpa|grandmother|grandfather|mom|dad|mother|father|dog|cat|friend|uncle|aunt|cousin|brother|sister|pet|puppy|kitten|hamster) (?:died|passed|is gone)|lost my (?:grandma|grandpa|grandmother|grandfather|mom|dad|mother|father|dog|cat|friend|uncle|aunt|cousin|brother|sister|pet))\b/;
function storyFeatures(post: string): Set<string> {
  const past = storyPast.test(post);
  const better = storyBetter.test(post);
  // A farewell that is a move, a graduation or a sale ("Goodbye everyone! Graduating Saturday"), as the rules read it.
  const farewell = ordinaryFarewell.test(post);
  // Coping now (an appointment, someone talked to, something that helps) and grief for someone else: sadness
  // that is not a risk to the writer.
  const coping = storyCoping.test(post);
  const grief = storyGrief.test(post);
  const reason = notions.reason!.test(post) || ordinaryAbsence.test(post);
  // Errands and a time horizon in one post, and each without an ordinary reason (a move, a lease, graduating).
  const affairs = notions.affairs!.test(post);
  const horizon = notions.horizon!.test(post) || notions.noNeed!.test(post);
  const errandCues = [...(affairs && horizon ? ['p:affairs horizon'] : []), ...(affairs && !reason ? ['p:affairs no reason'] : []), ...(horizon && !reason ? ['p:horizon no reason'] : [])];
  return new Set([...errandCues, ...(reason ? ['p:reason'] : []), ...(past ? ['p:past'] : []), ...(better ? ['p:better'] : []), ...(past && better ? ['p:past better'] : []), ...(farewell ? ['p:farewell'] : []), ...(coping ? ['p:coping'] : []), ...(grief ? ['p:grief'] : [])]);
}
/**
 * The post's story joined with each notion of a sentence ("j:p:past better death"): a death wish weighs
 * differently in a recovery story or beside grief than alone (decision 0036, round 6).
 */
function conjunctions(notionsOfSentence: string[], story: Set<string>): Set<string> {
  const joined = new Set<string>();
  for (const part of story) for (const name of notionsOfSentence) joined.add(`j:${part} ${name}`);
  return joined;
}
const notionsIn = (features: Set<string>) => notionNames.filter((name) => features.has(`n:${name}`));

/** A window: its text, and its features as the sets of its sentences (and the word pair across them). */
export interface ModelWindow {
  text: string;
  parts: Set<string>[];
}

/**
 * The windows the model reads: each sentence, and each sentence with the next one, so that one risk sentence
 * buried in a long ordinary paragraph counts. Each sentence's features are worked out once.
 */
const modelSentences = (normalised: string) =>
  withoutIdioms(normalised)
    .split(/(?<=[.!?;\n])\s*/)
    .map((sentence) => sentence.replace(/[.!?;\n]+/g, ' ').replace(/ +/g, ' ').trim())
    .filter((sentence) => /\w/.test(sentence));

export function modelWindows(normalised: string): ModelWindow[] {
  const sentences = modelSentences(normalised);
  if (sentences.length === 0) return [{ text: '', parts: [] }];
  const features = sentences.map(sentenceFeatures);
  const story = storyFeatures(sentences.join(' '));
  const joint = features.map((sentence) => conjunctions(notionsIn(sentence), story));
  return sentences.flatMap((text, index) => {
    const next = sentences[index + 1];
    if (next === undefined) return [{ text, parts: [features[index]!, story, joint[index]!] }];
    const across = new Set([`b:${text.slice(text.lastIndexOf(' ') + 1)} ${next.split(' ')[0]}`]);
    return [{ text, parts: [features[index]!, story, joint[index]!] }, { text: `${text} ${next}`, parts: [features[index]!, features[index + 1]!, across, story, joint[index]!, joint[index + 1]!] }];
  });
}

/** Every feature of a window, as `windowScore` counts them. */
export const windowFeatures = (window: ModelWindow) => window.parts.flatMap((part) => [...part]);

export interface DistressModel {
  bias: number;
  /** The score at or above which a post counts, set by the training script on held-out sets. */
  threshold: number;
  /**
   * Round 10 (decision 0036): a rule's finding is set aside when the post scores under this (the model reads it as
   * plainly ordinary), but not a finding about someone else at risk.
   */
  ruleVeto?: number;
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

// --- Scoring without feature strings ---------------------------------------------------------------------------
// `sentenceFeatures` builds thousands of strings a post (pieces of words and across words); scoring only needs, for
// each sentence, the sum of the weights of its distinct features and how many there are. So the same features are
// worked out as two 32-bit hashes of their text (FNV-1a and a second multiply-xor hash, over code points), looked
// up in an open-addressed table built once from the weights, and told apart in a reused hash set. Two hashes make a
// 64-bit key: a wrong match is about one in 10^13 lookups. The test checks both paths give the same scores.
const seed1 = 0x811c9dc5;
const seed2 = 0x3c6ef372;
const step1 = (hash: number, code: number) => Math.imul(hash ^ code, 0x01000193);
const step2 = (hash: number, code: number) => {
  const mixed = Math.imul(hash ^ code, 0x5bd1e995);
  return mixed ^ (mixed >>> 15);
};
/** A state of both hashes after a feature's prefix ("c:"). */
type HashState = [number, number];
function feed(state: HashState, text: string): HashState {
  let [a, b] = state;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    a = step1(a, code);
    b = step2(b, code);
  }
  return [a, b];
}
const finish = (hash: number) => {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
};

/**
 * The weights by hash, open-addressed with linear probing; each slot is four integers side by side (one memory
 * read a probe): the two hashes, the weight in thousandths (the training script rounds weights to three decimals,
 * so this is exact) and 1 when the slot is used.
 */
interface HashedWeights {
  mask: number;
  slots: Int32Array;
}
function hashedWeights(weights: Record<string, number>): HashedWeights {
  const entries = Object.entries(weights);
  let capacity = 1024;
  while (capacity < entries.length * 1.6) capacity *= 2;
  const table: HashedWeights = { mask: capacity - 1, slots: new Int32Array(capacity * 4) };
  for (const [feature, weight] of entries) {
    const [a, b] = feed([seed1, seed2], feature);
    const first = finish(a);
    const second = finish(b);
    let slot = first & table.mask;
    while (table.slots[slot * 4 + 3] && !(table.slots[slot * 4] === first && table.slots[slot * 4 + 1] === second)) slot = (slot + 1) & table.mask;
    table.slots.set([first, second, Math.round(weight * 1000), 1], slot * 4);
  }
  return table;
}
const hashedOf = new WeakMap<DistressModel, HashedWeights>();

/** The distinct features of one sentence, as hash pairs: a reused table, emptied by a new stamp. */
let seenMask = 8191;
/** Three integers a slot: the stamp of the sentence that used it, then the two hashes. */
let seen = new Int32Array((seenMask + 1) * 3);
let stamp = 0;

/** A part's weight sum and distinct feature count, as `windowScore` counts a part. */
interface PartSum {
  sum: number;
  size: number;
}
interface SentenceSum extends PartSum {
  /** The notions the sentence holds, for the story's conjunctions. */
  notions: string[];
}

const prefixes = Object.fromEntries(['n:', 'w:', 'b:', 's:', 'c:', 'x:', 'y:'].map((prefix) => [prefix, feed([seed1, seed2], prefix)])) as Record<string, HashState>;
const notionStates = notionNames.map((name) => feed([seed1, seed2], `n:${name}`));
const space = 32;

// The state of one sentence's scoring, kept at module level so that the hot loops below create no closures or
// arrays: the weights table, the sum and count so far, and the two hashes being built.
let scoring: HashedWeights;
let partSum = 0;
let partSize = 0;
let hashA = 0;
let hashB = 0;
let codes = new Int32Array(1024);

/** Counts the feature whose hashes are (a, b) once per sentence, and adds its weight. */
function addFeature(a: number, b: number): void {
  const first = finish(a);
  const second = finish(b);
  let slot = first & seenMask;
  while (seen[slot * 3] === stamp) {
    if (seen[slot * 3 + 1] === first && seen[slot * 3 + 2] === second) return;
    slot = (slot + 1) & seenMask;
  }
  seen[slot * 3] = stamp;
  seen[slot * 3 + 1] = first;
  seen[slot * 3 + 2] = second;
  partSize += 1;
  const { slots, mask } = scoring;
  let at = first & mask;
  while (slots[at * 4 + 3]) {
    if (slots[at * 4] === first && slots[at * 4 + 1] === second) {
      partSum += slots[at * 4 + 2]!;
      return;
    }
    at = (at + 1) & mask;
  }
}

/** Feeds codes[from..to) into (hashA, hashB). */
function feedCodes(from: number, to: number): void {
  let a = hashA;
  let b = hashB;
  for (let k = from; k < to; k += 1) {
    a = step1(a, codes[k]!);
    b = step2(b, codes[k]!);
  }
  hashA = a;
  hashB = b;
}
function feedCode(code: number): void {
  hashA = step1(hashA, code);
  hashB = step2(hashB, code);
}
function startWith(state: HashState): void {
  hashA = state[0];
  hashB = state[1];
}

/** `sentenceFeatures(sentence)` scored: the same features, hashed instead of spelt out. */
function sentenceSum(sentence: string, table: HashedWeights): SentenceSum {
  const words = sentence.split(' ').filter(Boolean);
  const joined = words.join(' ');
  let length = 0;
  if (codes.length < joined.length) codes = new Int32Array(joined.length * 2);
  for (let k = 0; k < joined.length; k += 1) {
    const code = joined.codePointAt(k)!;
    codes[length] = code;
    length += 1;
    if (code > 0xffff) k += 1;
  }
  // Enough room for every feature at most half full.
  const most = 10 * length + 4 * words.length + notionNames.length + 16;
  if (most * 2 > seenMask + 1) {
    let capacity = seenMask + 1;
    while (capacity < most * 2) capacity *= 2;
    seenMask = capacity - 1;
    seen = new Int32Array(capacity * 3);
    stamp = 0;
  }
  stamp += 1;
  if (stamp === 0x7fffffff) {
    seen.fill(0);
    stamp = 1;
  }
  scoring = table;
  partSum = 0;
  partSize = 0;
  const held: string[] = [];
  for (let index = 0; index < notionNames.length; index += 1) {
    const name = notionNames[index]!;
    if (!notions[name]!.test(sentence)) continue;
    held.push(name);
    addFeature(notionStates[index]![0], notionStates[index]![1]);
  }
  // Where each word starts and ends in `codes`: words are joined by one space.
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (let k = 0; k <= length; k += 1) {
    if (k === length || codes[k] === space) {
      starts.push(at);
      ends.push(k);
      at = k + 1;
    }
  }
  const [ca, cb] = prefixes['c:']!;
  for (let index = 0; index < starts.length; index += 1) {
    const start = starts[index]!;
    const end = ends[index]!;
    startWith(prefixes['w:']!);
    feedCodes(start, end);
    addFeature(hashA, hashB);
    // "b:^ word" or "b:previous word".
    startWith(prefixes['b:']!);
    if (index === 0) feedCode(94);
    else feedCodes(starts[index - 1]!, ends[index - 1]!);
    feedCode(space);
    feedCodes(start, end);
    addFeature(hashA, hashB);
    if (index >= 2) {
      startWith(prefixes['s:']!);
      feedCodes(starts[index - 2]!, ends[index - 2]!);
      feedCode(space);
      feedCode(95);
      feedCode(space);
      feedCodes(start, end);
      addFeature(hashA, hashB);
    }
    // Pieces of the word padded with spaces: 3 to 5 characters from each place.
    const padded = end - start + 2;
    for (let from = 0; from + 3 <= padded; from += 1) {
      let a = ca;
      let b = cb;
      for (let k = 0; k < 5 && from + k < padded; k += 1) {
        const place = from + k;
        const code = place === 0 || place === padded - 1 ? space : codes[start + place - 1]!;
        a = step1(a, code);
        b = step2(b, code);
        if (k >= 2) addFeature(a, b);
      }
    }
  }
  // Pieces across words: five characters with a space inside (x:), and every five without their spaces (y:).
  const [xa0, xb0] = prefixes['x:']!;
  const [ya0, yb0] = prefixes['y:']!;
  for (let from = 0; from + 5 <= length; from += 1) {
    let xa = xa0;
    let xb = xb0;
    let ya = ya0;
    let yb = yb0;
    for (let k = from; k < from + 5; k += 1) {
      const code = codes[k]!;
      xa = step1(xa, code);
      xb = step2(xb, code);
      if (code !== space) {
        ya = step1(ya, code);
        yb = step2(yb, code);
      }
    }
    if (codes[from + 1] === space || codes[from + 2] === space || codes[from + 3] === space) addFeature(xa, xb);
    addFeature(ya, yb);
  }
  return { sum: partSum / 1000, size: partSize, notions: held };
}

/** A small set of features (the story, the pair across two sentences) scored. */
function setSum(part: Set<string>, table: HashedWeights): PartSum {
  let sum = 0;
  for (const feature of part) {
    const [a, b] = feed([seed1, seed2], feature);
    const first = finish(a);
    const second = finish(b);
    let at = first & table.mask;
    while (table.slots[at * 4 + 3]) {
      if (table.slots[at * 4] === first && table.slots[at * 4 + 1] === second) {
        sum += table.slots[at * 4 + 2]!;
        break;
      }
      at = (at + 1) & table.mask;
    }
  }
  return { sum: sum / 1000, size: part.size };
}

/**
 * The best window's score for a normalised post: the windows of `modelWindows` scored as `windowScore` scores
 * them, each sentence's features hashed once.
 */
export function modelScore(normalised: string, weights: DistressModel = model): number {
  let table = hashedOf.get(weights);
  if (!table) hashedOf.set(weights, (table = hashedWeights(weights.weights)));
  const sentences = modelSentences(normalised);
  const score = (parts: PartSum[]) => {
    let sum = 0;
    let size = 0;
    for (const part of parts) {
      sum += part.sum;
      size += part.size;
    }
    return weights.bias + sum / Math.sqrt(Math.max(1, size));
  };
  if (sentences.length === 0) return score([]);
  const sums = sentences.map((sentence) => sentenceSum(sentence, table));
  const storySet = storyFeatures(sentences.join(' '));
  const story = setSum(storySet, table);
  const joint = sums.map((sentence) => setSum(conjunctions(sentence.notions, storySet), table));
  let best = -Infinity;
  sentences.forEach((text, index) => {
    best = Math.max(best, score([sums[index]!, story, joint[index]!]));
    const next = sentences[index + 1];
    if (next === undefined) return;
    const across = setSum(new Set([`b:${text.slice(text.lastIndexOf(' ') + 1)} ${next.split(' ')[0]}`]), table);
    best = Math.max(best, score([sums[index]!, sums[index + 1]!, across, story, joint[index]!, joint[index + 1]!]));
  });
  return best;
}

/** The best window's score, worked out from the feature strings (the training script's path; the test compares). */
export function modelScoreFromStrings(normalised: string, weights: DistressModel = model): number {
  return Math.max(...modelWindows(normalised).map((window) => windowScore(window, weights)));
}

export const modelThreshold = model.threshold;
export const modelRuleVeto = model.ruleVeto ?? -Infinity;
