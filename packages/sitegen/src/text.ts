/**
 * Small text helpers for deterministic copy. They only rearrange the brief's own words: the offline
 * writer must not invent facts (issue 3 §4).
 */

/** Shorten to at most `max` characters at a word boundary, adding an ellipsis when cut. */
export function clip(s: string, max: number): string {
  const t = s.trim().replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return (sp > max * 0.5 ? cut.slice(0, sp) : cut).replace(/[\s,;:.–—-]+$/, '') + '…';
}

/** Sentences of a paragraph (split after . ! ? followed by a space, and after 。！？, which take none). */
export function sentences(s: string): string[] {
  return s.trim().split(/(?<=[.!?])\s+|(?<=[。！？])/u).map((x) => x.trim()).filter(Boolean);
}

/**
 * Lower-case the first letter when the first word is an ordinary capitalised word ("Automatic" →
 * "automatic") but leave acronyms and brand casing alone ("VAT", "OpenTelemetry", "SOC").
 */
export function lcFirst(s: string): string {
  const first = s.split(/[\s-]/)[0] ?? '';
  return /^[A-Z][a-z]+$/.test(first) || /^[A-Z]$/.test(first) && s.length > 1 && s[1] === ' ' ? s[0]!.toLowerCase() + s.slice(1) : s;
}

/** Upper-case the first letter. */
export function ucFirst(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Drop one trailing full stop / exclamation mark (for headings). */
export function noStop(s: string): string {
  return s.replace(/[.!]+$/, '');
}

/** Make sure a sentence ends with punctuation. */
export function withStop(s: string): string {
  return /[.!?…。！？؟۔]$/u.test(s) ? s : `${s}.`;
}

/**
 * A headline from a description: its first sentence, or when that is longer than `max`, the longest
 * lead clause that ends at ", ", ": ", " — ", " and " or " with " (so it still reads as a phrase).
 */
export function leadClause(description: string, max = 90): string {
  const first = noStop(sentences(description)[0] ?? description);
  if (first.length <= max) return first;
  let best = -1;
  for (const sep of [', ', ': ', ' — ', ' and ', ' with ', ' for ']) {
    let i = first.indexOf(sep);
    while (i !== -1 && i <= max) {
      if (i >= 25 && i > best) best = i;
      i = first.indexOf(sep, i + 1);
    }
  }
  return best > 0 ? first.slice(0, best).replace(/[\s,;:–—-]+$/, '') : clip(first, max);
}
