import { toGeneratorType, ValidationError, type Brief } from '@sitewright/core';
import { ADDABLE_KINDS as CORE_ADDABLE_KINDS } from '@sitewright/core/mappings';
import { buildSections } from './build-blocks';
import { chooseBlueprint } from './choose-blueprint';
import { KIND_NAMES, sectionName } from './edit-map';
import { allBlocks, siteModelSchema, VARIANTS, type Block, type BlockKind, type SiteFiles, type SiteModel } from './model';
import { createOfflineWriter } from './offline-writer';
import { renderSite } from './render';
import { styleOf, voiceOf, wordsFor } from './words';
import { siteCopySchema } from './writer';

/**
 * Direct edits and section tools (issue 17 §1–2): changes to the site model that need no AI provider.
 * Each is validated like generation (the model schema: lengths, hrefs) and rendered through the same
 * escaping renderer, so an edit can never put markup in the page.
 */

/** Section kinds the "Add section" menu offers (core mappings.ts); the type says each is a block kind. */
export const ADDABLE_KINDS: typeof CORE_ADDABLE_KINDS & readonly BlockKind[] = CORE_ADDABLE_KINDS;

/** One edit of a site (the body of POST /api/project/{id}/edits, issue 17 §1–2). */
export type SiteEdit =
  /** Replace one text: `<block id>.<heading|eyebrow|intro|navLabel|cta.label|cta2.label>` or `<block id>.items.<n>.<title|text|meta>`. */
  | { op: 'text'; path: string; value: string }
  | { op: 'move'; section: string; direction: 'up' | 'down' }
  | { op: 'duplicate'; section: string }
  | { op: 'delete'; section: string }
  /** Another layout variant of the section: the one named, else the next one. */
  | { op: 'variant'; section: string; variant?: string }
  /** A new section of `kind` with offline content, after the section `after` ("" or "start": first after the hero). */
  | { op: 'add'; kind: (typeof ADDABLE_KINDS)[number]; after: string };

/** What an edit gives: the new model, its files, and a short summary in words for History. */
export interface EditResult { site: SiteModel; files: SiteFiles; summary: string }

const bad = (field: string, msg: string) => new ValidationError([{ loc: ['body', field], msg: `${field}: ${msg}`, type: 'value_error' }]);

function sectionIndex(site: SiteModel, id: string): number {
  const i = site.sections.findIndex((s) => s.id === id);
  if (i < 0) throw bad('section', `no section "${String(id).slice(0, 60)}" on this page; use one of ${site.sections.map((s) => s.id).join(', ')}`);
  return i;
}

