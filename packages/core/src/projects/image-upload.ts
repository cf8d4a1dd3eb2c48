import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import { PHOTO_UPLOAD_EXPIRES_S, PHOTO_UPLOAD_MAX_BYTES } from '../limits';
import { ownedProject, type ProjectStoreDeps } from './deps';
import type { SiteImages } from './ports';
import { IMAGE_TYPES } from './upload';

/**
 * Signs an upload straight to object storage (issue 15 §1, 10 MB photos): a PUT of exactly `size` bytes
 * of `contentType` to `key`, valid for `expiresIn` seconds. S3 presigned URLs in AWS, a signed local
 * address on the app origin locally.
 */
export interface UploadSigner {
  signPut(key: string, contentType: string, size: number, expiresIn: number): Promise<{ url: string; headers: Record<string, string> }>;
}

/** What the browser does next: PUT the file to `upload_url` with `headers`, then hand `upload_key` to PUT …/images/{imageId}. */
export interface UploadTicket {
  upload_url: string;
  method: 'PUT';
  headers: Record<string, string>;
  upload_key: string;
  max_bytes: number;
  expires_in: number;
}

/** Where a user's uploads for a project wait to be placed: `incoming/{user}/{project}/…` (expired by the bucket after a day). */
export const incomingPrefix = (userId: string, projectId: string) => `incoming/${userId.replace(/[^A-Za-z0-9_-]/g, '')}/${projectId.replace(/[^A-Za-z0-9_-]/g, '')}/`;

/**
 * POST /api/project/{id}/images/{imageId}/upload {size, content_type} (issue 15 §1): a signed address to
 * upload one photo of up to 10 MB straight to storage, for the image `imageId` of the owner's site.
 * @throws NotFoundError (404) for another user's project or an unknown image id.
 * @throws ConflictError (409) while the project is not ready.
 * @throws PayloadTooLargeError (413) over 10 MB; UnsupportedMediaTypeError (415) for a type other than PNG, JPEG, GIF or WEBP;
 *   ValidationError (422) for a size that is not a positive integer.
 */
export async function startImageUpload(deps: Pick<ProjectStoreDeps, 'projects'> & { engine: Pick<SiteImages, 'images'>; signer: UploadSigner },
  userId: string, id: string, imageId: string, req: { size: number; content_type: string }): Promise<UploadTicket> {
  const p = await ownedProject(deps, userId, id);
  if (p.status !== 'ready' || !p.site) throw new ConflictError('This project is not ready yet; wait for generation to finish.');
  if (!deps.engine.images(p.site).some((i) => i.id === imageId)) throw new NotFoundError('Image not found');
  if (!Number.isInteger(req.size) || req.size < 1) throw new ValidationError([{ loc: ['body', 'size'], msg: 'size: must be the file size in bytes', type: 'value_error' }]);
  if (req.size > PHOTO_UPLOAD_MAX_BYTES) throw new PayloadTooLargeError(`Image too large (${req.size} bytes). Photos may be at most 10 MB.`);
  const ext = IMAGE_TYPES[req.content_type];
  if (!ext) throw new UnsupportedMediaTypeError('Unsupported image type: upload a PNG, JPEG, GIF or WEBP file (SVG is not accepted).');
  const key = `${incomingPrefix(userId, p.id)}${randomUUID()}.${ext}`;
  const signed = await deps.signer.signPut(key, req.content_type, req.size, PHOTO_UPLOAD_EXPIRES_S);
  return { upload_url: signed.url, method: 'PUT', headers: signed.headers, upload_key: key, max_bytes: PHOTO_UPLOAD_MAX_BYTES, expires_in: PHOTO_UPLOAD_EXPIRES_S };
}
