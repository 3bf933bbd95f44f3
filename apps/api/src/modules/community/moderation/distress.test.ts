import { describe, expect, it } from 'vitest';
import { distressText, findDistress, ruleFindings, showsDistress } from './distress';
import { modelRuleVeto, modelScore, modelScoreFromStrings, modelThreshold, modelWindows, sentenceFeatures } from './distress-model';
import { labelledSetNames, loadLabelledSet } from './labelled-sets';

describe('distressText', () => {
  it('writes out contractions and chat spellings and drops fillers', () => {
    expect(distressText("I'm gonna kms fr, I can't")).toBe('i am going to kms i can not');
    expect(distressText('i dont wanna be alive')).toBe('i do not want to be alive');
  });

  it('undoes disguises', () => {
    expect(distressText('I want to k1ll myself')).toBe('i want to kill myself');
    expect(distressText('i want to kiII myself')).toBe('i want to kill myself');
    expect(distressText('I wаnt to diе')).toBe('i want to die');
    expect(distressText('ｋ ｍ ｓ')).toBe('kms');
  });

  it('writes out slips of the keys on the words that carry risk (session 14)', () => {
    expect(distressText('i wanan die')).toBe('i want to die');
    expect(distressText('i wnat to kil myslef')).toBe('i want to kill myself');
  });
});

