import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { PublishFile, SiteHost } from './ports';
import { HostError } from './ports';

/** Metadata kept beside each uploaded object, as GCS keeps contentType and cacheControl. */
export interface LocalObjectMeta {
  contentType: string;
  cacheControl: string;
}

/**
 * `root/<folder>/<rest…>`, refusing any path that leaves `root/<folder>` (a bucket, or its `.meta`
 * sidecar): one bucket's object can never land in, or be read from, another.
 */
const safe = (root: string, folder: string, ...rest: string[]) => {
  const base = normalize(join(root, folder));
  const full = normalize(join(base, ...rest));
  if (!base.startsWith(normalize(root) + sep) || (full !== base && !full.startsWith(base + sep))) {
    throw new HostError(`Path escapes the bucket folder: ${[folder, ...rest].join('/')}`, false);
  }
  return full;
};

/**
 * A file-system error's reason without the server path Node writes into its message ("EEXIST: file
 * already exists, mkdir '/srv/…'"): the message reaches the user as the deployment's error_message.
 */
const reason = (err: unknown): string => {
  const e = err as NodeJS.ErrnoException;
  return e.code && e.syscall ? `${e.code} on ${e.syscall}` : e.message;
};

/**
 * Site host on the local disk (npm start): a bucket is a folder `root/<bucket>/`, each object with a
 * `root/<bucket>.meta/<path>.json` sidecar; the sites origin serves it at `<sitesOrigin>/live/<bucket>/`.
 * `readObject` is what that origin serves from: the object and its metadata, or null when absent.
 * @throws HostError from `ensureSite` and `upload`: transient for a disk error (its errno, never the server path),
 *   permanent for a path that leaves the bucket folder.
 */
export function createLocalSiteHost(opts: { root: string; sitesOrigin: string }): SiteHost & { readObject(bucket: string, path: string): Promise<{ body: Buffer; meta: LocalObjectMeta } | null> } {
  return {
    bucketName: (base, customDomain) => customDomain ?? `sitewright-${base}`,
    async ensureSite(bucket) {
      try {
        await mkdir(safe(opts.root, bucket), { recursive: true });
        await mkdir(safe(opts.root, `${bucket}.meta`), { recursive: true });
        await writeFile(safe(opts.root, `${bucket}.meta`, 'website.json'), JSON.stringify({ mainPageSuffix: 'index.html', notFoundPage: '404.html' }));
      } catch (err) {
        throw new HostError(`Could not prepare the local bucket ${bucket}: ${reason(err)}`, true);
      }
    },
    async upload(bucket, files: PublishFile[]) {
      try {
        for (const f of files) {
          const file = safe(opts.root, bucket, f.path);
          const meta = safe(opts.root, `${bucket}.meta`, 'objects', `${f.path}.json`);
          await mkdir(dirname(file), { recursive: true });
          await mkdir(dirname(meta), { recursive: true });
          await writeFile(file, f.content);
          await writeFile(meta, JSON.stringify({ contentType: f.contentType, cacheControl: f.cacheControl } satisfies LocalObjectMeta));
        }
      } catch (err) {
        throw err instanceof HostError ? err : new HostError(`Could not upload to the local bucket ${bucket}: ${reason(err)}`, true);
      }
    },
    siteUrl: (bucket) => `${opts.sitesOrigin}/live/${bucket}/`,
    async readObject(bucket, path) {
      try {
        const body = await readFile(safe(opts.root, bucket, path));
        const meta = JSON.parse(await readFile(safe(opts.root, `${bucket}.meta`, 'objects', `${path}.json`), 'utf8')) as LocalObjectMeta;
        return { body, meta };
      } catch {
        return null;
      }
    },
  };
}
