import sanitizeHtml from 'sanitize-html';

/**
 * Allowlist sanitizing of anything a model wrote (issue 3 §6; OWASP XSS Prevention, "HTML sanitization"):
 * no script or style, no event-handler attributes, no javascript: URLs, no resource from another host
 * (images only as data: URLs or files beside index.html), no ids (they must stay unique on the page).
 */

const SVG_ATTRS = ['viewbox', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'focusable'];

const SECTION_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'br', 'span', 'div', 'img',
    'figure', 'figcaption', 'blockquote', 'details', 'summary', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
    'dl', 'dt', 'dd', 'hr', 'small', 'svg', 'path', 'circle', 'rect', 'line', 'polyline', 'polygon'],
  allowedAttributes: {
    '*': ['class', 'aria-hidden', 'aria-label'],
    a: ['href'], img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'],
    svg: SVG_ATTRS, path: ['d'], circle: ['cx', 'cy', 'r'], rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
    line: ['x1', 'y1', 'x2', 'y2'], polyline: ['points'], polygon: ['points'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images: data: URLs or relative files only, so the page never loads from another host (issue 3 §5).
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // One h1 per page (the hero's): a model's h1 becomes an h2.
  transformTags: { h1: 'h2' },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Sanitize model-written section HTML against the allowlist above. Returns safe HTML. */
export function sanitizeSectionHtml(html: string): string {
  return sanitizeHtml(html, SECTION_OPTIONS);
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * Model-written plain text: every tag is removed (with the content of script/style), then the entities
 * the sanitizer added are decoded again, because the renderer escapes text itself (no double escaping).
 */
export function sanitizeText(text: string): string {
  const clean = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return clean.replace(/&(lt|gt|quot|#39|amp);/g, (m) => ENTITIES[m] ?? m).trim();
}

/** Apply `sanitizeText` to every string inside a JSON value (objects and arrays walked). */
export function sanitizeDeep(value: unknown): unknown {
  if (typeof value === 'string') return sanitizeText(value);
  if (Array.isArray(value)) return value.map(sanitizeDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, sanitizeDeep(v)]));
  }
  return value;
}