describe('showsDistress: risk', () => {
  it.each([
    ['direct ideation', 'I want to die.'],
    ['direct ideation', 'honestly i just want to kill myself'],
    ['direct ideation in a learner\'s English', 'I am here alone and I want to finish my life.'],
    ['self-harm in the present', 'I am currently self-harming most days and nobody knows.'],
    ['self-harm in the present simple', 'I self harm. I never stopped.'],
    ['self-harm on purpose', 'I burned my arm with the iron on purpose again.'],
    ['cutting told as a thing done (session 15)', 'after every call with my parents i lock the bathroom door and cut.'],
    ['cutting told as a thing done (session 15)', "i'm 20 and i still cut. thought i'd grow out of it"],
    ['indifference to being alive (session 15)', "I don't care whether I'm still alive next year."],
    ['dismay at being alive on waking (session 16)', "Every morning my first thought is 'oh no, I'm still here'."],
    ['missing the wish to live (session 16)', 'I miss my mom. I miss wanting to be alive.'],
    ['envying the dead (session 16)', "i'd trade places with anyone who died today"],
    ['the big sleep (session 16)', 'considering the big sleep. not the movie'],
    ['kms as a verb (session 16)', 'kmsing sounds better than retaking calc'],
    ['a named day as the last one (session 16)', 'I decided this weekend will be my last.'],
    ['a last post explained ahead (session 16)', "If I don't post again it's because I finally did it."],
    ['to be remembered as one who tried (session 16)', 'I hope everyone remembers me as someone who tried.'],
    ['a plan one wonders whether to tell (session 16)', "I have a plan for Thursday and I don't know if I should tell anyone."],
    ['suicide slang (session 16)', 'been seriously thinking about a toaster bath'],
    ['suicide slang (session 16)', 'my sudoku plan is getting more real every day'],
    ['homesick for not existing (session 16)', "i think i'm homesick for not existing"],
    ['rooting for an end (session 16)', "i'm kind of rooting for something to end me"],
    ['life better if I died (session 16)', "it really feels like everyone's life would improve if I died."],
    ['a family happy without me (session 16)', 'Without me my family could finally be happy.'],
    ['slang intensifier', 'lowkey suicidal af this week'],
    ['slang for hanging oneself', "i'm going to neck myself if this keeps up"],
    ['passive ideation', 'sometimes i wish i could fall asleep and never wake up'],
    ['passive ideation', 'I wish I was never born.'],
    ['not wanting to live', "I don't want to be alive anymore."],
    ['plan and means', "I've saved up enough pills and I'm done pretending."],
    ['plan and means', 'My plan is to drive my car off the bridge on Route 9.'],
    ['self-harm', 'I started cutting myself again.'],
    ['self-harm', 'I burned myself with a lighter again last night.'],
    ['goodbye', 'Goodbye everyone. By the time you read this I will be gone.'],
    ['goodbye in two weak phrases', "I'm sorry to everyone I've let down. It's not your fault. I love you all."],
    ['burden', 'Everyone would be better off without me.'],
    ['burden', "I'm a burden to everyone around me."],
    ['hopelessness about living', "What's the point of living if every day feels like this?"],
    ['hopelessness about living', "I've lost the will to live."],
    ['slang', 'kms'],
    ['slang', 'lowkey want to unalive myself'],
    ['slang', 'thinking about sewerslide ngl'],
    ['misspelling', 'i wanna kil myself'],
    ['misspelling', 'Sucide is on my mind every day.'],
    ['joking tone, explicit words (decision 0018)', "If I fail this class I'm going to kill myself lol"],
    ['someone else at risk now (decision 0018)', 'My roommate told me she wants to kill herself. What do I do?'],
    ['someone else at risk now (decision 0018)', 'My boyfriend is suicidal and won\'t get help.'],
    ['recent attempt', 'I tried to kill myself two days ago and no one knows.'],
    ['past and present together', 'I used to be better at this, but lately I want to die again.'],
  ])('%s: %s', (_case, text) => {
    expect(showsDistress(text)).toBe(true);
  });

  // Concepts in wording no rule spells out (distress-concepts.ts): each case is a notion, not a sentence.
  it.each([
    ['not existing, wished, in any order', 'My biggest wish right now is to not be alive.'],
    ['not existing felt as relief', 'Lately the idea of dying feels less scary and more like rest.'],
    ['a death welcomed', "honestly if i got hit by a car walking to my 8am i would not be upset about it"],
    ['a death welcomed, an agent', 'Every night I ask the universe to just take me.'],
    ['a death welcomed, an illness', 'kinda hoping this fever takes me out tbh'],
    ['indifference to survival', "I've started crossing streets without looking. If a car comes, it comes."],
    ['a future without the writer', "I don't think I'll be around for graduation."],
    ['a future without the writer', "i dont really see myself making it to 25 and i'm kind of ok with that"],
    ['finality: not needing things', "Giving away my textbooks, my PS5 and my jersey. I won't need them where I'm going."],
    ['finality: direct address', "Mom if you somehow see this, it wasn't your fault. I love you."],
    ['finality: two weak signals', 'I wrote everyone a letter and put them in my desk drawer. They\'ll find them.'],
    ['means near secrecy', "Does anyone know if the roof of Mitchell Hall is locked? I don't want to explain why."],
    ['means near intent', 'The train comes through at 11:40 every night. I\'ve been timing it.'],
    ['means and a dose', 'how many tylenol would it take. asking for real, not for a class'],
    ['heights and the act', 'When I cross the overpass I keep thinking how easy it would be to just step off.'],
    ['harm to one\'s own body', 'I carved a word into my leg last night.'],
    ['harm to one\'s own body with intent', 'i keep biting my arms till they bleed'],
    ['self-harm slang', 's/h urges r bad today'],
    ['burden: a gain from absence', "I cost my family so much. It would be kinder to them if I just stopped existing."],
    ['burden: insurance', 'my parents took out loans for me. if i died at least the life insurance would cover them'],
    ['hopelessness about living', "I've run out of reasons to keep living."],
    ['hopelessness about living', "it's never going to stop hurting and i can't do another 60 years of this"],
    ['hopelessness about living', "there's literally nothing keeping me here anymore"],
    ['seriousness in a joke frame', 'gonna kms for real this time, not even joking'],
  ])('%s: %s', (_case, text) => {
    expect(showsDistress(text)).toBe(true);
  });

  it('finds a risk sentence buried in an ordinary paragraph', () => {
    const post =
      'Midterms are finally over!! Chem went ok, calc was brutal. Anyway I have been having thoughts of killing myself lately, ' +
      'not sure if that is normal stress or what. Going to get boba now with my roommate, then the library until close.';
    expect(findDistress(post).map((finding) => finding.kind)).toContain('ideation');
  });
});

