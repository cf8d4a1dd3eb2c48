import { ApiError, errorText } from '@sitewright/api-client';
import type { BusinessDetails, DetailItem, DetailSection, Placeholder } from '@sitewright/core/schemas/details';
import { PRICE_PERIODS, SOCIAL_NETWORKS, WEEKDAYS } from '@sitewright/core/schemas/details';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/field';
import { inputClass } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useDetails, useSaveDetails } from '../api/details';

/**
 * The Details panel (issue 16 §1): the facts only the owner knows, grouped by what this page needs
 * (`detail_sections`): contact and address always, opening hours when the page has them, and the items
 * of each section with sample content (dishes, plans, products, quotes, team, dates, projects). Saving
 * sends the whole object; a 422 puts each message under its field and moves focus to the first.
 */

type Row = { title: string; text: string; amount: string; currency: string; period: string; includes: string; role: string; date: string; time: string; url: string };
type HoursRow = { days: string[]; opens: string; closes: string };
interface State {
  email: string; phone: string;
  street: string; city: string; postcode: string; region: string; country: string;
  /** Where a service that comes to its customers works (the page's `area` section). */
  area: string;
  hours: HoursRow[]; social: { network: string; url: string }[];
  sections: Record<string, Row[]>;
}

const DAY_LABELS: Record<string, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };
const PRICED = new Set(['menu', 'products', 'pricing']);
const ITEM_KINDS = new Set(['menu', 'pricing', 'products', 'testimonials', 'work', 'schedule', 'about']);
const KIND_ITEM: Record<string, string> = { menu: 'dish', pricing: 'plan', products: 'product', testimonials: 'quote', work: 'project', schedule: 'date', about: 'team member' };
/** What one item of a section is called: by kind, except an estate agency's listings, a place to stay's rooms and a campsite's pitches (`work` sections with ids `properties`, `rooms` and `pitches`). */
/**
 * The Details panel's title over the hours rows, by the page's hours section (sitegen build-blocks): what
 * the page calls them, so a church is asked for its service times and a club for its training, not opening hours.
 */
const HOURS_GROUP_TITLES: Partial<Record<string, string>> = {
  area: 'Hours and area served', times: 'Service times', prayers: 'Prayer times', training: 'Training times', visiting: 'Visiting hours',
};
/** The title of the hours group for an hours section id; `Opening hours` for any other. */
export const hoursGroupTitle = (section: string): string => HOURS_GROUP_TITLES[section] ?? 'Opening hours';

const itemNoun = (s: { section: string; kind: string }) => (s.section === 'properties' ? 'listing' : s.section === 'rooms' ? 'room' : s.section === 'pitches' ? 'pitch' : KIND_ITEM[s.kind] ?? 'item');
const emptyRow = (currency: string): Row => ({ title: '', text: '', amount: '', currency, period: 'month', includes: '', role: '', date: '', time: '', url: '' });

function toState(d: BusinessDetails, currency: string): State {
  const a = d.address;
  return {
    email: d.email ?? '', phone: d.phone ?? '',
    street: a?.street ?? '', city: a?.city ?? '', postcode: a?.postcode ?? '', region: a?.region ?? '', country: a?.country ?? '',
    area: d.area ?? '',
    hours: (d.hours ?? []).map((h) => ({ days: [...h.days], opens: h.opens, closes: h.closes })),
    social: (d.social ?? []).map((s) => ({ ...s })),
    sections: Object.fromEntries(Object.entries(d.sections ?? {}).map(([k, v]) => [k, v.items.map((it) => ({
      ...emptyRow(it.price?.currency ?? currency), title: it.title, text: it.text ?? '', amount: it.price?.amount ?? '', period: it.period ?? 'month',
      includes: (it.includes ?? []).join('\n'), role: it.role ?? '', date: it.date ?? '', time: it.time ?? '', url: it.url ?? '',
    }))])),
  };
}

