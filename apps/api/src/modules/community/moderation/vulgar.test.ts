import { describe, expect, it } from 'vitest';
import { isVulgar, isVulgarByRules, unmaskWords, vulgarReading } from './vulgar';
import { labelledSetNames, loadLabelledSet } from './labelled-sets';
import { vulgarModelInUse, vulgarModelScore, vulgarModelScoreFromFeatures, vulgarModelThreshold } from './vulgar-model';

describe('isVulgar: disguises', () => {
  it.each([
    ['plain', 'this fucking class'],
    ['leetspeak', 'sh1t, forgot the quiz'],
    ['symbols', 'food tastes like a$$'],
    ['masked letter', 'f*ck finals'],
    ['masked letters', 'our RA is an a**hole'],
    ['fully masked', 'WHAT THE ACTUAL F***'],
    ['masked with leetspeak', 'm0therf*cker stole my bike'],
    ['spaced letters', 'f u c k this weather'],
    ['punctuated letters', 'f.u.c.k my landlord'],
    ['hyphenated capitals', 'S-H-I-T'],
    ['repeated letters', 'fuuuuuuuck'],
    ['mixed case', 'FuCkInG parking'],
    ['Cyrillic', 'ѕһіt happens'],
    ['fullwidth', 'ｆｕｃｋ midterms'],
    ['zero-width space', 'what the fu\u200bck'],
    ['soft hyphen', 'total bull\u00adshit'],
    ['letter swap', 'fvck it'],
    ['phonetic', 'phuck the admin'],
    ['phonetic with leetspeak', 'ph0ck this quiz'],
    ['punctuated letters ending in a word', 'F.U.C.K1NG jackhammers'],
    ['a mask between every letter', 'F*U*C*K the new parking rates'],
    ['several exclamation marks as a mask', 'F!!!CK I forgot my laptop'],
    ['several exclamation marks as an i', 'sh!!!iiiiit I left my laptop'],
    ['symbols alone', 'shut up you dumb @$$'],
    ['abbreviation', "that mf'er in the parking office"],
    ['an emoji in place of a letter', 'what the f🦆ck is this schedule'],
    ['a mask inserted between letters', 'sh_it i left my calculator'],
    ['a masked slur', 'he is a dirty sp*c'],
    ['mixed symbols as a mask', 'what the f#@k is this rubric'],
    ['a masked compound', 'some dipsh*t pulled the fire alarm'],
    ['an x for a c', 'fuxk this chem set'],
    ['a hyphenated abbreviation', 'f-ing professor moved the due date'],
    ['a word written backwards', 'kcuf the parking office'],
    ['a phonetic spelling', 'the new TA is such a dik'],
    ['an emoji for a syllable', 'my landlord is an 🍑hole'],
    ['a vowel written as x or left out', 'shxt, my laptop died'],
    // Round 8 (decision 0036): letters with hooks and bars, a dash as a mask, more words backwards, a disguised innocent word.
    ['Latin letters with hooks and bars', 'ʂɦιƚ, the bus left early'],
    ['a Georgian letter for b', 'Ⴆιƚƈԋ, give me my charger back'],
    ['a dash for the middle of a word', 'the printer is f—ed again'],
    ['a dash before a word', 'f— this lab report'],
    ['shit backwards', 'tihs, forgot my id'],
    ['bitch backwards', 'she is such a hctib about the thermostat'],
    ['a digit in an innocent word', 'some h0e took my parking spot'],
  ])('%s: %s', (_case, text) => {
    expect(isVulgar(text)).toBe(true);
  });
});