/** Plain text as typed in the page: no control characters, runs of spaces collapsed, newlines kept only where lines are allowed. */
function plain(value: string, lines: boolean): string {
  // eslint-disable-next-line no-control-regex
  const s = value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ');
  return (lines ? s.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n') : s.replace(/\s+/g, ' ')).trim();
}

/** Replace one text of the model. @throws ValidationError for an unknown path, an empty required text or one too long. */
function editText(site: SiteModel, path: string, raw: string): { site: SiteModel; summary: string } {
  const m = /^([a-z][a-z0-9-]{0,40})\.(?:(heading|eyebrow|intro|navLabel|cta\.label|cta2\.label)|items\.(\d{1,2})\.(title|text|meta))$/.exec(path ?? '');
  const block = m ? allBlocks(site).find((b) => b.id === m[1]) : undefined;
  if (!m || !block) throw bad('path', `"${String(path).slice(0, 80)}" is not an editable text of this page`);
  if (block.html) throw bad('path', 'this section was rewritten by the AI; change it with Improve');
  if (typeof raw !== 'string') throw bad('value', 'must be text');
  const field = m[2] ?? m[4]!;
  const value = plain(raw, field === 'text' || field === 'intro');
  const required = field === 'title' || field === 'cta.label' || field === 'cta2.label' || (field === 'heading' && block.kind === 'hero');
  if (required && !value) throw bad('value', 'cannot be empty');
  const limit = field === 'intro' ? 2500 : field === 'text' ? 1200 : field === 'meta' ? 120 : field === 'navLabel' ? 40 : field.endsWith('label') ? 80 : 300;
  if (value.length > limit) throw bad('value', `must be at most ${limit} characters`);
  let next: Block;
  if (m[3] !== undefined) {
    const n = Number(m[3]);
    const item = block.items[n];
    if (!item) throw bad('path', `the section has no item ${n}`);
    // The first line is the paragraph the page shows; the lines after it (a plan's ticks) stay.
    const text = field === 'text' ? [value, ...item.text.split('\n').slice(1)].filter(Boolean).join('\n') : value;
    next = { ...block, items: block.items.map((it, i) => (i === n ? { ...it, [field]: text, lang: undefined } : it)) };
  } else if (field === 'cta.label' || field === 'cta2.label') {
    const key = field === 'cta.label' ? 'cta' : 'cta2';
    if (!block[key]) throw bad('path', 'the section has no such button');
    next = { ...block, [key]: { ...block[key], label: value } };
  } else {
    if (field === 'eyebrow' || field === 'intro' || field === 'navLabel') next = { ...block, [field]: value || undefined };
    else next = { ...block, heading: value };
    if (field !== 'navLabel') next.wordsLang = undefined;
  }
  const replace = (b: Block) => (b.id === block.id ? next : b);
  const out = { ...site, header: replace(site.header), nav: replace(site.nav), footer: replace(site.footer), sections: site.sections.map(replace) };
  // A section's new navigation label shows in the menu and the footer too.
  if (field === 'navLabel') {
    const relabel = (b: Block) => ({ ...b, items: b.items.map((it) => (it.href === `#${block.id}` ? { ...it, title: value || it.title } : it)) });
    out.nav = relabel(out.nav);
    out.footer = relabel(out.footer);
  }
  const what = m[3] !== undefined ? `item ${Number(m[3]) + 1} ${field}` : field === 'cta.label' || field === 'cta2.label' ? 'button' : field === 'navLabel' ? 'menu label' : field;
  return { site: out, summary: `Edited the ${sectionName(block)} ${what}` };
}

/** A new id for a copy or an added section: the base, else base-2, base-3… */
function freeId(site: SiteModel, base: string): string {
  const taken = new Set(allBlocks(site).map((b) => b.id));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`.slice(0, 41))) return `${base}-${i}`.slice(0, 41);
}

/** The navigation (and footer links) listing the sections that have a menu label, in page order. */
function relink(site: SiteModel): SiteModel {
  const links = site.sections.filter((s) => s.navLabel).map((s) => ({ title: s.navLabel!, text: '', href: `#${s.id}` }));
  const keepOthers = (b: Block) => [...links, ...b.items.filter((it) => !it.href?.startsWith('#'))];
  return { ...site, nav: { ...site.nav, items: keepOthers(site.nav) }, footer: { ...site.footer, items: keepOthers(site.footer) } };
}

/** Words a section of `kind` gets offline for this brief (the blueprint's phrasebook in the page language). */
async function librarySection(site: SiteModel, brief: Brief, kind: (typeof ADDABLE_KINDS)[number], id: string): Promise<Block> {
  const bp = site.blueprint ?? chooseBlueprint(brief);
  const style = styleOf(bp, brief);
  const voice = voiceOf(brief, site.lang, style);
  const { copy } = await createOfflineWriter().write({ brief, type: toGeneratorType(brief.industry), blueprint: bp, lang: site.lang, voice });
  const words = wordsFor(site.lang, bp, voice, style);
  const [block] = buildSections([{ id: kind, kind, variant: VARIANTS[kind][0]! }], siteCopySchema.parse(copy), brief, words, site.lang, bp);
  return { ...block!, id, heading: block!.heading || KIND_NAMES[kind], navLabel: undefined };
}

/**
 * Apply one edit to a site and render it.
 * @param brief the project's brief, for a section added with offline content.
 * @throws ValidationError (422) for an unknown op, path, section, kind or variant; an empty or too long
 * text; moving past either end; deleting the hero or the last section.
 */
export async function editSite(input: SiteModel, edit: SiteEdit, brief: Brief): Promise<EditResult> {
  const site = siteModelSchema.parse(input);
  let next: SiteModel;
  let summary: string;
  switch (edit?.op) {
    case 'text':
      ({ site: next, summary } = editText(site, edit.path, edit.value));
      break;
    case 'move': {
      const i = sectionIndex(site, edit.section);
      const j = edit.direction === 'up' ? i - 1 : edit.direction === 'down' ? i + 1 : NaN;
      if (Number.isNaN(j)) throw bad('direction', 'must be up or down');
      if (j < 0 || j >= site.sections.length) throw bad('direction', `the ${sectionName(site.sections[i]!)} section is already ${edit.direction === 'up' ? 'first' : 'last'}`);
      if (site.sections[i]!.kind === 'hero' || site.sections[j]!.kind === 'hero') throw bad('section', 'the Hero stays at the top of the page');
      const sections = [...site.sections];
      [sections[i], sections[j]] = [sections[j]!, sections[i]!];
      next = relink({ ...site, sections });
      summary = `Moved ${sectionName(site.sections[i]!)} ${edit.direction}`;
      break;
    }
    case 'duplicate': {
      const i = sectionIndex(site, edit.section);
      const b = site.sections[i]!;
      if (b.kind === 'hero') throw bad('section', 'a page has one Hero');
      const copy: Block = { ...structuredClone(b), id: freeId(site, b.id), navLabel: undefined };
      next = { ...site, sections: [...site.sections.slice(0, i + 1), copy, ...site.sections.slice(i + 1)] };
      summary = `Duplicated ${sectionName(b)}`;
      break;
    }
    case 'delete': {
      const i = sectionIndex(site, edit.section);
      const b = site.sections[i]!;
      if (b.kind === 'hero') throw bad('section', 'the Hero cannot be deleted; edit it instead');
      if (site.sections.length <= 2) throw bad('section', 'a page keeps at least one section besides the Hero');
      const sections = site.sections.filter((_, k) => k !== i);
      // Buttons that led to the deleted section lead to the first section that takes contact instead, else the top.
      const target = sections.find((s) => s.kind === 'contact')?.id ?? sections.find((s) => s.kind !== 'hero')?.id ?? 'main';
      const retarget = (x: Block): Block => ({
        ...x,
        cta: x.cta?.href === `#${b.id}` ? { ...x.cta, href: `#${target}` } : x.cta,
        cta2: x.cta2?.href === `#${b.id}` ? { ...x.cta2, href: `#${target}` } : x.cta2,
      });
      next = relink({ ...site, header: retarget(site.header), sections: sections.map(retarget) });
      summary = `Deleted ${sectionName(b)}`;
      break;
    }
    case 'variant': {
      const i = sectionIndex(site, edit.section);
      const b = site.sections[i]!;
      const options = VARIANTS[b.kind];
      const variant = edit.variant ?? options[(options.indexOf(b.variant) + 1) % options.length]!;
      if (!options.includes(variant)) throw bad('variant', `must be one of ${options.join(', ')}`);
      if (options.length < 2) throw bad('section', `the ${sectionName(b)} section has one layout`);
      next = { ...site, sections: site.sections.map((s, k) => (k === i ? { ...s, variant } : s)) };
      summary = `Changed the ${sectionName(b)} layout to ${variant}`;
      break;
    }
    case 'add': {
      if (!(ADDABLE_KINDS as readonly string[]).includes(edit.kind)) throw bad('kind', `must be one of ${ADDABLE_KINDS.join(', ')}`);
      const i = !edit.after || edit.after === 'start' ? site.sections.findIndex((s) => s.kind === 'hero') : sectionIndex(site, edit.after);
      // The site's own name, not the project's (a copy's project is "Name (copy)").
      const block = await librarySection(site, { ...brief, business_name: site.brand.name }, edit.kind, freeId(site, edit.kind));
      next = { ...site, sections: [...site.sections.slice(0, i + 1), block, ...site.sections.slice(i + 1)] };
      summary = `Added a ${KIND_NAMES[edit.kind]} section`;
      break;
    }
    default:
      throw bad('op', `must be one of text, move, duplicate, delete, variant, add`);
  }
  const parsed = siteModelSchema.safeParse(next);
  if (!parsed.success) throw new ValidationError(parsed.error.issues.map((i) => ({ loc: ['body', 'value'], msg: `value: ${i.message}`, type: 'value_error' })));
  return { site: parsed.data, files: renderSite(parsed.data), summary };
}
