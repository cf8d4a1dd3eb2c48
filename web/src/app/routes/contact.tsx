import { useState, type FormEvent } from 'react';
import { Field, primaryButton } from '../../components/ui/field';
import { TextArea } from '../../components/ui/form-controls';
import { usePageMeta } from '../../lib/page-meta';

const addresses = [
  ['Support', 'support@sitewright.app', 'Problems with your account or a site'],
  ['Help', 'help@sitewright.app', 'How-to questions and guidance'],
  ['Sales', 'sales@sitewright.app', 'Teams, agencies and volume'],
  ['Partners', 'partners@sitewright.app', 'Integrations and partnerships'],
] as const;

/**
 * /contact (SPEC §2): addresses on the product's own domain and a form with no action. Send Message
 * sends nothing, and the page says so instead of pretending.
 */
export function ContactPage() {
  usePageMeta({ title: 'Contact', description: 'Contact the Sitewright team: support, help, sales and partnerships.' });
  const [notice, setNotice] = useState(false);
  const submit = (e: FormEvent) => { e.preventDefault(); setNotice(true); };
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Contact</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">Write to the address that fits; a person answers.</p>
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-2">
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:self-start">
          {addresses.map(([t, mail, d]) => (
            <li key={mail} className="rounded-xl border border-slate-200 p-5">
              <h2 className="font-semibold text-slate-900">{t}</h2>
              <a href={`mailto:${mail}`} className="mt-1 block break-all font-medium text-indigo-700 hover:underline">{mail}</a>
              <p className="mt-1 text-sm text-slate-600">{d}</p>
            </li>
          ))}
        </ul>
        <form onSubmit={submit} className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-6" aria-describedby="contact-note">
          <p id="contact-note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">This form doesn&apos;t send messages yet. Please e-mail us at one of the addresses instead.</p>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label="Name" name="name" autoComplete="name" />
            <Field label="Email" name="email" type="email" autoComplete="email" />
          </div>
          <Field label="Subject" name="subject" />
          <TextArea label="Message" name="message" rows={5} />
          <button type="submit" className={primaryButton}>Send Message</button>
          {notice && <p role="status" className="text-sm text-slate-700">Nothing was sent. Please write to support@sitewright.app.</p>}
        </form>
      </div>
    </div>
  );
}
