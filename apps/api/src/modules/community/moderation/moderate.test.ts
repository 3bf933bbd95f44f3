import { describe, expect, it } from 'vitest';
import { floorsOf, labelledSetNames, loadLabelledSet, scoreLabelledSet, type SetScore } from './labelled-sets';
import { moderateText } from './moderate';

describe('moderateText', () => {
  it('answers distress before vulgar', () => {
    expect(moderateText('I f***ing hate myself and I want to die.')).toBe('distress');
    expect(moderateText('this f***ing printer')).toBe('vulgar');
    expect(moderateText('Passed my stats final!')).toBe('allowed');
  });

  it('answers vulgar sexual slang and disguises the blind set showed', () => {
    expect(moderateText('my roommate was banging his gf all night')).toBe('vulgar');
    expect(moderateText('F.U.C.K1NG jackhammers on the quad')).toBe('vulgar');
  });
});

const misses = (score: SetScore, label: string) =>
  score.misses
    .filter((miss) => miss.label === label)
    .map((miss) => `${miss.verdict}: ${miss.text.slice(0, 100)}`)
    .join('\n');

it('the labelled sets hold at least 100 distress, 100 vulgar and 300 ordinary student posts, each up to 1000 characters', () => {
  const posts = labelledSetNames.flatMap((name) => loadLabelledSet(name));
  const { counts } = scoreLabelledSet(posts);
  expect(counts.distress).toBeGreaterThanOrEqual(100);
  expect(counts.vulgar).toBeGreaterThanOrEqual(100);
  expect(counts.ordinary).toBeGreaterThanOrEqual(300);
  expect(Math.max(...posts.map((post) => post.text.length))).toBeLessThanOrEqual(1000);
  // Moderating all 14,857 posts takes about 2 s alone, longer on a loaded machine.
}, 20_000);

// The goals of issue 10 are for posts never seen; every set here has been seen (the first readings of the
// blind and fresh sets are in the moderation bench), so these assert the goals hold on what was developed on,
// and the floors of decision 0036 on the sets only the trained model learnt from.
describe.each(labelledSetNames)('labelled set %s', (name) => {
  const score = scoreLabelledSet(loadLabelledSet(name));
  const goals = floorsOf(name);

  it(`finds at least ${goals.distressRecall * 100}% of distress posts (a set may hold none)`, () => {
    if (score.counts.distress > 0) expect(score.distressRecall, misses(score, 'distress')).toBeGreaterThanOrEqual(goals.distressRecall);
    else expect(score.distressRecall).toBe(0);
  });

  it(`finds at least ${goals.vulgarRecall * 100}% of vulgar posts (a set may hold none)`, () => {
    if (score.counts.vulgar > 0) expect(score.vulgarRecall, misses(score, 'vulgar')).toBeGreaterThanOrEqual(goals.vulgarRecall);
    else expect(score.vulgarRecall).toBe(0);
  });

  it(`refuses at most ${goals.ordinaryRefused * 100}% of ordinary posts, at most ${goals.vulgarFalseAlarms * 100}% as vulgar`, () => {
    expect(score.ordinaryRefused, misses(score, 'ordinary')).toBeLessThanOrEqual(goals.ordinaryRefused);
    expect(score.vulgarFalseAlarms, misses(score, 'ordinary')).toBeLessThanOrEqual(goals.vulgarFalseAlarms);
  });
});

it('keeps the sets apart: no post is in two of them', () => {
  const seen = new Map<string, string>();
  const repeated: string[] = [];
  for (const name of labelledSetNames) {
    for (const text of new Set(loadLabelledSet(name).map((post) => post.text.toLowerCase()))) {
      if (seen.has(text)) repeated.push(`${seen.get(text)} and ${name}: ${text}`);
      seen.set(text, name);
    }
  }
  expect(repeated).toEqual([]);
});

it('scores a post about someone else at risk apart from the labels (decision 0018)', () => {
  const score = scoreLabelledSet([
    { text: 'My roommate told me she wants to kill herself. What do I do?', label: 'ordinary', isAboutSomeoneElse: true },
    { text: 'Passed my stats final!', label: 'ordinary', isAboutSomeoneElse: false },
  ]);
  expect(score.someoneElse).toEqual({ count: 1, answeredDistress: 1 });
  expect(score.counts.ordinary).toBe(1);
  expect(score.ordinaryRefused).toBe(0);
});
