import { ValidationError } from '@sitewright/core';
import type { ImageProcessor, ImageVariant, ProcessedImage } from '@sitewright/core/projects/images';
import type sharpDefault from 'sharp';
import type { Sharp, SharpOptions } from 'sharp';
import { encodeVariant, type ModernFormat } from './encode';
import { planVariants, slotFileName } from './variant-plan';

type SharpFactory = typeof sharpDefault;

/** Images over this many pixels are refused before decoding (decompression bombs): 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Decoders whose input is accepted: raster formats only (no SVG, PDF or other vector input). */
const RASTER_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

/** Options of {@link createSharpProcessor}. */
export interface SharpProcessorOptions {
  /** The modern format made beside the JPEG fallback (default `webp`: see encode.ts for the measurements). */
  modern?: ModernFormat;
  /** Pixel limit (default {@link MAX_INPUT_PIXELS}). */
  maxPixels?: number;
}

let shared: Promise<SharpFactory> | undefined;
/**
 * sharp, imported on first use: a bundle that never processes a photo needs no native binary, and the
 * generate worker loads libvips only when a photo arrives (its bundle leaves sharp to a Lambda layer:
 * infra/lib/sharp-layer.ts). @throws Error when the native module is missing (e.g. no layer).
 */
function importSharp(): Promise<SharpFactory> {
  shared ??= import('sharp').then((m) => m.default).catch((e: unknown) => {
    shared = undefined;
    throw new Error(`sharp could not be loaded (${(e as Error).message}); photos cannot be processed on this host`, { cause: e });
  });
  return shared;
}

const invalid = (msg: string) => new ValidationError([{ loc: ['body', 'image'], msg, type: 'value_error' }]);

/**
 * The image processor (core's ImageProcessor port) on sharp/libvips. For one photo and slot it:
 * rotates by the EXIF orientation, crops to the slot's aspect with sharp's attention strategy (the
 * most salient region: skin, saturation, edges), resizes to the renditions of `planVariants` (never
 * upscaling), and encodes each as WebP (or AVIF) plus a progressive JPEG fallback (encode.ts), all without
 * metadata (EXIF, XMP, ICC: sharp drops them by default; output is sRGB). Files are named
 * `img-<slot>-<width>.<ext>` with the slot reduced to `[a-z0-9-]`.
 *
 * The photo is decoded and cropped once, at the largest rendition's size; the renditions are made
 * from those pixels in parallel (libuv's thread pool). A 1600 px photo into a 16:9 slot takes ~310 ms
 * of CPU, ~210 ms on two idle cores (measured on the 2-core build machine); a Lambda function gets one
 * full vCPU at 1769 MB.
 * @throws ValidationError (422) when the bytes are not a raster image sharp decodes, or have more
 *   than `maxPixels` pixels (checked from the header, before decoding: decompression-bomb guard).
 * @throws Error when sharp itself cannot be loaded.
 * @example
 * const processor = createSharpProcessor();
 * const { width, height, variants } = await processor.process(photo.bytes, { slot: 'hero', width: 1200, height: 675 });
 */
export function createSharpProcessor(opts: SharpProcessorOptions = {}): ImageProcessor {
  const maxPixels = opts.maxPixels ?? MAX_INPUT_PIXELS;
  const modern = opts.modern ?? 'webp';
  const input: SharpOptions = { limitInputPixels: maxPixels, autoOrient: true };

  return {
    async process(bytes, slot): Promise<ProcessedImage> {
      if (!(slot.width > 0 && slot.height > 0)) throw invalid('The image slot needs a positive width and height');
      const sharp = await importSharp();
      const image = (): Sharp => sharp(bytes, input);

      let meta;
      try {
        // The header only (no pixels are decoded), read without the pixel limit so that an oversized
        // image gets its own message; the decode below enforces the limit again.
        meta = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
      } catch {
        throw invalid('The image could not be read: it is not a supported image or it is damaged');
      }
      if (!RASTER_FORMATS.has(meta.format)) throw invalid(`Images of type ${meta.format} are not accepted; send a JPEG, PNG, WebP or AVIF photo`);
      if (meta.width * meta.height > maxPixels) {
        throw invalid(`The image has ${(meta.width * meta.height / 1e6).toFixed(1)} megapixels; at most ${maxPixels / 1e6} are accepted`);
      }

      const plan = planVariants(meta.autoOrient, slot);
      const top = plan.sizes.at(-1)!;
      let base;
      try {
        base = await image()
          .resize({ width: top.width, height: top.height, fit: 'cover', position: sharp.strategy.attention })
          .toColourspace('srgb')
          .raw()
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw invalid('The image could not be decoded: it is damaged or truncated');
      }
      const pixels = () => sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } });
      const name = slotFileName(slot.slot);
      const jobs: Promise<ImageVariant>[] = [];
      for (const size of plan.sizes) {
        for (const format of [modern, 'jpeg'] as const) {
          const resized = size.width === top.width ? pixels() : pixels().resize(size.width, size.height);
          jobs.push(encodeVariant(resized, format, base.info.channels === 4).then((out) => ({
            file: `img-${name}-${size.width}.${format === 'jpeg' ? 'jpg' : format}`,
            width: size.width,
            type: `image/${format}`,
            bytes: new Uint8Array(out.buffer, out.byteOffset, out.byteLength),
          })));
        }
      }
      return { width: top.width, height: top.height, variants: await Promise.all(jobs) };
    },
  };
}
