import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { BlobStore } from '@sitewright/core/projects/ports';

/** Object storage in a local folder (npm start): the bytes, plus `<file>.type` holding the content type. */
export function createLocalBlobStore(dir: string): BlobStore {
  const pathOf = (key: string) => {
    const full = normalize(join(dir, key));
    if (!full.startsWith(normalize(dir) + sep)) throw new Error(`Blob key escapes the store: ${key}`);
    return full;
  };
  return {
    async put(key, bytes, contentType) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      await writeFile(`${file}.type`, contentType);
    },
    async get(key) {
      try {
        const file = pathOf(key);
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch {
        return null;
      }
    },
  };
}
