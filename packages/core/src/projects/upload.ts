import { randomUUID } from 'node:crypto';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { IMPROVE_IMAGE_MAX_BYTES, LOGO_MAX_BYTES, PHOTO_UPLOAD_MAX_BYTES } from '../limits';
import type { ProjectDeps } from './deps';
import type { CheckedImage } from './improve';

/** Raster image types accepted for logos and improve images; SVG is refused (it can carry script). */
export const IMAGE_TYPES: Record<string, CheckedImage['ext']> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * Checks an upload: size first, then the real type from its magic bytes (the caller passes what a
 * well-kept sniffer such as file-type found; the file name and declared type are not trusted).
 * @param kind 'logo' (256 KB, SPEC §9) or 'image' (4 MB, under Lambda's 6 MB payload limit).
 * @param opts.truncated the upload parser stopped at its size cap, so the file is over the limit.
 * @throws PayloadTooLargeError (413) / UnsupportedMediaTypeError (415).
 */
export function checkImage(bytes: Uint8Array, sniffedMime: string | undefined, kind: 'logo' | 'image' | 'photo', opts: { alt?: string; truncated?: boolean } = {}): CheckedImage {
  const max = kind === 'logo' ? LOGO_MAX_BYTES : kind === 'photo' ? PHOTO_UPLOAD_MAX_BYTES : IMPROVE_IMAGE_MAX_BYTES;
  if (opts.truncated || bytes.byteLength > max) {
    // A parser that stopped reading at the limit (`truncated`) knows only that the file is larger.
    const size = opts.truncated ? `more than ${max} bytes` : `${bytes.byteLength} bytes`;
    throw new PayloadTooLargeError(kind === 'logo'
      ? `Logo too large (${size}). Please upload a file under 256KB.`
      : kind === 'photo' ? `Image too large (${size}). Photos may be at most 10 MB.`
        : `Image too large (${size}). Images may be at most 4 MB, because requests are limited to 6 MB.`);
  }
  if (bytes.byteLength === 0) throw new UnsupportedMediaTypeError('The file is empty.');
  const ext = sniffedMime ? IMAGE_TYPES[sniffedMime] : undefined;
  if (!ext) throw new UnsupportedMediaTypeError('Unsupported image type: upload a PNG, JPEG, GIF or WEBP file (SVG is not accepted).');
  return { bytes, mime: sniffedMime as CheckedImage['mime'], ext, alt: opts.alt ?? '' };
}

/** POST /api/upload/logo: stores a checked logo and answers its URL (SPEC §7). */
export async function uploadLogo(deps: Pick<ProjectDeps, 'blobs'>, userId: string, image: CheckedImage): Promise<{ url: string }> {
  const key = `logos/${userId.replace(/[^A-Za-z0-9_-]/g, '')}/${randomUUID()}.${image.ext}`;
  await deps.blobs.put(key, image.bytes, image.mime);
  return { url: `/api/uploads/${key}` };
}
