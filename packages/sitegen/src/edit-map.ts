import type { Block, SiteModel } from './model';

/** A text of the page the owner may edit in place: the block it is in, its model path, its text as shown. */
export interface EditableText { block: string; path: string; text: string }
/** An image the owner may replace: its id and the files the page's <img> may show. */
export interface EditableImage { id: string; files: string[] }

/**
 * What the preview's edit bridge may offer for editing (issue 17 §1): every text of the model the page
 * shows as one element (headings, eyebrows, intros, button labels, item titles, texts and meta lines),
 * and every image asset. The bridge finds each text's element inside its block by the text itself, so
 * the page's HTML carries no editor markup; texts the owner's business details replace (contact,
 * hours, items given in Details) no longer appear in the page and are edited in Details instead.
 * Sections the AI rewrote (`html`) are not listed. Input is the stored model; nothing is validated here.
 */
export function editMap(site: SiteModel): { texts: EditableText[]; images: EditableImage[] } {
  const texts: EditableText[] = [];
  const blocks: Block[] = [site.header, ...site.sections, site.footer];
  for (const b of blocks) {
    if (!b || b.html) continue;
    const add = (path: string, text: string | undefined) => {
      const first = text?.split('\n')[0]?.trim();
      if (first) texts.push({ block: b.id, path: `${b.id}.${path}`, text: first });
    };
    if (b.kind !== 'header' && b.kind !== 'footer') {
      add('eyebrow', b.eyebrow);
      add('heading', b.heading);
      add('intro', b.intro);
    }
    if (b.kind === 'footer') add('intro', b.intro);
    add('cta.label', b.cta?.label);
    add('cta2.label', b.cta2?.label);
    if (b.kind === 'header' || b.kind === 'footer' || b.kind === 'contact') continue;
    b.items.forEach((it, i) => {
      add(`items.${i}.title`, it.title);
      add(`items.${i}.text`, it.text);
      add(`items.${i}.meta`, it.meta);
    });
  }
  const images = (site.images ?? []).map((img) => ({ id: img.id, files: [img.src, ...(img.variants ?? []).map((v) => v.file)] }));
  return { texts, images };
}
