import { createHash } from 'node:crypto';
import { ConflictError, ValidationError } from '../errors';
import { ownedProject, type ProjectDeps } from './deps';
import { writeSiteChange } from './site-write';
import type { SiteImprover } from './ports';

/** What improve needs: the store, blobs and the improver half of the engine. */
export type ImproveDeps = Omit<ProjectDeps, 'engine'> & { engine: SiteImprover };

/** An uploaded improve image, already checked (type by magic bytes, size). */
export interface CheckedImage {
  bytes: Uint8Array;
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  alt: string;
}

/**
 * POST /api/project/{id}/improve (SPEC §4 Improve mode, issue 4): changes one section of the owner's
 * project. The previous content is kept as a version item first; the write is conditional on the
 * version read, so of two concurrent improves one wins and the other answers 409 (no lost update).
 * An image is stored as a site asset beside index.html and referenced by file name.
 * @throws NotFoundError (404) when not the owner's project.
 * @throws ConflictError (409) while the project is generating, or on a concurrent change.
 * @throws ValidationError (422) for an unknown selector, a blank prompt or an instruction that needs an AI provider.
 */
export async function improveProject(
  deps: ImproveDeps, userId: string, id: string, req: { selector: string; prompt: string; image?: CheckedImage },
): Promise<{ html_content: string; changes: string[] }> {
  const p = await ownedProject(deps, userId, id);
  if (p.status !== 'ready' || !p.site) throw new ConflictError('This project is not ready yet; wait for generation to finish.');
  const selector = req.selector.trim();
  const known = deps.engine.selectors(p.site);
  if (!known.includes(selector) && !known.includes(`#${selector}`)) {
    throw new ValidationError([{ loc: ['body', 'selector'], msg: `Unknown section "${selector}". Choose one of: ${known.join(', ')}`, type: 'value_error' }]);
  }
  let assets = p.assets;
  let image: { dataUrl: string; alt: string; fileName: string } | undefined;
  let upload: { key: string; bytes: Uint8Array; mime: string } | undefined;
  if (req.image) {
    const hash = createHash('sha256').update(req.image.bytes).digest('hex').slice(0, 16);
    const fileName = `img-${hash}.${req.image.ext}`;
    upload = { key: `sites/${p.id}/${fileName}`, bytes: req.image.bytes, mime: req.image.mime };
    assets = { ...p.assets, [fileName]: upload.key };
    image = { dataUrl: `data:${req.image.mime};base64,${Buffer.from(req.image.bytes).toString('base64')}`, alt: req.image.alt, fileName };
  }
  const { site, files, changes = [] } = await deps.engine.improve(p.site, selector, req.prompt, image);
  // Stored only once the improver has accepted the instruction, so a refused improve leaves nothing behind.
  // If the write below then loses a race (409), the image stays under its content hash and the retry reuses it.
  if (upload) await deps.blobs.put(upload.key, upload.bytes, upload.mime);
  const words = req.prompt.trim().replace(/\s+/g, ' ');
  const name = selector.replace(/^#/, '');
  await writeSiteChange(deps, p, { site, files, assets, kind: 'improve',
    summary: changes.length ? `Improved ${name}: ${changes.join('; ')}` : `Improved ${name}: “${words.length > 80 ? `${words.slice(0, 79)}…` : words}”` });
  return { html_content: files['index.html'], changes };
}
