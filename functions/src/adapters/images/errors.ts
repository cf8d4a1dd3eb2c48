import type { ImageSource } from '@sitewright/core/projects/images';

/** Why an image source gave up on a slot (for logs and metrics; the caller falls back either way). */
export type ImageSourceFailure =
  | 'http' // the API or the image host answered an error status
  | 'rate-limited' // 429, or X-Ratelimit-Remaining: 0 (Unsplash answers 403 then)
  | 'aborted' // the caller's AbortSignal fired (the slot's time budget ran out)
  | 'network' // no answer: connection refused, reset, DNS
  | 'not-an-image' // the download is not a raster image sharp reads (by magic bytes)
  | 'too-large' // the download is over the byte cap
  | 'bad-answer'; // the API answered 2xx with something we cannot use

/**
 * A failed `ImageSource.find` (core's port says it may reject; the generate worker logs the error and
 * falls back to the next source, in the end to the offline artwork). Never mapped to an HTTP response.
 */
export class ImageSourceError extends Error {
  /** The source that failed. */
  readonly source: ImageSource['name'];
  readonly reason: ImageSourceFailure;
  /** The upstream HTTP status, when there was one. */
  readonly status?: number;

  constructor(source: ImageSource['name'], reason: ImageSourceFailure, message: string, opts: { status?: number; cause?: unknown } = {}) {
    super(`${source}: ${message}`, { cause: opts.cause });
    this.name = 'ImageSourceError';
    this.source = source;
    this.reason = reason;
    this.status = opts.status;
  }
}

/** True when an error is the abort of `signal` (fetch throws the signal's reason, or an AbortError). */
export function isAbort(e: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError'));
}

/**
 * The ImageSourceError for an HTTP error answer: `rate-limited` for 429 or an exhausted
 * `X-Ratelimit-Remaining` (both Unsplash and Pexels send it), else `http`.
 */
export function httpError(source: ImageSource['name'], what: string, status: number, headers: Headers): ImageSourceError {
  const limited = status === 429 || headers.get('x-ratelimit-remaining') === '0';
  return new ImageSourceError(source, limited ? 'rate-limited' : 'http',
    `${what} answered HTTP ${status}${limited ? ' (rate limit reached)' : ''}`, { status });
}

/** Wraps anything a request threw (abort, network) as an ImageSourceError; passes ImageSourceErrors through. */
export function requestError(source: ImageSource['name'], what: string, e: unknown, signal: AbortSignal): ImageSourceError {
  if (e instanceof ImageSourceError) return e;
  if (isAbort(e, signal)) return new ImageSourceError(source, 'aborted', `${what} aborted (time budget spent)`, { cause: e });
  return new ImageSourceError(source, 'network', `${what} failed: ${(e as Error)?.message ?? String(e)}`, { cause: e });
}
