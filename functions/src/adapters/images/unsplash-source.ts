import type { ImageCandidate, ImageCredit, ImageRequest, ImageSource } from '@sitewright/core/projects/images';
import { createApi, type AssetBasic } from 'unsplash-js';
import { downloadImage } from './download';
import { httpError, ImageSourceError, requestError } from './errors';
import { aspectOf, fitAspect, orientationOf, wantedWidth, type Size } from './wanted';

/** Options of {@link createUnsplashSource}. */
export interface UnsplashSourceOptions {
  /** The application's Access Key (sent as `Authorization: Client-ID <key>`). */
  accessKey: string;
  /** API origin (default https://api.unsplash.com; tests point it at a loopback stand-in). */
  apiUrl?: string;
  /** `utm_source` of every link back to Unsplash (API guidelines, attribution): the app's name on Unsplash. */
  appName: string;
  /** Used for the API and the image download (default: the global fetch, looked up per call). */
  fetch?: typeof globalThis.fetch;
}

/** Photos per search: enough for one that fits the slot, few enough to stay quick. */
const PER_PAGE = 10;

const ORIENTATION = { landscape: 'landscape', portrait: 'portrait', square: 'squarish' } as const;

/** A link with the referral parameters the Unsplash API guidelines require on every link back. */
function referral(url: string, appName: string): string {
  const u = new URL(url);
  u.searchParams.set('utm_source', appName);
  u.searchParams.set('utm_medium', 'referral');
  return u.href;
}

/** The first photo with what we need (image URL, tracking URL, photographer) and enough pixels for the slot. */
function firstSuitable(results: AssetBasic[], aspect: number, wanted: number): AssetBasic | undefined {
  return results.find((p) => URL.canParse(p?.urls?.raw) && URL.canParse(p.links?.download_location)
    && typeof p.user?.name === 'string' && URL.canParse(p.user.links?.html)
    && fitAspect(p, aspect).width >= wanted);
}

/**
 * The photo's `urls.raw` with imgix parameters (Unsplash API docs, "Dynamically resizable images"):
 * exactly the crop the slot needs (`w`, `h`, `fit=crop`, `crop=entropy`), JPEG at quality 80. The
 * processor re-encodes it, so nothing more is worth downloading.
 */
function imageUrl(raw: string, size: Size): string {
  const u = new URL(raw);
  for (const [k, v] of Object.entries({ w: size.width, h: size.height, fit: 'crop', crop: 'entropy', fm: 'jpg', q: 80 })) u.searchParams.set(k, String(v));
  return u.href;
}

/**
 * Unsplash stock photos through the official client (unsplash-js 8, an openapi-fetch client). For a
 * slot it searches `req.query` (orientation from the slot's aspect, content_filter=high), takes the
 * first result big enough for the slot, downloads exactly the slot's crop, then reports the download
 * at the photo's `links.download_location` as the API guidelines require ("Triggering a download").
 * The credit links the photographer and Unsplash with `utm_source=<appName>&utm_medium=referral`.
 *
 * Note: the guidelines also ask apps to hotlink the `urls.*` images rather than re-host them. This
 * source returns bytes because the ImageSource port does (sites are published as static files with
 * their assets); settle that with Unsplash before applying for production rate limits.
 * @throws ImageSourceError (from `find`) for an HTTP error, the rate limit, an abort or a bad download.
 * @example
 * const unsplash = createUnsplashSource({ accessKey: config.UNSPLASH_ACCESS_KEY, appName: 'sitewright' });
 * const photo = await unsplash.find(request, AbortSignal.timeout(8000)); // null: nothing suitable
 */
export function createUnsplashSource(opts: UnsplashSourceOptions): ImageSource {
  // Late-bound so a fetch installed after start-up (tests, instrumentation) is honoured.
  const fetch: typeof globalThis.fetch = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const api = createApi({ accessKey: opts.accessKey, baseUrl: opts.apiUrl ?? 'https://api.unsplash.com', fetch });

  async function track(photo: AssetBasic, signal: AbortSignal): Promise<void> {
    // Through the client (so only the configured API origin ever sees the key), keeping the
    // download_location's own query (its ixid ties the download to this search).
    const location = new URL(photo.links.download_location);
    const id = /\/photos\/([^/]+)\/download\/?$/.exec(location.pathname)?.[1] ?? photo.id;
    const query = location.searchParams.toString();
    const { response } = await api.GET('/photos/{id}/download', {
      params: { path: { id: decodeURIComponent(id) } }, querySerializer: () => query, signal,
    });
    if (!response.ok) throw httpError('unsplash', 'the download tracking call', response.status, response.headers);
  }

  async function find(req: ImageRequest, signal: AbortSignal): Promise<ImageCandidate | null> {
    const aspect = aspectOf(req);
    const wanted = wantedWidth(req);
    const search = await api.GET('/search/photos', {
      params: { query: { query: req.query, orientation: ORIENTATION[orientationOf(req)], per_page: PER_PAGE, content_filter: 'high', ...(req.page && req.page > 1 ? { page: req.page } : {}) } },
      signal,
    });
    if (!search.response.ok) throw httpError('unsplash', 'the search', search.response.status, search.response.headers);
    if (!Array.isArray(search.data?.results)) throw new ImageSourceError('unsplash', 'bad-answer', 'the search answer has no results list');
    const photo = firstSuitable(search.data.results, aspect, wanted);
    if (!photo) return null;

    const { bytes, contentType } = await downloadImage(imageUrl(photo.urls.raw, fitAspect(photo, aspect, wanted)), { source: 'unsplash', fetch, signal });
    await track(photo, signal);
    const credit: ImageCredit = {
      name: photo.user.name,
      url: referral(photo.user.links.html, opts.appName),
      site: 'Unsplash',
      siteUrl: referral('https://unsplash.com/', opts.appName),
    };
    return { bytes, contentType, source: 'unsplash', credit };
  }

  return {
    name: 'unsplash',
    async find(req, signal) {
      try {
        return await find(req, signal);
      } catch (e) {
        throw requestError('unsplash', 'the request', e, signal);
      }
    },
  };
}
