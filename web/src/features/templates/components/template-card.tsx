import { DESCRIPTION_CLAMP_CHARS } from '@sitewright/core/limits';
import type { Template } from '@sitewright/core/schemas/template';
import { useId, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/field';
import { SiteThumbnail } from '../../../components/site-thumbnail';
import { TemplateImage } from '../../../components/template-image';
import { categoryLabel, displayDescription, displayName, formatDate } from '../../../lib/format';

/** A description clamped at 140 characters with Read more / Show less (SPEC §2, §9). */
export function ClampedText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > DESCRIPTION_CLAMP_CHARS;
  return (
    <p id={id} className="mt-2 text-sm text-slate-600">
      {long && !open ? `${text.slice(0, DESCRIPTION_CLAMP_CHARS).trimEnd()}…` : text}
      {long && (
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} className="ml-1 font-semibold text-indigo-700 hover:underline">
          {open ? 'Show less' : 'Read more'}
        </button>
      )}
    </p>
  );
}

/** A gallery card (SPEC §2): image, name, clamped description, industry, created date, Preview and Use Template. */
export function TemplateCard({ template, onPreview, onUse, eager }: { template: Template; onPreview(): void; onUse(): void; eager?: boolean }) {
  const name = displayName(template.name);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      {/* The template's own site (issue 17 §5); its logo or industry picture (SPEC §3) until the sites origin is known. */}
      <SiteThumbnail projectId={template.id} className="aspect-[8/5] w-full border-b border-slate-200"
        fallback={<TemplateImage logoUrl={template.logo_url} industry={template.industry} className="aspect-[8/5] w-full" eager={eager} />} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2 text-xs font-medium">
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-indigo-800">{template.industry || 'general'}</span>
          {template.category && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{categoryLabel(template.category)}</span>}
        </div>
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{name}</h2>
        <ClampedText text={displayDescription(template.description)} />
        <p className="mt-3 text-xs text-slate-600">Created {formatDate(template.created_at)}</p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          <button type="button" className={`${secondaryButton} !px-3 text-sm`} onClick={onPreview} aria-label={`Preview ${name}`}>Preview</button>
          <button type="button" className={`${primaryButton} !px-3 text-sm`} onClick={onUse} aria-label={`Use Template ${name}`}>Use Template</button>
        </div>
      </div>
    </li>
  );
}