describe('showsDistress: not risk', () => {
  it.each([
    ['idiom', 'This exam is killing me.'],
    ['idiom', 'dead tired after a double shift'],
    ['idiom', "I'd kill for a coffee right now"],
    ['idiom', 'my phone died halfway through the tour'],
    ['idiom', 'That pasta is to die for.'],
    ['idiom', 'I wanted to die of embarrassment when I fell.'],
    ['idiom', 'I want to die of embarrassment, I called my professor mom.'],
    ['idiom', 'so embarrassed i want to crawl into a hole and die'],
    ['a lie-in', "I hope I don't wake up before noon tomorrow, I've earned it"],
    ['an accident, a question after it', 'Cut myself chopping onions, do I need to buy bandaids?'],
    ['an accident at work', 'I burned myself on the steam wand at work again.'],
    ['recovery said of the risk itself', 'Clean from self-harm for 3 years now'],
    ['recovery: a past self', 'High school me wanted to die every day. College me has friends and a cat.'],
    ['idiom', 'I would rather die than take another 8am class.'],
    ['idiom', "I've been killing myself studying for the MCAT."],
    ['idiom', "My mom is going to kill me when she sees my grades."],
    ['topic: class', 'In my psych class today we talked about suicide prevention and warning signs.'],
    ['topic: event', 'Our club is hosting a suicide awareness walk on Saturday.'],
    ['topic: volunteering', 'I volunteer at a crisis line on weekends.'],
    ['topic: training', 'The workshop covered what to do if someone tells you they want to kill themselves.'],
    ['recovery story (decision 0018)', 'Two years ago I wanted to die. Therapy and my friends helped me through it.'],
    ['recovery story (decision 0018)', "I used to self-harm in high school. I'm three years clean now."],
    ['grief', 'My uncle died by suicide last spring. I am doing the walk in his memory.'],
    ['negation', "I'm not suicidal, just burnt out."],
    ['negation', 'I would never hurt myself, but I need to talk to someone.'],
    ['accident', 'I cut myself while chopping onions. Five stitches.'],
    ['an idiom of stubbornness', "I don't care if I die on this hill: pineapple belongs on pizza."],
    ['a recovery story told in the past (session 15)', 'freshman year i used to sit in the shower and cut. now i run the mental health events on my floor.'],
    ['a skill used instead of self-harm (session 15)', 'Therapy taught me to hold ice instead of hurting myself. It works.'],
    ['hopelessness two winters ago (session 15)', "Two winters ago I didn't think there was any point to living. Now my calendar is full."],
    ['finality told in a recovery story (session 15)', "In high school I gave away my things because I thought I wouldn't need them. Therapy helped. I'm a peer mentor now."],
    ['a last shift (session 16)', 'This weekend will be my last shift at the cafe before graduation!'],
    ['not posting for a while (session 16)', "If I don't post again this week it's because of finals."],
    ['remembered as an RA (session 16)', 'I hope everyone remembers me as the RA with the best cookies.'],
    ['the big sleep, the novel (session 16)', 'Reading The Big Sleep for my noir seminar.'],
    ['the puzzle (session 16)', 'did my sudoku on the train and planned my week'],
    ['dead to the world, asleep (session 15)', "Finals are over. If you need me I'll be dead to the world until Saturday noon."],
    ['accident', 'Hurt myself at practice today, sprained ankle.'],
    ['a goodbye that is a move', 'Goodbye everyone! Graduating Saturday and moving to Chicago.'],
    ['a breakup', 'I ended it with my girlfriend last night.'],
    ['one weak phrase alone', 'I hate myself for procrastinating so much.'],
  ])('%s: %s', (_case, text) => {
    expect(showsDistress(text)).toBe(false);
  });

  // The same concepts in ordinary life: each would be a false alarm if the concept alone counted.
  it.each([
    ['an idiom of dying after a wish', 'I want to see the northern lights before I die.'],
    ['an idiom of dying, hyperbole', "Spanish oral exam tomorrow, pray for me, I'm going to die"],
    ['an object that died', "I'd be fine if my phone died, honestly I need a break from it."],
    ['sleep for a while', 'I want to sleep forever after this finals week, wake me up in January'],
    ['someone else died, a wish for them', "My grandma passed away last night. I hope she's at peace."],
    ['fear for someone else', "I hope my grandpa's surgery goes well, I'm so scared he might die."],
    ['a future absence with a reason', "I won't be around for graduation, my flight to Seoul for my job leaves that morning."],
    ['not needing things after a move', "I'm not going to need my winter coat where I'm going, I got the internship in Miami!!"],
    ['a farewell that is a graduation', 'This is my last post as club president! Thank you all for an amazing two years. Goodbye and good luck.'],
    ['a farewell for a detox', 'This is my last post before I go on a social media detox for a month. Bye for now!'],
    ['means in ordinary use', 'Bought a rope for my hammock, does anyone know a good spot to hang it on campus?'],
    ['heights for a view', 'Standing on top of the parking deck to watch the fireworks was the best view.'],
    ['a jump for fun', "I'm going to jump into the lake for the polar plunge fundraiser!"],
    ['a dose question with a reason', 'How many Advil is too many for a headache? The label says two.'],
    ['harm by someone else', 'My cat keeps scratching my legs when I don\'t feed her on time.'],
    ['harm by accident', 'I burned myself on the curling iron, ouch, why are they so hot'],
    ['burden in an ordinary sense', 'The team would be better without me as goalie, honestly, I let in 5 goals today lol'],
    ['hopelessness about a thing', 'No way out of this lease except paying the $2000 fee.'],
    ['living somewhere', "Can't picture myself living in a big city after graduation, I'm a small town person."],
    ['a recovery story in the past', 'I was really suicidal my first year. Three years later I have friends and a job offer.'],
    ['a recovery anniversary', '500 days since I last hurt myself. Celebrated with a cake shaped like a cat.'],
    ['a clinical frame', "Med school interview asked how I'd respond to a patient disclosing suicidal ideation."],
  ])('%s: %s', (_case, text) => {
    expect(showsDistress(text)).toBe(false);
  });
});

