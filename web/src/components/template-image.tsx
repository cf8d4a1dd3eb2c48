import { useState } from 'react';
import agency from '../assets/industry/agency.svg';
import ecommerce from '../assets/industry/ecommerce.svg';
import restaurant from '../assets/industry/restaurant.svg';
import saas from '../assets/industry/saas.svg';
import startup from '../assets/industry/startup.svg';
import { apiAssetUrl } from '../lib/asset-url';

/** Local fallback illustrations per template industry (SPEC §3), defaulting to saas; never hot-linked. */
const fallbacks: Record<string, string> = { saas, ecommerce, agency, startup, restaurant };
export const industryFallback = (industry: string | null | undefined) => fallbacks[(industry ?? '').toLowerCase()] ?? saas;

/**
 * A template's picture: its logo from the backend base address, or the industry illustration when
 * there is no logo or it fails to load (SPEC §3).
 */
export function TemplateImage({ logoUrl, industry, className = '', eager = false }: { logoUrl: string | null; industry: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const logo = !failed ? apiAssetUrl(logoUrl) : undefined;
  return logo
    ? <div className={`flex items-center justify-center bg-slate-50 ${className}`}><img src={logo} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(true)} className="max-h-[70%] max-w-[60%] object-contain" /></div>
    : <img src={industryFallback(industry)} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={400} height={250} className={`object-cover ${className}`} />;
}
