import { secondaryButton } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { saveBlob } from '../../../lib/download';
import { slugify } from '../../../lib/format';
import { useCopy } from '../../../lib/use-copy';

/** File name of the downloaded page (SPEC §2): the business name, or landing-page, with .html. */
export const htmlFileName = (businessName: string | null | undefined) => `${slugify(businessName) || 'landing-page'}.html`;

/** The Code tab (SPEC §2): the HTML with Copy (Copied! for 2 s) and Download; No code available when empty. */
export function CodePanel({ html, businessName }: { html: string | null; businessName: string }) {
  const { copied, copy } = useCopy();
  if (!html) return <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">No code available</p>;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-950">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-800 bg-slate-900 px-4 py-2">
        <p className="font-mono text-sm text-slate-300">{htmlFileName(businessName)}</p>
        <div className="flex gap-2">
          <button type="button" className={`${secondaryButton} !py-1.5 text-sm`} onClick={() => void copy(html)} aria-live="polite">
            <Icon name={copied ? 'check' : 'copy'} className="h-4 w-4" />{copied ? 'Copied!' : 'Copy'}
          </button>
          <button type="button" className={`${secondaryButton} !py-1.5 text-sm`} onClick={() => saveBlob(new Blob([html], { type: 'text/html' }), htmlFileName(businessName))}>
            <Icon name="download" className="h-4 w-4" />Download
          </button>
        </div>
      </div>
      <pre tabIndex={0} aria-label="HTML source" className="max-h-[65vh] overflow-auto p-4 text-xs leading-relaxed text-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-400"><code>{html}</code></pre>
    </div>
  );
}
