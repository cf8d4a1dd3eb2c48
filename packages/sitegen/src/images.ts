import type { Brief } from '@sitewright/core';
import { composeArt, type ArtKind, type ArtPalette } from './art/index';
import type { SectionPlan } from './blueprints';
import type { Block, SiteImage, Theme } from './model';
import { clip } from './text';

/**
 * The images of a new site (issue 15 §1): one asset per section picture and item picture the plan
 * asks for, each first made by the offline source, artwork composed from the theme and the brief
 * (art/), deterministic per project and different per industry and blueprint. A photo source
 * (stock, AI) may replace an asset later in the worker; the model records which source made each.
 */

/** A file to store beside index.html. */
export interface SiteAsset { file: string; contentType: string; body: string }

/** Asset file name of an image's offline artwork. */
export const artFile = (id: string) => `art-${id}.svg`;

/** The palette the artwork is drawn with: the theme's, so art matches each style. */
export function artPalette(t: Theme): ArtPalette {
  const c = t.colors;
  return { bg: c.bg, surface: c.surface, text: c.text, muted: c.muted, primary: c.primary, onPrimary: c.onPrimary, accent: c.accent };
}

/**
 * The artwork kind of a section's own picture: the plan's, except that an "About" section never shows
 * a gallery tile (a portfolio's about image was a padded scene of another trade, issue 15): it shows
 * the maker's own studio (`studio`: camera and backdrop, easel, desk with work) for the brief's trade.
 */
export function sectionArt(p: SectionPlan, picture: NonNullable<SectionPlan['picture']>): ArtKind {
  return p.kind === 'about' && (picture.art === 'photo-tile' || picture.art === 'mosaic') ? 'studio' : picture.art;
}

interface PlanInput { plan: SectionPlan[]; sections: Block[]; theme: Theme; brief: Brief; seed: string; dir: 'ltr' | 'rtl'; headline: string }

/** Plan every image of a site and compose its offline artwork. Pure and deterministic. */
export function planImages({ plan, sections, theme, brief, seed, dir, headline }: PlanInput): { images: SiteImage[]; assets: SiteAsset[] } {
  const images: SiteImage[] = [];
  const assets: SiteAsset[] = [];
  const palette = artPalette(theme);
  const hints = [brief.industry, brief.business_name, brief.description, ...brief.key_features].join(' ');
  const features = brief.key_features.slice(0, 6);
  const add = (id: string, role: SiteImage['role'], alt: string, p: NonNullable<SectionPlan['picture']>, labels: string[], variant: number, kind = p.art, behindText = false) => {
    const svg = composeArt({ kind, seed: `${seed}:${id}`, palette, labels, title: brief.business_name, width: p.width, height: p.height, dir, variant, hints, behindText });
    images.push({ id, role, alt: clip(alt, 300), source: 'offline', width: p.width, height: p.height, src: artFile(id), variants: [] });
    assets.push({ file: artFile(id), contentType: 'image/svg+xml', body: svg });
  };
  for (const p of plan) {
    const block = sections.find((s) => s.id === p.id);
    if (!block) continue;
    if (p.picture && block.picture) {
      const alt = p.kind === 'hero' ? `${brief.business_name}: ${headline}` : block.heading || brief.business_name;
      // A banner hero's picture is the background of the headline (render-sections: .banner-bg under a scrim).
      add(block.picture, p.kind === 'hero' ? 'hero' : 'section', alt, p.picture, p.kind === 'hero' ? features : [block.heading, ...features], 0,
        sectionArt(p, p.picture), p.kind === 'hero' && block.variant === 'banner');
    }
    if (p.itemPictures) {
      block.items.forEach((it, i) => {
        // The item's title stands beside its picture, so the alt adds whose it is rather than repeating it (axe image-redundant-alt).
        const alt = p.kind === 'gallery' ? it.title : `${it.title} · ${brief.business_name}`;
        const kind = p.itemPictures!.alternate && i % 2 === 1 ? p.itemPictures!.alternate : p.itemPictures!.art;
        if (it.picture) add(it.picture, p.kind === 'gallery' ? 'gallery' : 'item', alt, p.itemPictures!, [it.title, ...features], i, kind);
      });
    }
  }
  return { images, assets };
}
