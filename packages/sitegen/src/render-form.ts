import type { FormKind } from '@sitewright/core/forms/ports';
import { esc } from './escape';
import type { Block } from './model';
import type { RenderContext } from './render-context';

/**
 * The contact / reservation / booking form, and the newsletter sign-up. Every control has a visible <label> (WCAG 1.3.1, 3.3.2) and
 * an autocomplete token (1.3.5). Labels are in the page language. In the app's preview the form is
 * marked `data-preview` with the message to show: script.js stops the submit and says nothing was sent.
 * On the live site (issue 16 §2) it posts to the forms endpoint: script.js sends it with fetch and shows
 * `data-sent` / `data-failed`; without script the browser posts it and the endpoint answers a page.
 */

/**
 * One control; `width` overrides the column it takes by name (a third for date, time and guests, a half for name, email and phone).
 * A `radio` control is a group: a fieldset whose legend is `label`, one radio per `options` entry ([value, label]).
 */
type Field = { name: string; label: string; type: string; auto?: string; required?: boolean; extra?: string; width?: 'third' | 'half'; options?: readonly (readonly [string, string])[] };
type Labels = RenderContext['ui']['form'];

const contact = (l: Labels): Field[] => [
  { name: 'name', label: l.name, type: 'text', auto: 'name', required: true },
  { name: 'email', label: l.email, type: 'email', auto: 'email', required: true },
  { name: 'message', label: l.message, type: 'textarea', required: true },
];
const reserve = (l: Labels): Field[] => [
  { name: 'name', label: l.name, type: 'text', auto: 'name', required: true },
  { name: 'email', label: l.email, type: 'email', auto: 'email', required: true },
  { name: 'date', label: l.date, type: 'date', required: true },
  { name: 'time', label: l.time, type: 'time', required: true },
  { name: 'guests', label: l.guests, type: 'number', required: true, extra: ' min="1" max="40" inputmode="numeric"' },
  { name: 'message', label: l.notes, type: 'textarea' },
];
const order = (l: Labels): Field[] => [
  { name: 'name', label: l.name, type: 'text', auto: 'name', required: true },
  { name: 'email', label: l.email, type: 'email', auto: 'email', required: true },
  { name: 'date', label: l.collectDate, type: 'date', required: true },
  { name: 'time', label: l.collectTime, type: 'time', required: true },
  { name: 'phone', label: l.phone, type: 'tel', auto: 'tel', width: 'third' },
  { name: 'message', label: l.order, type: 'textarea', required: true },
];
const booking = (l: Labels): Field[] => [
  { name: 'name', label: l.name, type: 'text', auto: 'name', required: true },
  { name: 'email', label: l.email, type: 'email', auto: 'email', required: true },
  { name: 'phone', label: l.phone, type: 'tel', auto: 'tel' },
  { name: 'date', label: l.date, type: 'date' },
  { name: 'message', label: l.service, type: 'textarea', required: true },
];
/** A trade's quote request: as a booking, but the message box asks about the job. */
const quote = (l: Labels): Field[] => booking({ ...l, service: l.job });
/**
 * An RSVP (a couple's wedding website): whether the guest will be there (two radios, required), how many in their
 * party, and dietary needs or anything else in an optional notes box.
 */
const rsvp = (l: Labels): Field[] => [
  { name: 'name', label: l.name, type: 'text', auto: 'name', required: true },
  { name: 'email', label: l.email, type: 'email', auto: 'email', required: true },
  { name: 'attending', label: l.attending, type: 'radio', required: true, options: [['yes', l.attendingYes], ['no', l.attendingNo]] },
  { name: 'guests', label: l.guests, type: 'number', extra: ' min="1" max="40" inputmode="numeric"' },
  { name: 'message', label: l.rsvpNotes, type: 'textarea' },
];
/** An event enquiry (a food truck's): as a booking, but the message box asks about the event. */
const event = (l: Labels): Field[] => booking({ ...l, service: l.eventDetails });
/**
 * A stay at a hotel, B&B or hostel: arrival and departure side by side (a date control is too wide for
 * three to a row), guests beside an optional phone, then anything the guest wants to add.
 */
const stay = (l: Labels): Field[] => [
  { name: 'name', label: l.name, type: 'text', auto: 'name', required: true },
  { name: 'email', label: l.email, type: 'email', auto: 'email', required: true },
  { name: 'date', label: l.arrival, type: 'date', required: true, width: 'half' },
  { name: 'departure', label: l.departure, type: 'date', required: true, width: 'half' },
  { name: 'guests', label: l.guests, type: 'number', required: true, extra: ' min="1" max="40" inputmode="numeric"' },
  { name: 'phone', label: l.phone, type: 'tel', auto: 'tel' },
  { name: 'message', label: l.notes, type: 'textarea' },
];

/** The controls of each form kind but the newsletter (which is one line of its own). */
const FIELDS: Record<Exclude<FormKind, 'newsletter'>, (l: Labels) => Field[]> = { contact, reservation: reserve, booking, order, quote, stay, event, rsvp };

