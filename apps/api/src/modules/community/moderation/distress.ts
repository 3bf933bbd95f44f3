import { modelRuleVeto, modelScore, modelThreshold } from './distress-model';
import { conceptPhrases, finalitySignals, ordinaryFarewell, phrase, withoutIdioms, type Kind } from './distress-concepts';
import { collapseRepeats, foldLookalikes, joinSpacedLetters, resolveLeetspeak, unmaskAgainst } from './normalise';

/**
 * Signs that the writer (or someone they are with now) is at risk of suicide or self-harm. What counts,
 * and why a recovery story or a class about suicide does not, is decided in
 * docs/decisions/0018-community-moderation-distress.md.
 *
 * A post is read sentence by sentence. A risk phrase counts unless it is negated ("I would never kill
 * myself"), placed in the past of a recovery story ("two years ago I wanted to die, therapy helped"),
 * or part of talk about the topic (a class, a prevention walk, crisis-line training).
 */

// Contractions and chat spellings, written out so that each phrase needs one spelling; fillers and
// intensifiers ("just", "honestly", "lol") carry no risk of their own and are dropped.
const wordSpellings = new Map<string, string>([
  ["can't", 'can not'], ['cant', 'can not'], ['cannot', 'can not'], ["won't", 'will not'], ['wont', 'will not'],
  ["ain't", 'am not'], ["i'm", 'i am'], ['im', 'i am'], ["i've", 'i have'], ['ive', 'i have'], ["i'd", 'i would'],
  ["i'll", 'i will'], ['wanna', 'want to'], ['wana', 'want to'], ['gonna', 'going to'], ['gona', 'going to'],
  ['gotta', 'got to'], ['tryna', 'trying to'], ['kinda', 'kind of'], ['u', 'you'], ['ur', 'your'], ['rn', 'right now'],
  ['mylife', 'my life'], ['abt', 'about'], ['bout', 'about'], ['tmrw', 'tomorrow'], ['tmr', 'tomorrow'], ['tn', 'tonight'],
  ['nite', 'night'], ['agian', 'again'], ['r', 'are'], ['w', 'with'], ['idk', 'i do not know'], ['bc', 'because'], ['cuz', 'because'],
  ['gon', 'going to'], ['lemme', 'let me'],
  // Slips of the keys on the words that carry risk: "i wanan die", "kill myslef".
  ['wanan', 'want to'], ['wnana', 'want to'], ['wnat', 'want'], ['watn', 'want'], ['wnt', 'want'], ['myslef', 'myself'], ['mysefl', 'myself'],
  ['myslf', 'myself'], ['mysef', 'myself'], ['kil', 'kill'],
  // Dropped g's of the verbs that carry risk: "thinkin bout jumpin".
  ...['think', 'jump', 'end', 'hav', 'feel', 'cutt', 'go', 'noth', 'someth', 'try', 'kill', 'dy', 'liv', 'hurt', 'plann', 'say', 'do',
    'want', 'hop', 'wish', 'burn', 'tak', 'slitt', 'hang'].map((stem): [string, string] => [`${stem}in`, `${stem}ing`]),
  ...['just', 'really', 'honestly', 'literally', 'actually', 'seriously', 'genuinely', 'truly', 'lowkey', 'highkey', 'deadass',
    'even', 'tbh', 'ngl', 'fr', 'frfr', 'lol', 'lmao', 'lmfao', 'rofl', 'smh', 'istg', 'tho'].map((filler): [string, string] => [filler, '']),
]);
const negatable = ['do', 'does', 'did', 'is', 'was', 'are', 'were', 'have', 'has', 'had', 'would', 'should', 'could', 'must'];
// Only the words to write out are matched, so most words cost nothing.
const wordsToWriteOut = new RegExp(
  String.raw`\b(?:${[...wordSpellings.keys()].join('|')}|(?:${negatable.join('|')})n'?t|\w+'(?:s|re|ll|ve|d))(?![\w'])`,
  'g',
);

function writeOut(word: string): string {
  const spelled = wordSpellings.get(word);
  if (spelled !== undefined) return spelled;
  const verb = /^(\w+)'(s|re|ll|ve|d)$/.exec(word);
  if (verb) return `${verb[1]} ${{ s: 'is', re: 'are', ll: 'will', ve: 'have', d: 'would' }[verb[2]!]}`;
  return `${word.replace(/n'?t$/, '')} not`;
}

// Words a writer masks ("su*cide", "k*ll myself"): a mask stands for one letter.
const maskedWords = ['suicide', 'suicidal', 'kill', 'killing', 'die', 'dead', 'myself', 'cutting', 'unalive'];

