import { NotFoundError } from '@sitewright/core';
import { getBlobs } from '../blob-store';
import { tablelessHttpHandler } from '../middleware/tableless-handler';
import { RawResult } from '../middleware/response';

/** GET /api/uploads/{key+} ▶ an uploaded logo (public: gallery cards show them, SPEC §3). Only logos/ keys are served. */
export const handler = tablelessHttpHandler({ auth: 'none' }, async ({ params, deps }) => {
  const key = params.key ?? '';
  if (!/^logos\/[A-Za-z0-9_-]+\/[A-Za-z0-9-]+\.(png|jpg|gif|webp)$/.test(key)) throw new NotFoundError();
  const blob = await getBlobs(deps.config).get(key);
  if (!blob) throw new NotFoundError();
  return new RawResult(200, Buffer.from(blob.bytes), { 'content-type': blob.contentType, 'cache-control': 'public, max-age=31536000, immutable' });
});
