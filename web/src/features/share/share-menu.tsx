import { errorText } from '@sitewright/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { secondaryButton } from '../../components/ui/field';
import { Icon } from '../../components/ui/icons';
import { api } from '../../lib/api';
import { replaceQueryData } from '../../lib/query-data';
import { copyText } from '../../lib/use-copy';

interface ShareLink { share_url: string | null; created_at: string | null }
const path = (id: string) => `/api/project/${encodeURIComponent(id)}/share`;

/**
 * Share (SPEC §2, issue 17 §5). For the owner it turns on a read-only link on the sites origin that a
 * signed-out person can open (an unguessable secret), shares or copies it ('Link copied to
 * clipboard!'), and opens a small panel with the link and Stop sharing, which revokes it at once.
 * For anyone else it shares the page's own address, as before.
 */
export function ShareMenu({ projectId, title, isOwner }: { projectId: string; title: string; isOwner: boolean }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const key = ['share', projectId];
  const link = useQuery({ queryKey: key, queryFn: () => api.get<ShareLink>(path(projectId)), enabled: isOwner && open });
  // Opening the panel reads the link while Share creates it: a read still under way must not put "Sharing is off" back.
  const settle = (l: ShareLink) => replaceQueryData(qc, key, l);
  const create = useMutation({ mutationFn: () => api.post<ShareLink>(path(projectId), {}), onSuccess: settle });
  const revoke = useMutation({ mutationFn: () => api.delete<ShareLink>(path(projectId)), onSuccess: settle });

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setOpen(false); };
    const onDown = (e: MouseEvent) => { if (box.current && !box.current.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => { document.removeEventListener('keydown', onKey); document.removeEventListener('mousedown', onDown); };
  }, [open]);

  const shareOrCopy = async (url: string) => {
    if (navigator.share) {
      try { await navigator.share({ title, url }); return; } catch (e) { if ((e as Error).name === 'AbortError') return; }
    }
    await copyText(url);
    alert('Link copied to clipboard!');
  };
  const onShare = async () => {
    setError(null);
    if (!isOwner) { await shareOrCopy(window.location.href); return; }
    setOpen(true);
    try {
      const l = await create.mutateAsync();
      if (l.share_url) await shareOrCopy(l.share_url);
    } catch (err) {
      setError(errorText(err, 'The share link could not be made.'));
    }
  };
  const url = link.data?.share_url ?? null;
  return (
    <div ref={box} className="relative">
      <button type="button" className={`${secondaryButton} !px-3 !py-1.5 text-sm`} onClick={() => void onShare()}
        aria-expanded={isOwner ? open : undefined} aria-controls={isOwner ? panelId : undefined}>
        <Icon name="share" className="h-4 w-4" />Share
      </button>
      {isOwner && open && (
        <div id={panelId} role="dialog" aria-label="Share link" className="absolute left-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl sm:left-auto sm:right-0 border border-slate-200 bg-white p-4 text-sm shadow-lg">
          {error && <p role="alert" className="mb-2 text-red-700">{error}</p>}
          {url ? (
            <>
              <p className="text-slate-700">Anyone with this link can view the site, read-only, without signing in.</p>
              <label className="mt-3 block font-medium text-slate-800" htmlFor={`${panelId}-url`}>Share link</label>
              <input id={`${panelId}-url`} readOnly value={url} onFocus={(e) => e.target.select()}
                className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 text-slate-900" />
              <div className="mt-3 flex flex-wrap gap-2">
                <button type="button" className={`${secondaryButton} !px-3 !py-1.5 text-sm`} onClick={() => void copyText(url).then(() => alert('Link copied to clipboard!'))}>
                  <Icon name="copy" className="h-4 w-4" />Copy link</button>
                <button type="button" className={`${secondaryButton} !px-3 !py-1.5 text-sm !text-red-700`} disabled={revoke.isPending}
                  onClick={() => void revoke.mutateAsync().catch((err: unknown) => setError(errorText(err, 'Sharing could not be turned off.')))}>Stop sharing</button>
              </div>
            </>
          ) : (
            <>
              <p className="text-slate-700">{revoke.isSuccess ? 'Sharing is off: the old link no longer opens the site.' : 'Sharing is off.'}</p>
              <button type="button" className={`${secondaryButton} mt-3 !px-3 !py-1.5 text-sm`} onClick={() => void onShare()}>Create a share link</button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
