import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** Files kept under the media folder and served at /media/. */
export interface FileStorage {
  /** Stores the bytes under a relative key ("profile-images/12-abc.jpg") and returns the public path. */
  save(key: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
}

export function createFileStorage(mediaDir: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(mediaDir, key);
    if (!full.startsWith(path.resolve(mediaDir) + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return full;
  };
  return {
    async save(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return `/media/${key}`;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
