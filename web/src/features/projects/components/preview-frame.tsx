import { useEffect, useRef } from 'react';
import { siteUrl } from '../../../lib/asset-url';
import { useRuntimeConfig } from '../../../lib/use-runtime-config';
import { deviceWidth, type Device } from './device-toggle';

/** The messages the Improve bridge in the frame may send (ARCHITECTURE.md: postMessage, origin-checked). */
type BridgeMessage = { type: 'sitewright:improve'; selector: string } | { type: 'sitewright:ready' };

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
 * mode on it loads ?improve=1, whose bridge adds an Improve button to each section after 300 ms and
 * posts the chosen selector here; messages from any other origin are ignored.
 */
export function PreviewFrame({ projectId, title, device, improveMode, revision, onImprove }: {
  projectId: string; title: string; device: Device; improveMode: boolean; revision: number; onImprove(selector: string): void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const config = useRuntimeConfig();
  const origin = originOf(config?.sitesOrigin);
  const onImproveRef = useRef(onImprove);
  useEffect(() => { onImproveRef.current = onImprove; }, [onImprove]);

  useEffect(() => {
    const onMessage = (e: MessageEvent<BridgeMessage>) => {
      if (!origin || e.origin !== origin || e.source !== frame.current?.contentWindow) return;
      if (e.data?.type === 'sitewright:improve' && typeof e.data.selector === 'string') onImproveRef.current(e.data.selector);
      if (e.data?.type === 'sitewright:ready' && origin) {
        frame.current?.contentWindow?.postMessage({ type: 'sitewright:improve-mode', enabled: improveMode }, origin);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [improveMode, origin]);

  // The revision (the project version) busts the cache after an improve: the server already stored the new page.
  const query = `?${improveMode ? 'improve=1&' : ''}v=${revision}`;
  return (
    <div className={`mx-auto w-full transition-[max-width] duration-300 motion-reduce:transition-none ${deviceWidth[device]}`}>
      {/* The frame waits for /config.json: without the sites origin it would load the app itself. */}
      {config && <iframe ref={frame} src={siteUrl(projectId, query)} title={title} sandbox="allow-scripts allow-forms allow-same-origin"
        className="h-[70vh] min-h-[28rem] w-full rounded-xl border border-slate-200 bg-white shadow-sm" />}
      {!config && <div className="h-[70vh] min-h-[28rem] w-full rounded-xl border border-slate-200 bg-slate-50" aria-hidden="true" />}
    </div>
  );
}
