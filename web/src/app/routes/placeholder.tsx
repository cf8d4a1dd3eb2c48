import { usePageMeta } from '../../lib/page-meta';

/** A plain page for screens that later issues fill in (issue 2 allows placeholders). */
export function PlaceholderPage({ title, text, noindex }: { title: string; text: string; noindex?: boolean }) {
  usePageMeta({ title, description: text, noindex });
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
    </section>
  );
}
