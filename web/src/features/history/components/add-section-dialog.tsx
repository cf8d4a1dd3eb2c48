import { Modal } from '../../../components/ui/modal';

/** The sections "Add a section" offers (sitegen ADDABLE_KINDS), each written offline for the brief. */
export const ADDABLE: { kind: string; name: string; hint: string }[] = [
  { kind: 'features', name: 'Features', hint: 'What you offer, as cards' },
  { kind: 'benefits', name: 'Benefits', hint: 'Why people choose you' },
  { kind: 'steps', name: 'Steps', hint: 'How it works, in three steps' },
  { kind: 'testimonials', name: 'Testimonials', hint: 'Quotes from customers (samples until you add real ones)' },
  { kind: 'pricing', name: 'Pricing', hint: 'Plans with sample prices' },
  { kind: 'faq', name: 'FAQ', hint: 'Questions and answers' },
  { kind: 'about', name: 'About', hint: 'Your story' },
  { kind: 'cta', name: 'Call to action', hint: 'A closing band with a button' },
  { kind: 'contact', name: 'Contact', hint: 'A contact form' },
  { kind: 'hours', name: 'Opening hours', hint: 'Hours and address' },
  { kind: 'menu', name: 'Menu', hint: 'Dishes with prices' },
  { kind: 'schedule', name: 'Dates', hint: 'Events and dates' },
];

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
