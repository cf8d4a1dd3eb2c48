/** The sharp processor on real images made in the test (no servers): renditions read back with sharp. */
import { ValidationError } from '@sitewright/core';
import sharp from 'sharp';
import { createSharpProcessor } from './sharp-processor';
import { photo } from './testing';

const processor = createSharpProcessor();
const hero = { slot: 'hero', width: 1200, height: 675 };

/** A copy of a baseline JPEG whose SOF0 header claims other dimensions (a decompression bomb's trick). */
function withClaimedSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  const sof = out.indexOf(Buffer.from([0xff, 0xc0]));
  out.writeUInt16BE(height, sof + 5);
  out.writeUInt16BE(width, sof + 7);
  return out;
}

describe('sharp processor', () => {
  it('It should make WebP and progressive JPEG renditions at 480, 960 and 1600 px, cropped to the slot and named by slot and width', async () => {
    // Prepare
    const bytes = await photo(2000, 1400);

    // Act
    const out = await processor.process(bytes, hero);

    // Assess
    expect([out.width, out.height]).toEqual([1600, 900]);
    expect(out.variants.map((v) => `${v.file} ${v.type} ${v.width}`).sort()).toEqual([
      'img-hero-1600.jpg image/jpeg 1600', 'img-hero-1600.webp image/webp 1600',
      'img-hero-480.jpg image/jpeg 480', 'img-hero-480.webp image/webp 480',
      'img-hero-960.jpg image/jpeg 960', 'img-hero-960.webp image/webp 960',
    ]);
    for (const v of out.variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.format).toBe(v.type === 'image/jpeg' ? 'jpeg' : 'webp');
      expect(meta.width).toBe(v.width);
      expect(meta.height).toBe(Math.round(v.width * 675 / 1200));
      if (meta.format === 'jpeg') expect(meta.isProgressive).toBe(true);
      expect([meta.exif, meta.icc, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    }
  });

  it('It should stop at the width that covers the slot at twice its size, and add the crop width when it falls between', async () => {
    const card = await processor.process(await photo(3000, 2000), { slot: 'item-1', width: 320, height: 240 });
    expect([...new Set(card.variants.map((v) => v.width))]).toEqual([480, 960]); // 640 px wanted: no 1600
    const mid = await processor.process(await photo(1300, 1000), { slot: 'about', width: 800, height: 600 });
    expect([...new Set(mid.variants.map((v) => v.width))]).toEqual([480, 960, 1300]);
    expect([mid.width, mid.height]).toEqual([1300, 975]);
  });

  it('It should never upscale a small image: one rendition at its own width', async () => {
    const out = await processor.process(await photo(400, 300), hero);
    expect(out.variants.map((v) => v.file).sort()).toEqual(['img-hero-400.jpg', 'img-hero-400.webp']);
    expect([out.width, out.height]).toEqual([400, 225]);
    expect(await sharp(out.variants[0]!.bytes).metadata()).toMatchObject({ width: 400, height: 225 });
  });

  it('It should turn a photo by its EXIF orientation before cropping, and drop the tag', async () => {
    // Stored 1200 × 800 with the top half red; orientation 6 shows it turned 90° clockwise: 800 × 1200, red on the right.
    const red = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, top: 0, left: 0 }]).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);

    const out = await processor.process(bytes, { slot: 'team', width: 400, height: 600 });

    expect([out.width, out.height]).toEqual([800, 1200]); // unturned, a 2:3 crop of 1200 × 800 would be 533 px wide
    const top = out.variants.find((v) => v.width === 800 && v.type === 'image/webp')!;
    const { data, info } = await sharp(top.bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(700, 600)[0]).toBeGreaterThan(200); // right: red
    expect(at(100, 600)[2]).toBeGreaterThan(200); // left: blue
    expect((await sharp(top.bytes).metadata()).orientation).toBeUndefined();
  });

  it('It should flatten transparency onto white for the JPEG and keep it in the WebP', async () => {
    const png = await sharp({ create: { width: 1000, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const out = await processor.process(png, { slot: 'logo wall', width: 500, height: 300 });
    const jpeg = out.variants.find((v) => v.type === 'image/jpeg')!;
    const webp = out.variants.find((v) => v.type === 'image/webp')!;
    expect(jpeg.file).toMatch(/^img-logo-wall-\d+\.jpg$/);
    expect((await sharp(jpeg.bytes).stats()).channels[0]!.mean).toBeGreaterThan(250);
    expect((await sharp(webp.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('It should make AVIF instead of WebP when asked', async () => {
    const out = await createSharpProcessor({ modern: 'avif' }).process(await photo(1000, 800), { slot: 'x', width: 200, height: 160 });
    const avif = out.variants.filter((v) => v.type === 'image/avif');
    expect(avif.map((v) => v.file)).toEqual(['img-x-480.avif']);
    expect(await sharp(avif[0]!.bytes).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 480, height: 384 });
  });

  it('It should refuse bytes that are not a raster image with a ValidationError', async () => {
    for (const bytes of [
      new TextEncoder().encode('hello, this is not a picture'),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      (await photo(800, 600)).subarray(0, 2000), // truncated JPEG
    ]) {
      await expect(processor.process(bytes, hero)).rejects.toBeInstanceOf(ValidationError);
    }
  });

  it('It should refuse an image over 40 megapixels from its header, before decoding it', async () => {
    const bomb = withClaimedSize(await photo(64, 64), 7000, 6000); // 42 MP claimed in a 2 KB file
    const started = Date.now();
    const e = await processor.process(bomb, hero).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as Error).message).toMatch(/42\.0 megapixels; at most 40/);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
