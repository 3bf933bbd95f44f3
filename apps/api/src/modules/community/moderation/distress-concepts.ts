/**
 * Distress read as concepts rather than sentences one author wrote: the writer as subject, a notion of not
 * existing or being gone, wished for or welcomed; a means near intent or secrecy; harm done to one's own
 * body; the writer's absence as a relief to others; a future the writer will not be in; finality.
 * Each concept is a wide list of words in the normalised spelling of `distressText` (lower case, "do not"
 * for "don't", fillers such as "just" and "lol" gone), joined by short gaps, so that a new wording of the
 * same idea still meets the rule. What counts, and what is set aside (negation, the past of a recovery
 * story, talk about the topic), is decided in docs/decisions/0018.
 */

/** What a finding shows; 'model' is the trained model's reading of a sentence (distress-model.ts, decision 0036). */
export type Kind = 'ideation' | 'self-harm' | 'plan' | 'goodbye' | 'burden' | 'hopeless' | 'someone-else' | 'model';

export interface RiskPhrase {
  kind: Kind;
  /**
   * Pieces of words the phrase cannot match without: found in one pass, they spare most patterns on most posts.
   * Concept phrases have none (an empty piece): their word lists are too wide to gate safely.
   */
  gate: string[];
  pattern: RegExp;
  /** Something in the post that makes the phrase ordinary ("won't need them where I'm going... internship in Miami"). */
  unless?: RegExp;
  /** A check of the match in its sentence, for phrases whose parts may come in any order. */
  accept?: (match: RegExpExecArray, sentence: string) => boolean;
}

export const phrase = (kind: Kind, gate: string, source: string, unless?: RegExp, accept?: RiskPhrase['accept']): RiskPhrase => ({
  kind,
  gate: gate ? gate.split('|') : [],
  pattern: new RegExp(source, 'g'),
  unless,
  accept,
});

// --- Notions in any order ---------------------------------------------------------------------------------

// Idioms and ordinary uses of the words of death, blanked out before notions are looked for in any order:
// "dying to know", "dead tired", "my phone died", "to die for", "before I die", "kill me now".
const idioms = new RegExp(
  String.raw`\b(?:(?:crawl|curl) (?:up )?(?:in|into) (?:a )?hole and die|(?:do not|not|never) wake up (?:before|until|till|early|in time)|(?:(?:die|dying|died|dead|death|kill|killing|killed) (?:to (?:know|see|try|go|get|meet|hear|eat|read|watch|find)|of (?:embarrassment|boredom|laughter|shame|cringe|heat|thirst|hunger|old age|cancer)|laughing|inside|tired|serious|seriously|last|week|meat|quiet|silent|in the water|of me|for (?:a|this|that|some|the) (?:coffee|pizza|burger|nap|parking|spot|chance|slice)|happy|trying|alone)|(?:phone|laptop|battery|car|plant|plants|basil|wifi|printer|charger|scooter|computer|headphones|social life|sleep schedule|gpa|vibe|motivation|group chat|grandma|grandpa|dog|cat|uncle|aunt|he|she|they|patients?|character|characters|body|legs|arms|brain) (?:\w+ )?(?:died|dies|is dead|is dying|was dead|dying|passed)|to die for|over my dead body|cut (?:me|him|her|them|us|you) off|could sleep (?:forever|for (?:a|an) (?:\w+ )?(?:week|year|month|day))|drop dead|dead (?:end|line|lift|zone|ringer|heat|on|wrong|right|silent|set)|deadline|deceased|kill me (?:now|lol)|before i die|until i die|when i die|(?:am|is|are|gonna) (?:going to )?die(?= ?(?:$|[.!?;\n]| if | of | when | in (?:this|here|there)))|(?:rather|sooner) (?:die|be dead) than (?!(?:go on|keep|live|feel|face|be alive|wake up|go back|spend another|go through|endure|survive)\b)|i (?:literally |almost |nearly )died\b|i died (?:when|laughing)))`,
  'g',
);
// Wanting, welcoming, not minding, feeling relief: said of not existing, a stance of the writer.
const stance = String.raw`(?:want|wants|wanted|wanting|wish|wishes|wished|wishing|hope|hopes|hoped|hoping|pray|prays|prayed|praying|dream|dreams|dreaming|daydream\w*|fantasy|fantasies|fantasi[sz]\w*|ask (?:the universe|god)|trade places|would not mind|do not mind|would not care|do not care|fine with|ok with|okay with|be fine|be ok|be okay|relief|relieved|relieving|calm|calming|peace|peaceful|rest|restful|comforting|comfort|easier|nice|lucky|envy|jealous|ready|prefer|rather|tempted|welcome|would have done it|waiting for|look forward|looking forward|can not wait|would not fight|would not be upset|less scary|love to|all i want|biggest wish|only wish)`;
// Not existing, in the words people use for it; the notions of death blanked of their idioms above.
const gone = String.raw`(?:die|dying|dead|death|suicide|kill myself|killing myself|unalive\w*|end my life|ending my life|take my (?:own )?life|not (?:be |being )?(?:alive|exist|existing|here|around|born|breathing|in it)|no longer (?:be )?(?:alive|here|around|exist)|stop (?:existing|living|breathing|being alive|being here)|stopped existing|cease to exist|(?:never|not) (?:wake|waking|woke) up|wake up never|fade (?:out|away)|faded away|disappear\w* (?:forever|for good|permanently|and never)|vanish\w* (?:forever|for good|permanently|and never)|in a coffin|in the ground|six feet under|6 feet under|my (?:own )?funeral|my life (?:ends|to end|would end|ending|to be over|be over|is over)|life (?:ends|to end) (?:soon|on its own)|(?:had not|hadnt|did not|didnt) (?:made it|make it|survive|survived|come back|wake up|woken up)|(?:plane|flight) (?:does not|doesnt|would not|will not|never) land|my heart (?:just )?(?:stop|stops|stopped)|(?:heart|body) (?:had |would |could )?(?:give|gave|given) (?:up|out)|(?:gladly |would )?(?:trade|give away) my life|take me|takes me|let me go|hit me|hits me|run me over|kill me|kills me|never come back|not come back|sleep forever|stay asleep|be erased|be gone|gone forever|gone for good|being dead|not existing|if i (?:just )?stopped(?= ?(?:$|[.!?;\n])))`;
const othersBefore = /\b(?:he|she|they|his|her|their|him|them|someone|somebody|people|everyone|who|friend|roommate|brother|sister|mom|dad|mother|father|grandma|grandpa|uncle|aunt|cousin|dog|cat|character|patient|patients|boyfriend|girlfriend|bf|gf|partner|son|daughter|kids?)\s+(?:\S+\s+){0,2}$/;
const negationBefore = /\b(?:not|never|no|nobody|nothing|no longer|without)\s+(?:(?:really|even|ever|actually|going to|want to|wanna|be|have)\s+)?$/;

/** Both notions in the writer's voice: neither negated, neither said of someone else. */
function writerWelcomesGone(match: RegExpExecArray, sentence: string): boolean {
  const welcome = match.groups!.stance ?? match.groups!.stance2!;
  const notBeing = match.groups!.gone ?? match.groups!.gone2!;
  // Relief at death may be said without "I" ("the idea of dying feels like rest"); a wish needs the writer.
  if (!/\b(?:i|me|my|myself)\b/.test(sentence) && !/^(?:relie|rest|peace|calm|comfort|less scary|not scar|easier|nice|lucky)/.test(welcome)) return false;
  const at = sentence.indexOf(match[0]);
  const upTo = (part: string) => sentence.slice(0, at + match[0].indexOf(part));
  for (const part of [welcome, notBeing]) {
    const before = upTo(part);
    // A harm that comes to the writer has someone else as its agent: "if someone hit me head on".
    if (othersBefore.test(before) && !/\bme$/.test(part)) return false;
    // "would not mind", "not existing" carry their own "not".
    if (!/^(?:not|no|would not|do not)\b/.test(part) && negationBefore.test(before)) return false;
  }
  return true;
}

/** The text with idioms of death blanked out, same length, so that positions still match. */
export const withoutIdioms = (text: string) => text.replace(idioms, (idiom) => ' '.repeat(idiom.length));

// --- Building blocks -------------------------------------------------------------------------------------