// Round 7 (decision 0036): recovery stories the rules set aside, each beside a look-alike they still read.
describe('the rules on recovery stories (round 7)', () => {
  const byRules = (text: string) => findDistress(text).filter((finding) => finding.kind !== 'model');
  it.each([
    ['a letter to a past self', "dear 16 year old me: you're going to want to die a lot. don't. at 22 you'll have a dog and a job you like"],
    ['a letter to the me of a year', 'Wrote a letter to the me from 2021 who wanted to die. Told her about the dog and the friends.'],
    ['years out', "I still remember the nurse who held my hand after my attempt. I'm doing well now, 3 years out"],
    ['not having the thoughts any more', "I don't have suicidal thoughts anymore, and for years they were every day."],
    ['now I coach', 'Tried to end my life after my injury junior year. Now I coach the youth team and love those kids.'],
  ])('set aside: %s: %s', (_case, text) => {
    expect(byRules(text)).toEqual([]);
  });
  it.each([
    ['doing well, still thinking of it now', "I'm doing well now, they all think. I still think about killing myself every night."],
    ['years out, and again', 'Three years out from my attempt and I want to die again.'],
    ['okay now, but last night', 'I am okay now, but last night I wanted to kill myself again.'],
    ['"would have to", not a negation', "Nobody would have to worry about me anymore if I wasn't here."],
    ['a letter now', "Dear mom, I'm sorry. I want to die and I can't keep pretending."],
  ])('still read: %s: %s', (_case, text) => {
    expect(byRules(text)).not.toEqual([]);
  });
  // Self-harm kept hidden now, or wounds kept open; an accident's cut or a piercing is not.
  it.each([
    ['asking how to hide cuts, with an accident word', 'anyone know how to hide cuts on your thighs for swim practice? coach is starting to look'],
    ['wounds kept open', 'my cuts keep getting infected because i keep reopening them'],
    ['new marks covered', 'covering my forearms with concealer before lab. the marks are new'],
  ])('self-harm hidden: %s: %s', (_case, text) => {
    expect(byRules(text).map((finding) => finding.kind)).toContain('self-harm');
  });
  it.each([
    ['an accident covered', 'I cut myself shaving and tried to hide it with a bandaid before the interview'],
    ['an accident, how to hide it', 'burned my hand on the stove, how do i hide the burn for the interview'],
    ['a piercing', 'my piercing keeps getting infected, should I take it out?'],
    ['a cat', 'my cat scratches keep getting infected, should I see a doctor'],
  ])('not self-harm: %s: %s', (_case, text) => {
    expect(byRules(text)).toEqual([]);
  });
});

