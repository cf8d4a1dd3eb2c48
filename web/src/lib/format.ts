/** A date as "Jan 5, 2026" (en-US, the product's locale); an unparsable value is shown as given. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A file-name-safe slug of a business name ("Blue Fern Café" ▶ "blue-fern-cafe"); '' when nothing is left. */
export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** A template category for people: "hero-sections" ▶ "Hero Sections" (SPEC §3 categories). */
export const categoryLabel = (c: string) => c.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** SPEC §2's fallback title of a project or template without a name. */
export const displayName = (name: string | null | undefined): string => name || 'Untitled Project';
/** SPEC §2's fallback text of a project or template without a description. */
export const displayDescription = (text: string | null | undefined): string => text || 'No description available';

/** A URL as people read it, without the scheme: "https://x.example/a/" ▶ "x.example/a/". */
export const displayUrl = (url: string): string => url.replace(/^https?:\/\//, '');
