import { errorText } from '@sitewright/api-client';
import { useState } from 'react';
import { secondaryButton, primaryButton } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { PreviewFrame } from '../../projects/components/preview-frame';
import type { Device } from '../../projects/components/device-toggle';
import { useRestoreVersion, useVersions, type VersionEntry } from '../api/history';

const KIND: Record<string, string> = {
  generate: 'Generated', improve: 'Improved', edit: 'Edited', section: 'Sections', layout: 'Layout', image: 'Image', details: 'Details', restore: 'Restored',
};

/**
 * The History tab (issue 17 §3): every version of the site, the current one first, with its time, kind
 * and summary; any version can be previewed beside the list and restored (a restore is a new version,
 * so the one it replaces stays in the list).
 */
export function HistoryPanel({ projectId, title, device, onRestored }: {
  projectId: string; title: string; device: Device; onRestored(before: number): void;
}) {
  const q = useVersions(projectId);
  const restore = useRestoreVersion(projectId);
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (q.isPending) return <div className="py-10"><Spinner text="Loading history..." /></div>;
  if (q.isError) return <p role="alert" className="text-red-700">{errorText(q.error, 'The history could not be loaded.')}</p>;
  const versions = q.data.versions;
  const current = versions[0]?.version_id;
  const selected = versions.find((v) => v.version_id === shown) ?? versions[0];
  const doRestore = async (v: VersionEntry) => {
    setError(null);
    try {
      await restore.mutateAsync(v.version_id);
      onRestored(Number(current));
      setShown(null);
    } catch (err) {
      setError(errorText(err, 'The version could not be restored.'));
    }
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Versions</h2>
        <p className="mt-1 text-sm text-slate-600">Every change is kept (the newest 50). Restoring a version adds it as the newest, so nothing is lost.</p>
        {error && <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{error}</p>}
        <ol className="mt-4 space-y-2" aria-label="Versions, newest first">{versions.map((v) => {
          const isShown = v.version_id === selected?.version_id;
          return (
            <li key={v.version_id} className={`rounded-xl border p-3 ${isShown ? 'border-indigo-400 bg-indigo-50/60' : 'border-slate-200 bg-white'}`}>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{KIND[v.kind] ?? v.kind}</span>
                <time dateTime={v.created_at} className="text-xs text-slate-600">{new Date(v.created_at).toLocaleString()}</time>
                {v.version_id === current && <span className="text-xs font-semibold text-indigo-800">Current</span>}
              </div>
              <p className="mt-1 break-words text-sm text-slate-900">{v.summary}</p>
              <div className="mt-2 flex gap-2">
                <button type="button" className={`${secondaryButton} !px-2.5 !py-1 text-sm`} aria-pressed={isShown} onClick={() => setShown(v.version_id)}
                  aria-label={`Preview the version of ${new Date(v.created_at).toLocaleString()}`}>Preview</button>
                {v.version_id !== current && (
                  <button type="button" className={`${primaryButton} !px-2.5 !py-1 text-sm`} disabled={restore.isPending} onClick={() => void doRestore(v)}
                    aria-label={`Restore the version of ${new Date(v.created_at).toLocaleString()}`}>Restore</button>
                )}
              </div>
            </li>
          );
        })}</ol>
      </div>
      <div>
        {selected && (
          <>
            <p className="mb-2 text-sm text-slate-700" aria-live="polite">Showing: <strong>{selected.summary}</strong>{selected.version_id === current ? ' (current)' : ''}</p>
            <PreviewFrame projectId={projectId} title={`${title}, version of ${new Date(selected.created_at).toLocaleString()}`} device={device} improveMode={false}
              reloadKey={0} version={selected.version_id} handlers={{ onImprove: () => undefined }} />
          </>
        )}
      </div>
    </div>
  );
}
