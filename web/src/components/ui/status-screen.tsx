import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/** A centred full-page state (error, not found, empty) with a title, a text and actions. */
export function StatusScreen({ icon = 'alert', tone = 'neutral', title, text, children }: {
  icon?: IconName; tone?: 'neutral' | 'error'; title: string; text?: ReactNode; children?: ReactNode;
}) {
  const ring = tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-indigo-50 text-indigo-600';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className={`flex h-14 w-14 items-center justify-center rounded-full ${ring}`}><Icon name={icon} className="h-7 w-7" /></span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {text && <p className="mt-3 text-slate-600">{text}</p>}
      {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  );
}
