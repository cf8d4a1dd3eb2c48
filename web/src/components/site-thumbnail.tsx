import { useEffect, useRef, useState } from 'react';
import { siteUrl } from '../lib/asset-url';
import { useRuntimeConfig } from '../lib/use-runtime-config';

/** The width the site is laid out at before it is scaled down: a laptop's. */
const PAGE_WIDTH = 1280;

/**
 * A picture of the site itself (issue 17 §5: project and gallery cards show that very site, not an
 * industry illustration): its top 1280 × 800 px, drawn by the browser in a scaled-down frame from the
 * sites origin, loaded lazily. The frame runs no script (sandbox without allow-scripts), takes no
 * pointer or keyboard input and is hidden from assistive technology (`inert`): the card's own links
 * name the site. `fallback` shows until the sites origin is known.
 */
export function SiteThumbnail({ projectId, className = '', fallback = null }: { projectId: string; className?: string; fallback?: React.ReactNode }) {
  const config = useRuntimeConfig();
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.25);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => { if (entry) setScale(entry.contentRect.width / PAGE_WIDTH); });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <div ref={box} className={`relative overflow-hidden bg-slate-100 ${className}`} inert>
      {config ? (
        <iframe src={siteUrl(projectId)} title="" loading="lazy" sandbox="" tabIndex={-1} aria-hidden="true"
          className="pointer-events-none absolute left-0 top-0 origin-top-left border-0"
          style={{ width: PAGE_WIDTH, height: PAGE_WIDTH * 0.625, transform: `scale(${scale})` }} />
      ) : fallback}
    </div>
  );
}
