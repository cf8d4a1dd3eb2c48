import { errorText } from '@sitewright/api-client';
import { useEffect, useState } from 'react';
import { secondaryButton } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { saveBlob } from '../../../lib/download';
import { slugify } from '../../../lib/format';
import { useCopy } from '../../../lib/use-copy';
import { downloadArchive } from '../../deploy/api/download-archive';

/** File name of the downloaded page (SPEC §2): the business name, or landing-page, with .html. */
export const htmlFileName = (businessName: string | null | undefined) => `${slugify(businessName) || 'landing-page'}.html`;

type Lang = 'xml' | 'css' | 'javascript';
interface SourceFile { name: string; code: string; lang: Lang; type: string; label: string }

/** The code, highlighted once highlight.js has loaded (its own chunk, fetched when this tab first opens); plain text until then. */
function useHighlighted(code: string, lang: Lang): string | null {
  const [out, setOut] = useState<{ code: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('./highlight').then((m) => { if (live) setOut({ code, html: m.highlight(code, lang) }); }).catch(() => undefined);
    return () => { live = false; };
  }, [code, lang]);
  return out?.code === code ? out.html : null;
}

/**
 * The Code tab (SPEC §2, issue 17 §5): every file of the page (index.html, style.css, script.js), one
 * at a time with syntax highlighting, with Copy (Copied! for 2 s) and Download of the file shown, and
 * Download ZIP with every file the page links (images and fonts too), as the deploy publishes them.
 * No code available when there is no page.
 */
export function CodePanel({ html, css, js, businessName, projectId }: {
  html: string | null; css?: string | null; js?: string | null; businessName: string; projectId?: string;
}) {
  const { copied, copy } = useCopy();
  const [shown, setShown] = useState(0);
  const [zipState, setZipState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const files: SourceFile[] = html ? [
    { name: htmlFileName(businessName), code: html, lang: 'xml', type: 'text/html', label: 'index.html' },
    ...(css ? [{ name: 'style.css', code: css, lang: 'css' as const, type: 'text/css', label: 'style.css' }] : []),
    ...(js ? [{ name: 'script.js', code: js, lang: 'javascript' as const, type: 'text/javascript', label: 'script.js' }] : []),
  ] : [];
  const file = files[Math.min(shown, files.length - 1)];
  const highlighted = useHighlighted(file?.code ?? '', file?.lang ?? 'xml');
  if (!file) return <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">No code available</p>;
  const zip = async () => {
    if (!projectId) return;
    setZipState({ busy: true, error: null });
    try { await downloadArchive(projectId, businessName); setZipState({ busy: false, error: null }); } catch (err) { setZipState({ busy: false, error: errorText(err, 'Download failed') }); }
  };
  return (
    <div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-950">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-800 bg-slate-900 px-4 py-2">
          <div role="tablist" aria-label="Files" className="flex flex-wrap gap-1">{files.map((f, i) => (
            <button key={f.label} type="button" role="tab" aria-selected={f === file} id={`code-tab-${i}`} aria-controls="code-file"
              onClick={() => setShown(i)}
              className={`rounded-md px-2.5 py-1 font-mono text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-400 ${f === file ? 'bg-slate-700 text-white' : 'text-slate-300 hover:bg-slate-800'}`}>
              {f.label}
            </button>
          ))}</div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={`${secondaryButton} !py-1.5 text-sm`} onClick={() => void copy(file.code)} aria-live="polite">
              <Icon name={copied ? 'check' : 'copy'} className="h-4 w-4" />{copied ? 'Copied!' : 'Copy'}
            </button>
            <button type="button" className={`${secondaryButton} !py-1.5 text-sm`} onClick={() => saveBlob(new Blob([file.code], { type: file.type }), file.name)}>
              <Icon name="download" className="h-4 w-4" />Download
            </button>
            {projectId && (
              <button type="button" className={`${secondaryButton} !py-1.5 text-sm`} onClick={() => void zip()} disabled={zipState.busy}>
                <Icon name="download" className="h-4 w-4" />{zipState.busy ? 'Preparing...' : 'Download ZIP'}
              </button>
            )}
          </div>
        </div>
        <pre id="code-file" role="tabpanel" aria-labelledby={`code-tab-${files.indexOf(file)}`} tabIndex={0}
          className="hljs max-h-[65vh] overflow-auto !bg-slate-950 p-4 text-xs leading-relaxed text-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-400">
          {highlighted !== null ? <code dangerouslySetInnerHTML={{ __html: highlighted }} /> : <code>{file.code}</code>}
        </pre>
      </div>
      <p className="mt-2 text-sm text-slate-600">Download ZIP holds every file the page links, images and fonts included, as a deployment publishes them.</p>
      {zipState.error && <p role="alert" className="mt-2 text-sm text-red-700">{zipState.error}</p>}
    </div>
  );
}
