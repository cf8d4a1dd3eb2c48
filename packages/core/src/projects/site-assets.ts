import type { BlobStore, GeneratedOut, SiteGenerator } from './ports';

/**
 * Store what a generated page references beside index.html (issue 15 §1, §2): its offline artwork
 * under the project's prefix, and its font files under one shared prefix (the same bytes for every
 * site of a style, written again idempotently so a fresh bucket fills itself).
 * @returns the project's asset map entries: file name ▶ blob key.
 * @throws whatever the blob store or the font lookup throws (the job is then retried by the queue).
 */
export async function storeSiteAssets(deps: { blobs: BlobStore; engine: SiteGenerator }, projectId: string,
  generated: Pick<GeneratedOut, 'assets' | 'fonts'>): Promise<Record<string, string>> {
  const enc = new TextEncoder();
  const out: Record<string, string> = {};
  await Promise.all([
    ...generated.assets.map(async (a) => {
      const key = `sites/${projectId}/${a.file}`;
      await deps.blobs.put(key, typeof a.body === 'string' ? enc.encode(a.body) : a.body, a.contentType);
      out[a.file] = key;
    }),
    ...generated.fonts.map(async (file) => {
      const key = `fonts/${file}`;
      await deps.blobs.put(key, await deps.engine.fontBytes(file), 'font/woff2');
      out[file] = key;
    }),
  ]);
  return out;
}
