import { errorText } from '@sitewright/api-client';
import { FORM_KIND_NAMES, fieldLabel } from '@sitewright/core/forms/ports';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages, type FormMessage } from '../api/details';

/** A message kind as the list names it: "Table request", "Quote request". */
const kindName = (form: FormMessage['form']) => { const k = FORM_KIND_NAMES[form] ?? form; return `${k[0]!.toUpperCase()}${k.slice(1)}`; };

/** The Messages tab (issue 16 §2): what visitors sent through the live site's forms, newest first. */
export function MessagesPanel({ projectId }: { projectId: string }) {
  const q = useMessages(projectId);
  if (q.isPending) return <div className="py-10"><Spinner text="Loading messages..." /></div>;
  if (q.isError) return <p role="alert" className="text-red-700">{errorText(q.error, 'The messages could not be loaded.')}</p>;
  const messages = q.data.messages;
  if (!messages.length) {
    return <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">No messages yet. Messages that visitors send through your live site&apos;s forms appear here.</p>;
  }
  return (
    <ul className="space-y-4" aria-label="Messages">{messages.map((m) => (
      <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">{kindName(m.form)}</span>
          <time dateTime={m.received_at} className="text-sm text-slate-600">{new Date(m.received_at).toLocaleString()}</time>
        </div>
        <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">{Object.entries(m.fields).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-sm font-medium text-slate-600">{fieldLabel(m.form, k)}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{k === 'email' ? <a className="text-indigo-700 underline" href={`mailto:${v}`}>{v}</a> : v}</dd>
          </div>
        ))}</dl>
      </li>
    ))}</ul>
  );
}