describe('isVulgar: what counts (decision 0017)', () => {
  it.each(['my roommate is such a bitch', 'he is a total dick', 'stupid cunt', 'you dumbass', 'kiss my ass', 'watching porn instead of studying', 'this exam is shite', 'what a load of sh1te'])(
    'swearing and sexual terms: %s',
    (text) => expect(isVulgar(text)).toBe(true),
  );

  it.each([
    'my roommate was banging his gf all night',
    "i'd let the new RA rail me so hard",
    'bet the TA gives As for head',
    'tryna get laid this weekend',
    // From the List of Dirty, Naughty, Obscene and Otherwise Bad Words.
    'she gave him a blow job in the car',
    'woke up with a boner in lecture',
    'lol booty call at 2am',
    'bust a nut and went back to studying',
    'what a tosser',
    'gonna eat her out tonight',
    'who wants to sit on my face',
    "I'd let him bend me over the desk",
    'heard them get railed through the wall',
    'she was thicc 🍑🍆',
    'tonight 😏🍆',
    'sucked off a guy from my class',
    'my TA was so good in bed',
    'she is the best head I ever had',
    'tryna smash someone from the party',
    'sext me if you are bored',
    'selling feet pics dm me',
    'anyone dtf tonight',
    'looking for a fwb, dm me',
    'the new TA is so hot i would smash',
    'gonna clap some cheeks at the formal',
    'who wants to bang tonight',
    'got a bj in the library',
    'shes such a hoe',
    'smash or pass: every professor',
    'havent gotten laid since august',
    '🖕 to whoever took my charger',
    'my ex was a total freak in the sack',
    'worst date ever but easy lay i guess',
    'ngl i would smash that bartender tbh',
    'he went down on me in the library stacks',
    'my roommate wants to try anal',
    'who is getting their cheeks clapped this weekend',
    'it has been a year since i have been laid',
    'had a wet dream about my TA',
    'my ex gave the worst head ever',
  ])('sexual slang: %s', (text) => expect(isVulgar(text)).toBe(true));

  it.each([
    'The construction crew was banging away at 7am',
    'Got a rail pass for my Europe trip',
    'She is the head of the department now',
    'Got head lice from the daycare where I work',
    'The blue-footed booby and two blue tits at the feeder',
    'Grabbed a handful of booty from the pirate ship ride',
    "We eat out of the dining hall's to-go boxes",
    'Bend over backwards for the group project, again',
    'Eggplant parm night at the dining hall 🍆',
    'Peach season 🍑🍑 at the farmers market',
    'Hot yoga 💦',
    'The vacuum sucked off the dust from the vents',
    'Best head coach I ever had',
    'I will smash him at ping pong tonight',
    'The string sextet played Brahms',
    'My feet hurt after the 5k',
    'Email me @ 5pm #study',
    'I would smash that record at the meet',
    "Shopping at BJ's Wholesale with my mom",
    'The garden hoe is in the shed',
    'Stuck in bed with the flu all weekend',
    'Sick in bed, missed the quiz',
    'Learning the lay of the land on my first week',
    'A good layer of primer before the paint',
    "I'd smash the exam if I studied",
    'Gonna smash the gym tomorrow',
    'We saw a dik-dik at the zoo',
    'Peach 🍑 smoothie and a hole in my sock',
    'My prof is so anal about citation formatting',
    'The stock went down on Monday',
    'Been laid off from my campus job',
    'Gave the best head start to the freshmen',
    "Riding my boyfriend's bike to class",
    'The guys smashed the piñata at the party',
    'Stop jerking it around and pick a date for the meeting',
  ])('the same words in ordinary use: %s', (text) => expect(isVulgar(text)).toBe(false));

  it.each(['that is retarded', 'dirty spics', 'stupid tranny', 'n1gga', 'f a g g o t', 'that lesbo in my seminar', 'ching chong kids in my lab'])('slurs: %s', (text) => {
    expect(isVulgar(text)).toBe(true);
  });

  it.each(['goddamn printer jammed again', 'God damn it, the bus left'])('stronger than the mild damn: %s', (text) => {
    expect(isVulgar(text)).toBe(true);
  });

  it.each(['kys loser', 'nobody cares, go kill yourself', 'you should kill yourself'])('telling someone to kill themselves: %s', (text) => {
    expect(isVulgar(text)).toBe(true);
  });

  it.each([
    'Damn, that lab took forever.',
    'What the hell happened to the pizza?',
    'This weather is crap.',
    'Freshman year sucks sometimes.',
    'I was so pissed when the bus left.',
    'Bloody brilliant lecture.',
    'Freaking finally!',
    'My roommate is a total badass.',
    'That was a kick-ass concert.',
    'Screw it, large fries.',
    'Our trip to Lesbos was lovely.',
  ])('mild words students use kindly are allowed: %s', (text) => {
    expect(isVulgar(text)).toBe(false);
  });

  it.each([
    'Our health class covered sex education and consent.',
    'We identified the penis and vagina in biology lab.',
    'I am a survivor of rape and I told my story tonight.',
    'Our rugby hooker broke his nose.',
    "Please don't kill yourself over one exam, you'll be fine.",
  ])('clinical, legal and caring uses are allowed: %s', (text) => {
    expect(isVulgar(text)).toBe(false);
  });
});

