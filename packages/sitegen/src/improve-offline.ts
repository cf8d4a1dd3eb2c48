import { ValidationError } from '@sitewright/core';
import { parseColorScheme } from './color-scheme';
import type { SectionImprover } from './improver';
import { VARIANTS, type Block } from './model';

/**
 * The offline improver (issue 3 §7): a documented set of instructions, understood with plain patterns.
 * Anything else is refused with the list below and a pointer to an AI provider for free-form requests.
 */
export const OFFLINE_INSTRUCTIONS = [
  'change the heading to "New heading"',
  'change the paragraph to "New text"',
  'change the button to "New label"',
  'change the background colour to navy (a colour name or #hex)',
  'change the accent colour to #0f766e',
  'reset the colours',
  'switch to the list layout (or: use another layout)',
  'add the image (with an uploaded image and its alt text)',
  'remove the image',
  'remove item 2 (or: remove the last item, remove "Item title")',
  'restore the section (undo an AI rewrite)',
] as const;

/** The refusal for an instruction the offline improver cannot do. */
export function offlineRefusal(why: string): ValidationError {
  return new ValidationError(`${why} Without an AI provider these instructions work: ${OFFLINE_INSTRUCTIONS.join('; ')}. `
    + 'Free-form requests need an AI provider: set OPENAI_API_KEY (or OPENAI_BASE_URL for a compatible server).');
}

const QUOTED = /["“”]([^"“”]+)["“”]|'([^']+)'|‘([^’]+)’/;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8 };

function removeItem(b: Block, prompt: string): Block {
  if (!b.items.length) throw offlineRefusal(`The section "${b.id}" has no items to remove.`);
  const q = QUOTED.exec(prompt);
  const quoted = (q?.[1] ?? q?.[2] ?? q?.[3])?.toLowerCase();
  const num = /\b(?:item|card|question|step|link|plan|feature|entry|row)?\s*(?:number\s*|no\.?\s*|#)?(\d+)\b/i.exec(prompt)?.[1];
  const word = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|last)\b/i.exec(prompt)?.[1]?.toLowerCase();
  let index = -1;
  if (quoted) index = b.items.findIndex((it) => it.title.toLowerCase().includes(quoted));
  else if (num) index = Number(num) - 1;
  else if (word) index = word === 'last' ? b.items.length - 1 : ORDINALS[word]! - 1;
  if (index < 0 || index >= b.items.length) throw offlineRefusal(`No such item in "${b.id}" (it has ${b.items.length}).`);
  if (b.items.length === 1) throw offlineRefusal('A section keeps at least one item.');
  return { ...b, items: b.items.filter((_, i) => i !== index) };
}

function switchLayout(b: Block, prompt: string): Block {
  const options = VARIANTS[b.kind];
  const named = options.find((v) => new RegExp(`\\b${v}\\b`, 'i').test(prompt));
  if (options.length < 2) throw offlineRefusal(`The ${b.kind} block has only one layout.`);
  const next = named ?? options[(options.indexOf(b.variant) + 1) % options.length]!;
  return { ...b, variant: next };
}

function setText(b: Block, prompt: string, text: string): Block {
  const before = prompt.slice(0, prompt.search(QUOTED)).toLowerCase();
  if (/\b(button|cta|call to action|link label)\b/.test(before)) {
    const second = /\b(second|secondary|other)\b/.test(before);
    const link = second ? b.cta2 : b.cta;
    if (!link) throw offlineRefusal(`The section "${b.id}" has no ${second ? 'second ' : ''}button.`);
    return second ? { ...b, cta2: { ...link, label: text.slice(0, 80) } } : { ...b, cta: { ...link, label: text.slice(0, 80) } };
  }
  if (/\b(heading|headline|title|h1|h2|name)\b/.test(before)) {
    if (b.kind === 'nav') throw offlineRefusal('The navigation has no heading.');
    return { ...b, heading: text.slice(0, 300) };
  }
  if (/\b(paragraph|text|intro|description|subheading|sub-heading|subtitle|tagline|lead|copy)\b/.test(before)) {
    return { ...b, intro: text.slice(0, 2500) };
  }
  throw offlineRefusal('Say which text to change: the heading, the paragraph or the button.');
}

/** Apply one offline instruction to a block. Pure. @throws ValidationError listing what works offline. */
export function applyOfflineInstruction(b: Block, prompt: string, image?: { src: string; alt: string }): Block {
  const p = prompt.trim();
  const lower = p.toLowerCase();
  const aiWritten = !!b.html;
  if (/\b(restore|undo)\b/.test(lower)) {
    if (!aiWritten) throw offlineRefusal('This section has not been rewritten by an AI provider, so there is nothing to restore.');
    return { ...b, html: undefined };
  }
  if (/\b(reset|default)\b.*\bcolou?rs?\b/.test(lower)) return { ...b, colors: undefined };
  const colourMatch = /\b(background|bg|accent|highlight|brand|primary|button)\b[^"]*?\bcolou?r\b|\bcolou?r\b|\bbackground\b/.exec(lower);
  if (colourMatch && !QUOTED.test(p)) {
    const after = lower.slice(colourMatch.index + colourMatch[0].length);
    const colour = parseColorScheme(after)[0] ?? parseColorScheme(lower)[0];
    if (!colour) throw offlineRefusal('No colour found: name one (navy, sage, terracotta…) or give a hex code like #0f766e.');
    const accent = /\b(accent|highlight|brand|primary|button)\b/.test(lower.slice(0, colourMatch.index + colourMatch[0].length));
    return { ...b, colors: { ...b.colors, ...(accent ? { accent: colour } : { background: colour }) } };
  }
  if (aiWritten) throw offlineRefusal('This section was rewritten by an AI provider; offline, only its colours can change (or "restore the section").');
  if (/\b(add|insert|put|place|use|show)\b.*\b(image|photo|picture|illustration)\b/.test(lower)) {
    if (!image) throw offlineRefusal('Upload an image first, then ask to add it.');
    return { ...b, image: { src: image.src, alt: image.alt.trim() || b.heading || 'Image' } };
  }
  if (/\b(remove|delete|drop|hide)\b.*\b(image|photo|picture)\b/.test(lower)) {
    if (!b.image) throw offlineRefusal(`The section "${b.id}" has no image.`);
    return { ...b, image: undefined };
  }
  if (/\b(remove|delete|drop|hide)\b/.test(lower)) return removeItem(b, p);
  if (/\b(layout|variant|arrangement)\b/.test(lower)) return switchLayout(b, p);
  const q = QUOTED.exec(p);
  const text = (q?.[1] ?? q?.[2] ?? q?.[3])?.trim();
  if (text && /\b(change|set|make|update|replace|rename|edit|use)\b/.test(lower)) return setText(b, p, text);
  throw offlineRefusal('This request cannot be done offline.');
}

/** The offline SectionImprover: `applyOfflineInstruction` behind the port. */
export function createOfflineImprover(): SectionImprover {
  return {
    name: 'offline',
    improve: async ({ block, prompt, image }) => ({ block: applyOfflineInstruction(block, prompt, image) }),
  };
}
