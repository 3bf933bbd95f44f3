/** Lower-cased, whitespace-collapsed: two spellings of one school name get the same key. */
export function schoolNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}