/** The post in one spelling: disguises undone, lower case, contractions written out, no punctuation but sentence ends. */
export function distressText(text: string): string {
  // A capital I inside a lower-case word, or a doubled 1, stands for an l: "kiII", "ki11".
  const unmasked = text.replace(/(?<=[a-z])I+/g, (run) => 'l'.repeat(run.length)).replace(/(?<=[a-zA-Z])11/g, 'll');
  const folded = foldLookalikes(unmasked).replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/\bs ?\/ ?h\b/g, 'self harm').replace(/\bsh[- ](ing|ed)\b/g, 'self harm$1');
  return collapseRepeats(resolveLeetspeak(unmaskAgainst(joinSpacedLetters(folded), maskedWords)))
    .replace(wordsToWriteOut, writeOut)
    .replace(/'/g, '')
    .replace(/\b(?:kind of|sort of|like i said|i guess|i think that|ha(?:ha)+)\b/g, ' ')
    .replace(/\b(want|going|trying|need|wish|ready|have|like|deserve|plan|how) (?:2|too)\b/g, '$1 to')
    .replace(/\bmy self\b/g, 'myself')
    // Punctuation other than sentence ends (ASCII and the general punctuation block) becomes a space.
    .replace(/[!-/:-@[-`{-~\u2010-\u205e]/g, (char) => ('.!?;'.includes(char) ? char : ' '))
    .replace(/[ \t]+/g, ' ')
    .trim();
}

// --- Building blocks -------------------------------------------------------------------------------------

const kill = String.raw`(?:kil+|kiled|kil+ed|kil+ing|kiling|murder(?:ing)?|unaliv(?:e|ing)|off(?:ing)?|end(?:ing)?|hang(?:ing)?|shoot(?:ing)?|drown(?:ing)?|poison(?:ing)?|suffocat(?:e|ing)|stab(?:bing)?|gas(?:sing)?|neck(?:ing)?)`;
const harm = String.raw`(?:cut+(?:ing)?|burn(?:ing|ed|t)?|hurt(?:ing)?|harm(?:ing|ed)?|scratch(?:ing|ed)?|hit+(?:ing)?|punch(?:ing|ed)?|bruis(?:e|ing|ed)|carv(?:e|ing|ed)|bleed(?:ing)?)`;
const suicide = String.raw`(?:s+u+i*c+i*d+e*|su?ic+ide|suic?ide|suiside|sucide|suicde|suicid|sewer ?slide|self ?delet(?:e|ion|ing)|s word)`;
const suicidal = String.raw`(?:suicid(?:i)?al+|sucidal|suicdal|suisidal|suicidial|suicidel)`;
const selfHarm = String.raw`(?:self ?harm(?:ing|ed)?|self ?injur(?:y|ing|e)|sh)`;
const die = String.raw`(?:die|dye|dead|d ie)`;
const others = String.raw`(?:he|she|they|him|her|them|my (?:\w+ ){0,2}?(?:friend|roommate|roomie|brother|sister|sibling|cousin|boyfriend|girlfriend|partner|bf|gf|teammate|classmate|suitemate|neighbou?r|mom|dad|mother|father|son|daughter|kid|ex)|(?:a|this) (?:girl|guy|kid|student|person) (?:in|on|from) my \w+)`;
const otherSelf = String.raw`(?:himself|herself|themselves|themself|his (?:own )?life|her (?:own )?life|their (?:own )?lives?)`;

// Where a sentence ends, as a lookahead: phrases run over the whole post, sentence ends kept.
const sentenceEnd = String.raw`(?= ?(?:[.!?;\n]|$))`;
// "want to", "going to", "wish i could": a wish, intent or plan of the writer.
const desire = String.raw`(?:want|wanted|wanting|wanna|wish|wished|wishing|hope|hoping|pray|praying|need|needed|plan|planning|planned|ready|decided|deciding|about|trying|tried|tempted|urge|urges|deserve|long|longing|would like|would rather|id rather|going|gonna|will|(?:wish|hope|pray) i (?:could|would|can|might|will)|feel like|felt like)`;
// The act in the infinitive: "die", "end it all", "stop being alive", "not wake up".
// Idioms end "die" differently: "die of embarrassment", "die for this pizza", "rather die than take an 8am".
const dieIdiom = String.raw`(?! (?:of|from|laughing|inside|a little|on (?:this|that) hill|for (?:a|an|this|that|some|these|those|the|my|your|it|him|her|them|our)\b(?! (?:while|long time|bit|few))|happy|alone in|than|in (?:this|a|my) (?:small|tiny|boring)))`;
const deathAct = String.raw`(?:(?<!\b(?:going|gonna|will|about) (?:to )?)(?:die|dye)${dieIdiom}|be dead(?! to the world)|(?:end|finish) (?:my life|it all|my own life|myself|everything|this life|my existence)|take my (?:own )?life|stop (?:existing|living|being alive|breathing)|not (?:exist|be alive|be here anymore|wake up|live anymore)|cease to exist|disappear(?: [\w ]{0,30})? (?:forever|permanently|for good)|disappear (?:off the face of the earth|from (?:this world|existence|the earth|the planet))|never wake up|commit ${suicide}|unalive myself|overdose|od|hang myself|give up on (?:life|living|being alive))`;
// "thinking about", "dream of": then the act as a noun or gerund.
const musing = String.raw`(?:think|thinking|thought|thoughts|considering|considered|contemplating|contemplated|planning|planned|researching|googling|looking up|obsessing|obsessed|fantasi[sz]ing|dream|dreaming|dreamt|dreamed) (?:about|of)`;
const deathThought = String.raw`(?:dying|death|being dead|killing myself|(?:ending|finishing) (?:my life|it all|it|things|everything|myself)|taking my (?:own )?life|not (?:existing|being alive|being here|waking up)|stopping existing|disappearing forever|overdosing|hanging myself|jumping off|${suicide})`;

/** Phrases that on their own show risk, unless negated, past, or talk about the topic. */
export const riskPhrases = [
  // Killing oneself, in any frame: "want to kill myself", "thinking about killing myself", "kms".
  phrase('ideation', 'myself', String.raw`\b${kill} myself\b(?! (?:studying|working|trying|over|laughing|with (?:work|homework|studying)|at (?:the gym|work|practice)|to (?:get|finish|make|study|pass|meet|keep|learn|write|be|catch|impress)|for (?:a|an|this|that|these|those|my|grades|nothing|the (?:team|grade|exam|test)))\b)`),
  phrase('ideation', 'kms|kys|k m s|unaliv|sewer|toaster|sudoku|self|ctb', String.raw`\b(?:kms+(?:ing|ed)?|kys+ myself|k m s|unalive|unaliving|sewer ?slide|toaster ?bath|commit sudoku|sudoku plan|self ?delete|ctb)\b`),
  // The joke said, then meant by the writer (round 8): "everyone jokes kys but i actually want to", "people say kms as a joke, i mean it".
  phrase('ideation', 'kys', String.raw`\bkys\b[^.!?]{0,40}\b(?:but|and|except|only) i (?:(?:really|genuinely|lowkey|kinda|honestly|literally|do) )?(?:want to|wanna|mean it|would)(?= ?(?:$|[.!?;,]|for (?:me|myself)|to (?:me|myself)))`),
  phrase('ideation', 'life', String.raw`\b(?:end|ending|take|taking|took|ended) (?:my|my own) life\b`),
  phrase('ideation', 'end', String.raw`\b(?:end|ending) it all\b|\b(?:end|ending) (?:it|things|everything)(?= ?(?:$|[.!?;\n]|tonight|today|soon|now|already|for good|forever|once and for all|permanently|this (?:week|weekend)|after|before|when|if|because|so|and|but|i am|im))`),
  // Wanting, meaning or planning to die: a verb of wish or intent, then death or not being alive.
  phrase('ideation', 'die|dye|dead|end|life|exist|living|alive|here|breath|wake|cease|disappear|commit|unaliv|overdos|od|hang|give up', String.raw`\b${desire} (?:to )?${deathAct}\b`),
  phrase('ideation', 'think|thought|consider|contemplat|plan|research|googl|looking up|obsess|fantasi|dream', String.raw`\b${musing} ${deathThought}\b`),
  // Wanting to die or not to be alive.
  phrase('ideation', 'die|dye|dead', String.raw`\b(?:(?:want|wanted|wanting|wish|wished|wishing|hope|hoping|pray|praying)(?: (?:that )?i (?:could|would|can|might|will))?|ready|deserve|should just|should|need|long|tempted|would like|feel like|wish i could|hope i|pray i|hoping i) (?:to )?(?:just |simply |finally )?${die}\b${dieIdiom}`),
  phrase('ideation', 'rather', String.raw`\brather (?:die|be dead) than (?:go on|keep (?:living|going)|live like this|feel like this|face (?:another|one more) day)\b`),
  phrase('ideation', 'want|wish', String.raw`\bi (?:just |really |honestly |kind of |lowkey |sometimes )*(?:want|wanted|wish|wished) (?:i was|i were|to be|i could be|id be|i would be) (?:dead|gone|never born|not (?:alive|here|born|around))\b`),
  phrase('ideation', 'deserve|will to live|rather|prefer|world|earth|planet|gone|dead|not here|not around|sleep forever|want out', String.raw`\b(?:do not|dont) deserve to (?:live|be alive|exist|be here)\b|\b(?:lost|losing|lose|have no|no) (?:the |my |all )?will to live\b|\b(?:rather|prefer to) (?:not exist|not be alive|be dead|not be here|not wake up)\b|\b(?:leave|leaving|exit|exiting|depart|departing) (?:this|the) (?:world|earth|planet)\b|\bif i am (?:gone|dead|not here|not around) (?:by |in the )?(?:tomorrow|tonight|soon|morning|next week)\b|\bi (?:just )?want out(?:[.!? ]{1,3}| of (?:this life|life|existence) ?)(?:permanently|forever|for good)?\b`),
  phrase('ideation', 'want|wanna|wish', String.raw`\b(?:i )?(?:do not|dont|does not|doesnt|no longer) (?:really |even )?(?:want|wanna|wish) to (?:be alive|live|exist|be here|wake up|be around|keep living|go on|be on this earth)\b(?! (?:in|at|with|near|on campus|this|my|here|like that))`),
  phrase('ideation', 'exist|born|wake|woke|woken|disappear|vanish|sleep', String.raw`\b(?:want|wanted|wish|wishing|wished) (?:i could |to |i would |id |i )?(?:just )?(?:stop existing|not exist|cease to exist|never (?:have been born|been born|existed|wake up|woken up|woke up)|had never been born|was never born|were never born|did not exist|didnt exist|never existed|not wake up|not be born|disappear (?:forever|for good|permanently|and never come back)|vanish (?:forever|for good|and never come back)|fall asleep and (?:never|not) wake up|go to sleep and (?:never|not) wake up|sleep and (?:never|not) wake up)\b`),
  phrase('ideation', 'wake|waking|dying|died|live|die', String.raw`\b(?:hope|hoping|pray|praying|wish) (?:that )?i (?:do not|dont|never|will not|wont) wake up\b|\b(?:do not|dont) want to wake up\b|\bwould not mind (?:dying|not waking up|if i (?:died|did not wake up))\b|\b(?:(?:do not|dont|idc|no longer) care|(?:am )?indifferent (?:to|about)) (?:if|whether) i (?:live|die(?! (?:on|for) (?:this|that|my) hill)|wake up|am (?:still )?alive|survive)\b`),
  phrase('ideation', 'hit|crash|kill|sleep|run over', String.raw`\b(?:hope|wish|praying|pray) (?:a|the|that a|some) (?:car|bus|truck|train|plane) (?:would |will )?(?:hit|hits|crash|crashes|kill|kills)(?:es)? me\b|\bi die in my sleep\b|\b(?:hope|wish|pray|praying|hoping) (?:that )?i (?:get|gets|got) (?:hit by|run over by) (?:a|the) (?:bus|car|truck|train)\b|\b(?:hope|wish|pray|praying|hoping) (?:that )?i (?:get|gets) killed\b`),
  phrase('ideation', 'sui|suc', String.raw`\b(?:i (?:am|feel|felt|was|have been|been)|feeling|felt|feel|be) (?:so |really |very |kind of |pretty |super |extremely |lowkey |a bit |a little |)${suicidal}\b`),
  phrase('ideation', 'sui|suc', String.raw`\b${suicidal} (?:again|thoughts?|feelings?|urges?|ideation|tonight|today|lately|rn|right now|af|asf)\b`),
  phrase('ideation', 'think|thought|consider|contemplat|plan|research|googl|looking up|obsess|fantasi|dream', String.raw`\b(?:think|thinking|thought|thoughts|considering|considered|contemplating|contemplated|planning|planned|researching|googling|looking up|obsessing|fantasi[sz]ing|dreaming) (?:about |of )?(?:${suicide}|killing myself|dying|death|ending my life|ending it|not being (?:alive|here)|not existing|jumping|overdosing|my (?:own )?(?:death|${suicide})|ways to (?:die|end it|kill myself|end my life)|how to (?:die|end it|kill myself)|how i would do it)\b`),
  phrase('ideation', 'googl|search|looking up|looked up|research|read|painless', String.raw`\b(?:googl\w*|search\w*|looking up|looked up|look up|research\w*|read(?:ing)? about) (?:\w+ ){0,3}?(?:ways|methods|how) to (?:die|kill myself|end (?:it|my life)|overdose|od)\b|\bpainless (?:ways? to (?:die|go)|death|suicide)\b`),
  phrase('ideation', 'mind|stop thinking|wish', String.raw`\b(?:${suicide}|killing myself|dying|death|ending it) (?:is|has been|keeps being|was) (?:always |constantly )?on my mind\b|\b(?:can not|cant) stop thinking (?:about|of) (?:${suicide}|dying|death|killing myself|ending it)\b|\bsurvived[\w ]{0,40}\bwish i (?:had not|hadnt|did not|didnt)\b`),
  phrase('ideation', 'sui|suc|sewer|self|s word|commit|attempt', String.raw`\b${suicide} (?:is|seems|feels|sounds|looks) (?:like )?(?:so |kind of |really |pretty |)(?:the only|my only|the best|the easiest|an|a|good|nice|peaceful|tempting|appealing|better|easier|like the answer|like a relief)\b|\b(?:commit|commiting|committing|attempt|attempting|attempted) ${suicide}\b(?! (?:prevention|awareness|rates?))`),
  phrase('ideation', 'end|stop|over', String.raw`\bi (?:just )?(?:want|wanna|wish|need) (?:it|everything|this|the pain|this pain|my life|life|all of it|it all) (?:all )?to (?:end|stop|be over)(?: for good| forever| permanently|$|[.!?;\n])`),
  phrase('ideation', 'dead|death|dying|funeral', String.raw`\b(?:rather be dead|better off dead|death (?:would be|is|seems like) (?:a relief|better|easier|the answer|the only)|(?:think|thinking|thought) about (?:death|dying) (?:a lot|all the time|constantly|every day|everyday|every night)|feel like dying every|imagining my own funeral|picturing my own funeral)\b`),
  phrase('ideation', 'die|dead|dying|kill|end it', String.raw`\b(?:my )?mind keeps telling me to (?:die|kill myself|end it)\b|\bi (?:am|feel) (?:ready|okay|ok) (?:to die|with dying)\b|\b(?:i should|i deserve to|i want to|i wanna|just let me) (?:just )?(?:die|be dead)\b`),
  phrase('ideation', 'alive|here|breathing|disappoint|attempt|all i', String.raw`\b(?:disappointed|upset|sad|angry|mad|annoyed|sorry) (?:that )?i am still (?:alive|here|breathing)\b|\bwake up disappointed\b|\b(?:do not think|doubt|not sure) i (?:will|would) (?:be alive|be here|be around|still be alive)\b|\b(?:including|even) being alive\b|\b(?:not|no longer) (?:relieved|glad|happy|grateful|thankful) (?:that )?i am (?:still )?(?:alive|here)\b|\bmy (?:suicide )?attempt\b|\bi attempted(?= (?:last night|yesterday|this morning|tonight|today|again|on \w+day)\b|${sentenceEnd})|\ball i (?:think about|want|can think about) is (?:dying|death|killing myself|${suicide}|ending it|to die|not existing|being dead)\b`),
  // Session 16, from blind set 18 and 19's misses: dismay at being alive on waking, missing the wish to live, wishing to have
  // died with someone, envying the dead, "the big sleep", a named day as the last one.
  phrase('ideation', 'still|miss|gone|died|trade|big sleep|my last|homesick|end me|kill me|take me', String.raw`\bhomesick for not existing\b|\b(?:rooting|hoping|praying|wishing) for something to (?:end|kill|take) me\b|\b(?:oh no|ugh|damn|great),? i am still (?:here|alive)\b|\bmiss (?:wanting|wanted) to (?:be alive|live|exist|be here)\b|\bwish (?:i had|i would have|i would|i could have) (?:gone|died) with (?:her|him|them)\b|\btrade places with (?:anyone|anybody|someone|whoever|the people|everyone) (?:who|that) (?:died|is dead|passed)\b|\b(?:considering|thinking about|ready for|craving|want|want to|longing for) the big sleep\b|\bthis (?:weekend|week|night|friday|saturday|sunday|monday|tuesday|wednesday|thursday) (?:will|is going to) be my last(?= ?(?:$|[.!?,;]|one\b))`),
  // Plans and means.
  phrase('plan', 'pill|med|tylenol|xanax|insulin|killer', String.raw`\b(?:saved|saving|stockpil(?:e|ed|ing)|hoard(?:ed|ing)|collecting|collected) (?:up )?(?:all )?(?:my |enough |some |the )?(?:pills|meds|medication|sleeping pills|pain ?killers|tylenol|xanax|insulin)\b`),
  phrase('plan', 'pill|med|tablet|tylenol|advil|overdos|od d|bottle|handful|box|stash', String.raw`\b(?:took|swallowed|taken|downed) (?:a bunch of|a lot of|too many|all (?:of )?my|a handful of|a bottle of|the whole bottle of|\d+|twenty|thirty|fifty) (?:of )?(?:my )?(?:pills|meds|tablets|tylenol|advil|sleeping pills)\b(?![\w ]{0,40}\b(?:like i am supposed to|as prescribed|routine|on time|like the doctor))|\b(?:overdosed|od d) (?:last night|yesterday|this morning|on purpose|again|tonight)\b|\b(?:have|got|holding|bought) (?:a|the|my) (?:bottle|handful|box|stash) of (?:pills|meds|tylenol|sleeping pills|pain ?killers)\b[\w ]{0,30}\b(?:thinking about it|ready|tonight|to end|to die)\b`),
  phrase('plan', 'pill|med|tylenol|xanax|cabinet|garage', String.raw`\b(?:take|taking|swallow|swallowing|down|downing) (?:all|every|a whole bottle|a bottle|the whole bottle|all of) (?:of )?(?:my |the |these )?(?:pills?|meds|medication|tylenol|xanax|sleeping pills)\b|\b(?:pills|meds) (?:are )?in my hand\b|\b(?:pills|meds|medication) (?:saved|stashed|stockpiled|hidden) (?:up )?(?:for|in case|until)\b|\b(?:swallow\w*|take|taking|down\w*) (?:everything|all|every \w+) (?:in|from) (?:my|the) medicine cabinet\b|\b(?:engine|car) running in (?:the|a|my) (?:closed )?garage\b`),
  phrase('plan', 'overdos|od|how many|how much', String.raw`\b(?:going to|plan(?:ning)? to|want to|gonna|will|thinking (?:about|of)|how (?:many|much) [\w ]{0,60}to) (?:overdose|od)\b|\b(?:overdose|od) (?:tonight|this weekend|on (?:my|all|pills|tylenol|meds))\b|\b(?:how many|how much) [\w ]{0,30} (?:to|would it take to) (?:die|overdose|kill me)\b`),
  phrase('plan', 'jump|leap|throw|step|walk|using|use', String.raw`\b(?:want to|going to|about to|plan to|planning to|thinking (?:about|of)|think (?:about|of)|thought about|urge to|could|should|will|i am|picturing myself|imagining myself|imagine|dream of|dreaming of|tempted to|keep thinking about) (?:just )?(?:jump|jumping|leap|leaping|throw(?:ing)? myself|step|stepping|walk(?:ing)?) (?:off|from|in front of|into|out of|onto) (?:a|the|my|this|that|our) (?:\w+ ){0,2}?(?:bridge|building|roof|rooftop|parking (?:garage|deck|structure)|balcony|window|train|tracks|bus|car|truck|overpass|cliff|tower|floor|platform|edge|ledge|highway|traffic|river|lake)\b(?![\w ]{0,40}\b(?:fundraiser|polar plunge|for fun|with friends|for charity))|\b(?:using|use) (?:it|the gun|a gun|the knife|a knife|the razor|them) on (?:myself|${otherSelf})\b`),
  phrase('plan', 'drive|driving|crash|top|edge|roof|ledge|jump|step', String.raw`\b(?:drive|driving|crash|crashing) (?:my car )?(?:off|into) (?:a|the|this|that) (?:\w+ )?(?:bridge|tree|wall|river|lake|road|highway|cliff|pole|truck)\b|\b(?:standing|sitting|i am|been standing|been sitting) (?:on|at) (?:the )?(?:top|edge|roof|ledge) of (?:the |a |my )?(?:\w+ ){0,2}(?:hall|building|bridge|parking deck|parking garage|tower|dorm|library|platform|roof|cliff|tracks)\b(?![\w ]{0,30}\b(?:to (?:watch|see|look at|take|catch|get)|for the (?:view|fireworks|sunset|sunrise|photo)|view|fireworks|sunset|sunrise|photos?|pictures?))|\b(?:thinking about|think about|want to|going to) (?:stepping|step|jumping|jump) off${sentenceEnd}`),
  phrase('plan', 'rope|noose|gun|razor|slit|brains|bullet|hang', String.raw`\b(?:bought|got|have|getting|buy|tie|tied|tying) (?:a |the )?(?:rope|noose|gun|razor blades?)\b(?![\w ]{0,30}\b(?:for (?:climbing|hunting|the range|shaving|camping|rock|my (?:hammock|tent|swing|boat|dog))|hammock|tent|tarp|swing|clothesline|climbing|hunting|range))|\bnoose\b|\bslit(?:ting)? my (?:wrists?|throat)\b|\b(?:blow|blowing) my brains out\b|\bgun to my head\b|\bbullet (?:in|through) my (?:head|brain)\b|\bhang myself\b`),
  phrase('plan', 'plan|date|know how|know when|know where|pick|chose|choose|set|seems|knive|knife|blade|razor|gun|pills|rope|wall', String.raw`\b(?:have|made|make|got) a (?:plan and a (?:date|method)|date and a plan)${sentenceEnd}|\bi know (?:how|when|where) i (?:would|will|am going to|d) do it\b|\b(?:pick|picked|choose|chose|set) (?:a |the )(?:day|date|time)\b(?=[\w ]{0,40}(?:[.!?;\n]|$))|\bthe (?:bridge|roof|building) (?:by|near|behind|on) [\w ]{1,30} seems (?:easiest|best|like the best)\b|\blooking at the (?:kitchen )?knives\b|\b(?:knife|knives|blade|razor|gun|pills|rope)\b[\w ]{0,40}\b(?:thinking about|think about|want to|going to|urge to) (?:using|use) (?:it|them)\b|\b(?:punch|punching|hit|hitting) (?:the )?walls? until\b`),
  // Self-harm.
  phrase('self-harm', 'myself|again|relapse|blade|razor|arm|wrist|leg|thigh|skin|stomach', String.raw`\b${harm} myself\b|\bi (?:cut|burned|relapsed) again\b|\brelapsed\b[\w ]{0,15}\b(?:cut|cutting|burned|self harm\w*|hurt myself)\b|\b(?:the|my) (?:blade|blades|razor)\b[\w ]{0,40}\b(?:only thing|helps|relief|calms|cope)\b|(?<!\b(?:my|his|her|their|the|a|an|our|this|that|your) \w+ (?:\w+ )?)\b(?:cut|cutting|scratch\w*|pick\w*|hit\w*|punch\w*|bang\w*|burn\w*) (?:at )?my (?:arms?|wrists?|legs?|thighs?|skin|stomach)\b(?:[\w ]{0,20}\buntil (?:they|it|i) (?:bleed|bleeds|bled|bruise))?`),
  phrase('self-harm', 'self|sh|relaps|cutting|harming|burning|urge|cuts|deeper|purpose', String.raw`\b(?:i |been |started |keep |kept |stop |still )?(?:${selfHarm}) (?:again|urges?|scars?|relapse|since|for|every|tonight|last night|right now)\b|\b(?:relapsed|relapse|relapsing) (?:on|with|into) (?:${selfHarm}|cutting|self harm)\b|\b(?:been|am|started|i am|keep|kept|still) (?:currently |still |constantly |actively |literally )?(?:self ?harming|cutting)\b|\bi (?:still |currently |actively |sometimes |do )?self ?harm\b|\b(?:burn(?:ed|t)?|cut|scratch(?:ed)?|hit|punch(?:ed)?|carv(?:ed|e)) my (?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|palm|palms|hand|hands|skin|stomach|hip|hips) [\w ]{0,30}on purpose\b|\b(?:cutting|self harming|burning) again\b|\bthe urge to (?:cut|burn|hurt myself|self harm)\b|\b(?:fresh|new|deep) cuts\b|\bgo deeper\b|\bi (?:keep|kept) cutting\b`),
  // Round 7: self-harm kept hidden now, or wounds kept open: "how to hide cuts on your thighs", "my cuts keep getting infected
  // because i keep reopening them", "the marks are new". Scars (old marks) are left to the model: a recovery story covers scars.
  // Cutting told as a thing done, the sentence ending on it (session 15): "locked myself in the bathroom and cut.", "i still cut";
  // not in a post about cooking, hair, film or crafts, where something else is cut.
  phrase(
    'self-harm',
    'cut',
    String.raw`\b(?:i|and|then) (?:still |just )?cut(?: again)?(?= ?(?:$|[.!?;]))`,
    /\b(?:knife|knives|chop\w*|dic(?:e|ed|ing)|slic\w*|peel\w*|recipe|cook\w*|kitchen|dinner|lunch|breakfast|onions?|peppers?|carrots?|potato\w*|garlic|vegetables?|veggies|meat|chicken|bread|cake|pizza|hair|bangs|barber|salon|scissors|fabric|paper|cardboard|wood|lumber|film|scene|director|edit\w*|deck|cards|grass|lawn|class(?:es)?|budget|coupons?)\b/,
  ),
  phrase('self-harm', 'hide|hiding|cover|conceal|infect|reopen|marks|burns', String.raw`\b(?:hide|hiding|cover|covering|conceal|concealing) (?:the |my |these |new |fresh )*(?:cuts|burns|marks)\b(?! (?:from|of) (?:the|a|my) (?:bike|car|crash|fall|surgery|accident|cat|dog|vaccine))|\b(?:my |the )?(?:cuts|burns) (?:are|keep|keeps) (?:getting )?(?:infected|reopening|opening up)\b|\bkeep reopening (?:them|my cuts|the cuts|it)\b|\bthe (?:marks|cuts|burns) are (?:new|fresh)\b`),
  // Goodbye.
  phrase('goodbye', 'goodbye|time|here|around|alive|problem|burden|blame|fault|note|letter|peace|tell my|take care|giving|gave|gives|gone|this is it', String.raw`\b(?:this is (?:my )?goodbye(?! to (?:my|the|this|our) (?!(?:family|friends|parents|mom|dad|sister|brother|loved ones|world)\b))|my (?:final|last) (?:goodbye|message|words)|by the time (?:you|anyone|someone|people) (?:read|reads|see|sees|find|finds) this|i (?:will|wo) not be (?:here|around|alive) (?:much longer|anymore|tomorrow|for long|to see)|not (?:going to|gonna) be (?:here|around) (?:much longer|for long|tomorrow)|wo not be a (?:problem|burden) (?:much longer|anymore|for long)|not be a (?:problem|burden) (?:much longer|for long)|please (?:do not|dont) blame yourselves?|it is not your fault\b[\w ]{0,20}\b(?:love you|tired|sorry)|(?:wrote|writing|written|drafted|drafting|deleting) (?:my |a |the |)?(?:suicide (?:notes?|letters?)|goodbye (?:letter|note)s?|notes? to my (?:family|parents|mom|dad)|letters? to my (?:family|parents|mom|dad|mom and|sister|brother))(?![\w ]{0,40}\b(?:for (?:the )?(?:holidays?|christmas|birthday|thanksgiving|mothers day|fathers day|graduation)|since i can not|thank|assignment|class|camp))|planning my goodbye|i will be gone (?:soon|tomorrow|by (?:morning|tomorrow|then)|forever)|tell my (?:mom|dad|family|parents|sister|brother) (?:that )?(?:i love|i am sorry|sorry|goodbye)|take care of my (?:cat|dog|pets?|plants?)\b[\w .!?]{0,80}\bsorry|giving (?:away )?(?:all )?my (?:stuff|things|belongings|guitar|stuff away)(?! (?:before i move|before graduation|to freshmen|free))|giving my stuff away|${others} (?:\w+ ){0,3}?(?:giving|gave|gives) (?:away )?(?:\w+ )?(?:clothes|things|stuff|belongings|guitar|books|jewelry|possessions) (?:away|to)\b|made (?:my )?peace with it|so this is it)\b`),
  // Session 16: a last post explained ahead ("if i don't post again it's because i finally did it"), a wish to be remembered as
  // one who tried, a plan one wonders whether to tell anyone of.
  phrase('goodbye', 'post again|remember', String.raw`\bif i (?:do not|never) post (?:here )?again\b[\w ,]{0,30}\b(?:finally did it|did it|went through with it|am gone)\b|\bremembers? me as (?:i was|someone who (?:tried|fought|was trying))\b`),
  phrase('plan', 'plan', String.raw`\bhave a plan (?:for|to)\b[\w ,]{0,30}\b(?:should|if i should|whether (?:i should|to)) tell (?:anyone|someone|somebody)\b`),
  phrase('burden', 'improve|better|easier|happy', String.raw`\b(?:life|lives) would (?:improve|get better|be better|be easier) if i (?:died|was gone|were gone|was dead|disappeared)\b|\bwithout me,? (?:my family|everyone|they|my parents|my friends) (?:could|would|can) (?:finally )?be happy\b`),
  // Burden.
  phrase('burden', 'better|happier|relieved', String.raw`\b(?:everyone|everybody|my (?:family|parents|friends|roommates?|mom|dad)|the world|people|they|my (?:\w+ )?(?:friends|family)) (?:would|will|d) (?:all )?(?:be )?(?:better off|happier|relieved|be better|be happier|be relieved)(?: (?:if i (?:was|were|am) (?:gone|dead|not here|not around|never born)|without me|if i (?:died|disappeared|did not exist|just disappeared)|after i am gone))\b`),
  phrase('burden', 'better|happier|relieved|easier|lighter|fine|without me|burden|waste|space|problem', String.raw`\b(?:would|will|d|be|is|are) (?:\w+ ){0,2}?(?:better|happier|relieved|easier|lighter|fine)(?: off)? (?:if|when|once) i (?:was|were|am|stopped|died|disappeared|did not|was not|killed|ended|left for good|gone|never|no longer)\b(?! (?:there|here) (?:for|to))(?= (?:gone|dead|not here|not around|never born|existing|exist|alive|here|around|myself|it|forever)?)|\b(?:better off without me|better (?:place|off) without me in it|(?:be|been) relieved if i (?:died|was gone|were gone)|i am (?:just |such |only )?(?:a |nothing but a )burden (?:to|on) (?:everyone|everybody|the people|my family|my friends|them|people|all)|(?:feel like|i am) (?:such |just |only )?a burden to everyone|i am (?:just |such |only |nothing but |always )?a (?:huge |big )?burden(?= ?(?:[.!?;\n]|$)| to (?:everyone|everybody|people|my (?:family|parents|friends|roommates?|mom|dad|partner|boyfriend|girlfriend)|them|all|you all)| on (?:everyone|my family|my friends|my parents|them))|a waste of (?:space|oxygen|air)|i am (?:just )?taking up space|stop being a (?:problem|burden) for everyone)\b`),
  phrase('burden', 'miss me|notice|care|cry|funeral|matter', String.raw`\b(?:no one|nobody|no body) (?:would|will|d) (?:even |really |ever )?miss me\b|\b(?:notice|care|miss me)[\w ]{0,15}\bi (?:was|were|am) (?:gone|dead|not here)\b|\b(?:no one|nobody|no body) (?:would|will|d) (?:even )?(?:notice|care|cry|come to my funeral)(?: if i (?:was|were|am) (?:gone|dead)| if i (?:died|disappeared|killed myself)| if i was not here|[\w ]{0,30}\bgone)?\b(?=[\w ]{0,40}\b(?:gone|died|die|dead|disappeared|disappear|not here|miss me|funeral|wasnt here|was not here)\b)|\bif i (?:died|disappeared|was gone|were gone|killed myself) (?:tomorrow |today |tonight )?(?:no one|nobody) would (?:even )?(?:notice|care|miss me)\b|\bwould it (?:really )?matter if i (?:was not|were not|wasnt|werent) (?:here|around|alive)\b`),
  // Hopelessness about living.
  phrase('hopeless', 'live|living|alive|exist|worth|point|life', String.raw`\b(?:nothing|no one|nobody|no reason) (?:left )?to live for\b|\b(?:can not|cant|do not|dont|could not) (?:see|find|think of) (?:any|a|one|a single) (?:good )?reason to (?:keep )?(?:live|living|go on|stay alive|be alive|be here)\b|\bno (?:reason|point) (?:to|in|for me to|in me|of me) (?:keep )?(?:live|living|going on|being alive|stay alive|staying alive|exist|existing|keep going|keep living)\b|\b(?:life|living|my life) (?:is|feels|is just|is not|is no longer|isnt) (?:not )?(?:worth living|worth it anymore|meaningless and i want it to end)\b|\bwhat is (?:even )?the point (?:of|in) (?:living|being alive|life|staying alive|trying to stay alive|going on|existing)\b`),
  phrase('hopeless', 'tired|sick|exhausted|give up|done|go on|keep going|keep living|continue|way out|future|alive|how much longer', String.raw`\b(?:tired|sick|exhausted) of (?:living(?! (?:with|in|at|on|off|like|out|paycheck|near|so|next|here|there|alone))|being alive|existing(?! (?:in|on|at|with|as|like|without) )|life(?! (?:in|at|here|on))|my life|being me)\b|\bi give up on (?:life|living|everything)\b|\bdone (?:with|living) (?:life|living|existing)\b|\b(?:can not|cant|could not) (?:go on|keep going|keep living|keep doing this|live|continue) (?:like this|anymore|any longer|with this life)\b|\b(?:can not|cant) (?:go on|keep going|keep living)${sentenceEnd}|\bno way out (?:except|but) (?:dying|death|to die)\b|\bi (?:do not|dont) see a (?:future|way out)(?= ?(?:$|[.!?;\n]| for me| anymore| at all| ahead| left))|\b(?:can not|cant) (?:picture|imagine|see) (?:myself )?being alive\b|\bhow much longer i can (?:keep doing|do) this\b`),
  phrase('hopeless', 'calm|comfort|exist|relief|peaceful|here|alive|do not want to be', String.raw`\bthe (?:only )?thing that (?:calms|comforts) me (?:down )?is (?:the thought of )?(?:not existing|dying|death)\b|\b(?:thought|idea) of not existing\b|\b(?:comforting|peaceful|relief) [\w ]{0,30}(?:not (?:existing|exist|being here)|to die|dying)\b|\b(?:not existing|not (?:being|be) here|to just not exist) (?:anymore )?(?:is|would be|sounds|feels)\b|\bwhy (?:am i|i am) (?:even )?still (?:here|alive)\b|\bi do not want to be\b(?= ?(?:$|[.!?;\n]))`),
  // Someone else at risk now (decision 0018: the support dialog, not the wall).
  phrase('someone-else', 'himself|herself|themselves|themself|life|lives', String.raw`\b${others} (?:\w+ ){0,3}?(?:wants?|wanted|is going|was going|are going|plans?|planning|is planning|threaten(?:s|ed|ing)?|keeps? (?:saying|talking about)|talk(?:s|ing|ed)? about|says?|said|told me|tells me|texted me|posted) (?:that )?(?:${others} )?(?:\w+ ){0,2}?(?:to )?(?:${kill}|${harm}) ${otherSelf}\b`),
  phrase('someone-else', 'die|dead|end it|sui|suc|sewer|self|harm|cutting|talk|kill|himself|herself|themsel', String.raw`\b${others} (?:\w+ ){0,2}?(?:wants?|wanted) to (?:die|be dead|end it)\b|\b${others} (?:is|are|has been|have been|seems?|was|were|keeps? being|is being) (?:really |so |very |actively )?(?:${suicidal}|self ?harming|cutting (?:${otherSelf}|again)?|talking about (?:${suicide}|dying|killing))\b|\b${others} (?:has|had|have) been ${harm} ${otherSelf}\b|\b${others} (?:\w+ ){0,2}?(?:talking|talks|talked) about ${suicide}\b`),
  ...conceptPhrases,
];

/**
 * Phrases common in ordinary venting ("I give up", "I hate myself") that show risk only together: two
 * different ones in one post count as one finding ("I'm sorry to everyone... it's not your fault").
 */
export const weakSignals: RegExp[] = [
  /\bi am sorry (?:to|for) (?:everyone|everything|all of you|being (?:such )?a)\b/,
  /\bnot your fault\b/,
  /\b(?:i )?love you all\b/,
  /\bthank you (?:all )?for everything\b/,
  /\bgoodbye (?:everyone|all|guys|friends)\b/,
  /\btired of (?:everything|it all|fighting|trying|pretending)\b/,
  /\bi (?:can not|cant) (?:do (?:this|it) )?anymore\b/,
  /\bi (?:just )?give up\b/,
  /\bi hate myself\b/,
  /\b(?:i am|i feel|feeling) (?:so |completely |just |totally )?(?:worthless|hopeless|empty|numb|trapped)\b/,
  /\bwhat is (?:even )?the point\b/,
  /\b(?:no one|nobody) (?:cares|would care|will care|loves me)\b/,
  /\beveryone hates me\b/,
  /\b(?:it|things) (?:will|is going to) never get better\b/,
  /\bi (?:have been|been) (?:so )?distant\b/,
  /\blet (?:everyone|you all|you|all of you) down\b/,
  /\bi (?:just )?wanted (?:someone|somebody|you all|you|people) to know\b/,
  /(?:^|[.!?;\n] ?)goodbye ?(?:[.!?;\n]|$)/,
  /\b(?:not|nobody s|no one s|nobodys|no ones) (?:anyones|anyone s|their) fault\b/,
  /\b(?:going to|gonna|will) do it (?:tonight|today|this weekend|soon)\b/,
  /\bi have everything (?:ready|planned|prepared)\b/,
  /\bnothing left for me\b/,
  /\bplease take care of (?:my (?:cat|dog|pets?|plants?|fish|hamster|sister|brother|mom|dad|family)|each other|yourselves)\b/,
  /\bnot (?:scared|afraid) (?:of|to) (?:die|dying|death) anymore\b/,
  /\bi am ready(?= ?(?:$|[.!?;\n]))/,
  /\bi am done(?: with everything| with it all)?(?= ?(?:$|[.!?;\n]))/,
  /\b(?:death|dying|dying young) (?:does not|doesnt|no longer) scares? me\b/,
  /\b(?:it|that) (?:sounds|seems|would be|feels) like (?:a |such a )?relief\b/,
  /\bliving (?:does|scares me)\b/,
  /\bnothing (?:will ever|is ever going to) get better\b|\bnothing to look forward to\b/,
  /\bi am done trying(?= ?(?:$|[.!?;\n]))|\bi (?:want|need) to stop(?= ?(?:$|[.!?;\n]))/,
];

const readsPlain = new Set(conceptPhrases.map((concept) => concept.pattern));

// Every gate piece, longest first, found wherever one starts (a lookahead, so pieces may overlap).
const gatePieces = [...new Set(riskPhrases.flatMap((risk) => risk.gate))].sort((a, b) => b.length - a.length);
const gateFinder = new RegExp(`(?=(${gatePieces.join('|')}))`, 'g');
// The weak signals as one pattern, each a named group, so one pass tells which of them occur.
const weakFinder = new RegExp([...weakSignals, ...finalitySignals].map((signal, index) => `(?<w${index}>${signal.source})`).join('|'), 'g');

// Talk about the topic rather than risk: a class, research, an event, training, a book.
const topicWords = /\b(?:counseling center|walk in hours|if you are (?:struggling|thinking|having|feeling)|(?<!my )class|lecture|course|professor|prof|psych|psychology|sociology|seminar|research|researching|study|studying|studied|neuroscience|pharm|pharmacology|antidotes?|paper|essay|article|statistics|data|rates?|documentary|novel|book|poem|film|movie|character|podcast|presentation|awareness|prevention|(?:memorial|charity|awareness|prevention|darkness) walk|fundraiser|event|training|workshop|panel|club|campaign|(?:awareness|prevention|history|pride) month|week of|speaker|volunteer|volunteering|hotline|lifeline|crisis line|text line|988|helpline|qpr|first aid|peer (?:counselor|supporter|mentor)|how to (?:help|talk|ask|support|respond|assess)|what to (?:do|say) (?:if|when)|someone who|people who|anyone who|a friend who|a patient who|warning signs|patients?|interview\w*|disclos\w*|respond to|clinicals?|rotation|nursing|med school|certification|certified|takeaway|plant the idea|asking someone|reading|lyrics of|song about|theory|thesis|capstone|vigil|referendum|deterrent|net)\b/;
// Talk in a clinical or interview frame: set aside even when the writer is in the sentence ("asked how I'd
// respond to a patient disclosing suicidal ideation"), unless the risk phrase itself names the writer.
const clinicalTopic = /\b(?:patients?|interview\w*|clinicals?|disclos\w*|certification|role play\w*|case study)\b/;
// A risk phrase whose subject is someone else ("they want to die") is about that person.
const otherSubject = /\b(?:he|she|they|someone|somebody|people|caller|patient|student|friend|person|who|character|kids|teens|teenagers)\s+(?:\S+\s+){0,2}$/;

// When the risk phrase sits in the past of a story: "two years ago", "in high school", "I used to".
const distantPast = /\b(?:used to|years? ago|(?:years?|months?) back|(?:a|one|two|three|four|five|six|\d+|several|many|few) (?:months?|years?|summers?|winters?|springs?|falls?|semesters?) ago|when i was|in high school|in middle school|back (?:then|when|in (?:high school|middle school|(?:19|20)\d\d|freshman|sophomore|my (?:freshman|sophomore|first|teens|hometown)|the day))|at my (?:lowest|worst)|there was a time|in the past|last (?:year|spring|summer|fall|winter|semester)|(?:freshman|sophomore) year|as a (?:teen|teenager|kid|child)|growing up|in (?:19|20)\d\d|at one point|since i last|since the last time|(?:\w+|\d+) (?:months?|years?) later|my (?:first|freshman|sophomore|junior) (?:year|semester)|first (?:year|semester)|during (?:lockdown|covid|the pandemic|quarantine)|in (?:elementary|grade|primary) school|(?:\w+|\d+) (?:years?|months?) since|at (?:1[0-9]|[5-9])(?! ?\d)(?! (?:pm|am|oclock|percent|every|tonight|today|on|in))|as a (?:freshman|sophomore|junior|kid)|(?:high school|middle school|younger|teenage|freshman|past|old|former) me|(?:most|all|much) of (?:high school|middle school|my teens)|went through a (?:time|phase|period)|i spent (?:years|months)|when i first|once i (?:wanted|was|felt|thought|tried)|i once (?:wanted|was|felt|thought|tried|believed)|dear (?:\d+|younger|past|teenage|high school|little) (?:year old )?me|\d+ year old me|the me (?:from|of|in) (?:19|20)\d\d|(?:most|all|much) of (?:19|20)\d\d)\b/;
const pastTense = /\b(?:after|wanted|tried|attempted|thought|felt|was|were|had|did not want|used to|survived|planned|cut|self harmed|burned|hurt|spent (?:most|all|much) of (?:high school|middle school|my teens|college|(?:freshman|sophomore) year))\b/;
// ...unless the same sentence says it is happening now: a time of now outweighs a distant past in the same
// sentence ("I used to be suicidal and it's coming back now"); a word of continuing only a past tense.
const presentTime = /\b(?:again|lately|recently|these days|right now|tonight|yesterday|last night|this (?:week|weekend|morning|semester|month)|last week|(?:few |two |three |\d+ )?(?:days?|weeks?) ago|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|coming back|are back|is back|back again|wish i (?:had not|hadnt|did not|didnt))\b/;
const continuing = /\b(?:first time in (?:months|weeks|years)|still(?! (?:remember|think about (?:her|him|them|that|it)))|today|relaps\w*|anymore|keep|cant stop|can not stop)\b/;
// A story of getting through it.
const recovery = /\b(?:therapy|therapist|counsel(?:ing|or)|meds|medication|recovery|recovering|recovered|better now|doing (?:so much )?better|doing well|got help|get help|glad i (?:am|stayed|did not|didnt|was wrong)|still here|years? clean|months? clean|clean for|survivor|survived|healing|it gets better|changed my life|saved my life|made it through|got through|hold on|reach out|talk to someone|please tell|so glad|grateful|no longer|now i am|(?:^|[.!?;] ?)now i (?:can|have (?:good|great|friends|a (?:job|partner|dog|cat|kid))|love|lead|run|help|volunteer|actually|coach|teach|tutor|mentor|perform)|today i|proud|graduat\w+|peer mentor|(?:so )?far from (?:that|it|there) now|(?:\d+|one|two|three|four|five|six) (?:years?|months?) out|i am (?:doing )?(?:ok|okay|good|fine|well) now|better than ok(?:ay)?|stable for|(?:and|now|today) (?:i am|im) thriving|(?:things|everything|it) (?:started |began )?(?:got|getting|get) better|start of (?:my )?(?:recovery|healing|getting better))\b/;

// "I would never kill myself", "I am not going to hurt myself", "I no longer want to die", "instead of hurting myself".
const negatedBefore = /\b(?:instead of|rather than)\s+$|\b(?:not|never|no longer|nobody|no one)\s+(?:(?:going|to|gonna|want|wanna|really|actually|ever|even|try|trying|plan|planning|would|will|do|be|feel|that|thinking|think|of|about|like)\s+){0,3}$|\b(?:do|does|did) not (?:really )?have (?:any )?$/;

// Sayings that end a risk phrase's words in an ordinary sense; a phrase overlapping one does not count.
const sayings = /\b(?:(?:crawl|curl) (?:up )?(?:in|into) (?:a )?hole and die|(?:do not|not|never) wake up (?:before|until|till|early|in time)|(?:die|dying|died) of (?:embarrassment|boredom|laughter|shame|cringe))\b/g;
const inSaying = (text: string, start: number, end: number) =>
  Array.from(text.matchAll(sayings)).some((saying) => saying.index < end && saying.index + saying[0].length > start);

// "clean from self-harm since June": a recovery, said of the risk itself.
const recoveredFrom = /\b(?:clean|free|recovered|recovering|sober|in recovery) (?:from|of)\s+$/;

// An accident is not self-harm: "cut myself chopping onions", "hurt myself at practice".
const accident = /\b(?:accident\w*|by mistake|ouch|oops|on (?:a|the|my|some) (?:\w+ )?(?:iron|stove|oven|pan|pot|kettle|curling iron|straightener|grill|fire|candle|radiator|cabinet|door|bunk)|while \w+ing|shav\w*|chopping|slicing|cooking|baking|oven|skiing|snowboarding|practice|playing|game|gym|lifting|running|workout|training|sprain\w*|tore|torn|broke|fell|tripped|stitches|steam wand|espresso machine|on (?:a|the|some) (?:glass|paper|knife|can|fence|nail|edge)|concussion|cutting (?:weight|water)|cut(?:ting)? (?:\d+|a few|some|two|three|four|five|ten) (?:pounds|lbs?|kilos?|kg))\b/;
const intent = /\b(?:on purpose|(?:how to|how do i|how do you|places to|ways to|trying to|have to) (?:hide|cover|conceal)|(?:told|tell|say|said) (?:\w+ ){0,3}(?:it was|it is) an accident|urges?|(?:want|wanted|need|needed) to (?:\w+ ){0,2}(?:cut|hurt|burn|bleed|feel|punish|do it|do that|do more|see)|to feel|to cope|to punish|relaps\w*|scars?|deserve|make the noise stop|only thing)\b/;

export interface DistressFinding {
  kind: Kind;
  phrase: string;
}

/** The risk phrases that count in a normalised post, after negation, recovery stories and topic talk are set aside. */
export function* ruleFindings(normalised: string): Generator<DistressFinding> {
  // Worked out only when a phrase matches, which most posts never do.
  let spans: { start: number; end: number }[] | undefined;
  let isRecoveryStory: boolean | undefined;
  const pieces = [...new Set(Array.from(normalised.matchAll(gateFinder), (found) => found[1]!))];
  let plain: string | undefined;
  for (const { kind: phraseKind, gate, pattern, unless, accept } of riskPhrases) {
    if (gate.length > 0 && !pieces.some((piece) => gate.some((needed) => piece.includes(needed)))) continue;
    if (unless?.test(normalised)) continue;
    // Concept phrases read the text with idioms of death blanked out ("before I die", "my phone died").
    const text = readsPlain.has(pattern) ? (plain ??= withoutIdioms(normalised)) : normalised;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const at = match.index;
      // A match set aside may hide another starting inside it ("I'm not suicidal, I want to not exist").
      pattern.lastIndex = at + 1;
      spans ??= sentenceSpans(normalised);
      const span = spans.find((candidate) => candidate.end >= at) ?? { start: 0, end: normalised.length };
      const sentence = normalised.slice(span.start, span.end);
      const before = normalised.slice(span.start, at);
      if (negatedBefore.test(before) || recoveredFrom.test(before)) continue;
      // A phrase ending inside a saying ("I want to die of embarrassment", "crawl into a hole and die").
      if (inSaying(normalised, at, at + match[0].length)) continue;
      if (accept && !accept(match, text.slice(span.start, span.end))) continue;
      const kind = otherSubject.test(before) && !/\bmy ?self\b/.test(match[0]) ? 'someone-else' : phraseKind;
      if (kind === 'self-harm' && accident.test(sentence) && !intent.test(sentence)) continue;
      // Topic talk, unless the writer is the subject close before the phrase ("in psych class I realised I want to die").
      const nearBefore = before.split(' ').slice(-8).join(' ');
      // The writer as the one speaking of themselves: "I", or "my" before the risk itself ("my suicidal thoughts").
      const writerSpeaks = /\b(?:i|me|myself)\b|\bmy (?:own )?(?:suicid|thoughts|urges|self harm|cutting|plan|attempt|sh)\b/;
      if (topicWords.test(sentence) && (kind === 'someone-else' || (!writerSpeaks.test(match[0]) && (clinicalTopic.test(sentence) || !writerSpeaks.test(nearBefore))))) continue;
      isRecoveryStory ??= recovery.test(normalised) || distantPast.test(normalised);
      const now = sentence.replace(/\bago today\b/, 'ago');
      // The phrase's own words do not place it in time ("my last semester on earth").
      const around = `${before} ${sentence.slice(at - span.start + match[0].length)}`;
      const isPast = distantPast.test(around)
        ? !presentTime.test(now)
        : pastTense.test(before + match[0]) && isRecoveryStory && !presentTime.test(now) && !continuing.test(now);
      if (!isPast) yield { kind, phrase: match[0] };
    }
  }
  const weak = new Map<string, string>();
  for (const found of normalised.matchAll(weakFinder)) {
    for (const [name, text] of Object.entries(found.groups!)) if (text !== undefined) weak.set(name, text);
  }
  // Weak signals told in a recovery story's past ("back in high school I gave away my things") show no risk now (session 15).
  const toldAsPast = () => distantPast.test(normalised) && recovery.test(normalised) && !presentTime.test(normalised);
  if (weak.size >= 2 && !ordinaryFarewell.test(normalised) && !toldAsPast()) yield { kind: 'hopeless', phrase: [...weak.values()].join(' / ') };
}

/**
 * The first reading of a post: whether a rule finds distress (and whether about someone else at risk), and the
 * distress model's score. moderate.ts holds it to the thresholds, with the second reading where it is near them.
 */
export interface DistressReading {
  aboutSomeoneElse: boolean;
  ruleFound: boolean;
  score: number;
}

export function readDistress(text: string): DistressReading {
  const normalised = distressText(text);
  const kinds = [...ruleFindings(normalised)].map((finding) => finding.kind);
  return { aboutSomeoneElse: kinds.includes('someone-else'), ruleFound: kinds.length > 0, score: modelScore(normalised) };
}

/**
 * The rules first; then the trained model (distress-model.ts), for wording no rule spells out. A rule's finding counts
 * unless the model reads the post as plainly ordinary (a score under `modelRuleVeto`: a recovery story, a class, an idiom
 * the rules took for risk; decision 0036, round 10); a finding about someone else at risk always counts (decision 0018).
 */
function* distressFindings(text: string): Generator<DistressFinding> {
  const normalised = distressText(text);
  let score: number | undefined;
  for (const finding of ruleFindings(normalised)) {
    if (finding.kind === 'someone-else' || (score ??= modelScore(normalised)) >= modelRuleVeto) yield finding;
  }
  score ??= modelScore(normalised);
  if (score >= modelThreshold) yield { kind: 'model', phrase: `a sentence scored ${score.toFixed(2)} by the trained model` };
}

export function findDistress(text: string): DistressFinding[] {
  return [...distressFindings(text)];
}

/**
 * Where each sentence of the post starts and ends. A fragment of one or two words ("Permanently.",
 * "Tonight.") belongs to the sentence before it.
 */
function sentenceSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let start = 0;
  for (const end of [...text.matchAll(/[.!?;\n]+/g), null]) {
    const stop = end ? end.index : text.length;
    const words = text.slice(start, stop).trim();
    const last = spans.at(-1);
    if (words && last && words.split(' ').length <= 2) last.end = stop;
    else if (words) spans.push({ start, end: stop });
    start = end ? end.index + end[0].length : text.length;
  }
  return spans;
}

/** Whether any risk phrase counts: stops at the first. */
export function showsDistress(text: string): boolean {
  return !distressFindings(text).next().done;
}

// V8 compiles a regular expression on its first use, and these take it about a second together: compile them
// all when the module loads (every gate word, so that every phrase runs), not on a student's first post.
findDistress(gatePieces.join(' '));
