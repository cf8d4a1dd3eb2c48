import type { Block, BlockKind, SiteModel } from './model';

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

/** Section kinds in words. */
export const KIND_NAMES: Record<BlockKind, string> = {
  header: 'Header', nav: 'Navigation', footer: 'Footer', hero: 'Hero', features: 'Features', benefits: 'Benefits', steps: 'Steps',
  pricing: 'Pricing', testimonials: 'Testimonials', faq: 'FAQ', menu: 'Menu', hours: 'Opening hours', contact: 'Contact', work: 'Work',
  products: 'Products', about: 'About', cta: 'Call to action', gallery: 'Gallery', schedule: 'Dates',
};

/** A section's name in words, as the app shows it ("Hero", "Menu", "Our story"): never a CSS selector (issue 17 §4). */
export function sectionName(b: Pick<Block, 'kind' | 'navLabel' | 'heading'>): string {
  if (['hero', 'header', 'nav', 'footer'].includes(b.kind)) return KIND_NAMES[b.kind];
  const words = (b.navLabel || b.heading || KIND_NAMES[b.kind]).trim();
  return words.length > 40 ? `${words.slice(0, 39)}…` : words;
}

/** Every block's id and name in page order (header, nav, sections, footer), for the app's menus. Input is not validated. */
export function sectionNames(site: SiteModel): { id: string; kind: BlockKind; name: string }[] {
  return [site.header, site.nav, ...site.sections, site.footer].filter(Boolean).map((b) => ({ id: b.id, kind: b.kind, name: sectionName(b) }));
}

