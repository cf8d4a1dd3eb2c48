import { createHash } from 'node:crypto';

/** Default prefix of generated bucket names (GCS_BUCKET_PREFIX). */
export const DEFAULT_BUCKET_PREFIX = 'sitewright-';

/**
 * The bucket of a site, following GCS "Bucket naming rules":
 * - with `customDomain`: the domain itself, lower-cased, without a trailing dot — a domain-named bucket,
 *   which a CNAME to c.storage.googleapis.com can serve (the caller validates the domain);
 * - else `prefix + base` folded to `[a-z0-9-]` (accents dropped, other characters become dashes, runs of
 *   dashes collapsed), no leading or trailing dash, "google" spelled out of it (reserved), at least 3
 *   characters; a name over 63 characters keeps its first 54 and ends with 8 hex of a SHA-256 of the
 *   whole name, so two long names that differ only at the end stay distinct.
 */
export function gcsBucketName(base: string, customDomain?: string, prefix: string = DEFAULT_BUCKET_PREFIX): string {
  if (customDomain) return customDomain.trim().toLowerCase().replace(/\.$/, '');
  const folded = `${prefix}${base}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/google/g, 'ggl')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^goog/, 'site-goog');
  const name = folded.length >= 3 ? folded : `${folded || 'site'}-site`.replace(/^-/, '');
  if (name.length <= 63) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 54).replace(/-+$/, '')}-${hash}`;
}
