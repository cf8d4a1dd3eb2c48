import type { ProcessedImage } from './images';
import type { BlobStore, GeneratedOut, PlacedPhoto, SiteGenerator } from './ports';

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

/**
 * Store a processed photo's renditions beside index.html (`sites/<project>/<file>`) and say how the page
 * places it: the largest JPEG as the fallback `src`, every rendition for srcset (issue 15 §1).
 * @returns the asset map entries (file name ▶ blob key) and the photo's placement, without its source.
 * @throws whatever the blob store throws.
 */
export async function storeRenditions(blobs: BlobStore, projectId: string, processed: ProcessedImage): Promise<{
  assets: Record<string, string>; placed: Pick<PlacedPhoto, 'width' | 'height' | 'src' | 'variants'>;
}> {
  const assets: Record<string, string> = {};
  await Promise.all(processed.variants.map(async (v) => {
    const key = `sites/${projectId}/${v.file}`;
    await blobs.put(key, v.bytes, v.type);
    assets[v.file] = key;
  }));
  const fallback = processed.variants.filter((v) => v.type === 'image/jpeg').sort((a, b) => b.width - a.width)[0] ?? processed.variants[0]!;
  return {
    assets,
    placed: { width: processed.width, height: processed.height, src: fallback.file, variants: processed.variants.map(({ file, width, type }) => ({ file, width, type })) },
  };
}
