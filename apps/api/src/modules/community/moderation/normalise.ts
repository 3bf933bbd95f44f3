/**
 * Undoing the disguises people put on words, so that the vulgar and distress rules see the word meant
 * rather than the characters typed. Each step is its own function so that it can be tested alone.
 */

// Letters from other scripts (and a few Latin oddities) that look like a Latin letter. NFKC already turns
// fullwidth, circled, mathematical and small-capital forms into plain letters; these are the ones it keeps.
const lookalikes: Record<string, string> = {
  // Every small Latin letter "with" a hook, bar, stroke, curl or tail that NFD keeps whole (Latin Extended-B, IPA, phonetic
  // extensions, Extended-C/D), read as its letter: ƈ c, ƚ l, ɗ d, ʈ t, ... (listed from the Unicode names; the entries below win).
  ...Object.fromEntries(Array.from('ƀƃƈƌƒƙƚƞƥƫƭƴƶǥȡȥȴȵȶȼȿɀɇɉɋɍɏɓɕɖɗɠɦɨɫɬɭɱɲɳɼɽɾʂʈʋʐʑʝʠᵬᵭᵮᵯᵰᵱᵲᵳᵴᵵᵶᵽᶀᶁᶂᶃᶄᶅᶆᶇᶈᶉᶊᶌᶍᶎᶏᶑᶒᶖᶙẚỿⱡⱥⱦⱨⱪⱬⱱⱳⱴⱸⱺꝁꝃꝅꝉꝋꝍꝑꝓꝕꝗꝙꝟꞎꞑꞓꞔꞕꞗꞙꞡꞣꞥꞧꞩꞹꟈꟊ', (letter, index) => [letter, 'bbcdfklnpttyzgdzlntcszejqrybcddghilllmnnrrrstvzzjqbdfmnprrstzpbdfgklmnprsvxzadeiuaylathkzvwveokkkloopppqqvlncchbfgknrsuds'[index]!])),
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ф: 'f',
  ь: 'b', ѕ: 's', і: 'i', ї: 'i', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ү: 'y', ѵ: 'v',
  // Greek
  α: 'a', β: 'b', ε: 'e', μ: 'u', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϲ: 'c', ς: 'c', η: 'n',
  // Armenian
  հ: 'h', ո: 'n', ս: 'u', ց: 'g', օ: 'o',
  // Latin letters NFKC leaves alone
  ƒ: 'f', ı: 'i', '¡': 'i', ȷ: 'j', ɑ: 'a', ɡ: 'g', ɩ: 'i', ʋ: 'u', ℓ: 'l', ꞵ: 'b', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss',
  đ: 'd', ħ: 'h', ł: 'l', ŧ: 't',
  // Georgian and Cyrillic letters shaped like a Latin one ("Ⴆιƚƈԋ"): zen as b, komi nje as h.
  Ⴆ: 'b', ⴆ: 'b', ԋ: 'h',
  // l with a bar is written for a t ("ƚ" looks like one), whatever its name says
  ƚ: 't',
};
const lookalikePattern = new RegExp(`[${Object.keys(lookalikes).join('')}]`, 'g');

/**
 * One spelling for text that looks the same: compatibility forms folded (NFKC), invisible characters
 * (zero-width spaces and joiners, soft hyphens, direction marks) removed, accents dropped, look-alike
 * letters of other scripts mapped to Latin, lower case.
 */
export function foldLookalikes(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(lookalikePattern, (letter) => lookalikes[letter]!)
    .normalize('NFC');
}

// Single letters (or the digits and symbols leetspeak uses for letters) standing alone, one after another.
// Anything but a letter, a digit or a leetspeak letter separates them: spaces, dots, dashes, emoji.
// The same separator throughout, so that "a f.a.g" joins only the dotted letters. Latin letters only:
// the text has been folded to them (foldLookalikes), and plain classes keep this fast.
const letterSeparators = /[^a-zA-Z0-9@$!*]+/g;
// With a separator other than a space, after three single letters the last piece may be a word's end:
// "F.U.C.K1NG", "f.u.c.king" (but "u r a waste" stays words).
const spacedLetters =
  /(?<![a-zA-Z0-9'’])[a-zA-Z0-9@$!*](?:([^a-zA-Z0-9@$!*\s]{1,3})(?:[a-zA-Z0-9@$!*]\1){2,}[a-zA-Z0-9@$!*][a-zA-Z0-9]+|([^a-zA-Z0-9@$!*]{1,3})(?:[a-zA-Z0-9@$!*]\2)+[a-zA-Z0-9@$!*])(?![a-zA-Z0-9])/g;

/** "f u c k", "f.u.c.k", "S-H-I-T": three or more single letters in a row, written as one word. */
export function joinSpacedLetters(text: string): string {
  return text.replace(spacedLetters, (run) => run.replace(letterSeparators, ''));
}

const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l', '€': 'e' };

/**
 * Digits and symbols that stand for letters ("sh1t", "a$$", "b!tch"), read as those letters, but only
 * inside a word that has letters: "$5", "2024" and "3.5" stay numbers.
 */
export function resolveLeetspeak(text: string): string {
  // Only words holding one of those characters are looked at.
  return text.replace(/[a-zA-Z0-9@$!|€*]*[013457@$!|€][a-zA-Z0-9@$!|€*]*/g, (word) => {
    // A word of symbols alone ("@$$") is read too; a word of digits and symbols ("$5") stays a number.
    if (!/[a-zA-Z]/.test(word) && !/^@[$@]+$/.test(word)) return word;
    // A trailing "!" ends a sentence ("sh1t!"), it is not an i.
    const body = word.replace(/!+$/, '');
    return body.replace(/[013457@$!|€]/g, (char) => leet[char]!) + word.slice(body.length);
  });
}

/** "diiiie", "sooooo", "pleaseeee": a letter written three or more times in a row counts once. */
export function collapseRepeats(text: string): string {
  return text.replace(/([a-z])\1{2,}/gi, '$1');
}

const masks = /[*#%_?.-]/g;

/**
 * "f***ing", "su*cide", "F*U*C*K": a word with masked letters is read as the listed word it fits, a mask
 * standing for one letter; single letters each followed by one mask ("F*U*C*K") are read without the masks.
 */
export function unmaskAgainst(text: string, words: readonly string[]): string {
  // Only words with a mask in them: letters, then masks (and perhaps more letters).
  return text.replace(/\p{L}+(?:[*#%_?.-]+\p{L}+)+[*#%_?]*|\p{L}+[*#%_?]+/gu, (word) => {
    // Masks between letters may also be inserted, not stand for letters: "sh_it", "F*U*C*K".
    const withoutMasks = /[*#%_?.-]\p{L}/u.test(word) ? word.replace(masks, '').toLowerCase() : undefined;
    const shape = new RegExp(`^${word.replace(masks, '\\p{L}')}$`, 'iu');
    const fitting = words.find((candidate) => shape.test(candidate) || candidate === withoutMasks);
    return fitting ?? word;
  });
}
