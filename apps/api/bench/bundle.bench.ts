import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './bench-app';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const webRoot = path.resolve(import.meta.dirname, '../../web');

/** Every JS file a screen needs: the entry, the screen's chunk, and what they statically import. */
function filesFor(manifest: Record<string, ManifestChunk>, roots: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return files;
}

/** Gzipped JavaScript loaded by the /login screen, from the built app's manifest. */
export async function benchBundle(): Promise<BenchResult[]> {
  const manifest = JSON.parse(await readFile(path.join(webRoot, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('manifest has no entry: build the web app with `npm run build`');
  // The login screen is in the entry chunk (apps/web/src/app/router.tsx); were it split out again, its
  // own chunk counts too.
  const login = Object.keys(manifest).find((key) => key.endsWith('features/accounts/components/login-page.tsx'));
  let bytes = 0;
  for (const file of filesFor(manifest, login ? [entry, login] : [entry])) {
    if (file.endsWith('.js')) bytes += gzipSync(await readFile(path.join(webRoot, 'dist', file))).length;
  }
  const kib = bytes / 1024;
  return [{ name: 'Gzipped JavaScript loaded by /login', value: Number(kib.toFixed(1)), unit: 'KiB', goal: '<= 150 KiB', isMet: kib <= 150 }];
}
