/**
 * The real MIME type of an uploaded image, from its magic numbers, for exactly the raster types
 * Sitewright accepts (core/projects/upload.ts IMAGE_TYPES); undefined for anything else (SVG, text,
 * other formats, truncated headers). Names and declared types are never trusted (OWASP ASVS 12.2.1).
 *
 * Signatures: PNG, the 8-byte file signature (PNG spec, ISO/IEC 15948 §5.2); JPEG, the SOI marker
 * FF D8 followed by a marker's FF (ITU-T T.81 §B.1.1.3); GIF, "GIF87a" or "GIF89a" (GIF89a spec §17);
 * WebP, a RIFF container whose form type is "WEBP" (RFC 9649 §2). These are the checks file-type makes
 * for these four types; a general sniffer is not bundled because it costs the upload routes about
 * 70 KB and 8 ms of cold start for formats that are refused anyway (issue 7, `npm run bench:lambda`).
 */
export function sniffImageMime(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | undefined {
  const at = (offset: number, sig: readonly number[] | string) => {
    const expected = typeof sig === 'string' ? [...sig].map((c) => c.charCodeAt(0)) : sig;
    return bytes.length >= offset + expected.length && expected.every((b, i) => bytes[offset + i] === b);
  };
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, 'GIF87a') || at(0, 'GIF89a')) return 'image/gif';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'image/webp';
  return undefined;
}
