/**
 * A school's `domain` is a regular expression an operator writes, matched (case-insensitively, anywhere)
 * against the student's email. '*', '.*', empty or null opens the school to everyone, and so does a
 * pattern that is not a valid expression (spec). JavaScript's regex engine backtracks, so a careless
 * pattern such as `(a+)+@x.edu` could stall the event loop for minutes on a crafted email: patterns that
 * could backtrack catastrophically are never run. They match nobody (the school stays visible to students
 * already in it): opening a restricted school, perhaps a partner that funds credits, to every student
 * would be the worse failure, and an operator tool can find such patterns with classifySchoolDomain.
 */

export const SCHOOL_DOMAIN_PATTERN_MAX = 200;
/** Emails are at most 254 characters; anything longer is cut before matching so the work stays bounded. */
const EMAIL_MATCH_MAX = 254;
/**
 * Overlapping unbounded quantifiers make matching polynomial in the input (n^k): measured on 254
 * characters, k = 2 costs about 6 ms and k = 3 over a second.
 */
const UNBOUNDED_QUANTIFIERS_MAX = 2;
/** A bounded repeat this long ({1,50}) backtracks like an unbounded one. */
const LONG_REPEAT = 10;

const OPEN_PATTERNS = new Set(['', '*', '.*']);

export type SchoolDomainKind = 'open' | 'pattern' | 'invalid' | 'unsafe';

interface Quantifier {
  length: number;
  isUnbounded: boolean;
  /** More than one repetition is possible. */
  isRepeating: boolean;
}

function quantifierAt(pattern: string, index: number): Quantifier | null {
  const c = pattern[index];
  let length: number;
  let isUnbounded: boolean;
  let isRepeating: boolean;
  if (c === '*' || c === '+') {
    length = 1;
    isUnbounded = true;
    isRepeating = true;
  } else if (c === '?') {
    length = 1;
    isUnbounded = false;
    isRepeating = false;
  } else if (c === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index));
    if (!match) return null;
    length = match[0].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    isUnbounded = max > LONG_REPEAT;
    isRepeating = max > 1;
  } else {
    return null;
  }
  // A lazy or possessive marker belongs to the quantifier.
  if (pattern[index + length] === '?') length += 1;
  return { length, isUnbounded, isRepeating };
}

interface Group {
  hasQuantifier: boolean;
  hasAlternation: boolean;
}

/**
 * A conservative check, not a proof: refuses backreferences, a repeated group that contains a
 * quantifier or an alternation (the classic exponential shapes), and more than a few unbounded
 * quantifiers. Operators' real patterns ("@osu\.edu$", "^[^@]+@(.+\.)?osu\.edu$") pass.
 */
export function isSafeDomainPattern(pattern: string): boolean {
  if (pattern.length > SCHOOL_DOMAIN_PATTERN_MAX) return false;
  if (/\\[1-9]|\\k</.test(pattern)) return false;
  const stack: Group[] = [{ hasQuantifier: false, hasAlternation: false }];
  let unbounded = 0;
  let i = 0;
  const noteQuantifier = (q: Quantifier) => {
    stack[stack.length - 1]!.hasQuantifier = true;
    if (q.isUnbounded) unbounded += 1;
  };
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === '\\') {
      i += 2;
    } else if (c === '[') {
      i += 1;
      if (pattern[i] === '^') i += 1;
      if (pattern[i] === ']') i += 1;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (c === '(') {
      stack.push({ hasQuantifier: false, hasAlternation: false });
      i += 1;
      // Skip the group's kind marker so its '?' is not read as a quantifier.
      const marker = /^\?(?::|=|!|<=|<!|<[A-Za-z_][A-Za-z0-9_]*>)/.exec(pattern.slice(i));
      if (marker) i += marker[0].length;
      continue;
    } else if (c === ')') {
      const closed = stack.length > 1 ? stack.pop()! : { hasQuantifier: false, hasAlternation: false };
      const parent = stack[stack.length - 1]!;
      i += 1;
      const q = quantifierAt(pattern, i);
      if (q) {
        if (q.isRepeating && (closed.hasQuantifier || closed.hasAlternation)) return false;
        noteQuantifier(q);
        i += q.length;
      }
      parent.hasQuantifier ||= closed.hasQuantifier;
      parent.hasAlternation ||= closed.hasAlternation;
      continue;
    } else if (c === '|') {
      stack[stack.length - 1]!.hasAlternation = true;
      i += 1;
      continue;
    } else {
      const q = quantifierAt(pattern, i);
      if (q) {
        noteQuantifier(q);
        i += q.length;
        continue;
      }
      i += 1;
      continue;
    }
    // After an escape or a class: it may be quantified.
    const q = quantifierAt(pattern, i);
    if (q) {
      noteQuantifier(q);
      i += q.length;
    }
  }
  return unbounded <= UNBOUNDED_QUANTIFIERS_MAX;
}

const compiled = new Map<string, RegExp | 'invalid' | 'unsafe'>();
const COMPILED_CACHE_MAX = 1000;

function compile(pattern: string): RegExp | 'invalid' | 'unsafe' {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  let result: RegExp | 'invalid' | 'unsafe';
  if (!isSafeDomainPattern(pattern)) {
    result = 'unsafe';
  } else {
    try {
      result = new RegExp(pattern, 'i');
    } catch {
      result = 'invalid';
    }
  }
  if (compiled.size >= COMPILED_CACHE_MAX) compiled.clear();
  compiled.set(pattern, result);
  return result;
}

/** What kind of pattern a school's domain is; an operator tool can warn about 'invalid' and 'unsafe'. */
export function classifySchoolDomain(pattern: string | null): SchoolDomainKind {
  const trimmed = (pattern ?? '').trim();
  if (OPEN_PATTERNS.has(trimmed)) return 'open';
  const regex = compile(trimmed);
  return typeof regex === 'string' ? regex : 'pattern';
}

export function matchesSchoolDomain(pattern: string | null, email: string): boolean {
  const trimmed = (pattern ?? '').trim();
  if (OPEN_PATTERNS.has(trimmed)) return true;
  const regex = compile(trimmed);
  if (regex === 'invalid') return true;
  if (regex === 'unsafe') return false;
  return regex.test(email.slice(0, EMAIL_MATCH_MAX));
}
