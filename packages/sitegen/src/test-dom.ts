import { parse, type DefaultTreeAdapterMap } from 'parse5';

/** Test helper: every element of an HTML document, flattened, with its parent's tag and text content. */
export interface El { tag: string; attrs: Record<string, string>; parent: string; text: string; ns: string }
type Node = DefaultTreeAdapterMap['node'];

function textOf(n: Node): string {
  if (n.nodeName === '#text') return (n as DefaultTreeAdapterMap['textNode']).value;
  const kids = 'childNodes' in n ? n.childNodes : [];
  const content = n.nodeName === 'template' ? [] : kids;
  return content.map(textOf).join('');
}

export function elements(html: string): El[] {
  const out: El[] = [];
  const walk = (n: Node, parent: string) => {
    if ('tagName' in n) {
      out.push({ tag: n.tagName, attrs: Object.fromEntries(n.attrs.map((a) => [a.name, a.value])), parent, text: textOf(n), ns: n.namespaceURI });
    }
    if ('childNodes' in n) for (const c of n.childNodes) walk(c, 'tagName' in n ? n.tagName : '');
  };
  walk(parse(html), '');
  return out;
}

/** Elements SPEC §4 Improve mode marks: section, header, footer, nav, main > div, .section. */
export function improvable(html: string): El[] {
  return elements(html).filter((e) => ['section', 'header', 'footer', 'nav'].includes(e.tag)
    || (e.tag === 'div' && e.parent === 'main') || (e.attrs.class ?? '').split(/\s+/).includes('section'));
}