describe('isVulgar: sexual acts in everyday words (decision 0036, round 8)', () => {
  it.each([
    'my roommate ate her out on the futon, I was RIGHT THERE',
    'she rode him in the parking garage lol',
    'he keeps bringing girls back to bang at 3am',
    'caught two people screwing in the study room',
    'he tried to finger her at the formal',
    'my neighbour lasts about two minutes in bed, the walls are thin',
    "the headboard next door is banging the wall again",
    'hooked up with a guy who wanted me to choke him',
    "I'm freezing my balls off at this bus stop",
  ])('%s', (text) => expect(isVulgar(text)).toBe(true));

  it.each([
    'I rode her bike to the library',
    'she rode him home after practice on the handlebars? no, in her car',
    'the drummer came over to bang on the drums',
    'screwing in the new light bulb took three of us',
    'stop screwing around and study',
    'they fingered him as the one who pulled the alarm',
    'I was the last in bed again, everyone was up at 7', 'she lasted three days in bed with the flu',
    'I choked on my coffee when the TA said the exam was cumulative',
    'I have the balls to ask for an extension',
    'the headboard of my dorm bed is loose',
    'got laid off from my campus job, applying to the library tomorrow',
  ])('the same words in ordinary use: %s', (text) => expect(isVulgar(text)).toBe(false));
});

describe('isVulgar: names and birds built on listed words (decision 0036, round 8)', () => {
  it.each([
    'Coach Dick Wolfe retires this year',
    'my essay on Dick Grayson got an A',
    'the peacocks and peahens on the farm tour',
    'the cocks were crowing at 5am on the farm, birds are loud',
    'Hitchcock week at the film society',
    'the Babcock lab is hiring',
    'the ark was made of shittim wood',
    'a cockatoo and a cockatiel at the pet store',
  ])('%s', (text) => expect(isVulgar(text)).toBe(false));

  it.each(['you Dick Head', 'what a dick', 'nice cocks out in the group chat lol', 'the peacock was cool but the guy next to me was a total dick'])(
    'still vulgar: %s',
    (text) => expect(isVulgar(text)).toBe(true),
  );
});

