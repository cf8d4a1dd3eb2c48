import { IMAGE_TYPES } from '@sitewright/core/projects/upload';
import { pngBytes } from '../../local/test-users';
import { sniffMime } from './sniff';

const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const text = (s: string) => new TextEncoder().encode(s);

/** Real 1×1 images (well-known minimal files) and things that must be refused. */
const samples: [string, Uint8Array, string | undefined][] = [
  ['PNG', pngBytes(), 'image/png'],
  ['JPEG (JFIF)', b64('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA='), 'image/jpeg'],
  ['GIF89a', b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), 'image/gif'],
  ['GIF87a', Uint8Array.from([...text('GIF87a'), 1, 0, 1, 0, 0, 0, 0, 0x3b]), 'image/gif'],
  ['WebP (lossless)', b64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='), 'image/webp'],
  ['SVG (can carry script)', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), undefined],
  ['text named .png', text('definitely not an image'), undefined],
  ['WAV (RIFF but not WEBP)', Uint8Array.from([...text('RIFF'), 36, 0, 0, 0, ...text('WAVEfmt ')]), undefined],
  ['PDF', text('%PDF-1.7\n%\u00e2\u00e3'), undefined],
  ['truncated PNG signature', pngBytes().slice(0, 7), undefined],
  ['empty', new Uint8Array(), undefined],
];

describe('sniffMime + IMAGE_TYPES: only real PNG, JPEG, GIF and WEBP files are accepted, whatever they are named', () => {
  it.each(samples)('It should classify %s', async (_name, bytes, expected) => {
    const mime = await sniffMime(bytes);
    expect(mime && IMAGE_TYPES[mime] ? mime : undefined).toBe(expected);
  });
});
