import type { ReactNode } from 'react';

const tones = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  blue: 'bg-indigo-50 text-indigo-800 ring-indigo-600/20',
} as const;

/** A small status pill. */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}