describe('isVulgar: places, clinical words in a class, masked compounds (decision 0017, session 14)', () => {
  // Places from the GeoNames gazetteer whose names hold a listed word, written capitalised as it writes them.
  it.each([
    'my host family lives in Cumnock, in Ayrshire',
    'we stopped in Pornic on the Atlantic coast',
    'the band is from Coon Rapids, Minnesota',
    'Rio Negro province has amazing hiking',
    'a layover in Jizzax on the way to Samarkand',
  ])('a place: %s', (text) => expect(isVulgar(text)).toBe(false));
  // A name of several words is read whole: its words alone still count ("Jackass Flat", "Coon Rapids").
  it.each(['you Jackass', 'stop being a Coon', 'a Negro joke is never funny'])('a word of a place name alone: %s', (text) => {
    expect(isVulgar(text)).toBe(true);
  });

  it.each([
    'our physiology lecture covered the orgasm reflex and refractory periods',
    'the exam asks about premature ejaculation in the DSM chapter',
    'anatomy lab today: the anus and the pelvic floor muscles',
  ])('a clinical word in a class: %s', (text) => expect(isVulgar(text)).toBe(false));
  it.each(['just had the best orgasm of my life', 'three orgasms last night and still made my 8am'])('told of oneself: %s', (text) => {
    expect(isVulgar(text)).toBe(true);
  });

  it.each(['registration is a total sh*tshow', 'some f*ckface took my bike', 'what an a**hat', 'my d#ckhead ex'])('a masked compound: %s', (text) => {
    expect(isVulgar(text)).toBe(true);
  });
  it.each(['Homo sapiens and Homo erectus', 'a chink in the armor', 'boning up on organic chemistry', 'boning a chicken for dinner', 'we jumped off the bridge into the lake'])(
    'innocent: %s',
    (text) => expect(isVulgar(text)).toBe(false),
  );
  it.each(['rated it 4* out of 5', 'the co*op meeting', 'a 5*3 grid'])('a star that masks nothing: %s', (text) => expect(isVulgar(text)).toBe(false));

  it.each([
    'some muthaphucka took my spot', 'he kept whining about blue balls', 'my cousin calls people tards', 'grandpa still says japs', 'sheeeit, the line',
    'nobody wants to room with that homo', 'only a mongoloid would do that', 'a guy called me a chink in the dining hall',
    'my neighbors were literally boning all night', 'you can go jump off a bridge', 'go hang yourself',
  ])(
    'spellings and slurs the list lacked: %s',
    (text) => expect(isVulgar(text)).toBe(true),
  );
});

describe('isVulgar: sexual slang, slurs and spellings the lists lacked (decision 0017, session 15)', () => {
  it.each([
    'left my vibrator on the counter', 'we had a quickie before class', 'he got a hard-on in lab', 'she gave him a blowie', 'entering my hoe phase',
    'he wants a sex tape', 'anyone tryna smash after the game?', 'bro i finally smashed last night', "he couldn't even get it up lol",
    'she shagged the bartender', 'kick my azz', 'фuck this exam', 'fvk i missed the bus', 'hey sped, learn to read', 'kyss nobody wants u here',
    'whoever keyed my car can go kill himself', 'would absolutely smash the new TA ngl', 'she has been rawdogging with randoms',
    'he bragged about eating his girlfriend out', 'my roommate and her boyfriend are boning every night', 'she blew him in the back of the bus',
    'he hit it with three different girls', 'i smashed the TA from my section last weekend', 'i know it was you biyatch',
    'shiiiiet we won', 'he boned my best friend', 'called me a thot', 'my roommate cockblocked me', 'they call me the cripple', 'he gypped me',
    'someone yelled slant eyes', 'called him a sand monkey', "life's a b¡tch", 'would you smash anyone in your lecture hall?',
    'anyone who parks there should neck themselves', 'the review told the professor to kill herself', 'hope you hang yourself tonight loser',
    'I hope whoever stole my laptop goes and kills themselves',
  ])('vulgar: %s', (text) => expect(isVulgar(text)).toBe(true));
  it.each([
    'we smashed it at trivia last night', 'I smashed my phone screen again', 'Smash Bros after the party?', 'boning up on orgo tonight',
    "couldn't get it up the stairs without help", 'the ticket sped up my sense of urgency', 'she sped past the library', 'shag carpet in the lounge',
    'Phoenix, AZ is hot', 'my brother said he might go see a doctor', 'rawdogging a 10 hour flight with no movies',
    'I would totally smash the exam tomorrow', 'she blew him off again', 'he blew him away with that solo', "i smashed the TA's record in the mile",
    'we smashed the guy in the final round', 'i thot so too', 'crippling anxiety before finals', 'the chef boned the chicken', '¡Hola amigos!',
    'I hope she gets help before she hurts herself', 'my friend told me she wants to kill herself',
    'my advisor, dr. dick, is the nicest man in the physics department',
  ])('innocent: %s', (text) => expect(isVulgar(text)).toBe(false));
});

