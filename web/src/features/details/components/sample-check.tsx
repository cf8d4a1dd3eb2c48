import type { Placeholder } from '@sitewright/core/schemas/details';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The check before publishing (issue 16 §3): the sections that still show sample content, each linking to the Details panel. */
export function SampleCheck({ projectId, placeholders, headings }: { projectId: string; placeholders: Placeholder[]; headings: Record<string, string> }) {
  if (!placeholders.length) return null;
  return (
    <section aria-label="Sample content" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">These sections still show sample content. Visitors will see the samples and their notices.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">{placeholders.map((p) => (
        <li key={p.section}>
          <Link className="font-medium underline" to={`${paths.preview(projectId)}?tab=details#details-group-${p.section}`}>{headings[p.section] || p.section}</Link>: {p.message}
        </li>
      ))}</ul>
    </section>
  );
}
