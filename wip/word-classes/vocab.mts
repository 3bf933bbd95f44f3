import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
const repo = process.argv[2];
const { distressText } = await import(`${repo}/apps/api/src/modules/community/moderation/distress.ts`);
const { withoutIdioms } = await import(`${repo}/apps/api/src/modules/community/moderation/distress-concepts.ts`);
const dir = `${repo}/apps/api/src/modules/community/moderation/labelled`;
const files = [...readdirSync(dir).map((f) => `${dir}/${f}`), ...process.argv.slice(3)];
const counts = new Map<string, number>();
for (const f of files) for (const line of readFileSync(f, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const t = withoutIdioms(distressText(JSON.parse(line).text));
  for (const w of t.split(/[\s.!?;]+/)) if (w) counts.set(w, (counts.get(w) ?? 0) + 1);
}
writeFileSync('/tmp/m8/vocab.txt', [...counts].map(([w, c]) => `${w}\t${c}`).join('\n'));
console.log(counts.size);