describe('isVulgar: sexual slang, slurs and spellings the lists lacked (decision 0017, session 16)', () => {
  it.each([
    'someone left a butt plug in the lost and found', 'stop being a mothereffer and give back my charger', 'he is a flaming fairy',
    'SHlT, forgot my ID again', 'shjt i overslept', 'azz hole move to take the last parking permit', 'they are always eating each other out',
    'she rode me till 3am', 'y\'all are nasty. bang in your own room', 'he cheated by giving head to his lab partner',
    "yelling about how many chicks he's screwed", 'he told me he wanted to bang me', 'the hall is drowning in used condoms',
    'the housing policy is total bullsh@t', 'calling girls easy lays', 'bragging about eating out her gf', 'looking for someone to smash after the formal',
    "ranking girls by whether they'd smash.", 'fingering each other in the crowd', 'she makes money as a camgirl', 'he asked to tap that booty',
    "why don't you jump off the library roof and do us all a favor",
  ])('vulgar: %s', (text) => expect(isVulgar(text)).toBe(true));
  it.each([
    'my coach rode me until I fixed my form', 'we eat each other out of house and home', 'I wanted to bang on the door', 'I want to bang the drums',
    'my mother effectively ran the house', "the girls he's banged heads with in debate", 'the health center hands out free condoms',
    'buttery plums from the farmers market', 'the fairy lights in the dorm are flaming hot',
    'we watched a match at the Wankdorf Stadium in Bern', 'the cam girl scout troop sold cookies', 'asking someone to smash the piñata',
    'did you jump off the high dive at the pool?', 'eating out at her favorite place',
  ])('innocent: %s', (text) => expect(isVulgar(text)).toBe(false));
});

describe('isVulgar: the allow-list', () => {
  it.each([
    'assessment', 'Scunthorpe', 'cockpit', 'Dickens', 'shiitake', 'Sussex', 'cumulative', 'therapist', 'Emily Dickinson',
    'summa cum laude', 'cumin', 'E.E. Cummings', 'analysis', 'analgesic', 'assorted', 'flame retardant', 'Fukuoka',
    'Moby Dick', 'tit for tat', 'human trafficking', 'Shiite', "Shi'ite pilgrims", 'artisanal', 'the annals of history', 'overanalyze',
    'feckless', 'Phuket', 'Milford', 'Arsenal', 'Hancock', 'peacock', 'cocktail', 'bass', 'classic', 'passion',
    'Massachusetts', 'assistant', 'Essex', 'Middlesex', 'Titans', 'Uranus', 'Matsushita', 'Penistone', 'grape', 'scrape',
    'pasta e fagioli', 'Dick Tracy', 'my grandpa Dick', 'garden hoes and rakes',
  ])('%s', (word) => {
    expect(isVulgar(`I love ${word}.`)).toBe(false);
  });
});

