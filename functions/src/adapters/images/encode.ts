import type { Sharp } from 'sharp';

/** The modern format made beside the JPEG fallback. */
export type ModernFormat = 'webp' | 'avif';

/**
 * Encoder settings, chosen by measurement on the 2-core build machine (sharp 0.35.5, libvips 8.18.7;
 * five 1600 × 1067 photo-like JPEGs into a 16:9 slot, 480/960/1600 px, medians; single encodes at 1600 px):
 * - WebP q72 effort 4: ~116 KB at 1600 px, ~150 ms. Effort 2 takes half the time for ~5% more bytes;
 *   WebP is what nearly every visitor downloads, so the bytes win.
 * - AVIF q50 effort 0: ~18% smaller than that WebP for about the same time (effort 2 is 3–4× slower),
 *   but the whole photo then took ~20% more CPU, and browsers without AVIF (a few % more than without
 *   WebP) would get the JPEG; so WebP by default and AVIF as an option.
 * - JPEG: the mozjpeg preset (trellis quantisation) is ~12% smaller (160 vs 181 KB) but makes the
 *   whole photo take ~30% more CPU (≈ 460 vs 320 ms), for a fallback only browsers without WebP fetch.
 *   So progressive, with mozjpeg's quantisation table 3 and optimised Huffman coding (sharp's libjpeg
 *   is mozjpeg), without trellis. `mozjpeg: true` here switches back.
 */
export const ENCODERS = {
  webp: (s: Sharp) => s.webp({ quality: 72, effort: 4 }),
  avif: (s: Sharp) => s.avif({ quality: 50, effort: 0 }),
  jpeg: (s: Sharp) => s.jpeg({ quality: 75, progressive: true, quantisationTable: 3, optimiseCoding: true }),
} as const;

/** Encodes one rendition; a JPEG of a picture with alpha is flattened onto white first. */
export function encodeVariant(pipeline: Sharp, format: ModernFormat | 'jpeg', hasAlpha: boolean): Promise<Buffer> {
  const p = format === 'jpeg' && hasAlpha ? pipeline.flatten({ background: '#ffffff' }) : pipeline;
  return ENCODERS[format](p).toBuffer();
}
