import type { ImageCandidate, ImageRequest, ImageSource } from '@sitewright/core/projects/images';
import { createClient, type Photo } from 'pexels';
import { downloadImage } from './download';
import { httpError, ImageSourceError, requestError } from './errors';
import { withScopedFetch } from './scoped-fetch';
import { aspectOf, fitAspect, orientationOf, wantedWidth, type Size } from './wanted';

/** Options of {@link createPexelsSource}. */
export interface PexelsSourceOptions {
  /** The API key (sent as `Authorization: <key>`). */
  apiKey: string;
  /** Base of the photo API (default https://api.pexels.com/v1; tests point it at a loopback stand-in). */
  baseUrl?: string;
  /** Used for the API and the image download (default: the global fetch). */
  fetch?: typeof globalThis.fetch;
}

/** Where the official client sends photo requests; rewritten to `baseUrl`. */
const CLIENT_BASE = 'https://api.pexels.com/v1/';
const PER_PAGE = 10;
/** `src.large2x` is the photo scaled to fit 1880 × 1300 px (Pexels API docs, "The Photo Resource"). */
const LARGE2X: Size = { width: 1880, height: 1300 };

/** The size of a photo's `large2x` rendition (scaled down to fit LARGE2X, never up). */
function large2xSize(p: Photo): Size {
  const scale = Math.min(1, LARGE2X.width / p.width, LARGE2X.height / p.height);
  return { width: Math.floor(p.width * scale), height: Math.floor(p.height * scale) };
}

/**
 * The URL to download for the slot: `src.large2x` when its crop covers the wanted width, else
 * `src.original` with the resize parameters Pexels' own `src.*` URLs use (auto=compress, fit=crop,
 * w, h), so a 6000 px original is not fetched whole. Undefined when even the original is too small.
 */
function pick(p: Photo, aspect: number, wanted: number): string | undefined {
  if (!URL.canParse(p?.src?.large2x) || !URL.canParse(p.src.original) || typeof p.photographer !== 'string'
    || typeof p.photographer_url !== 'string') return undefined;
  if (fitAspect(large2xSize(p), aspect).width >= wanted) return p.src.large2x;
  const crop = fitAspect(p, aspect, wanted);
  if (crop.width < wanted) return undefined;
  const u = new URL(p.src.original);
  for (const [k, v] of Object.entries({ auto: 'compress', cs: 'tinysrgb', fit: 'crop', w: crop.width, h: crop.height })) u.searchParams.set(k, String(v));
  return u.href;
}

/**
 * Pexels stock photos through the official client (`pexels` 1.4): `photos.search({ query, orientation,
 * per_page })`, the first photo big enough for the slot, its bytes downloaded; credit = photographer +
 * photographer_url and "Pexels" + https://www.pexels.com (Pexels API guidelines).
 *
 * The client calls the global `fetch` with a fixed https://api.pexels.com base, no AbortSignal, and
 * throws a bare `Error(statusText)` on errors. Rather than re-implement it, each search runs under
 * {@link withScopedFetch}: for that one call the global fetch is a function that sends the request to
 * `baseUrl` with the caller's signal and keeps the response, whose status and rate-limit headers then
 * make a typed error. The client also does not URL-encode parameters, so the query is encoded here.
 * @throws ImageSourceError (from `find`) for an HTTP error, the rate limit, an abort or a bad download.
 */
export function createPexelsSource(opts: PexelsSourceOptions): ImageSource {
  const client = createClient(opts.apiKey);
  const base = (opts.baseUrl ?? CLIENT_BASE).replace(/\/+$/, '');
  const fetchFn = (): typeof globalThis.fetch => opts.fetch ?? globalThis.fetch;

  async function search(req: ImageRequest, signal: AbortSignal): Promise<Photo[]> {
    let last: Response | undefined;
    const fetch = fetchFn();
    const scoped: typeof globalThis.fetch = async (input, init) => {
      const url = String(input);
      if (!url.startsWith(CLIENT_BASE)) throw new Error(`unexpected request from the pexels client: ${url}`);
      last = await fetch(`${base}/${url.slice(CLIENT_BASE.length).replace(/^\/+/, '')}`, { ...init, signal });
      return last;
    };
    const orientation = { landscape: 'landscape', portrait: 'portrait', square: 'square' }[orientationOf(req)];
    try {
      const answer = await withScopedFetch(scoped, () =>
        client.photos.search({ query: encodeURIComponent(req.query), orientation, per_page: PER_PAGE, ...(req.page && req.page > 1 ? { page: req.page } : {}) }));
      if (!('photos' in answer) || !Array.isArray(answer.photos)) throw new ImageSourceError('pexels', 'bad-answer', 'the search answer has no photos list');
      return answer.photos;
    } catch (e) {
      if (last && !last.ok) throw httpError('pexels', 'the search', last.status, last.headers);
      throw e;
    }
  }

  async function find(req: ImageRequest, signal: AbortSignal): Promise<ImageCandidate | null> {
    const aspect = aspectOf(req);
    const wanted = wantedWidth(req);
    let url: string | undefined;
    const photo = (await search(req, signal)).find((p) => (url = pick(p, aspect, wanted)) !== undefined);
    if (!photo || !url) return null;
    const { bytes, contentType } = await downloadImage(url, { source: 'pexels', fetch: fetchFn(), signal });
    return {
      bytes, contentType, source: 'pexels',
      credit: { name: photo.photographer, url: photo.photographer_url, site: 'Pexels', siteUrl: 'https://www.pexels.com' },
    };
  }

  return {
    name: 'pexels',
    async find(req, signal) {
      try {
        return await find(req, signal);
      } catch (e) {
        throw requestError('pexels', 'the request', e, signal);
      }
    },
  };
}
