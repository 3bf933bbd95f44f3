import { describe, expect, it } from 'vitest';
import { classifySchoolDomain, isSafeDomainPattern, matchesSchoolDomain } from './school-domain';

describe('matchesSchoolDomain', () => {
  it("opens the school to everyone for '*', '.*', empty, blank or null", () => {
    for (const pattern of ['*', '.*', '', '   ', null]) {
      expect(matchesSchoolDomain(pattern, 'anyone@gmail.com')).toBe(true);
      expect(classifySchoolDomain(pattern)).toBe('open');
    }
  });

  it('matches a pattern anywhere in the email, ignoring case', () => {
    expect(matchesSchoolDomain('@osu\\.edu$', 'Ann@OSU.EDU')).toBe(true);
    expect(matchesSchoolDomain('osu.edu', 'ann@mail.osu.edu')).toBe(true);
    expect(matchesSchoolDomain('@osu\\.edu$', 'ann@osu.edu.evil.com')).toBe(false);
    expect(matchesSchoolDomain('^[^@]+@(.+\\.)?osu\\.edu$', 'ann@cs.osu.edu')).toBe(true);
    expect(matchesSchoolDomain('^[^@]+@(.+\\.)?osu\\.edu$', 'ann@gmail.com')).toBe(false);
  });

  it('counts an invalid pattern as a match', () => {
    for (const pattern of ['([unclosed', '*.edu', '+osu', '[z-a]']) {
      expect(classifySchoolDomain(pattern)).toBe('invalid');
      expect(matchesSchoolDomain(pattern, 'ann@gmail.com')).toBe(true);
    }
  });

  it('never runs a pattern that could backtrack catastrophically, and matches nobody with it', () => {
    const hostile = `${'a'.repeat(60)}!@example.edu`;
    for (const pattern of ['^(a+)+$', '(a|aa)*$', '(\\w*)*@x', '(.*a){20}', '.*.*.*x', 'a{1,100}a{1,100}a{1,100}b', '(a+)\\1', 'x'.repeat(201)]) {
      expect(isSafeDomainPattern(pattern)).toBe(false);
      expect(classifySchoolDomain(pattern)).toBe('unsafe');
      const started = performance.now();
      expect(matchesSchoolDomain(pattern, hostile)).toBe(false);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });

  it("accepts operators' usual patterns as safe", () => {
    for (const pattern of ['@osu\\.edu$', '.*@osu\\.edu', '^[^@]+@(.+\\.)?osu\\.edu$', '(?:@|\\.)osu\\.edu$', '@(osu|ohio-state)\\.edu$', '[a-z0-9._%+-]+@osu\\.edu']) {
      expect(isSafeDomainPattern(pattern)).toBe(true);
    }
  });

  it('keeps the worst allowed pattern fast on the longest email', () => {
    // About 6 ms on an idle core; one more quantifier ('[a-z]*[a-z]*[a-z]*zz', refused) takes over a second.
    const email = `${'a'.repeat(250)}@x.y`;
    const started = performance.now();
    expect(matchesSchoolDomain('[a-z]*[a-z]*zz', email)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
