import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** The full-screen overlay shown while a site is generated (SPEC §2 'Assembling your website'). */
export function LoadingOverlay({ text = 'Assembling your website', detail, children }: { text?: string; detail?: string; children?: ReactNode }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/90 backdrop-blur-sm" aria-live="polite">
      <div className="flex flex-col items-center gap-4 px-6 text-center">
        <Spinner size="lg" />
        <p className="text-xl font-semibold text-slate-900">{text}</p>
        {detail && <p className="max-w-sm text-sm text-slate-600">{detail}</p>}
        {children}
      </div>
    </div>
  );
}
