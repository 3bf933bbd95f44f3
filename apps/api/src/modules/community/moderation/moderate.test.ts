import { describe, expect, it } from 'vitest';
import { labelledSetNames, loadLabelledSet, moderationGoals, scoreLabelledSet, type SetScore } from './labelled-sets';
import { moderateText } from './moderate';

describe('moderateText', () => {
  it('answers distress before vulgar', () => {
    expect(moderateText('I f***ing hate myself and I want to die.')).toBe('distress');
    expect(moderateText('this f***ing printer')).toBe('vulgar');
    expect(moderateText('Passed my stats final!')).toBe('allowed');
  });
});

const misses = (score: SetScore, label: string) =>
  score.misses
    .filter((miss) => miss.label === label)
    .map((miss) => `${miss.verdict}: ${miss.text.slice(0, 100)}`)
    .join('\n');

describe.each(labelledSetNames)('labelled set %s', (name) => {
  const posts = loadLabelledSet(name);
  const score = scoreLabelledSet(posts);

  it('holds at least 100 distress, 100 vulgar and 250 ordinary student posts, up to 1000 characters', () => {
    expect(score.counts.distress).toBeGreaterThanOrEqual(100);
    expect(score.counts.vulgar).toBeGreaterThanOrEqual(100);
    expect(score.counts.ordinary).toBeGreaterThanOrEqual(250);
    expect(Math.max(...posts.map((post) => post.text.length))).toBeLessThanOrEqual(1000);
  });

  it(`finds at least ${moderationGoals.distressRecall * 100}% of distress posts`, () => {
    expect(score.distressRecall, misses(score, 'distress')).toBeGreaterThanOrEqual(moderationGoals.distressRecall);
  });

  it(`finds at least ${moderationGoals.vulgarRecall * 100}% of vulgar posts`, () => {
    expect(score.vulgarRecall, misses(score, 'vulgar')).toBeGreaterThanOrEqual(moderationGoals.vulgarRecall);
  });

  it(`refuses at most ${moderationGoals.ordinaryRefused * 100}% of ordinary posts, at most ${moderationGoals.vulgarFalseAlarms * 100}% as vulgar`, () => {
    expect(score.ordinaryRefused, misses(score, 'ordinary')).toBeLessThanOrEqual(moderationGoals.ordinaryRefused);
    expect(score.vulgarFalseAlarms, misses(score, 'ordinary')).toBeLessThanOrEqual(moderationGoals.vulgarFalseAlarms);
  });
});

it('keeps the development and test sets apart: no post is in both', () => {
  const dev = new Set(loadLabelledSet('dev').map((post) => post.text.toLowerCase()));
  expect(loadLabelledSet('test').filter((post) => dev.has(post.text.toLowerCase()))).toEqual([]);
});