/** The details object to send: blank fields left out, so a cleared field is cleared on the server. */
export function toDetails(s: State, kinds: Record<string, string>): BusinessDetails {
  const t = (v: string) => v.trim() || undefined;
  const address = [s.street, s.city, s.postcode, s.region, s.country].some((v) => v.trim())
    ? { street: s.street.trim(), city: s.city.trim(), postcode: t(s.postcode), region: t(s.region), country: s.country.trim().toUpperCase() } : undefined;
  const sections = Object.fromEntries(Object.entries(s.sections).map(([id, rows]) => [id, { items: rows
    .filter((r) => Object.entries(r).some(([k, v]) => !['currency', 'period'].includes(k) && v.trim()))
    .map((r): DetailItem => {
      const kind = kinds[id] ?? '';
      return {
        title: r.title.trim(), text: r.text.trim(),
        ...(PRICED.has(kind) && r.amount.trim() ? { price: { amount: r.amount.trim(), currency: r.currency.trim().toUpperCase() } } : {}),
        ...(kind === 'pricing' && r.amount.trim() ? { period: r.period as DetailItem['period'] } : {}),
        ...(kind === 'pricing' && r.includes.trim() ? { includes: r.includes.split('\n').map((l) => l.trim()).filter(Boolean) } : {}),
        ...(t(r.role) ? { role: t(r.role) } : {}), ...(t(r.date) ? { date: t(r.date) } : {}), ...(t(r.time) ? { time: t(r.time) } : {}), ...(t(r.url) ? { url: t(r.url) } : {}),
      };
    }) }]).filter(([, v]) => (v as { items: unknown[] }).items.length));
  return {
    ...(t(s.email) ? { email: t(s.email) } : {}), ...(t(s.phone) ? { phone: t(s.phone) } : {}),
    ...(address ? { address } : {}),
    ...(t(s.area) ? { area: t(s.area) } : {}),
    ...(s.hours.length ? { hours: s.hours.map((h) => ({ days: WEEKDAYS.filter((d) => h.days.includes(d)), opens: h.opens, closes: h.closes })) } : {}),
    ...(s.social.some((x) => x.url.trim()) ? { social: s.social.filter((x) => x.url.trim()).map((x) => ({ network: x.network as never, url: x.url.trim() })) } : {}),
    ...(Object.keys(sections).length ? { sections } : {}),
  } as BusinessDetails;
}

/** Field errors keyed by their path ("hours.0.opens"), from a 422's `loc` lists. */
function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || err.status !== 422 || !Array.isArray(err.detail)) return {};
  return Object.fromEntries((err.detail as { loc: (string | number)[]; msg: string }[]).map((i) => [i.loc.slice(1).join('.'), i.msg.replace(/^[^:]+: /, '')]));
}
const fid = (key: string) => `details-${key.replace(/[^a-z0-9]+/gi, '-')}`;

