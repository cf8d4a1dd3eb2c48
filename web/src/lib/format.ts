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

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
/**
 * A moment from `now` as people say it: "in 25 seconds", "in 3 minutes", "2 hours ago", "now" (within
 * half a second); '' for an unparsable value. Used for "Next check in …" (issue 21 §2).
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const ms = new Date(iso).getTime() - now;
  if (Number.isNaN(ms)) return '';
  const s = Math.round(ms / 1000);
  if (Math.abs(s) < 60) return relative.format(s, 'second');
  const m = Math.round(s / 60);
  if (Math.abs(m) < 60) return relative.format(m, 'minute');
  const h = Math.round(m / 60);
  return Math.abs(h) < 24 ? relative.format(h, 'hour') : relative.format(Math.round(h / 24), 'day');
}