// Up to n words between two parts of a concept, none of them a subject other than the writer, a clause
// joint ("but", "because") or a negation, so that "she said she hopes", "..., but I" or "I no longer want
// to die" do not join.
const otherSubjects = String.raw`he|she|they|you|we|him|her|them|someone|somebody|people|everyone|everybody|anyone|friend|roommate|but|because|though|although|unless`;
const negations = String.raw`not|never|no|nobody|nothing|none`;
const gap = (n: number) => String.raw`(?:(?!(?:${otherSubjects}|${negations}|i|me)\b)\w+ ){0,${n}}?`;
// After the wish the writer may come back as subject: "hope i do not wake up", "wish i were dead".
const gapWithI = (n: number) => String.raw`(?:(?!(?:${otherSubjects}|${negations})\b)\w+ ){0,${n}}?`;
// Before a harm that comes to the writer, any agent: "wish someone would turn me off", "pray god takes me".
const gapAnyAgent = (n: number) => String.raw`(?:(?!(?:${negations})\b)\w+ ){0,${n}}?`;
// Across at most one sentence end: "Bought new blades today. I know I shouldn't have."
const near = (chars: number) => String.raw`[\w .!?;]{0,${chars}}?`;

/** The writer, or a part of them that speaks: "part of me wants to die", "my brain keeps telling me". */
const writer = String.raw`(?:i|me|myself|part of me|(?:my|the) (?:brain|mind|head|body|heart))`;

/** Wanting, welcoming or not minding: the writer's stance toward the notion that follows. */
const wish = String.raw`(?:want|wants|wanted|wanting|wish|wishes|wished|wishing|hope|hopes|hoped|hoping|pray|prays|prayed|praying|long|longing|dream|dreaming|dreamt|daydream\w*|fantasi[sz]\w*|crave|craving|tempted|ready|prefer|rather|would not mind|do not mind|would not care|do not care|welcome|would be (?:fine|ok|okay|relieved|glad|grateful|happy)|(?:am|feel|felt) (?:ok|okay|fine|at peace|relieved)|made peace|at peace|envy|jealous|look forward|looking forward|counting down|can not wait|would not fight|would not be (?:upset|sad|mad|scared|sorry)|would like|(?:would )?give anything|ask (?:the universe|god|the sky) to|trade places with|fantasy|fantasies|biggest wish|if i could(?: \w+){0,4} and)`;

// Permanence that turns a weak notion ("disappear", "sleep", "stop") into not existing.
const forever = String.raw`(?:forever|for good|permanently|for ever|and never come back|and not come back|and never wake up|and not wake up|and stay (?:that way|gone|asleep)|once and for all|never to return)`;

/** Not existing, as an infinitive or a state: what is wished for. */
const notBeing = String.raw`(?:die|be dead|dead|death|dying|not (?:be )?(?:alive|exist|existing|here|around|born|breathing|anything)|no longer (?:be )?(?:alive|here|around|exist)|not (?:have to )?(?:wake up|come back|be alive|exist|be here|live)|not being (?:alive|here|around)|never (?:have to |had to )?(?:wake up|come back)|not waking up|never waking up|never (?:have to |had to )?open (?:my eyes|them) again|(?:had not|hadnt|did not|never) (?:woken|woke|waked) up|never (?:have )?(?:been )?born|never existed|stop (?:existing|living|breathing|being alive|being here|being a person|being anything)|cease to exist|be (?:gone|erased)|erased|be nothing|dissolve|evaporate|fade away|faded away|skip the rest of (?:my life|it)|fade out|wake up never|not have another (?:one|birthday|year)|in a coffin|(?:my life|it) (?:ends|stops|would end) (?:soon|on its own|already)|be six feet under|six feet under|6 feet under|in the ground|not (?:be )?(?:here|around) (?:anymore|for it|next (?:year|semester)|by (?:then|spring|summer|fall|winter))|(?:disappear|vanish|go away|leave|sleep|go to sleep|fall asleep|stay asleep|stop|end|rest)(?: \w+){0,3}(?: ?[.!?;])? ${forever}|(?:sleep|stay asleep) forever|go be with (?:her|him|them|my \w+)|(?:my (?:life|heart)|it|everything|it all|all of it|life|this|the rest of me) (?:to |would |could |will )?(?:just )?(?:end|stop|give out|be over)(?: ?[.!?;])? ${forever}|(?:my life|my heart) (?:to |would |could |will )?(?:just )?(?:end|stop|give out|be over)|(?:everything|it all|life) to (?:end|stop)|(?:kill|killing) myself|end (?:it|it all|my life|things|everything)|suicide|unalive\w*)`;
/** The same, as something that happened in a condition: "if I disappeared", "if I never woke up". */
const wasGone = String.raw`(?:died|disappeared|vanished|faded away|was gone|were gone|stopped existing|did not exist|was not here|were not here|was not around|never woke up|did not wake up|killed myself|was dead|were dead)`;

// "die" read as an idiom: die of embarrassment, dying to know, die for this pizza, die laughing.
const dieIdiomAfter = String.raw`(?! (?:of|from|laughing|inside|a little|on (?:this|that) hill|for (?:a|an|this|that|some|these|those|the|my|your|it|him|her|them|our)\b(?! (?:while|long time|bit|few))|to (?:know|see|try|go|get|meet|hear|eat|read|watch)|happy|alone in|than (?:take|sit|go to|do|eat|wear|listen|watch|miss|be seen)|in (?:this|a|my) (?:small|tiny|boring)|if (?:i do not|i dont|i can not) (?:get|have|find)))`;

/** A harm that comes to the writer, as the writer might welcome it. */
const harmToMe = String.raw`(?:(?:hit|hits) me|run over|runs me over|(?:crash|crashes|crashed)|(?:takes?|took) me(?! (?:to|home|out to|back|for|with me|along|shopping|places|a while|forever to))|(?:takes?|took) (?:\w+ ){0,3}(?:down )?with me|(?:kills?|killed) me|(?:get|got|gets) (?:shot|killed|hit)|(?:get|got|be) in (?:an|a) (?:accident|crash)|(?:something|anything) (?:bad )?(?:happens?|happened) to me|(?:something|anything) bad happens|(?:heart|body|it|lungs) (?:just )?(?:gives?|gave) out|catch something|(?:get|got) (?:really |very )?sick|terminal|fatal|(?:fell|falls) on me|(?:plane|flight) (?:goes|went) down|(?:do not|will not|never) survive|(?:do not|will not) (?:see|make it to) (?:next|the end)|(?:turn|switch|shut) me off|unplug me|let me go|take me (?:out|away|home)|end me|(?:turn|switch) (?:it|everything|me) off|(?:an )?aneurysm|(?:a )?heart attack|(?:a )?stroke|(?:car )?accident|run (?:the|a) red light|hit me head on|(?:been|was|were) the one in the (?:accident|crash|coffin|casket|grave|car|ground)|(?:plane|flight|it) (?:does not|doesnt|would not|will not|never) land|(?:heart|breathing) (?:just )?(?:stops|stopped)|miss a turn|go off the road|(?:cancer|tumou?r|scare|diagnosis|biopsy) (?:\w+ ){0,4}?(?:real|positive|malignant|terminal)|(?:do not|dont) make it home)`;

