import { ValidationError } from '@sitewright/core';
import type { CheckedImage } from '@sitewright/core/projects/improve';
import { checkImage } from '@sitewright/core/projects/upload';
import { isUploadedFile } from '../middleware/multipart';
import { sniffMime } from './sniff';

/**
 * An image from a multipart field, checked by size and by its magic bytes (never by name or declared
 * type): the logo upload and the improve image (issue 4).
 * @throws ValidationError (422) when the field is missing or not a file; PayloadTooLargeError (413);
 *   UnsupportedMediaTypeError (415).
 */
export async function readImageUpload(value: unknown, field: string, kind: 'logo' | 'image', alt = ''): Promise<CheckedImage> {
  if (value === undefined) throw new ValidationError([{ loc: ['body', field], msg: `${field}: Field required`, type: 'missing' }]);
  if (!isUploadedFile(value)) throw new ValidationError([{ loc: ['body', field], msg: `${field} must be a file`, type: 'value_error' }]);
  const bytes = new Uint8Array(value.content);
  return checkImage(bytes, await sniffMime(bytes), kind, { alt, truncated: value.truncated });
}
