// Lead-only blind evaluation of the wall's moderation: cd apps/api && node --import tsx ../../wip/evaluate-blind-set.mts "$PWD/../.." ../../wip/moderation-blind-3.jsonl.gz
// `--first-reading-only`: the rules and the distress model alone (moderateText), as the wall answered before session 12.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
const [repo, file] = process.argv.slice(2);
const moderation = await import(`${repo}/apps/api/src/modules/community/moderation/moderate.ts`);
const firstReadingOnly = process.argv.includes('--first-reading-only') || !moderation.moderatePost;
const moderate = async (text: string): Promise<string> => (firstReadingOnly ? moderation.moderateText(text) : moderation.moderatePost(text));
const raw = readFileSync(file);
const text = file.endsWith('.gz') ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
const posts = text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
const byCat = new Map<string, { n: number; hit: number }>();
let dN = 0, dHit = 0, oN = 0, oRef = 0, vN = 0, vHit = 0, nonVulgarN = 0, vulgarFA = 0;
const t0 = performance.now();
for (const p of posts) {
  const v = await moderate(p.text);
  const cat = `${p.label}/${(p.note ?? '').split(':')[0]}`;
  const c = byCat.get(cat) ?? { n: 0, hit: 0 };
  c.n++;
  if (v === (p.label === 'allowed' ? 'allowed' : p.label)) c.hit++;
  byCat.set(cat, c);
  if (p.label === 'distress') { dN++; if (v === 'distress') dHit++; }
  if (p.label === 'vulgar') { vN++; if (v !== 'allowed') vHit++; }
  if (p.label === 'allowed' && !cat.endsWith('someone-else')) { oN++; if (v !== 'allowed') oRef++; }
  if (p.label !== 'vulgar') { nonVulgarN++; if (v === 'vulgar') vulgarFA++; }
}
const ms = performance.now() - t0;
console.log(`posts ${posts.length}, ${(ms / posts.length).toFixed(2)} ms/post`);
console.log(`distress recall ${dHit}/${dN} = ${(100 * dHit / dN).toFixed(1)}%`);
console.log(`ordinary refused (excl. someone-else) ${oRef}/${oN} = ${(100 * oRef / oN).toFixed(1)}%`);
console.log(`vulgar caught ${vHit}/${vN} = ${(100 * vHit / vN).toFixed(1)}%`);
console.log(`vulgar false alarms ${vulgarFA}/${nonVulgarN} = ${(100 * vulgarFA / nonVulgarN).toFixed(1)}%`);
for (const [k, v] of [...byCat].sort()) console.log(`  ${k}: ${v.hit}/${v.n}`);
