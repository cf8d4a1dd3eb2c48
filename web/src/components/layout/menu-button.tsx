import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

/** A disclosure menu: a button with aria-expanded that shows a panel of links. */
export function MenuButton({ label, children, align = 'left', buttonClass }: { label: ReactNode; children: (close: () => void) => ReactNode; align?: 'left' | 'right'; buttonClass?: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div ref={ref} className="relative">
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}
        className={buttonClass ?? 'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900'}>
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor"><path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" /></svg>
      </button>
      {open && (
        <div id={id} className={`absolute z-30 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}>
          {children(close)}
        </div>
      )}
    </div>
  );
}

export const menuItem = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';