/** Means: pills and named drugs, blades, heights, traffic and trains, ropes, guns. */
const drugs = String.raw`(?:sertraline|fluoxetine|citalopram|escitalopram|bupropion|wellbutrin|trazodone|quetiapine|pills?|meds|medication|medications|medicine|prescription|prescriptions|tablets|antidepressants|sleeping pills|painkillers|tylenol|advil|aspirin|ibuprofen|acetaminophen|xanax|oxy|oxys|oxycodone|lithium|adderall|benadryl|melatonin|insulin|prozac|zoloft|lexapro|seroquel|ambien|klonopin|valium|percocet|vicodin|fentanyl|heroin)`;
const heights = String.raw`(?:roof|rooftop|stadium|top of the \w+|top floor|top level|\w+ floor|ledge|edge|balcony|window|overpass|bridges?|footbridge|parking (?:garage|deck|structure|ramp)|garage|stairwell|tower|cliff|railing|building|dorm|library)`;
const traffic = String.raw`(?:tracks|train|traffic|oncoming|divider|median|guardrail|wheel|highway|freeway|interstate|tree|wall|river|lake|ocean|water)`;
const weapons = String.raw`(?:gun|guns|rifle|pistol|handgun|firearm|shotgun|gun safe|rope|noose|belt|cord|knots?|blade|blades|razor|razors|knife|knives)`;
const anyMeans = String.raw`(?:${drugs}|${heights}|${traffic}|${weapons})`;
// Thinking of, or close to, a leap or a crash: "how easy it would be to", "I keep thinking about".
const leapStance = String.raw`(?:think\w* (?:about|of)|imagin\w*|picture\w*|easy it would be to|easy to|urge to|tempted to|want to|going to|about to|could|might|should|will|dream\w* (?:about|of)|if i)`;
const leap = String.raw`(?:jump\w*|step\w* (?:off|out|in front)|go\w* (?:off|over)|fall\w* (?:off|from)|climb\w* over|lean\w* over|let\w* go|steer\w* (?:into|off)|swerv\w* (?:into|off)|turn\w* the wheel|driv\w* (?:into|off)|walk\w* (?:into|in front)|not step back)`;
// Something ominous said of the means: the writer keeps thinking about it, it is not for its usual use.
const ominous = String.raw`(?:know exactly (?:which|where|how|when)|how many feet|need to know tonight|(?:do not|dont) have (?:fences|railings|barriers|nets)|(?:i|me) (?:\w+ ){0,2}?(?:think|thinking|thought) about (?:it|them|using (?:it|them))\b|keep(?:s)? (?:thinking|going back|looking|staring)|know (?:exactly )?what (?:it is|they are|i am going to do with)|not for (?:camping|shaving|climbing|hunting|a class|class|school|fun|cooking|crafts)|for when i (?:decide|am ready|need it|need them)|when the time comes|i do not want to explain why|asking for real|not asking for (?:a class|school|homework|a friend)|not for a class|(?:have|got) (?:enough|both|more than enough)|(?:so|until) (?:it|i) (?:would|will|d) (?:be|have) enough|enough (?:now|saved|to (?:die|do it|not wake up|kill me))|high enough|fatal|lethal|deadly|timing it|been timing|i checked|using (?:it|them) on myself|going to use (?:it|them)|will use (?:it|them)|know where (?:\w+ ){0,5}?(?:keeps?|hides?|is kept|are kept)|decided (?:that|this) is the one|that is the one|which (?:\w+ ){0,4}?(?:is )?(?:the )?(?:highest|tallest|high enough|locked|unlocked|open)|(?:do not|dont) care (?:what happens|if (?:i|it|something)|whether i)|waiting for the right (?:night|time|moment|day)|(?:nobody|no one) (?:is|will be|would be) (?:home|around|checking)|(?:take|took|hold|holding|look at|looking at) (?:it|them) (?:out )?(?:most|every|at|each) (?:nights?|day|evening)|(?:the )?height of|how (?:tall|high) (?:is|are)|picked (?:it |them )?out|it is in my (?:trunk|closet|car|drawer|room|bag)|in case i decide|tonight is the night|just in case|for a (?:long|really long) time|way too long|end it for me|carrying (?:it|them) around|in my (?:backpack|bag|pocket|purse)|(?:work|get|build) up the (?:courage|nerve)|the courage to|which (?:\w+ ){0,3}?(?:i am going to|i will|to) use|it is all decided|take them all|asking for a reason|reason i (?:will not|wont|can not) say|closer (?:and closer )?to the edge)`;

// A reason that makes a future absence ordinary: travel, a move, a job, graduating, being sick.
export const ordinaryAbsence = /\b(?:because (?:i am|of) (?:moving|flying|going|leaving|graduating|travel\w*|sick|working)|moving|move|moved|transfer\w*|abroad|internship|co op|new job|job in|trip|vacation|flight|flying|fly home|graduating (?:early|in)|after i graduate|exchange|relocat\w*|deploy\w*|surgery|appointment|dentist|doctor|conference|wedding|gap (?:year|term|semester)|(?:to|for) work\b|funeral of|(?:for|over|on) (?:spring |winter |summer )?break|studying|semester in|going home|visit\w*|away (?:at|for)|out of town|sick|tournament|away game|competition|camp\b|retreat|in (?:miami|berlin|london|paris|chicago|new york|la|seoul|tokyo|spain|japan|china|india|korea|europe|asia|africa|australia|canada|mexico|texas|california|florida))/;

// Sleeping or disappearing for a while: "sleep forever after this finals week, wake me up in January".
const forAWhile = /\b(?:sleep|disappear|vanish|hibernate|hide)\w*\b[\w ]{0,40}\b(?:after (?:this|finals|exams|the|my)|until (?:this|the|next|finals|break|january|monday|friday|spring|summer|it is over)|wake me (?:up )?(?:in|when|after|on)|for (?:a|the|one) (?:weekend|week|day|while|bit|few|month|semester))\b/;

// The words without which "not existing" cannot be said: a gate for the phrases built on it.
const notBeingWords =
  'die|dead|death|dying|alive|exist|here|around|born|breath|anything|wake|waking|woke|woken|come back|eyes|stop|cease|gone|erase|nothing|dissolv|evaporat|fade|skip|under|ground|coffin|funeral|forever|for good|permanent|for ever|never|once and|be with|heart|end|over|life|kill|suicid|unaliv|land|made it|make it|surviv|another|asleep';

// --- Concept rules ---------------------------------------------------------------------------------------