describe('the rules on recovery stories, study and sport (round 8)', () => {
  const byRules = (text: string) => findDistress(text).filter((finding) => finding.kind !== 'model');
  it.each([
    ['"I once thought"', 'I once thought dying was the only way out. A semester off and a good doctor later, I am back and I love my lab.'],
    ['"past me"', 'Past me wanted to kill myself every winter. Current me bought a sunlamp and joined a choir.'],
    ['in recovery from', 'I have been in recovery from self-harm for three years and I finally wore a tank top to the gym.'],
    ['a pharmacology quiz', 'Pharmacology flashcards tonight: lethal dose of common painkillers and the antidotes.'],
    ['a neuroscience class', 'Neuroscience seminar: how lithium is studied for suicidal ideation in bipolar disorder.'],
    ['cutting weight', "Weigh in tomorrow, I'm cutting 3 pounds and I'm dying of hunger lol"],
    ['the joke, and something else wanted', 'lol kys but i actually want the answer key'],
  ])('set aside: %s: %s', (_case, text) => {
    expect(byRules(text)).toEqual([]);
  });
  it.each([
    ['"I once thought", and now again', 'I once thought it would pass. Right now I want to die again.'],
    ['in recovery, not from it', 'I am in recovery for my knee but I want to kill myself tonight.'],
    ['a quiz as the trigger', 'I failed the pharmacology quiz and I want to kill myself.'],
    ['cutting, not weight', 'I have been cutting myself again before every weigh in'],
    ['"my parents think I am thriving"', "My parents think I'm thriving. Last night I sat in my car and thought about driving into the river."],
    ['the joke said, then meant', 'everyone in my dorm says kys about everything but i honestly want to'],
  ])('still read: %s: %s', (_case, text) => {
    expect(byRules(text)).not.toEqual([]);
  });
});

