import { createHash } from 'node:crypto';

/** Longest Compute Engine / Certificate Manager resource id (RFC 1035 label). */
const MAX_ID = 63;
/** What both APIs accept as a resource id: `[a-z]([-a-z0-9]*[a-z0-9])?`, at most 63 characters. */
export const RESOURCE_ID = /^[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?$/;

const hash6 = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 6);

/**
 * A resource id for `raw` (a slug or a domain) that both Compute Engine and Certificate Manager accept
 * (`RESOURCE_ID`): lowercase, dashes for anything else, starting with a letter. `raw` itself when it
 * already is one; otherwise, or when `alwaysHash`, the cleaned text cut to fit plus `-` and 6 hex of a
 * SHA-256 of `raw`, so two inputs that clean to the same text (`a-b.com`, `a.b-com`) keep apart.
 */
export function resourceId(raw: string, { prefix = '', alwaysHash = false } = {}): string {
  const exact = `${prefix}${raw}`;
  if (!alwaysHash && RESOURCE_ID.test(exact)) return exact;
  let clean = exact.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^[^a-z]+/, '').replace(/-+$/, '');
  if (!clean) clean = 'x';
  const suffix = `-${hash6(raw)}`;
  return `${clean.slice(0, MAX_ID - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * Paths that are never invalidated: content-hashed files (`assets/style.1a2b3c4d.css`,
 * `img-0f1e2d3c4b.webp`) are immutable, a new build gives them new names (see bundle.ts).
 */
export const isHashedAsset = (path: string) => /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(path);