/** Concept rules: each joins two or three notions with short gaps. */
export const conceptPhrases: RiskPhrase[] = [
  // Not existing and a stance of welcome, in any order within a few words: "my biggest wish right now is to
  // not be alive", "I'd trade places with anyone in a coffin", "the idea of dying feels like rest".
  phrase(
    'ideation',
    '',
    String.raw`\b(?<stance>${stance})\b[\w ]{0,50}?\b(?<gone>${gone})\b|\b(?<gone2>${gone})\b[\w ]{0,50}?\b(?<stance2>${stance})\b`,
    forAWhile,
    writerWelcomesGone,
  ),
  // Not existing, wished or welcomed by the writer: "I keep wishing I were dead", "part of me wants to die",
  // "I'd be fine with not existing", "hoping I'm not here for it", "i wish the rest of me could stop. for good".
  phrase(
    'ideation',
    notBeingWords,
    String.raw`(?:\b${writer} ${gap(6)}${wish} ${gapWithI(6)}|\b${wish} (?:that )?i ${gapWithI(3)}|\bmy (?:only |biggest |one )?(?:dream|wish|hope|prayer|goal) (?:is|would be) (?:to |that i |that )?${gapWithI(3)}|\ball i (?:can )?(?:think about|want|dream about|wish for) is (?:how to |to |that i |being )?)(?:with |about |of |for |that |to |if |when |and |i |(?:i|it|everything|my life|my heart|the rest of me) (?:could|would|will|to|might) )?${notBeing}\b(?:(?<=\bdie)${dieIdiomAfter}|(?<!\bdie))`,
    forAWhile,
  ),
  // Not existing felt as relief, or as the only way: "death sounds like a vacation", "being gone forever is the
  // only thing that makes me feel calm", "dying young doesn't scare me. It sounds like a relief", "the only
  // honest answer is to not be alive", "dying is the only way to make it stop".
  phrase(
    'ideation',
    notBeingWords,
    String.raw`\b(?:(?:the )?(?:idea|thought) of )?(?:death|dying|being dead|being gone|not existing|not being (?:alive|here|around)|never waking up|not waking up|being asleep forever|my (?:own )?funeral|suicide)\b ${gap(7)}(?:[.!?;] (?:it|that) )?(?:(?:sounds?|seems?|feels?|looks?|looking|would be|is|keeps looking) (?:\w+ ){0,4}?(?:relief|relieving|peaceful|peace|calm|comforting|nice|restful|rest|vacation|break|better|easier|appealing|tempting|good|sweet|inviting|welcome|escape|freedom)|(?:is|seems|feels like|would be) (?:the )?(?:only|best|easiest|last) (?:way|option|answer|solution|exit|way out|choice)|(?:makes?|made) me (?:feel )?(?:calm|better|relieved|peaceful)|(?:has become|became|is) (?:\w+ ){0,3}?(?:favorite|favourite|happy|best|only good) thought|(?:feeling|felt|feel) (?:relieved|calm|peaceful|at peace|comforted))\b|\b(?:only|best|easiest|one) (?:\w+ )?(?:thing|way|option|solution|answer|fix|exit|cure) (?:\w+ ){0,5}(?:is|would be) (?:to )?(?:${notBeing}|to die)\b|\b(?:nice|peaceful|easy|easier|quiet|calm|good|restful|great|a relief|relieving|such a relief|so nice|comforting) (?:it would be |would it be |to think )?(?:to|if i) ${gapWithI(3)}(?:${notBeing}|stop(?= ?(?:$|[.!?;\n])))\b`,
  ),
  // A death or harm that comes to the writer, welcomed: "wouldn't mind if a bus hit me", "kinda hoping this
  // fever takes me out", "I pray God takes me in my sleep", "if I got hit by a car I would not be upset",
  // "I'd be okay if my plane went down".
  phrase(
    'ideation',
    'hit|run over|crash|take|took|kill|shot|happen|give|gave|catch|sick|terminal|fatal|fell|falls|land|survive|see|make it|turn|switch|shut|unplug|let me|end me|aneurysm|heart|stroke|accident|red light|the one|stop|miss a turn|off the road|died|disappear|vanish|gone|exist|wake|woke|went down|goes down|comes|happens|swerv|into me|cancer|tumo|scare|diagnos|biopsy',
    String.raw`\b${wish} ${gapAnyAgent(8)}${harmToMe}\b|\bif (?:i|a \w+|the \w+|my \w+|something|anything|it|a car|god) (?:got |get |gets |was |were )?(?:a |an |the )?(?:\w+ )?(?:hit|run over|killed|shot|diagnosed|diagnosis|sick|terminal|crash\w*|happened|happens|comes|died|went down|goes down|fell|did not wake up|never woke up|got hit|get hit|did not exist|stopped existing|disappeared|took me|takes me|swerved into me|drove into me|ran into me)\b (?:\w+ ){0,10}?(?:(?:i would|i d|i will|it|that|then) (?:\w+ ){0,2}?)?(?:not (?:be )?(?:upset|sad|mind|care|fight|scared|sorry|argue|resist|complain)|be (?:relieved|fine|ok|okay|glad|happy|grateful)|feel (?:relief|relieved)|comes|happens|let (?:it|them)|close my eyes|good(?= ?(?:$|[.!?;\n])))\b|\bi (?:would|d) (?:be (?:fine|ok|okay|relieved|glad|happy)|not (?:be (?:upset|sad|scared)|mind|care|fight it|argue|resist))(?: \w+){0,2} if (?:i|my (?:plane|flight|car|heart|body|bus|train)|a (?:car|bus|truck|train|plane)|the (?:plane|bus|car|train)|something|anything|god|it) ${gapAnyAgent(4)}(?:${wasGone}|${harmToMe}|went down|crashed|hit me|happened to me|never woke up|stopped|took me|takes me)\b`,
  ),
  // Indifference to one's own survival: crossing without looking, no seatbelt, "if a car comes, it comes".
  phrase(
    'ideation',
    '',
    String.raw`\b(?:cross\w* (?:\w+ ){0,2}without looking|stopped (?:wearing|using) (?:my )?seatbelt|if (?:a car|a bus|it|something|death) (?:comes|happens) (?:it|then it) (?:comes|happens)|if something happens something happens|i (?:would|will) (?:just )?let it happen|i (?:would|will) not fight it|(?:would it be so bad|what if|would (?:anyone|anybody) (?:even )?(?:care|mind|notice)|(?:nobody|no one) would (?:even )?(?:notice|care|mind|miss me)) if i (?:just )?${wasGone}|wak\w* up wishing i (?:had not|hadnt|did not|didnt)|disappointed (?:that )?i (?:woke up|am still (?:alive|here|breathing)|survived))\b`,
  ),
  // A future the writer does not expect to be in: "I don't think I'll be around for graduation", "I don't see
  // myself making it to 25", "can't imagine still being alive in the fall", "my last semester on earth".
  phrase(
    'ideation',
    '',
    String.raw`\b(?:(?:do not|not|never) (?:think|expect|see|picture|imagine|know if|know whether) (?:that )?(?:i|myself) (?:will |would |am going to |am |am meant to |am supposed to )?(?:still )?(?:be (?:around|here|alive)|being (?:around|here|alive)|alive|making it|make it|breathing|surviving|survive) (?:for|to|by|until|past|in|at|through|till|another|next|this|my)\b|(?:can not|could not|do not|not) (?:see|picture|imagine|think of) (?:myself |me )?(?:still )?(?:being )?(?:alive|breathing|around|here|surviving|making it) (?:in|at|by|for|past|next|after|until|when|to|through)\b|(?:not sure|doubt) (?:if |whether |that )?i (?:will|would|am going to) (?:still )?(?:be (?:alive|around|here)|make it|live) (?:to|by|until|past|for|through|another|next|much)\b|(?:do not|not) (?:plan|intend|expect) (?:on |to )?(?:be|being|stay|staying) (?:alive|around|here)\b|(?:last|final) (?:\w+ ){0,2}(?:on (?:this )?(?:earth|planet)|(?:i am |i will be )?alive)\b|(?:do not|will not|never) (?:live|make it|survive) (?:to see|past|to) (?:\d+|twenty|thirty|forty|graduation|next|my)\b|i (?:am not going to|will not|wont) be (?:around|here|alive) (?:next (?:year|semester|month|week)|by (?:then|next|the end|spring|summer|fall|winter)|for (?:much|long)|much longer|anyway|after (?:this|tonight)))(?![\w ]{0,40}\b(?:because|since|flight|abroad|moving|transfer|internship|job|trip|co op|semester in|graduating early))`,
    ordinaryAbsence,
  ),
  // An absence that sounds final: "won't be there Monday, or ever again", "I won't need them where I'm going",
  // "not going to need any of it after this weekend".
  phrase(
    'goodbye',
    '',
    String.raw`\b(?:i (?:will not|am not going to|wont|will no longer) be (?:here|around|there|alive|back)\b[\w ]{0,25}\b(?:or ever again|ever again|anymore|much longer|for long|for much longer)|i (?:will not|am not going to|do not|wont) (?:need|be needing) (?:\w+ ){0,4}?(?:where i am going|after (?:this|tonight|today|tomorrow|friday|saturday|sunday|next week|the weekend|this weekend|this week|this month))|(?:where i am going|after (?:this weekend|tonight)) i (?:will not|wont|am not going to) (?:need|be needing))\b`,
    ordinaryAbsence,
  ),
  // Finality that needs nothing else: "sorry for what comes next", "a playlist for my funeral", "checking out for good".
  phrase(
    'goodbye',
    '',
    String.raw`\b(?:sorry (?:to (?:everyone|all of you|you all) )?(?:(?:that )?i am|for what i am) (?:about|going) to (?:hurt|do|put)|sorry (?:to (?:\w+ ){1,3})?(?:for|about) (?:what (?:comes|is coming|happens) next|what i am (?:about|going) to do|what i do|the mess i (?:am about to|will) leave|what (?:they|you|he|she) (?:will|are going to|is going to) find)|(?:playlist|songs?|outfit|flowers|speech|eulogy) for my (?:own )?funeral|my funeral (?:playlist|songs?|outfit)|planning my (?:own )?funeral|checking out (?:for good|permanently)|(?:do not|dont) blame yourself for what i (?:do|did|am about to do)|leave this world|this is the end for me|(?:say|saying|said) goodbye to (?:all of this|everything|it all|this world|this life|everyone)(?: \w+){0,2} (?:for good|forever)|(?:my|wrote|writing|drafted|unsent) (?:\w+ ){0,3}?goodbye (?:messages|texts|letters|notes|videos)|goodbye (?:messages|texts|letters|notes) i (?:have not|havent|never) sent)\b`,
  ),
  // Means near intent or secrecy: pills counted or saved, a roof that is locked, a gun the writer keeps thinking
  // about, a rope "not for camping", a railing the writer keeps going back to.
  phrase(
    'plan',
    '',
    String.raw`\b${anyMeans}\b${near(70)}\b${ominous}|\b${ominous}\b${near(40)}\b${anyMeans}\b`,
  ),
  phrase(
    'plan',
    '',
    String.raw`\b(?:how (?:many|much) (?:of )?(?:my )?(?:\w+ ){0,3}?(?:would|does|will|do|to) (?:it )?(?:take|be too many|be enough|kill)(?! (?:to (?:pass|finish|get|fill|make|cover|buy|pay|feel better)|for (?:a|the|my) (?:headache|cold|cramps|fever)))|how (?:high|far|long) (?:\w+ ){0,8}?(?:fatal|to die|deadly|lethal|kill (?:me|you)|bleed out|drown)|(?:googl\w*|looked up|looking up|look up|research\w*|search\w*|checked|checking|read(?:ing)? about) (?:\w+ ){0,4}?(?:lethal|fatal|deadly|overdose|bleed out)|how long (?:it takes|does it take) to (?:bleed out|drown|suffocate|die)|garage\b[\w ]{0,50}\bengine (?:running|on)|engine (?:running|on)\b[\w ]{0,50}\bgarage|(?:have|got|made) a plan\b${near(60)}\b(?:nobody|no one) (?:will|would|is going to) (?:be )?(?:checking|home|around|notice|find|know))\b`,
  ),
  // Taking all of one's pills, or pills with alcohol, with a time or hope: "gonna take all my pills tonight".
  phrase(
    'plan',
    '',
    String.raw`\b(?:take|taking|swallow\w*|down|downing|overdose on|od on) (?:all|every|everything|the whole|both|a whole) (?:bottle |bottles |of )?(?:of )?(?:my |the |these |those |his |her |my roommate is |my roommates )?(?:\w+ )?(?:${drugs}|in (?:my|the) medicine cabinet)\b|\b${drugs}\b[\w ]{0,40}\b(?:vodka|alcohol|wine|liquor|whiskey|booze|beer|tequila|rum)\b${near(50)}\b(?:hoping|nobody|no one|alone|enough|works|deadly|lethal|tonight|this weekend)\b|\b(?:vodka|alcohol|wine|liquor|whiskey|booze|tequila|rum)\b[\w ]{0,40}\b${drugs}\b${near(50)}\b(?:hoping|nobody|no one|alone|enough|works|deadly|lethal|tonight|this weekend)\b|\b(?:count\w*|saving|saved|save|stockpil\w*|hoard\w*|crush\w*|stash\w*|collect\w*) (?:up )?(?:\w+ ){0,4}?${drugs}\b(?:[\w ]{0,40}\b(?:enough|again|for|until|in case|all|every|tonight|up|keeping them|hiding them|hidden))|\b${drugs} (?:\w+ )?(?:saved|stashed|stockpiled|hoarded)\b|\b(?:saving|stockpiling|hoarding) (?:them|it|those|these) (?:all )?up\b|\bmore (?:of )?(?:my )?(?:\w+ )?${drugs} than (?:prescribed|i should|i am supposed to)|\b(?:double|triple|twice|three times) (?:my )?(?:\w+ )?(?:prescription|dose|dosage|${drugs}) (?:on purpose|hoping|and (?:do not|dont) care)`,
  ),
  // Heights and traffic with the act, the place on either side: "how easy it would be to step off" the
  // overpass, "think about steering into the divider", "if I go off the seventh floor", "not step back".
  phrase(
    'plan',
    '',
    String.raw`(?:\b(?:${heights}|${traffic})\b[\w ]{0,60}?\b${leapStance} (?:just )?${leap}\b|\b${leapStance} (?:just )?${leap}\b(?:(?<=\bnot step back)|[\w ]{0,50}?\b(?:${heights}|${traffic}|and never|and not|tonight)\b))(?![\w ]{0,40}\b(?:if (?:this|the|my|one|another|i have to|he|she|they)|for (?:fun|charity|the|a)|plunge|fundraiser|swim\w*|cannonball|dare|with (?:friends|my friends)|cliff jumping|bungee|skydiv\w*))|\bnot step back\b|\bkeep walking\b(?=[\w ]{0,30}\b(?:ocean|water|lake|river|sea)\b)|\b(?:ocean|water|lake|river|sea)\b[\w ]{0,30}\bkeep walking\b`,
  ),
  // Where, when and how, decided: "wrote down where I'd do it and when", "my method and the date".
  phrase(
    'plan',
    '',
    String.raw`\b(?:(?:where|when|how) i (?:would|will|am going to|should|could|d|want to) do it|(?:my|the|a) method and (?:the|a) (?:date|time|day|place)|(?:the|a) (?:date|day) and (?:the|a) (?:place|time|method)|(?:the|a) (?:place|method) and (?:the|a) (?:date|day)|(?:picked|chose|chosen|decided on) (?:the|a|which) (?:bridge|building|roof|spot|place|method|night|garage|tree|day i)|i (?:have )?made (?:my|the) plans?(?= ?(?:$|[.!?;\n]))|(?:going to|will|gonna|finally) go through with it|the night i go through with it|(?:have|has) already decided how i am going to (?:die|do it|go))\b`,
  ),
  // Harm to the writer's own body with intent: "biting my arms till they bleed", "pressed the hot iron on my
  // wrist on purpose", "hit my head against the wall until I saw spots"; carving into one's skin always.
  phrase(
    'self-harm',
    '',
    String.raw`(?<!\b(?:my|his|her|their|the|a|an|our|this|that|your) \w+ )\b(?:cut|cuts|cutting|burn\w*|scratch\w*|bite|bites|biting|bit|punch\w*|hit|hits|hitting|bang\w*|slam\w*|dig\w*|dug|pick\w*|press\w*|stab\w*|starv\w*|claw\w*|tear\w*|tore|rip\w*) (?:\w+ ){0,4}?(?:myself|my (?:\w+ )?(?:arms?|wrists?|legs?|thighs?|hips?|skin|stomach|forearms?|hands?|knuckles|fists?|fingers|body|head|face|chest|shoulders?|ankles?|sides|belly|lips?))\b(?=${near(60)}\b(?:on purpose|(?:until|till) (?:it|they|i) (?:bleed|bled|bruise|hurt|saw|see|split|went|go|could not)|to feel|to cope|to punish|deserve|punish\w*|only (?:thing|way|time)|relief|calms? me|whenever|every time|again|so i would not|so i do not|habit|can not stop|keep|anxious|overwhelmed|numb|nothing|hate myself|bleed|bled|bruised|spots|split|raw|scars?|hide|hiding|i am scared of myself))|\bcarv\w* (?:\w+ ){0,3}?into my (?:\w+ )?(?:arms?|wrists?|legs?|thighs?|hips?|skin|stomach|forearms?|hands?|body|chest|ankles?|shoulders?|feet|foot)\b`,
  ),
  phrase(
    'self-harm',
    '',
    String.raw`\b(?:(?:hide|hiding|hid|cover|covering|covered in|full of|conceal\w*) (?:\w+ ){0,2}?(?:cuts|scars|wounds|burns|marks|bruises)|(?:fresh|new|deep|more) (?:cuts|burns|wounds)|(?:covered in|a mess of|full of) (?:cuts|scratches|scars|burns|bruises)(?! from (?:my|the|a) (?:cat|dog|kitten|puppy|hike|hiking|thorns|bushes|garden))|clean (?:from \w+ )?and i (?:just )?(?:relapsed|cut|slipped)|punish\w* myself (?:with|by)|pick\w* at my (?:wounds|scabs|skin|cuts)|so (?:they|it) (?:do not|does not|never) heal|want them to scar|(?:do not|dont) eat\b[\w ]{0,40}\bdeserve|(?:punch\w*|hit\w*|smash\w*|slam\w*) (?:the |a |my )?(?:mirror|wall|walls|window|door)s? (?:\w+ ){0,3}?(?:on purpose|until|till|so hard)|pull\w* (?:out )?(?:my )?hair (?:out )?(?:\w+ ){0,3}?(?:until|till|can not stop|bald)|(?:not|have not|havent) eaten (?:\w+ ){0,4}?on purpose|(?:do not|dont) deserve (?:food|to eat)|(?:too many|way too many|a lot of|a bunch of|extra) (?:of )?(?:my )?(?:\w+ )?(?:pills?|meds|medication|tablets|antidepressants|sleeping pills|painkillers|tylenol|advil|xanax|adderall) (?:\w+ ){0,3}?on purpose|(?:cuts|burns|scars) on my (?:\w+ )?(?:arms?|wrists?|legs?|thighs?|hips?|stomach|body|skin)|(?:bought|buy|got|getting|took|take|new pack of|new|ordered) (?:\w+ ){0,2}?(?:blades|razors?|razor blades)\b(?! for (?:my )?(?:skates|ice skates|skating|hockey|shaving|my face|legs|crafts))(?=${near(60)}\b(?:should not|shouldnt|not for shaving|know what|want them back|again|cut|cutting|tonight|myself))|(?:cutting|self harm|self harming|burning myself|hurting myself|the blade|bleeding|pain) (?:is|was|are) (?:the only|my only|what) (?:thing|way|time|relief)|only (?:thing|way|time) (?:\w+ ){0,6}?(?:is|when) (?:i am )?(?:bleeding|cutting|hurting myself|in pain)|i deserve (?:the pain|to (?:hurt|bleed|suffer|be in pain)|every scar|the scars|the cuts|to be hurt)|make (?:more|new) (?:cuts|scars)|cutting (?:when|while|after|whenever|every)|(?:want|need|urge) to cut(?= ?(?:$|[.!?;\n]| so (?:bad|badly|much)| again| tonight| myself| right now))|i (?:cut|burned|burnt|relapsed) (?:last night|tonight|today|this morning|yesterday|again)|(?:self harm\w*|(?:the|my) (?:cutting|sh|self harm)) (?:is|has|got|gotten|have|been|getting) (?:\w+ ){0,3}?(?:again|every night|every day|worse|bad|back))\b`,
  ),
  // Urges and relapses, also in slang: "s/h urges are bad today", "the urge to sh", "streak gone".
  phrase(
    'self-harm',
    '',
    String.raw`\b(?:urges? to (?:cut|burn|sh|self harm|hurt myself|bleed|relapse|die|jump|end it|kill myself)|(?:self harm|sh|cutting|cut|burn|burning) urges?|(?:lost|broke|ruined|gone|ended|reset) (?:\w+ ){0,3}?(?:streak|clean|days? clean)|(?:streak|\d+ days? clean|days? clean) (?:\w+ ){0,2}?(?:gone|lost|broken|over|ended|reset)|relapsed (?:\w+ ){0,3}?(?:cut|cutting|self harm|sh|burn\w*|hurt\w*)|back to (?:square one|day (?:one|zero|0|1)) (?:with|on) (?:the )?(?:cutting|self harm|sh))\b`,
  ),
  phrase(
    'ideation',
    '',
    String.raw`\b(?:(?:sui|suicide|suicidal|suicidel|unalive|sewer ?slide|kms|ctb|death|dying) (?:thoughts?|ideation|urges?|feelings?) (?:are|is|have been|has been|r|keep|keeps|getting|got|came|come|coming|back|again|so|every|all|constantly|lately|today|tonight|all week|non stop)|(?:my|these|having|have|had|been having|having some) (?:sui|suicide|suicidal|suicidel|unalive|sewer ?slide) (?:thoughts?|ideation|urges?|feelings?)|(?:sui|suicide|suicidal|suicidel|unalive|sewer ?slide) (?:thoughts?|ideation) again)\b`,
  ),
  // Wanting to die said of "you" by someone who says it is themselves: "when you want to die every day".
  phrase(
    'ideation',
    '',
    String.raw`\b(?:(?:want|wanting|wants) to (?:die|end your life|kill yourself|not exist|not be alive)|feel (?:calm|better|relief|relieved) (?:after|when) you (?:cut|burn|hurt yourself))\b(?:(?= (?:every day|everyday|all the time|constantly|every night|each day))|${near(80)}\b(?:because i do|like i do|asking for (?:me|myself)|like me))`,
  ),
  // The voice that says it: "my brain keeps saying kill yourself".
  phrase(
    'ideation',
    '',
    String.raw`\b(?:my )?(?:brain|mind|head|thoughts|voices?) (?:\w+ )?(?:keeps?|keep|is|are|will not stop|wont stop) (?:saying|telling me|screaming|whispering|repeating)(?: to)? (?:kill (?:yourself|myself)|die|end it|do it|jump)\b`,
  ),
  // Burden: the writer's absence as a relief, a gain or a kindness to others: "kinder to them if I stopped
  // existing", "the world would be lighter without me in it", "the life insurance would cover them".
  phrase(
    'burden',
    '',
    String.raw`\b(?:better off|be better|happier|easier|lighter|kinder|kindest|free|freer|relieved|richer|more money|faster|retire|peace|a favor|favour|fix (?:it|everything|this)|help (?:them|everyone)|worry|attention|deal with|have to deal|grieve|insurance|less stressed|(?:would|could) save|gift|(?:keep|keeps) (?:spinning|going)|move on|be fine|sounds peaceful)\b(?:[\w ]{0,60}?)\b(?:without me(?! (?:as|on|in (?!it\b)|at|there|around to|(?!dragging|holding|slowing|weighing)\w+ing))|(?:without|not) having to (?:worry about|deal with|take care of|look after|pay for) me|if i (?:was|were|am|had|just )?(?:\w+ )?(?:gone(?! (?:to|with|for|back|home|out|into|through))|dead|not (?:here|around|alive)|was not (?:here|around|alive)|were not (?:here|around|alive)|stopped (?:existing|being here|being alive|being around)|died|disappeared|vanished|did not exist|removed myself|never (?:existed|been born|born)|no longer (?:here|around|alive))|once i am gone|after i am gone|when i am gone|(?:i|me) (?:was|were|am|being) gone|my death|if i (?:die|killed myself)|removing myself|remove myself|to (?:not be|no longer be) (?:here|around|alive)|(?:to|if i) (?:stop|stopped) existing|be gone|than (?:with )?me\b|(?:was not|were not|am not|is not) part of the picture|my absence)\b|\b(?:if i (?:was|were|am|died|disappeared|vanished|was not|were not|stopped existing|killed myself)|without me|removing myself|remove myself|after i am gone|when i am gone|once i am gone|me being gone|my death)\b(?:[\w ]{0,60}?)\b(?:better off|happier|easier|lighter|kinder|free|freer|relieved|richer|more money|retire|peace|favor|fix (?:it|everything)|would (?:fix|help|solve)|insurance|would not have to|would finally|would (?:get|have) (?:all |more )?(?:the )?(?:attention|money|time|peace|space|room))\b`,
  ),
  phrase(
    'burden',
    'weight|drain|drag|waste|look like an accident|last thing|best thing|kindest thing|only thing',
    String.raw`\b(?:(?:i am|i feel like|i am just|i am nothing but|i am only) (?:\w+ ){0,2}?(?:dead weight|a weight|a drain|a waste of (?:space|oxygen|air|life)|nothing but a burden)|make it look like an accident|(?:dead weight|a drain on|dragging (?:them|everyone|everybody|my \w+) down)\b[\w ]{0,60}\b(?:without me|if i (?:was|were) gone|lighter|better off)|the (?:last|best|kindest|only) thing i (?:can|could) do for (?:them|everyone|my \w+|the people i love|people) is (?:to )?(?:be gone|disappear|die|leave|go|not be here|${notBeing}))\b`,
  ),
  // Hopelessness about living itself: "I've run out of reasons to keep living", "nothing keeping me here
  // anymore", "can't hold on much longer", "another 60 years of this", "no way out except one".
  phrase(
    'hopeless',
    'reason|energy|strength|hope|way forward|stop|keeping me|holding me|tying|ties me|tied me|hold on|hang on|hanging on|holding on|year|decade|way out|exit|door|survive|surviving|stay alive|done|finished|through|tired|sick|exhausted|point|worth|live|living|waiting|enduring|counting|holding out|give|giving|given|quit|version|one way|want out|exist|longer|fighting|trying|struggling|nothing|pretend|future|offer|wanting|permanent|alive|being|waking|like this|sake',
    String.raw`\b(?:(?:no|out of|run out of|running out of|have no|lost|losing|lose|left|any|last|one|(?:can not |could not |do not |not )?(?:find|see|think of) (?:a|one|any)|a single) (?:\w+ ){0,2}?reasons? (?:i had |i have )?(?:left )?(?:for me )?(?:to|for) (?:keep )?(?:live|living|waking up|stay|staying|keep going|go on|going on|wake up|waking up|be here|being here|stay alive|staying alive|keep living|keep trying|exist|existing)|my reasons? (?:for|to) (?:staying alive|stay alive|living|keep living|being here)|(?:nothing|no one|nobody) (?:left )?(?:keeping|holding|tying|ties|tied|keeps|holds|kept) me (?:here|alive|to (?:this|the) (?:world|earth|life|planet))(?! (?:over|during|for|on|in|at|this|until|so|after|because))|(?:can not|could not|do not think i can|not sure i can|no longer) (?:hold|hang) on (?:much |any |for much )?(?:longer|anymore)|not sure i can (?:\w+ ){0,2}?(?:much|any) longer|(?:do not|no longer) want to (?:hold|hang) on|(?:can not|could not|will not) (?:do|survive|take|handle|face|live) (?:this |it )?(?:for )?(?:another|\d+ more|\w+ more) (?:\d+ |\w+ )?(?:years?|decades?)(?: of (?:this|it|life|living|existing|feeling like this))?(?= ?(?:$|[.!?;\n]))|no way out (?:\w+ ){0,4}(?:except|but) (?:one|death|dying|the permanent one)|(?:only|last) (?:exit|way out|option|door) (?:left )?(?:is )?the permanent one|permanent (?:solution|exit|way out)|only one way (?:this|it|my life|things) (?:ends|will end|is going to end)|no (?:version of (?:my|the) )?future (?:where|in which) i am (?:okay|ok|alive|happy|fine|here)|(?:done|finished|through|tired of|sick of|exhausted by|exhausted from) (?:\w+ ){0,2}?(?:surviving|trying to (?:survive|stay alive|live|keep going)|fighting to (?:stay alive|live|survive|keep going)|being alive|being here|being a person|being human|existing(?! (?:in|on|at|with|as|like|without) )|living(?! (?:in|at|with|on|near|off|paycheck|so|out|like (?!this))))|done with [\w ]{0,30}\b(?:living|life|being alive|existing)(?= ?(?:$|[.!?;\n]))|done waiting (?:around )?to live|(?:do not|dont) have (?:anything|anyone|anybody|much) (?:left )?to live for|(?:do not|can not) see a future (?:where|in which) i am (?:alive|okay|ok|here)|point (?:of|in) [\w .!?;]{0,20}\bof me(?= ?(?:$|[.!?;\n]))|(?:tired|sick|exhausted|done|can not|do not have it in me to|no longer|give up|stop) (?:\w+ ){0,3}?(?:fighting|trying|struggling) to (?:stay alive|survive|keep living)|(?:no|the|any|a) point (?:of|in|to) (?:me\b|my existence|being alive|living|staying alive|existing|going on|me (?:continuing|going on|being here|existing|staying)|trying to stay alive|keep living|waking up)|(?:life|living|my life|existing) (?:is not|isnt|is no longer|was never|feels not) worth (?:it|the effort|living|the pain|fighting for|staying for)|(?:do not|no longer) want to live (?:a life )?like this|(?:do not|no longer) want to (?:keep |continue )?(?:existing|being alive)|can not keep (?:surviving|living|existing) like this|(?:waiting|enduring|surviving|counting down|holding out) (?:\w+ ){0,3}?(?:until|for|till) (?:it|life|my life|everything|this life|the end) (?:\w+ ){0,2}?(?:stops|ends|is over|to end|to stop|to be over|finally)|(?:my life|life|existence|existing) (?:\w+ ){0,6}?(?:waiting|enduring|counting down) (?:\w+ ){0,3}?(?:to be over|to end|until it (?:ends|stops|is over))|(?:living|life|existing|being alive)\b[\w ]{0,50}\b(?:want to|wanna|going to|ready to) (?:quit|opt out|be done)|(?:given|giving|give) up on (?:getting better|ever getting better|recovering|life|living|being alive|myself|everything (?:including|even) myself)(?! (?:in|at|for) \w+)|(?:hanging|holding) on (?:\w+ ){0,2}?for (?:my|her|his|their) (?:\w+ )?(?:is )?(?:sake|sakes)|i (?:\w+ )?want out(?= ?(?:$|[.!?;\n])| of (?:this life|life|existence|everything))|stopped wanting to (?:live|be alive|exist|wake up|be here)|(?:out of|no|lost|losing|have no) (?:the |all )?(?:energy|strength|will|motivation|desire) to (?:keep )?(?:live|living|be alive|go on|exist|stay alive)|no way (?:forward|out|through) (?:\w+ ){0,3}(?:except|but) (?:out|one|death|dying)|(?:lost|no) (?:all )?hope (?:that )?i (?:will|would|could) (?:ever )?(?:want to live|want to be alive|get better)|(?:being alive|living|existing|life)\b[\w ]{0,50}\b(?:love|like|want|wish|ready) to (?:just )?stop(?= ?(?:$|[.!?;\n]))|point (?:of|in|to) (?:\w+ ){0,2}?(?:living|live|being alive|existing|staying alive|waking up|going on)\b|(?:life|the world|this world) has nothing (?:left )?(?:to offer|for) me|(?:do not think|not sure) i can keep (?:going|living|doing this|fighting) (?:much|any) longer|(?:do not|can not) see how i (?:can |will |could )?(?:survive|make it through|get through|last) (?:another|one more|this) (?:\w+ ){0,2}?like this|nothing (?:left )?(?:that )?(?:makes|making) me want to (?:stay alive|live|keep going|be here|keep living)|stop trying to (?:live|survive|stay alive|keep going)|pretend\w* (?:that )?i (?:want to|wanna) (?:be alive|live|be here|exist)|future (?:\w+ ){0,6}?where i am not (?:in it|alive|here|around))\b`,
  ),
  // A goodbye spoken to someone close: "Mom, if you somehow see this, it wasn't your fault. I love you."
  phrase(
    'goodbye',
    '',
    String.raw`\b(?:(?:mom|mum|mama|dad|papa|mother|father|grandma|grandpa|nana|sis|bro) (?:if you (?:somehow |ever )?(?:see|read|find) this|i am sorry)|\w+ (?:it (?:was not|is not|wasnt|isnt) your fault|none of this is (?:on you|your fault)|please (?:do not|dont) blame yourself|i am sorry i (?:could not|can not|couldnt) stay))\b`,
  ),
  // Slang and phrases of self-deletion: "I need to delete myself", "yeet myself off the library", "off myself".
  phrase(
    'ideation',
    '',
    String.raw`\b(?:(?:delete|deleting|erase|erasing|uninstall|uninstalling|yeet|yeeting|off|offing) myself\b(?! (?:from|off) (?:the )?(?:group|chat|app|apps|social|socials|instagram|twitter|tiktok|discord|snap))|(?:have not|not|never) (?:\w+ ){0,2}?(?:killed|kill) myself yet|(?:courage|guts|nerve) to (?:kill myself|do it|end it|go through with it)|(?:basically |practically )?my (?:own )?(?:suicide|goodbye) (?:note|letter)|i (?:am|was|feel like i am) (?:supposed|meant) to (?:be dead|die|have died)|i should (?:have died|be dead)|i (?:feel like i am|am) already (?:gone|dead)|first time in (?:months|weeks|years|forever) (?:that )?i (?:have not|havent|did not|didnt) (?:thought|wanted) about (?:wanting to die|dying|killing myself|suicide)|(?:envy|jealous of) (?:\w+ ){0,3}?for getting to (?:leave|go|die|rest)|let (?:it|them|death|the \w+) take me|(?:dying|died|death|accident|crash|killed)\b[\w ]{0,60}\bwhy (?:could not|couldnt|was not|wasnt|did not|didnt) (?:it|that) (?:have )?(?:been|be|happen to) me|(?:envy|jealous of|lucky) (?:\w+ ){0,3}?(?:people who|those who|the dead|dead people|people in the cemetery|anyone who) (?:\w+ ){0,3}?(?:die|died|dead|get to die|are dead|in the cemetery)|(?:cemetery|graveyard|the dead|dead people)\b[\w ]{0,30}\b(?:have it easy|are lucky|get to rest))\b`,
  ),
];