function F({ k, label, errors, value, onChange, type = 'text', hint, ...rest }: {
  k: string; label: string; errors: Record<string, string>; value: string; onChange(v: string): void; type?: string; hint?: string;
  placeholder?: string; autoComplete?: string; inputMode?: 'decimal' | 'email' | 'tel' | 'url' | 'text'; className?: string;
}) {
  const error = Object.entries(errors).find(([e]) => e === k || e.startsWith(`${k}.`))?.[1];
  const id = fid(k);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={rest.className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">{label}</label>
      {type === 'textarea'
        ? <textarea id={id} rows={3} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} className={inputClass} placeholder={rest.placeholder} />
        : <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described}
            className={`${inputClass}${error ? ' !border-red-500' : ''}`} placeholder={rest.placeholder} autoComplete={rest.autoComplete} inputMode={rest.inputMode} />}
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">{hint}</p>}
      {error && <p id={`${id}-err`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

function Group({ id, title, note, children }: { id: string; title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <fieldset id={id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {note && <p className="mb-3 text-sm text-slate-600">{note}</p>}
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}

/** The default currency for new prices: from the browser's region when Intl knows it, else EUR. */
function defaultCurrency(): string {
  try {
    const region = new Intl.Locale(navigator.language).maximize().region;
    const map: Record<string, string> = { US: 'USD', GB: 'GBP', JP: 'JPY', CN: 'CNY', BR: 'BRL', CH: 'CHF', CA: 'CAD', AU: 'AUD', IN: 'INR', MX: 'MXN', SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN' };
    return (region && map[region]) ?? 'EUR';
  } catch {
    return 'EUR';
  }
}

export interface DetailsPanelProps {
  projectId: string;
  sections: DetailSection[];
  placeholders: Placeholder[];
  /** The live preview beside the form (re-rendered by the page after each save). */
  preview: ReactNode;
}

export function DetailsPanel({ projectId, sections, placeholders, preview }: DetailsPanelProps) {
  const details = useDetails(projectId);
  const save = useSaveDetails(projectId);
  const toast = useToast();
  const currency = defaultCurrency();
  const [state, setState] = useState<State | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errorSummary = useId();
  useEffect(() => { if (details.data && !state) setState(toState(details.data, currency)); }, [details.data, state, currency]);

  if (details.isPending || (!state && !details.isError)) return <div className="py-10"><Spinner text="Loading details..." /></div>;
  if (details.isError || !state) return <p role="alert" className="text-red-700">{errorText(details.error, 'The details could not be loaded.')}</p>;

  const kinds = Object.fromEntries(sections.map((s) => [s.section, s.kind]));
  const set = (patch: Partial<State>) => setState({ ...state, ...patch });
  const rows = (id: string) => state.sections[id] ?? [];
  const setRows = (id: string, r: Row[]) => set({ sections: { ...state.sections, [id]: r } });
  const hoursSection = sections.find((s) => s.kind === 'hours');
  const hasHours = Boolean(hoursSection);
  // A service that comes to its customers shows the area it serves instead of an address (section `area`).
  const servesArea = hoursSection?.section === 'area';
  const itemSections = sections.filter((s) => ITEM_KINDS.has(s.kind));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync(toDetails(state, kinds));
      toast.show('Details saved. The preview shows them.');
    } catch (err) {
      const fe = fieldErrors(err);
      setErrors(fe);
      setFormError(Object.keys(fe).length ? `Please correct ${Object.keys(fe).length === 1 ? 'the field' : `the ${Object.keys(fe).length} fields`} marked below.` : errorText(err, 'The details could not be saved.'));
      const first = Object.keys(fe)[0];
      // Focus the first field with an error (or the summary when the field is not on the form).
      requestAnimationFrame(() => (document.getElementById(first ? fid(first) : '') ?? document.getElementById(errorSummary))?.focus());
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate aria-label="Business details">
        {placeholders.length > 0
          ? <section aria-label="Still sample content" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
              <p className="font-semibold">These sections still show sample content:</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">{placeholders.map((p) => (
                <li key={p.section}><a className="underline" href={`#details-group-${p.section}`}>{sections.find((s) => s.section === p.section)?.heading || p.section}</a>: {p.message}</li>
              ))}</ul>
            </section>
          : <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">Every section shows your own facts. Nothing is left as a sample.</p>}
        {formError && <p id={errorSummary} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">{formError}</p>}

        <Group id={`details-group-${sections.find((s) => s.kind === 'contact')?.section ?? 'contact'}`} title="Contact" note="Shown in the contact section and the footer of your site.">
          <div className="grid gap-4 sm:grid-cols-2">
            <F k="email" label="Email" type="email" inputMode="email" autoComplete="email" value={state.email} onChange={(v) => set({ email: v })} errors={errors} placeholder="hello@yourbusiness.com" />
            <F k="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" value={state.phone} onChange={(v) => set({ phone: v })} errors={errors} placeholder="+351 21 886 0000" hint="With + and the country code." />
          </div>
          <F k="address.street" label="Street and number" value={state.street} onChange={(v) => set({ street: v })} errors={errors} autoComplete="street-address" />
          <div className="grid gap-4 sm:grid-cols-2">
            <F k="address.postcode" label="Postcode" value={state.postcode} onChange={(v) => set({ postcode: v })} errors={errors} autoComplete="postal-code" />
            <F k="address.city" label="City" value={state.city} onChange={(v) => set({ city: v })} errors={errors} autoComplete="address-level2" />
            <F k="address.region" label="Region (optional)" value={state.region} onChange={(v) => set({ region: v })} errors={errors} autoComplete="address-level1" />
            <F k="address.country" label="Country code" value={state.country} onChange={(v) => set({ country: v.toUpperCase() })} errors={errors} hint="Two letters, such as PT or US." autoComplete="country" />
          </div>
          <div>
            <p className="text-sm font-medium text-slate-700">Social links</p>
            <ul className="mt-2 space-y-3">{state.social.map((s, i) => (
              <li key={i} className="grid min-w-0 items-end gap-2 sm:grid-cols-[10rem_1fr_auto]">
                <div>
                  <label htmlFor={fid(`social.${i}.network`)} className="block text-sm text-slate-700">Network</label>
                  <select id={fid(`social.${i}.network`)} className={inputClass} value={s.network} onChange={(e) => set({ social: state.social.map((x, j) => (j === i ? { ...x, network: e.target.value } : x)) })}>
                    {SOCIAL_NETWORKS.map((n) => <option key={n} value={n}>{n === 'x' ? 'X' : n[0]!.toUpperCase() + n.slice(1)}</option>)}
                  </select>
                </div>
                <F k={`social.${i}.url`} label="Address (https://…)" type="url" inputMode="url" value={s.url} errors={errors} onChange={(v) => set({ social: state.social.map((x, j) => (j === i ? { ...x, url: v } : x)) })} />
                <button type="button" className={`${secondaryButton} !py-2 text-sm`} onClick={() => set({ social: state.social.filter((_, j) => j !== i) })}>Remove<span className="sr-only"> link {i + 1}</span></button>
              </li>
            ))}</ul>
            <button type="button" className={`${secondaryButton} mt-3 !py-2 text-sm`} onClick={() => set({ social: [...state.social, { network: 'instagram', url: '' }] })}>Add a social link</button>
          </div>
        </Group>

        {hasHours && (
          <Group id={`details-group-${hoursSection!.section}`} title={hoursGroupTitle(hoursSection!.section)} note="Days without hours show as closed. Add a second row for a day with a break.">
            {servesArea && <F k="area" label="Area served" value={state.area} onChange={(v) => set({ area: v })} errors={errors} placeholder="Leeds, Harrogate and villages within 20 miles" hint="The towns, districts or postcodes you cover, as you would say them." />}
            <ul className="space-y-4">{state.hours.map((h, i) => (
              <li key={i} className="rounded-lg border border-slate-200 p-3">
                <fieldset className="min-w-0">
                  <legend className="text-sm font-medium text-slate-700">Days (row {i + 1})</legend>
                  <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">{WEEKDAYS.map((d) => (
                    <label key={d} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
                      <input type="checkbox" id={d === 'mon' ? fid(`hours.${i}.days`) : undefined} checked={h.days.includes(d)}
                        onChange={(e) => set({ hours: state.hours.map((x, j) => (j === i ? { ...x, days: e.target.checked ? [...x.days, d] : x.days.filter((y) => y !== d) } : x)) })} />
                      {DAY_LABELS[d]}
                    </label>
                  ))}</div>
                  {errors[`hours.${i}.days`] && <p className="mt-1 text-sm text-red-700">{errors[`hours.${i}.days`]}</p>}
                </fieldset>
                <div className="mt-3 grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
                  <F k={`hours.${i}.opens`} label="Opens" type="time" value={h.opens} errors={errors} onChange={(v) => set({ hours: state.hours.map((x, j) => (j === i ? { ...x, opens: v } : x)) })} />
                  <F k={`hours.${i}.closes`} label="Closes" type="time" value={h.closes} errors={errors} onChange={(v) => set({ hours: state.hours.map((x, j) => (j === i ? { ...x, closes: v } : x)) })} />
                  <button type="button" className={`${secondaryButton} !py-2 text-sm`} onClick={() => set({ hours: state.hours.filter((_, j) => j !== i) })}>Remove<span className="sr-only"> hours row {i + 1}</span></button>
                </div>
              </li>
            ))}</ul>
            <button type="button" className={`${secondaryButton} !py-2 text-sm`} onClick={() => set({ hours: [...state.hours, { days: [], opens: '09:00', closes: '18:00' }] })}>Add opening hours</button>
          </Group>
        )}

        {itemSections.map((s) => (
          <Group key={s.section} id={`details-group-${s.section}`} title={s.heading || s.section}
            note={s.kind === 'testimonials' ? 'Only real words from real customers, with their permission.' : s.kind === 'about' ? 'The people of your team, with their permission.' : undefined}>
            <ol className="space-y-4">{rows(s.section).map((r, i) => {
              const k = (f: string) => `sections.${s.section}.items.${i}.${f}`;
              const upd = (patch: Partial<Row>) => setRows(s.section, rows(s.section).map((x, j) => (j === i ? { ...x, ...patch } : x)));
              const move = (to: number) => { const next = [...rows(s.section)]; const [it] = next.splice(i, 1); next.splice(to, 0, it!); setRows(s.section, next); };
              const noun = itemNoun(s);
              return (
                <li key={i} className="space-y-3 rounded-lg border border-slate-200 p-3">
                  <F k={k('title')} label={s.kind === 'testimonials' ? "Customer's name" : s.kind === 'about' ? 'Name' : 'Title'} value={r.title} errors={errors} onChange={(v) => upd({ title: v })} />
                  <F k={k('text')} label={s.kind === 'testimonials' ? 'Their words' : s.kind === 'about' ? 'A few words (optional)' : 'Description (optional)'} type="textarea" value={r.text} errors={errors} onChange={(v) => upd({ text: v })} />
                  {(s.kind === 'testimonials' || s.kind === 'about') && <F k={k('role')} label="Role (optional)" value={r.role} errors={errors} onChange={(v) => upd({ role: v })} />}
                  {PRICED.has(s.kind) && (
                    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                      <F k={k('price.amount')} label="Price" inputMode="decimal" value={r.amount} errors={errors} onChange={(v) => upd({ amount: v })} placeholder="18.50" />
                      <F k={k('price.currency')} label="Currency" value={r.currency} errors={errors} onChange={(v) => upd({ currency: v.toUpperCase() })} hint="ISO code: EUR, USD…" />
                      {s.kind === 'pricing' && (
                        <div>
                          <label htmlFor={fid(k('period'))} className="block text-sm font-medium text-slate-700">Per</label>
                          <select id={fid(k('period'))} className={inputClass} value={r.period} onChange={(e) => upd({ period: e.target.value })}>
                            {PRICE_PERIODS.map((p) => <option key={p} value={p}>{p}</option>)}
                          </select>
                        </div>
                      )}
                    </div>
                  )}
                  {s.kind === 'pricing' && <F k={k('includes')} label="What it includes (one per line)" type="textarea" value={r.includes} errors={errors} onChange={(v) => upd({ includes: v })} />}
                  {s.kind === 'schedule' && (
                    <div className="grid gap-3 sm:grid-cols-2">
                      <F k={k('date')} label="Date" type="date" value={r.date} errors={errors} onChange={(v) => upd({ date: v })} />
                      <F k={k('time')} label="Time (optional)" type="time" value={r.time} errors={errors} onChange={(v) => upd({ time: v })} />
                    </div>
                  )}
                  {(s.kind === 'schedule' || s.kind === 'work') && <F k={k('url')} label="Link (optional, https://…)" type="url" inputMode="url" value={r.url} errors={errors} onChange={(v) => upd({ url: v })} />}
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className={`${secondaryButton} !py-1.5 text-sm`} disabled={i === 0} onClick={() => move(i - 1)}>Move up<span className="sr-only"> {noun} {i + 1}</span></button>
                    <button type="button" className={`${secondaryButton} !py-1.5 text-sm`} disabled={i === rows(s.section).length - 1} onClick={() => move(i + 1)}>Move down<span className="sr-only"> {noun} {i + 1}</span></button>
                    <button type="button" className={`${secondaryButton} !py-1.5 text-sm`} onClick={() => setRows(s.section, rows(s.section).filter((_, j) => j !== i))}>Remove<span className="sr-only"> {noun} {i + 1}</span></button>
                  </div>
                </li>
              );
            })}</ol>
            <div className="flex flex-wrap gap-2">
              {/* An empty menu can start from the owner's dishes already on the page (named in the brief), to add prices to. */}
              {!rows(s.section).length && s.suggested?.length ? (
                <button type="button" className={`${secondaryButton} !py-2 text-sm`} onClick={() => setRows(s.section, s.suggested!.map((title) => ({ ...emptyRow(currency), title })))}>
                  Start from the {s.suggested.length === 1 ? 'dish' : `${s.suggested.length} dishes`} on your page
                </button>
              ) : null}
              <button type="button" className={`${secondaryButton} !py-2 text-sm`} onClick={() => setRows(s.section, [...rows(s.section), emptyRow(currency)])}>Add a {itemNoun(s)}</button>
            </div>
          </Group>
        ))}

        <div className="sticky bottom-0 -mx-1 bg-white/95 px-1 py-3 backdrop-blur">
          <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save details'}</button>
        </div>
      </form>
      <div className="xl:sticky xl:top-4 xl:self-start">{preview}</div>
      {toast.node}
    </div>
  );
}
