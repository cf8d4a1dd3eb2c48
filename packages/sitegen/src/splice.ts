import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { sanitizeSectionHtml } from './sanitize';

/**
 * Turn a model's answer for one section into the inner HTML Sitewright stores for it, with a real HTML
 * parser (parse5) rather than string surgery: unwrap the section element (and its .wrap container) if
 * the model echoed them, sanitize against the allowlist, and drop the `section` class, which would make
 * SPEC §4 Improve mode mark an element that has no id.
 */
type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];
type Parent = DefaultTreeAdapterMap['parentNode'];

const isElement = (n: Node): n is Element => 'tagName' in n;
const meaningful = (p: Parent) => p.childNodes.filter((n) => isElement(n) || ('value' in n && n.nodeName === '#text' && n.value.trim() !== ''));

function unwrap(fragment: Parent): Parent {
  let cur = fragment;
  for (let depth = 0; depth < 3; depth++) {
    const kids = meaningful(cur);
    const only = kids.length === 1 ? kids[0] : undefined;
    if (!only || !isElement(only)) break;
    const cls = only.attrs.find((a) => a.name === 'class')?.value ?? '';
    const isWrapper = ['section', 'header', 'footer', 'nav', 'main', 'article'].includes(only.tagName)
      || (only.tagName === 'div' && /\b(wrap|container|prose)\b/.test(cls));
    if (!isWrapper) break;
    cur = only;
  }
  return cur;
}

function dropSectionClass(p: Parent): void {
  for (const n of p.childNodes) {
    if (!isElement(n)) continue;
    n.attrs = n.attrs.flatMap((a) => {
      if (a.name !== 'class') return [a];
      const v = a.value.split(/\s+/).filter((c) => c && c !== 'section').join(' ');
      return v ? [{ ...a, value: v }] : [];
    });
    dropSectionClass(n);
    if (n.tagName === 'template') continue;
  }
}

/** Inner HTML to store for a block from a model's answer; '' when nothing safe is left. */
export function spliceAnswer(answer: string): string {
  const inner = serialize(unwrap(parseFragment(answer)));
  const clean = parseFragment(sanitizeSectionHtml(inner));
  dropSectionClass(clean);
  return serialize(clean).trim();
}
