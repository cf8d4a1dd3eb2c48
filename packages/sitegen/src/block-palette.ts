import { AA_NORMAL, ensureContrast, mix, readableOn } from './color';
import type { Block, Theme } from './model';

/**
 * Colours for a block whose background or accent was changed by improve. Text, muted text and links
 * are derived so each reaches WCAG 2.2 AA (4.5:1) on both the new background and the card colour used
 * inside the block; the accent becomes the button colour with readable button text.
 */
export interface BlockPalette { bg: string; card: string; text: string; muted: string; link: string; primary?: string; onPrimary?: string }

/** The palette for a block's colour overrides, or undefined when it has none. */
export function blockPalette(theme: Theme, colors: Block['colors']): BlockPalette | undefined {
  if (!colors?.background && !colors?.accent) return undefined;
  const c = theme.colors;
  const bg = colors.background ?? c.bg;
  const text = readableOn(bg, c.text, '#ffffff');
  const card = mix(bg, text, 0.05);
  const both = (fg: string) => ensureContrast(ensureContrast(fg, bg, AA_NORMAL), card, AA_NORMAL);
  const muted = both(mix(text, bg, 0.3));
  const link = both(colors.accent ?? c.link);
  const out: BlockPalette = { bg, card, text: both(text), muted, link };
  if (colors.accent) {
    out.primary = colors.accent;
    out.onPrimary = readableOn(colors.accent);
  }
  return out;
}

/** Every [fg, bg] pair a block palette is used with, for tests. */
export function blockPairs(p: BlockPalette): [string, string][] {
  const pairs: [string, string][] = [];
  for (const bg of [p.bg, p.card]) pairs.push([p.text, bg], [p.muted, bg], [p.link, bg]);
  if (p.primary && p.onPrimary) pairs.push([p.onPrimary, p.primary]);
  return pairs;
}