describe('the trained model (distress-model.ts)', () => {
  it('finds distress in wording no rule spells out', () => {
    const post = 'Sometimes I think my family would get over it quickly if I died.';
    expect(findDistress(post).map((finding) => finding.kind)).toEqual(['model']);
    expect(modelScore(distressText(post))).toBeGreaterThanOrEqual(modelThreshold);
  });

  it('reads each sentence, and each sentence with the next one', () => {
    expect(modelWindows(distressText('I bought a rope. I keep thinking about it. Anyway.')).map((window) => window.text)).toEqual([
      'i bought a rope',
      'i bought a rope i keep thinking about it',
      'i keep thinking about it',
      'i keep thinking about it anyway',
      'anyway',
    ]);
  });

  it('scores a risk sentence buried in a long ordinary paragraph as it scores it alone', () => {
    const risk = 'I keep thinking everyone would be lighter without me.';
    const ordinary = 'The career fair was packed today and the free pens were good. My roommate finally fixed the printer.';
    const alone = modelScore(distressText(risk));
    expect(alone).toBeGreaterThanOrEqual(modelThreshold);
    expect(modelScore(distressText(`${ordinary} ${risk} ${ordinary}`))).toBeGreaterThanOrEqual(modelThreshold);
  });

  it('stays below its threshold on ordinary posts that share its words', () => {
    for (const text of ['My roommate finally assembled the IKEA bookshelf.', 'I bought a new razor and my legs have never been smoother.', 'a$$hole cut me off on the highway', 'this exam is killing me', 'my phone died again']) {
      expect(modelScore(distressText(text))).toBeLessThan(modelThreshold);
    }
  });

  it('reads a time horizon, a need given up, affairs put in order, an ordinary reason, hidden harm and hope used up as notions (round 7)', () => {
    const notionsOf = (text: string) => [...sentenceFeatures(distressText(text))].filter((feature) => feature.startsWith('n:'));
    expect(notionsOf("won't need to worry about finals much longer")).toEqual(expect.arrayContaining(['n:horizon', 'n:noNeed']));
    expect(notionsOf('no point buying a parking pass for next semester')).toContain('n:noNeed');
    expect(notionsOf('my cat needs a new home by friday, my new lease bans pets')).toEqual(expect.arrayContaining(['n:affairs', 'n:reason']));
    expect(notionsOf('covering my forearms with concealer before lab, the marks are new')).toContain('n:harmSigns');
    expect(notionsOf('ran out of fight, ran out of hope')).toContain('n:usedUp');
    // Look-alikes: a plan for next week, a need met, a gift.
    expect(notionsOf('I need to finish my essay by tonight and study for the quiz next week')).not.toEqual(expect.arrayContaining(['n:noNeed']));
    expect(notionsOf('bought my mom flowers for her birthday')).not.toEqual(expect.arrayContaining(['n:affairs']));
    expect(notionsOf('my fight with my roommate is over, we are good now')).not.toEqual(expect.arrayContaining(['n:usedUp']));
  });

  it('sets a rule finding aside only where the model reads the post as plainly ordinary, never one about someone else (round 10)', () => {
    expect(modelRuleVeto).toBeLessThan(modelThreshold);
    const texts = labelledSetNames.flatMap((name) => loadLabelledSet(name).filter((_post, index) => index % 3 === 0).map((post) => post.text));
    for (const text of texts) {
      const normalised = distressText(text);
      const rules = [...ruleFindings(normalised)];
      if (rules.length === 0) continue;
      const kept = rules.filter((finding) => finding.kind === 'someone-else' || modelScore(normalised) >= modelRuleVeto);
      expect(findDistress(text).filter((finding) => finding.kind !== 'model')).toEqual(kept);
    }
    expect(showsDistress('My roommate told me she wants to kill herself. What do I do?')).toBe(true);
  });

  it('sets aside a risk phrase in the past of a story of getting better (session 15; the model still reads this one as risk)', () => {
    const story = 'My mom asked if I was thinking about killing myself. I said yes, and that was when things started getting better. Four years now.';
    expect([...ruleFindings(distressText(story))]).toEqual([]);
  });

  it('reads cutting told as a thing done as self-harm, but not in a post about cooking or hair (session 15)', () => {
    expect([...ruleFindings(distressText('locked the bathroom door and cut. nobody noticed.'))].map((finding) => finding.kind)).toEqual(['self-harm']);
    expect([...ruleFindings(distressText('Washed the peppers and cut. Dinner in ten.'))]).toEqual([]);
    expect([...ruleFindings(distressText('Sat in the salon chair, she said trust me, and cut.'))]).toEqual([]);
  });

  it('has learnt that an accident is not self-harm (it reads every window, decision 0036)', () => {
    expect(findDistress('I cut myself while chopping onions. Five stitches.')).toEqual([]);
  });

  it('scores from hashed features exactly as from the feature strings the training script uses', () => {
    const texts = [
      ...labelledSetNames.flatMap((name) => loadLabelledSet(name).filter((_post, index) => index % 4 === 0).map((post) => post.text)),
      'i want to kill my self 😭😭', 'f🦆ck this 💀 i am done', '', '...', 'a', 'Ｉ ａｍ ｄｏｎｅ',
    ];
    for (const text of texts) expect(modelScore(distressText(text))).toBeCloseTo(modelScoreFromStrings(distressText(text)), 9);
  });

  it('shares pieces across words, so that a phrase spaced differently still counts', () => {
    const shared = (a: string, b: string) => [...sentenceFeatures(a)].filter((feature) => sentenceFeatures(b).has(feature) && /^[xy]:/.test(feature));
    expect(shared('i want to kill my self', 'i want to kill myself')).toEqual(expect.arrayContaining(['x:ill m', 'y:illm', 'x:ll my', 'y:llmy', 'y:myse']));
    expect(shared('so done 😩 lol', 'so done 😩')).toContain('x:one 😩');
  });
});