describe('the trained vulgar model, measured but not in use (decision 0036, rounds 9 and 10)', () => {
  // Written for this test, in no labelled set; the rules find none of them.
  it.each([
    'we hooked up in the library and she moaned so loud',
    'she sucked on my neck and grabbed my crotch',
    'shut up you ugly cow',
    'my lab partner is a brainless waste of space',
  ])('reads sex told in everyday words and insults without a listed word: %s', (text) => {
    expect(isVulgarByRules(text)).toBe(false);
    expect(vulgarModelScore(vulgarReading(text))).toBeGreaterThanOrEqual(vulgarModelThreshold);
  });

  // A known miss, kept in view: round 9's model read this insult as vulgar; retrained with train-10v (gated or not),
  // round 10's scores it -1.96 against a threshold of -1.27 (decision 0036, round 10). A later model that reads it
  // again turns this test red: move the sentence back to the cases above then.
  it("misses since round 10, and says so: an insult without a listed word ('you're a worthless waste of oxygen')", () => {
    const text = "you're a worthless waste of oxygen";
    expect(isVulgarByRules(text)).toBe(false);
    expect(vulgarModelScore(vulgarReading(text))).toBeLessThan(vulgarModelThreshold);
  });

  it.each([
    'the cow at the farm was ugly but sweet',
    'I moaned about the group project all night',
    'we went at it all night on the chem problem set',
    'the engine has a thrust of 2000 newtons',
    'the nurse said to check the crotch of the scrubs for tears',
    'the ugly sweater party is on friday',
    'congrats on the internship, so proud of you',
  ])('lets their look-alikes pass: %s', (text) => {
    expect(vulgarModelScore(vulgarReading(text))).toBeLessThan(vulgarModelThreshold);
  });

  it('is not used by the wall yet: it still reads one of decision 0017\'s look-alikes as vulgar (round 10)', () => {
    expect(vulgarModelInUse).toBe(false);
    // Round 9's model read "Gonna smash the gym tomorrow" and eight more look-alikes as vulgar; gated and trained with
    // train-10v's ordinary uses it reads one (decision 0036, round 10).
    expect(vulgarModelScore(vulgarReading('Gonna smash the gym tomorrow'))).toBeLessThan(vulgarModelThreshold);
    expect(vulgarModelScore(vulgarReading('The guys smashed the piñata at the party'))).toBeGreaterThanOrEqual(vulgarModelThreshold);
    expect(isVulgar('The guys smashed the piñata at the party')).toBe(false);
  });

  it('with the gate, one word cannot decide: a window also counts without the word that adds the most (round 10)', () => {
    // A made-up model: one word weighs a lot, the others nothing.
    const oneWord = { bias: -1, threshold: 0, weights: { 'w:smash': 12, 'w:gym': 0.5 } };
    const skeleton = vulgarReading('gonna smash the gym');
    expect(vulgarModelScore(skeleton, oneWord)).toBeGreaterThanOrEqual(0);
    expect(vulgarModelScore(skeleton, { ...oneWord, gate: true })).toBeLessThan(0);
    // Two words of evidence pass it.
    const twoWords = { bias: -1, threshold: 0, gate: true, weights: { 'w:smash': 12, 'w:gym': 12 } };
    expect(vulgarModelScore(skeleton, twoWords)).toBeGreaterThanOrEqual(0);
    for (const model of [oneWord, { ...oneWord, gate: true }, twoWords]) {
      for (const text of ['gonna smash the gym. then smash the gym again', 'smash smash smash', 'the gym']) {
        expect(vulgarModelScore(vulgarReading(text), model)).toBeCloseTo(vulgarModelScoreFromFeatures(vulgarReading(text), model), 9);
      }
    }
  });

  it('scores from each word\'s kept sum exactly as from the feature lists the training script uses', () => {
    const texts = [
      ...labelledSetNames.flatMap((name) => loadLabelledSet(name).filter((_post, index) => index % 4 === 0).map((post) => post.text)),
      'f🦆ck this 💀', '', '...', 'a', 'ｆｕｃｋ this', 'the the the the',
    ];
    for (const text of texts) expect(vulgarModelScore(vulgarReading(text))).toBeCloseTo(vulgarModelScoreFromFeatures(vulgarReading(text)), 9);
  });
});

describe('unmaskWords', () => {
  it('reads a masked word as the listed word it fits, a mask for one letter', () => {
    expect(unmaskWords('f***ing b*tch sh*t a**')).toBe('fucking bitch shit ass');
    expect(unmaskWords('ph*ck B*I*T*C*H')).toBe('phuck bitch');
  });

  it('leaves abbreviations and hyphenated words that fit no listed word', () => {
    expect(unmaskWords('p.m. e.g. co-op d**n well-being')).toBe('p.m. e.g. co-op d**n well-being');
  });
});
