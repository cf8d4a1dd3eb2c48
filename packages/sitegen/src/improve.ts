import { ValidationError } from '@sitewright/core';
import type { ImproveImage, SectionImprover } from './improver';
import { blockSchema, siteModelSchema, type SiteFiles, type SiteModel } from './model';
import { blockHtml, renderSite } from './render';
import { findBlock } from './selectors';

const DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * Improve one section of a site (issue 3 §7, SPEC §4 Improve mode). Only the chosen block changes: the
 * rest of index.html stays byte-identical, because each block renders from itself alone.
 * @param selector `#id` (or the bare id) from `sectionSelectors(site)`.
 * @param prompt the owner's instruction; must not be blank.
 * @param image optional upload: a data: URL (png/jpeg/gif/webp) and alt text. With `fileName` the page
 *   references that file (the host must store it beside index.html); without, the data URL is embedded
 *   in the model and the page (allowed by the CSP's `img-src data:`), which grows the stored model.
 * @returns the new site model, its files, and what changed in words (issue 17 §4).
 * @throws ValidationError (422) for an unknown selector, a blank prompt, a bad image, or an instruction
 *   the offline improver cannot do (the message lists those that work offline).
 * @throws UpstreamError (502) when an AI provider fails.
 */
export async function improveSection(site: SiteModel, selector: string, prompt: string,
  image: ImproveImage | undefined, opts: { improver: SectionImprover }): Promise<{ site: SiteModel; files: SiteFiles; changes: string[] }> {
  const current = siteModelSchema.parse(site);
  const block = findBlock(current, selector);
  if (!prompt || !prompt.trim()) throw new ValidationError('The improve prompt must not be empty.');
  if (image) {
    if (!DATA_URL.test(image.dataUrl)) throw new ValidationError('The image must be a base64 data: URL of a PNG, JPEG, GIF or WEBP picture.');
    if (image.fileName !== undefined && !FILE_NAME.test(image.fileName)) throw new ValidationError('The image file name must be a plain file name such as photo.png.');
  }
  const src = image ? (image.fileName ?? image.dataUrl) : undefined;
  const { block: next, changes } = await opts.improver.improve({
    site: current, block, html: blockHtml(current, block.id), prompt: prompt.trim(),
    image: image && src ? { ...image, src } : undefined,
  });
  // The improver may not move or retype the block: id and kind are what keeps the page stable.
  let fixed = blockSchema.parse({ ...next, id: block.id, kind: block.kind });
  let images = current.images;
  // An image added to a section that has a picture of its own (the hero's, an about photo) becomes that
  // picture, in the section's layout, instead of a block appended under it (issue 17 §4).
  const slot = fixed.picture ? current.images.find((i) => i.id === fixed.picture) : undefined;
  if (slot && fixed.image && !block.image && image?.fileName) {
    images = current.images.map((i) => (i.id === slot.id ? { ...i, src: image.fileName!, variants: [], source: 'upload' as const, alt: fixed.image!.alt, credit: undefined, query: undefined } : i));
    fixed = { ...fixed, image: undefined };
  }
  const replace = (b: typeof block) => (b.id === block.id ? fixed : b);
  const updated = siteModelSchema.parse({
    ...current, images, header: replace(current.header), nav: replace(current.nav), footer: replace(current.footer),
    sections: current.sections.map(replace),
  });
  const said = changes ?? ['Section rewritten as asked'];
  return { site: updated, files: renderSite(updated), changes: images !== current.images ? said.map((c) => (c === 'Image added' ? `Image placed as the ${block.kind === 'hero' ? 'hero' : 'section'}’s picture` : c)) : said };
}
