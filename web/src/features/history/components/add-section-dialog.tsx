import { ADDABLE_KINDS, type AddableKind } from '@sitewright/core/mappings';
import { Modal } from '../../../components/ui/modal';

/** What "Add a section" says about each kind it offers (core ADDABLE_KINDS, shared with the edits API). */
const ADDABLE_TEXT: Record<AddableKind, { name: string; hint: string }> = {
  features: { name: 'Features', hint: 'What you offer, as cards' },
  benefits: { name: 'Benefits', hint: 'Why people choose you' },
  steps: { name: 'Steps', hint: 'How it works, in three steps' },
  testimonials: { name: 'Testimonials', hint: 'Quotes from customers (samples until you add real ones)' },
  pricing: { name: 'Pricing', hint: 'Plans with sample prices' },
  faq: { name: 'FAQ', hint: 'Questions and answers' },
  about: { name: 'About', hint: 'Your story' },
  cta: { name: 'Call to action', hint: 'A closing band with a button' },
  contact: { name: 'Contact', hint: 'A contact form' },
  hours: { name: 'Opening hours', hint: 'Hours and address' },
  menu: { name: 'Menu', hint: 'Dishes with prices' },
  schedule: { name: 'Dates', hint: 'Events and dates' },
};

/** The sections "Add a section" offers, in the API's order. */
export const ADDABLE: { kind: AddableKind; name: string; hint: string }[] = ADDABLE_KINDS.map((kind) => ({ kind, ...ADDABLE_TEXT[kind] }));

/** Choose the kind of section to add below `after` (issue 17 §2). */
export function AddSectionDialog({ afterName, onAdd, onClose }: { afterName: string; onAdd(kind: string): void; onClose(): void }) {
  return (
    <Modal title="Add a section" onClose={onClose}>
      <p className="text-sm text-slate-600">The new section goes below <strong>{afterName}</strong>, with text written for your business. Edit it in place afterwards.</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">{ADDABLE.map((a) => (
        <li key={a.kind}>
          <button type="button" onClick={() => onAdd(a.kind)}
            className="w-full rounded-lg border border-slate-200 p-3 text-left hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600">
            <span className="block font-semibold text-slate-900">{a.name}</span>
            <span className="block text-sm text-slate-600">{a.hint}</span>
          </button>
        </li>
      ))}</ul>
    </Modal>
  );
}
