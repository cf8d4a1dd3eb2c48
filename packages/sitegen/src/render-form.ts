import { esc } from './escape';
import type { Block } from './model';

/**
 * The contact / reservation form. Every control has a visible <label> (WCAG 1.3.1, 3.3.2) and an
 * autocomplete token (1.3.5). The form is marked `data-sample`: script.js stops the submit and says
 * that it is not connected yet, because a static site has nowhere to send it until the owner wires one.
 */

type Field = { name: string; label: string; type: string; auto?: string; required?: boolean; extra?: string };

const CONTACT: Field[] = [
  { name: 'name', label: 'Your name', type: 'text', auto: 'name', required: true },
  { name: 'email', label: 'Email address', type: 'email', auto: 'email', required: true },
  { name: 'message', label: 'How can we help?', type: 'textarea', required: true },
];
const RESERVE: Field[] = [
  { name: 'name', label: 'Your name', type: 'text', auto: 'name', required: true },
  { name: 'email', label: 'Email address', type: 'email', auto: 'email', required: true },
  { name: 'date', label: 'Date', type: 'date', required: true },
  { name: 'time', label: 'Time', type: 'time', required: true },
  { name: 'guests', label: 'Guests', type: 'number', required: true, extra: ' min="1" max="40" inputmode="numeric"' },
  { name: 'message', label: 'Anything we should know? (optional)', type: 'textarea' },
];

function field(id: string, f: Field): string {
  const fid = `${id}-${f.name}`;
  const req = f.required ? ' required' : '';
  const auto = f.auto ? ` autocomplete="${f.auto}"` : '';
  const control = f.type === 'textarea'
    ? `<textarea id="${fid}" name="${f.name}" rows="4"${req}></textarea>`
    : `<input id="${fid}" name="${f.name}" type="${f.type}"${auto}${req}${f.extra ?? ''}>`;
  const half = ['date', 'time', 'guests'].includes(f.name) ? ' f-third' : ['name', 'email'].includes(f.name) ? ' f-half' : '';
  return `<div class="f${half}"><label for="${fid}">${esc(f.label)}</label>${control}</div>`;
}

/** The form for a contact block; a block with id "reservations" gets date, time and guests fields. */
export function renderForm(b: Block): string {
  const fields = b.id === 'reservations' ? RESERVE : CONTACT;
  return `<form class="card form" data-sample>${fields.map((f) => field(b.id, f)).join('')}`
    + `<div class="f"><button class="btn" type="submit">${esc(b.cta?.label ?? 'Send')}</button></div>`
    + `<p class="form-status" role="status"></p></form>`;
}