/**
 * Finality, each on its own common in ordinary life (moving away, a last post as club president): two of
 * them in one post count (with the weak signals in distress.ts), unless the post is a move or a graduation.
 */
export const finalitySignals: RegExp[] = [
  /\b(?:gave|giving|give|given) (?:away )?(?:all |most |some )?(?:of )?my (?:\w+ ){0,6}?(?:stuff|things|belongings|clothes|plants|books|textbooks|guitar|bike|ps5|jersey|cat|dog|journals|coat|headphones|hoodie|savings|everything|games|to)\b|(?:giving|gave) (?:everything|it all|my stuff|my things) away|emptied my (?:savings|bank account)/,
  /\b(?:letters?|notes?) (?:\w+ ){0,2}?(?:to|for) (?:everyone|all of (?:you|them)|(?:my |each of my )(?:\w+ )?(?:family|parents|mom|dad|brothers?|sisters?|roommate|friends|kids))|wrote (?:everyone|each of them|my family) (?:a )?(?:letter|note)/,
  /\b(?:hope|think|know|pray) (?:they|she|he|you|my \w+) (?:will |would |can )?(?:understand|understands|forgive|forgives)(?: me)?(?: (?:someday|one day|why|eventually))?\b|\b(?:they|she|he|you) will (?:find|get|read) (?:them|it|me|the \w+)|\b(?:he|she|they|you) will understand (?:in the morning|tomorrow|someday|one day|why|eventually)|\b(?:she|he|they|you) will (?:find out|know) (?:soon|tomorrow|why)/,
  /\b(?:this is|this will be|it is|here is) my (?:last|final) (?:post|message|words|time|goodbye)|(?:final|last) (?:message|words|post)\b|signing off for (?:the last time|good)|(?:last|final) thing i (?:will|am going to) (?:write|say|post)/,
  /\b(?:loose ends|tying up|everything is (?:sorted|taken care of|in order|ready)|everything (?:sorted|taken care of|in order)|(?:put|putting|have) (?:my )?affairs in order)/,
  /\b(?:updated|wrote|writing|made) (?:my|a) will\b/,
  /\b(?:(?:paid|paying) (?:back|off) (?:what i owed|everyone|my debts|my (?:library |parking )?fines)|return(?:ed|ing) (?:my|all my|everything i) (?:library books|borrowed))/,
  /\bcancel(?:l)?(?:ed|ing) my (?:\w+ )?(?:membership|subscriptions?|lease|phone plan)/,
  /\b(?:i am sorry|sorry) (?:for|about) (?:the mess|leaving (?:like this|you)|everything)|(?:i am sorry|sorry) (?:that )?i (?:will not|wont|am not going to|can not) be (?:there|here|around)|i am sorry(?= ?(?:$|[.!?;\n]))/,
  /\b(?:(?:please )?(?:do not|dont) (?:be sad|cry|blame yourselves?|blame yourself|feel guilty)|it (?:was not|is not|wasnt|isnt) (?:your|anyone s|their|his|her) fault|none of (?:this|it) (?:is|was) (?:on you|(?:your|their|his|her|anyone s|anyones) fault)|(?:i know )?you (?:tried|did (?:everything|your best)))/,
  /\b(?:goodbye|bye|farewell)\b(?! (?:to (?:my|the|this|our) (?:dorm|room|apartment|campus|school|college|city|team|job|class|major|car|old|home|house|summer|semester|year)|for now|until|till|see you))/,
  /\b(?:thank you|thanks) (?:all |you all )?(?:to everyone |everyone |all of you )?(?:for everything|who (?:was|were|ever) (?:kind|nice|good)|to (?:the few|everyone who|anyone who) (?:\w+ ){0,3}?(?:kind|nice|talked to me|replied))|saying thank you to (?:people|everyone)|(?:you|they) (?:were|was) (?:nice|kind|good) to me\b|(?:you|they) mattered (?:more than you know|to me)|you (?:made|were) (?:this|it|life|things)(?: \w+)? (?:bearable|worth it)|you were (?:the best|the only|my best) \w+ i (?:ever had|have ever had)/,
  /\bit was nice knowing (?:you|everyone)|see you on the other side/,
  /\b(?:take care of|look after|be kind(?:er)? to) (?:yourselves|each other)|(?:take care of|look after) my (?:cat|dog|pets?|plants?|fish|sister|brother|mom|dad)/,
  /\bmake sure my (?:cat|dog|pets?|plants?|fish|\w+) (?:goes|gets|is taken care)/,
  /\b(?:will not|wont) be able to (?:take care of|look after) (?:her|him|them|my \w+)/,
  /\b(?:i )?love you all\b/,
  /\b(?:tonight is the night|i am at peace with (?:my|this|the) decision|i have (?:said|made) my goodbyes|said goodbye to everyone|after tonight|nothing left to do now|(?:before|after) i go(?= ?(?:$|[.!?;\n])))/,
  /\b(?:deleted|deleting|delete) (?:all )?(?:my )?(?:socials|accounts|everything|photos)/,
  /\bsaying goodbye to (?:everyone|people|my friends|everybody)|without (?:them|anyone) knowing/,
  /\b(?:gets|get|have|inherit|inherits) my (?:savings|money|stuff|things|car|laptop|guitar)/,
  /\b(?:will not|wont) be (?:around|here) to (?:spend|see|use|enjoy|need|do it|take care)/,
  /\bleave (?:them|it|the \w+) (?:on|in) my (?:desk|bed|room|dresser|pillow)|one last time\b|say i love (?:her|him|you|them)\b/,
  /\b(?:she|he|they) (?:thinks?|think) i am (?:being )?(?:generous|decluttering|just)/,
  /\b(?:writing|wrote) this so (?:someone|somebody|people|you|everyone) (?:knows?)|i love my (?:family|parents|mom|dad)\b/,
  /\bfinally (?:going to be |be )?free\b/,
  /\bwho (?:ever )?tried\b/,
  /\bremember me\b/,
  /\bit is time(?= ?(?:$|[.!?;\n]))|if you are reading this (?:after|when|i am)/,
  /\bthank you (?:all )?for putting up with me|take care(?= ?(?:$|[.!?;\n]))/,
  /\bi am at peace(?: now)?(?= ?(?:$|[.!?;\n]))|said (?:what|everything) i (?:needed|wanted) to say/,
  /\bleaving my (?:\w+ )?\w+ to my\b/,
  /\bmake sure (?:she|he|they|my \w+) (?:gets?|has|have) (?:them|it|my)\b/,
  /\bsorry (?:that )?i am doing this|sorry (?:for|about) doing this|sorry i (?:could not|couldnt|can not) be (?:stronger|better|enough)/,
  /\bi love you (?:mom|dad|mum|mama|papa)\b|you were (?:good|great|the best|real) friends?\b/,
  /\bthis is my last (?:night|day)(?= ?(?:$|[.!?;\n]))|telling (?:him|her|them) everything i never said/,
  /\b(?:after|when|once) i am gone\b/,
  /\bwhoever (?:gets|takes) my (?:\w+ )?(?:room|spot|place|bed|desk|things)/,
  /\bwill not (?:need to|have to) worry about me anymore|(?:will not|wont|would not|am not going to) (?:need|be needing) (?:them|it|those|these|any of (?:it|this|them))(?= ?(?:$|[.!?;\n]| anymore| where| after))/,
  /\bi am (?:ready|done)(?: now)?(?= ?(?:$|[.!?;\n]))/,
  /\bi (?:will not|wont) be (?:posting|here|around|there)(?: (?:anymore|again|much longer|next week|tomorrow|monday)|(?= ?(?:$|[.!?;\n])))|(?:or )?ever again\b|(?:let|tell) my (?:\w+ )?(?:professors?|family|parents|friends|boss|team) know i (?:will not|wont|am not going to) be/,
  /\b(?:by the time|when) (?:anyone|you|people|someone) (?:reads?|sees?|finds?) this|(?:passwords?|bank (?:info|details|account)|pin) (?:\w+ ){0,6}?(?:for|to|with) my (?:sister|brother|mom|dad|parents|family|roommate)/,
];

// A farewell that is a move, a graduation or a season's end: finality signals alone do not count with it.
export const ordinaryFarewell = /\b(?:graduat\w*|good luck|see you (?:all )?(?:soon|next|after|in|there|at|later|around|then)|next (?:semester|year|fall|spring|summer)|after (?:break|the break|winter break|summer)|new (?:job|board|chapter|city|apartment|school)|congrat\w*|alumni|stay in touch|abroad|internship|retir\w*|promotion|party|as (?:club |team )?(?:president|captain|ra|editor|treasurer|chair)|for the (?:semester|summer|season|year)|until (?:january|fall|spring|summer|next)|be back|moving|moved|move to|road trip|lent|semester in|exchange|co op|selling|for sale|obo|best offer|\$\d)/;
