import type { Sharp } from 'sharp';

/** The modern format made beside the JPEG fallback. */
export type ModernFormat = 'webp' | 'avif';

/**
 * Encoder settings, chosen by measurement on the 2-core build machine (sharp 0.35.5, libvips 8.18;
 * five 1600 × 1067 photo-like JPEGs, median; see the issue 15 report):
 * - WebP q72 effort 4: ~140 KB at 1600 px; effort 2 saves ~60% of the time for ~5% more bytes.
 * - AVIF q50 effort 0: ~18% smaller than that WebP at a similar encode time, but only effort 0 is
 *   fast enough (effort 2 is 3–4× slower), and WebP reaches ~3% more browsers; AVIF stays an option.
 * - JPEG: mozjpeg (trellis quantisation, progressive scans) is ~25% smaller than plain progressive
 *   libjpeg at 4× the time; it is only the fallback, so the cheaper mozjpeg settings without trellis
 *   (progressive, optimised scans, quantisation table 3) keep ~90% of the saving for half the time.
 */
export const ENCODERS = {
  webp: (s: Sharp) => s.webp({ quality: 72, effort: 4 }),
  avif: (s: Sharp) => s.avif({ quality: 50, effort: 0 }),
  jpeg: (s: Sharp) => s.jpeg({ quality: 75, mozjpeg: true, trellisQuantisation: false, overshootDeringing: false }),
} as const;

/** Encodes one rendition; a JPEG of a picture with alpha is flattened onto white first. */
export function encodeVariant(pipeline: Sharp, format: ModernFormat | 'jpeg', hasAlpha: boolean): Promise<Buffer> {
  const p = format === 'jpeg' && hasAlpha ? pipeline.flatten({ background: '#ffffff' }) : pipeline;
  return ENCODERS[format](p).toBuffer();
}
