import { describe, expect, it } from 'vitest';
import { collapseRepeats, foldLookalikes, joinSpacedLetters, resolveLeetspeak, unmaskAgainst } from './normalise';

describe('foldLookalikes', () => {
  it.each([
    ['mixed case', 'FuCk', 'fuck'],
    ['Cyrillic look-alikes', 'ѕһіt', 'shit'],
    ['Cyrillic capitals', 'ВІТСН', 'bitch'],
    ['Greek look-alikes', 'fμck', 'fuck'],
    ['Greek eta, tau and lunate sigma', 'ϲuητ', 'cunt'],
    ['fullwidth letters', 'ｆｕｃｋ', 'fuck'],
    ['mathematical bold', '𝐟𝐮𝐜𝐤', 'fuck'],
    ['circled letters', 'Ⓕⓤⓒⓚ', 'fuck'],
    ['zero-width space', 'fu\u200bck', 'fuck'],
    ['zero-width joiner and non-joiner', 'bi\u200ctc\u200dh', 'bitch'],
    ['soft hyphen', 'sh\u00adit', 'shit'],
    ['word joiner and byte-order mark', 'sh\u2060i\ufefft', 'shit'],
    ['accents', 'fück', 'fuck'],
    ['hooked f', 'ƒuck', 'fuck'],
  ])('%s', (_case, input, folded) => {
    expect(foldLookalikes(input)).toBe(folded);
  });

  it('leaves ordinary text as it was, in lower case', () => {
    expect(foldLookalikes('Passed my Stats final!')).toBe('passed my stats final!');
  });
});

describe('joinSpacedLetters', () => {
  it.each([
    ['spaces', 'f u c k this', 'fuck this'],
    ['double spaces', 'f  u  c  k', 'fuck'],
    ['dots', 'f.u.c.k. my landlord', 'fuck. my landlord'],
    ['hyphens', 'F-U-C-K', 'FUCK'],
    ['underscores', 's_h_i_t', 'shit'],
    ['slashes', 'f/u/c/k', 'fuck'],
    ['emoji', 'f💀u💀c💀k', 'fuck'],
    ['leetspeak letters', 'a $ $', 'a$$'],
  ])('%s', (_case, input, joined) => {
    expect(joinSpacedLetters(input)).toBe(joined);
  });

  it('joins only letters with the same separator, so an article before them stays a word', () => {
    expect(joinSpacedLetters("you're a f.a.g")).toBe("you're a fag");
  });

  it('does not take the letter after an apostrophe as a single letter', () => {
    expect(joinSpacedLetters("she's a b-i-t-c-h")).toBe("she's a bitch");
  });

  it('joins a run of three punctuated letters with the word end after it, but not with spaces', () => {
    expect(joinSpacedLetters('F.U.C.K1NG')).toBe('FUCK1NG');
    expect(joinSpacedLetters('x y z words')).toBe('xyz words');
  });

  it('leaves two single letters, and words, alone', () => {
    expect(joinSpacedLetters('I got an A in a B class')).toBe('I got an A in a B class');
    expect(joinSpacedLetters('GPA 3.5 in 2024')).toBe('GPA 3.5 in 2024');
  });
});

describe('resolveLeetspeak', () => {
  it.each([
    ['digits', 'sh1t', 'shit'],
    ['dollar signs', 'a$$', 'ass'],
    ['at sign', '@ss', 'ass'],
    ['exclamation mark inside a word', 'b!tch', 'bitch'],
    ['several', 'm0th3rfuck3r', 'motherfucker'],
    ['symbols alone', '@$$', 'ass'],
  ])('%s', (_case, input, resolved) => {
    expect(resolveLeetspeak(input)).toBe(resolved);
  });

  it('leaves numbers, prices and a sentence-ending exclamation mark alone', () => {
    expect(resolveLeetspeak('$5 coffee, 3.5 GPA, class of 2027, shit!')).toBe('$5 coffee, 3.5 GPA, class of 2027, shit!');
  });
});

describe('collapseRepeats', () => {
  it('counts a letter written three or more times once, and keeps doubled letters', () => {
    expect(collapseRepeats('diiiie sooooo coffee')).toBe('die so coffee');
  });
});

describe('unmaskAgainst', () => {
  it('reads a masked word as the listed word it fits, and letters each followed by a mask as one word', () => {
    expect(unmaskAgainst('su*cide k*ll F*U*C*K', ['suicide', 'kill', 'fuck'])).toBe('suicide kill fuck');
  });

  it('reads masks inserted between the letters of a listed word', () => {
    expect(unmaskAgainst('sh_it happens, su.icide', ['shit', 'suicide'])).toBe('shit happens, suicide');
  });

  it('leaves masked words that fit no listed word', () => {
    expect(unmaskAgainst('p.m. d**n', ['suicide'])).toBe('p.m. d**n');
  });
});
