import { describe, expect, it } from 'vitest';
import { findStoryTag, normaliseStoryTags, slugifyTag, splitTags, storyTagLabels, storyTagOptions } from './community-rules';

describe('story tags', () => {
  it('derive a unique slug from each label of the fixed list', () => {
    expect(slugifyTag('Energy & Focus')).toBe('energy-and-focus');
    expect(slugifyTag('What I Learned')).toBe('what-i-learned');
    expect(new Set(storyTagOptions.map((o) => o.value)).size).toBe(storyTagLabels.length);
  });

  it('are found by label or slug in any case, and not when off the list', () => {
    expect(findStoryTag('my-comeback-story')).toBe('My Comeback Story');
    expect(findStoryTag('SELF-CONFIDENCE')).toBe('Self-Confidence');
    expect(findStoryTag('energy and focus')).toBe('Energy & Focus');
    expect(findStoryTag('Cats')).toBeUndefined();
  });

  it('are stored as comma-separated labels, duplicates once, from a list or a string', () => {
    expect(normaliseStoryTags(['sleep', 'Sleep', ' Study Habits '])).toEqual({ tags: 'Sleep,Study Habits' });
    expect(normaliseStoryTags('resilience, family,')).toEqual({ tags: 'Resilience,Family' });
    expect(normaliseStoryTags(undefined)).toEqual({ tags: '' });
    expect(normaliseStoryTags(['Sleep', 'Cats'])).toEqual({ error: '"Cats" is not one of the story tags.' });
    expect(normaliseStoryTags(storyTagLabels.slice(0, 11))).toEqual({ error: 'Choose at most 10 tags.' });
    expect(normaliseStoryTags(storyTagLabels.slice(0, 10))).toEqual({ tags: storyTagLabels.slice(0, 10).join(',') });
    expect(splitTags('Sleep,,Stress ')).toEqual(['Sleep', 'Stress']);
  });
});
