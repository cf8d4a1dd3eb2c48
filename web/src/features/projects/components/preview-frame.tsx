import { useEffect, useRef, useState } from 'react';
import { siteUrl } from '../../../lib/asset-url';
import { useRuntimeConfig } from '../../../lib/use-runtime-config';
import { deviceWidth, type Device } from './device-toggle';

/** The section tools of the editor bridge (issue 17 §2). */
export type SectionAction = 'improve' | 'up' | 'down' | 'duplicate' | 'delete' | 'variant' | 'add';

/** The messages the editor bridge in the frame may send (ARCHITECTURE.md: postMessage, origin-checked). */
type BridgeMessage =
  | { type: 'sitewright:improve'; selector: string; name?: string }
  | { type: 'sitewright:ready' }
  | { type: 'sitewright:edit'; path: string; value: string }
  | { type: 'sitewright:section'; action: SectionAction; section: string; name?: string }
  | { type: 'sitewright:image'; imageId: string }
  | { type: 'sitewright:image-another'; imageId: string }
  | { type: 'sitewright:undo' }
  | { type: 'sitewright:redo' };

/** What the page does with the bridge's requests; an edit answers whether it was stored (if not, the frame puts the old text back). */
export interface EditorHandlers {
  /** Improve a section: its selector (#id) and its name in words ("Hero", "Menu"). */
  onImprove(selector: string, name?: string): void;
  onEdit?(path: string, value: string): Promise<{ ok: boolean }>;
  onSection?(action: SectionAction, section: string, name?: string): void;
  onImage?(imageId: string): void;
  /** "Pick another": the next photo from the configured source (issue 17 §1). */
  onAnotherImage?(imageId: string): void;
  onUndo?(): void;
  onRedo?(): void;
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The sandboxed preview (SPEC §2: scripts, forms and same-origin). It loads /sites/{id}/ from the
 * sites origin, never the app's, so same-origin gives the page no access to dm_token. With Improve
 * mode on it loads ?improve=1, whose editor bridge adds section tools after 300 ms, makes texts and
 * images editable, and posts each request here; messages from any other origin or window are ignored.
 * `reloadKey` reloads the page (after a change the frame does not already show); a text edit does not.
 * `version` shows a kept version instead of the current site (History). The frame fills the viewport
 * below the app's header, so the page scrolls inside it and the app page not at all (one scrollbar).
 */
export function PreviewFrame({ projectId, title, device, improveMode, reloadKey, version, handlers, className }: {
  projectId: string; title: string; device: Device; improveMode: boolean; reloadKey: number; version?: string;
  handlers: EditorHandlers; className?: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const config = useRuntimeConfig();
  const origin = originOf(config?.sitesOrigin);
  const handlersRef = useRef(handlers);
  useEffect(() => { handlersRef.current = handlers; }, [handlers]);

  useEffect(() => {
    const onMessage = (e: MessageEvent<BridgeMessage>) => {
      if (!origin || e.origin !== origin || e.source !== frame.current?.contentWindow || !e.data) return;
      const h = handlersRef.current;
      const d = e.data;
      if (d.type === 'sitewright:improve' && typeof d.selector === 'string') h.onImprove(d.selector, typeof d.name === 'string' ? d.name : undefined);
      if (d.type === 'sitewright:ready') frame.current?.contentWindow?.postMessage({ type: 'sitewright:improve-mode', enabled: improveMode }, origin);
      if (d.type === 'sitewright:edit' && typeof d.path === 'string' && typeof d.value === 'string' && h.onEdit) {
        void h.onEdit(d.path, d.value).then((r) => {
          if (!r.ok) frame.current?.contentWindow?.postMessage({ type: 'sitewright:edit-result', path: d.path, ok: false }, origin);
        });
      }
      if (d.type === 'sitewright:section' && typeof d.section === 'string') {
        if (d.action === 'improve') h.onImprove(`#${d.section}`, d.name);
        else h.onSection?.(d.action, d.section, typeof d.name === 'string' ? d.name : undefined);
      }
      if (d.type === 'sitewright:image' && typeof d.imageId === 'string') h.onImage?.(d.imageId);
      if (d.type === 'sitewright:image-another' && typeof d.imageId === 'string') h.onAnotherImage?.(d.imageId);
      if (d.type === 'sitewright:undo') h.onUndo?.();
      if (d.type === 'sitewright:redo') h.onRedo?.();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [improveMode, origin]);

  // The frame reaches down to the bottom of the viewport (16 px short), measured from where it starts on
  // the page, so the site scrolls inside it and the app page does not (one scrollbar, issue 17 §5).
  const box = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (className) return;
    const fit = () => {
      const el = box.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(448, Math.round(window.innerHeight - top - 16)));
    };
    fit();
    window.addEventListener('resize', fit);
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    ro?.observe(document.body);
    return () => { window.removeEventListener('resize', fit); ro?.disconnect(); };
  }, [className]);
  const path = version ? `_v/${encodeURIComponent(version)}/` : '';
  const query = `?${improveMode && !version ? 'improve=1&' : ''}r=${reloadKey}`;
  const size = className ?? 'min-h-[28rem]';
  const style = !className && height ? { height } : !className ? { height: '70vh' } : undefined;
  return (
    <div ref={box} className={`mx-auto w-full transition-[max-width] duration-300 motion-reduce:transition-none ${deviceWidth[device]}`}>
      {/* The frame waits for /config.json: without the sites origin it would load the app itself. */}
      {config && <iframe ref={frame} src={siteUrl(projectId, `${path}${query}`)} title={title} sandbox="allow-scripts allow-forms allow-same-origin"
        className={`${size} block w-full rounded-xl border border-slate-200 bg-white shadow-sm`} style={style} />}
      {!config && <div className={`${size} w-full rounded-xl border border-slate-200 bg-slate-50`} style={style} aria-hidden="true" />}
    </div>
  );
}