function field(id: string, f: Field): string {
  const fid = `${id}-${f.name}`;
  const req = f.required ? ' required' : '';
  // A choice of answers (WCAG 1.3.1: the question is the group's legend, each answer a labelled radio).
  if (f.type === 'radio' && f.options) {
    const radios = f.options.map(([value, label], i) => `<label for="${fid}-${i}"><input id="${fid}-${i}" name="${f.name}" type="radio" value="${esc(value)}"${req}>${esc(label)}</label>`).join('');
    return `<fieldset class="f f-choice"><legend>${esc(f.label)}</legend>${radios}</fieldset>`;
  }
  const auto = f.auto ? ` autocomplete="${f.auto}"` : '';
  const control = f.type === 'textarea'
    ? `<textarea id="${fid}" name="${f.name}" rows="4"${req}></textarea>`
    : `<input id="${fid}" name="${f.name}" type="${f.type}"${auto}${req}${f.extra ?? ''}>`;
  const width = f.width ?? (['date', 'time', 'guests'].includes(f.name) ? 'third' : ['name', 'email', 'phone'].includes(f.name) ? 'half' : undefined);
  const cls = width ? ` f-${width}` : '';
  return `<div class="f${cls}"><label for="${fid}">${esc(f.label)}</label>${control}</div>`;
}

/**
 * The form for a contact block, by its `form` kind: a table request gets date, time and guests; a
 * booking request phone, preferred date and what to book; a quote request the same with the job, an event
 * enquiry with the event; a stay
 * arrival, departure and guests; an order
 * phone, collection date and time and the order; a message form name, email and message.
 */
export function renderForm(b: Block, ctx: RenderContext): string {
  const l = ctx.ui.form;
  // Sites made before the form kind was stored: the reservations section of a restaurant, else a message
  // form; a food truck's events section stored before the `event` kind had a booking form.
  const kind = b.form === 'booking' && b.id === 'events' ? 'event' : b.form ?? (b.id === 'reservations' ? 'reservation' : 'contact');
  if (kind === 'newsletter') return newsletter(b, ctx);
  const fields = FIELDS[kind](l);
  return `${formOpen(b, ctx, kind, 'card form', l.sent)}${fields.map((f) => field(b.id, f)).join('')}`
    + `<div class="f"><button class="btn" type="submit">${esc(b.cta?.label ?? l.send)}</button></div>`
    + `<p class="form-status" role="status"></p></form>`;
}

/**
 * Sections that are an email sign-up themselves, by id, with the form's line and button (ui `form` keys): an author's
 * newsletter (news only), a product's waitlist (news of the launch, "Join the waitlist"), a blog's (new posts). A shop's
 * closing band, which also signs up, keeps the newsletter's words.
 */
const SIGN_UPS: Partial<Record<string, { note: 'news' | 'launch' | 'blog'; button: 'subscribe' | 'joinWaitlist' }>> = {
  newsletter: { note: 'news', button: 'subscribe' }, waitlist: { note: 'launch', button: 'joinWaitlist' }, subscribe: { note: 'blog', button: 'subscribe' },
};

/** Whether a section (by id) is an email sign-up itself (`SIGN_UPS`), its form the newsletter's. */
export const isSignUp = (id: string): boolean => Object.hasOwn(SIGN_UPS, id);

/**
 * The newsletter sign-up of a closing band: one line saying what and how often (news and offers from a
 * shop, news alone in an author's `newsletter` section, news of the launch on a waitlist, new posts on a blog's), a labelled email field and Subscribe on one row
 * (wrapping on phones). Same endpoint, honeypot and key as the others.
 */
function newsletter(b: Block, ctx: RenderContext): string {
  const l = ctx.ui.form;
  const words = SIGN_UPS[b.id] ?? { note: 'newsletter', button: 'subscribe' };
  const id = `${b.id}-newsletter`;
  return `${formOpen(b, ctx, 'newsletter', 'form form-inline', l.subscribed)}`
    + `<p class="form-note" id="${id}-note">${esc(l[words.note])}</p>`
    + `<div class="f f-grow"><label for="${id}-email">${esc(l.email)}</label><input id="${id}-email" name="email" type="email" autocomplete="email" required></div>`
    + `<div class="f f-end"><button class="btn" type="submit">${esc(l[words.button])}</button></div>`
    + `<p class="form-status" role="status"></p></form>`;
}

/** A form's start tag with what it needs live (action, kind, idempotency key, honeypot) or in the preview. */
function formOpen(b: Block, ctx: RenderContext, kind: string, cls: string, sent: string): string {
  const l = ctx.ui.form;
  return ctx.formAction
    ? `<form class="${cls}" action="${esc(ctx.formAction)}" method="post" accept-charset="utf-8" data-sent="${esc(sent)}" data-failed="${esc(l.failed)}">`
      + `<input type="hidden" name="_form" value="${kind}"><input type="hidden" name="_key" value="">`
      // The honeypot: hidden from people and from assistive technology, filled in by form-filling bots.
      + `<div class="hp" aria-hidden="true"><label for="${b.id}-website">${esc(l.leaveEmpty)}</label><input id="${b.id}-website" name="_website" type="text" tabindex="-1" autocomplete="off"></div>`
    : `<form class="${cls}" data-preview="${esc(l.previewSent)}">`;
}
