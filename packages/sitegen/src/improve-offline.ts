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
  'shorten the text',
  'use new colours',
  'several of these in one request, joined by "and" (all are done, or none)',
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

/** Section backgrounds "new colours" steps through: light tints that keep dark text readable (the renderer checks contrast). */
const FRESH_BACKGROUNDS = ['#f1f5f9', '#ecfeff', '#fef9c3', '#fce7f3', '#ecfccb', '#ede9fe', '#ffedd5'];

/** The first sentence of a text, when it has more than one. */
const firstSentence = (t: string): string => {
  const m = /^(.+?[.!?。！？])(\s|$)/su.exec(t.trim());
  return m && m[1]!.length < t.trim().length ? m[1]! : t;
};

/** "Shorten the text": the intro and each item's text keep their first sentence. */
function shorten(b: Block): Block {
  const next = { ...b, intro: b.intro ? firstSentence(b.intro) : b.intro, items: b.items.map((it) => ({ ...it, text: it.text.split('\n').map(firstSentence).join('\n') })) };
  if (JSON.stringify(next) === JSON.stringify(b)) throw offlineRefusal('The text of this section is already one sentence per paragraph.');
  return next;
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
  if (/\b(new|different|other|fresh)\s+colou?rs?\b/.test(lower)) {
    const at = FRESH_BACKGROUNDS.indexOf(b.colors?.background ?? '');
    return { ...b, colors: { ...b.colors, background: FRESH_BACKGROUNDS[(at + 1) % FRESH_BACKGROUNDS.length]! } };
  }
  const names = /\b(background|bg|accent|highlight|brand|primary|buttons?|colou?rs?)\b/.exec(lower);
  if (names && !QUOTED.test(p)) {
    const after = lower.slice(names.index + names[0].length);
    const colour = parseColorScheme(after)[0] ?? parseColorScheme(lower)[0];
    if (!colour) throw offlineRefusal('No colour found: name one (navy, sage, terracotta…) or give a hex code like #0f766e.');
    const accent = /\b(accent|highlight|brand|primary|buttons?)\b/.test(lower);
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
  if (/\b(shorten|shorter|trim|tighten|condense|less text)\b/.test(lower)) return shorten(b);
  if (/\b(remove|delete|drop|hide)\b/.test(lower)) return removeItem(b, p);
  if (/\b(layout|variant|arrangement)\b/.test(lower)) return switchLayout(b, p);
  const q = QUOTED.exec(p);
  const text = (q?.[1] ?? q?.[2] ?? q?.[3])?.trim();
  if (text && /\b(change|set|make|update|replace|rename|edit|use)\b/.test(lower)) return setText(b, p, text);
  throw offlineRefusal('This request cannot be done offline.');
}

/** Words that make a part of a request an instruction of its own ("and the buttons orange"); other parts ("and gold") belong to the one before. */
const INSTRUCTION_WORDS = /\b(heading|headline|title|paragraph|text|intro|button|buttons|background|accent|colou?rs?|layout|variant|image|photo|picture|remove|delete|drop|hide|restore|undo|reset|shorten|shorter|change|set|make|use|add|switch)\b/i;

/**
 * The parts of a request joined by "and", "then", ";" or ", " (quoted text is never split): "make the
 * background navy and the buttons orange" ▶ ["make the background navy", "the buttons orange"].
 */
export function splitInstructions(prompt: string): string[] {
  const quotes: string[] = [];
  const masked = prompt.replace(/["“”][^"“”]*["“”]|‘[^’]*’/g, (m) => `\uE000${quotes.push(m) - 1}\uE000`);
  const parts = masked.split(/\s*;\s*|,?\s+(?:and then|then|and also|and|also)\s+|,\s+(?=[a-z])/i).map((x) => x.trim()).filter(Boolean);
  const merged: string[] = [];
  for (const part of parts) {
    if (merged.length && !INSTRUCTION_WORDS.test(part.replace(/\uE000\d+\uE000/g, ''))) merged[merged.length - 1] += ` and ${part}`;
    else merged.push(part);
  }
  return merged.map((x) => x.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => quotes[Number(i)]!));
}

/** What changed between two versions of a block, in words, for the owner (issue 17 §4). */
export function describeChange(before: Block, after: Block): string[] {
  const out: string[] = [];
  if (before.heading !== after.heading) out.push(`Heading changed to “${after.heading}”`);
  if (before.intro !== after.intro) out.push(after.intro && before.intro && after.intro.length < before.intro.length && before.intro.startsWith(after.intro) ? 'Paragraph shortened' : 'Paragraph changed');
  if (before.cta?.label !== after.cta?.label) out.push(`Button changed to “${after.cta?.label ?? ''}”`);
  if (before.cta2?.label !== after.cta2?.label) out.push(`Second button changed to “${after.cta2?.label ?? ''}”`);
  if (before.variant !== after.variant) out.push(`Layout switched to ${after.variant}`);
  if (before.colors?.background !== after.colors?.background) out.push(after.colors?.background ? `Background colour set to ${after.colors.background}` : 'Background colour reset');
  if (before.colors?.accent !== after.colors?.accent) out.push(after.colors?.accent ? `Accent (button) colour set to ${after.colors.accent}` : 'Accent colour reset');
  if (before.items.length !== after.items.length) out.push(`${before.items.length - after.items.length === 1 ? 'One item' : 'Items'} removed`);
  else if (JSON.stringify(before.items) !== JSON.stringify(after.items)) out.push('Item texts shortened');
  if (!before.image && after.image) out.push('Image added');
  if (before.image && !after.image) out.push('Image removed');
  if (before.html && !after.html) out.push('AI rewrite undone');
  return out;
}

/**
 * The offline SectionImprover: each part of the request (`splitInstructions`) through
 * `applyOfflineInstruction`, in order, on the result of the one before. A request is done whole or
 * not at all: when one part cannot be done offline, nothing changes and the refusal names that part
 * (issue 17 §4). Answers what changed, in words.
 */
export function createOfflineImprover(): SectionImprover {
  return {
    name: 'offline',
    improve: async ({ block, prompt, image }) => {
      const parts = splitInstructions(prompt);
      let next = block;
      for (const part of parts) {
        try {
          next = applyOfflineInstruction(next, part, image);
        } catch (err) {
          if (parts.length > 1 && err instanceof ValidationError) {
            const why = String((err.detail as { msg: string }[])[0]?.msg ?? '');
            throw new ValidationError(`Nothing was changed: “${part}” cannot be done. ${why}`);
          }
          throw err;
        }
      }
      return { block: next, changes: describeChange(block, next) };
    },
  };
}
