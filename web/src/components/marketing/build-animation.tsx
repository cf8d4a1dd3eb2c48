import { HOME_ANIMATION_PAUSE_MS, HOME_ANIMATION_STAGES_MS } from '@sitewright/core/limits';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Icon } from '../ui/icons';

export const STAGES = ['Building website', 'Applying design changes', 'Deploying to cloud', 'Connecting domain', 'Publishing live'] as const;

const reducedMotion = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null);
const subscribeMotion = (onChange: () => void) => {
  const mq = reducedMotion();
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
};
/** prefers-reduced-motion; false in the build-time prerender, so hydration starts from the same picture. */
const usePrefersReducedMotion = () => useSyncExternalStore(subscribeMotion, () => reducedMotion()?.matches ?? false, () => false);

/**
 * The five-step progress illustration of Home (SPEC §2) with SPEC §9's stage timings (1400, 1400,
 * 1600, 1600, 1200 ms, then a 200 ms pause before it starts over). Under prefers-reduced-motion it
 * is a still picture with every step done. Decorative: screen readers get one sentence.
 */
export function BuildAnimation() {
  const still = usePrefersReducedMotion();
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (still) return;
    const wait = step < STAGES.length ? HOME_ANIMATION_STAGES_MS[step] ?? 0 : HOME_ANIMATION_PAUSE_MS;
    const t = setTimeout(() => setStep((s) => (s >= STAGES.length ? 0 : s + 1)), wait);
    return () => clearTimeout(t);
  }, [step, still]);
  const stage = still ? STAGES.length : step;
  const pct = Math.round((Math.min(stage, STAGES.length) / STAGES.length) * 100);
  return (
    <figure className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-xl shadow-indigo-900/5">
      <figcaption className="sr-only">An illustration of a site going from description to live in five steps: {STAGES.join(', ')}.</figcaption>
      <div aria-hidden="true">
        <div className="flex items-center gap-1.5"><span className="h-2.5 w-2.5 rounded-full bg-red-400" /><span className="h-2.5 w-2.5 rounded-full bg-amber-400" /><span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
          <span className="ml-3 truncate rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-600">bluefern.sitewright.app</span></div>
        <ul className="mt-4 space-y-2.5">
          {STAGES.map((name, i) => {
            const done = i < stage;
            const active = i === stage;
            return (
              <li key={name} className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${active ? 'bg-indigo-50 text-indigo-900' : done ? 'text-slate-800' : 'text-slate-500'}`}>
                <span className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${done ? 'bg-emerald-500 text-white' : active ? 'bg-indigo-600 text-white' : 'bg-slate-100'}`}>
                  {done ? <Icon name="check" className="h-3.5 w-3.5" /> : active ? <span className="h-2 w-2 animate-ping rounded-full bg-white motion-reduce:animate-none" /> : <span className="text-xs">{i + 1}</span>}
                </span>
                <span className="font-medium">{name}</span>
              </li>
            );
          })}
        </ul>
        {/* scaleX, not width: a transform animates on the compositor, a width would re-lay out the page every frame. */}
        <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-slate-100"><div className="h-full origin-left rounded-full bg-gradient-to-r from-indigo-600 to-sky-500 transition-transform duration-500 motion-reduce:transition-none" style={{ transform: `scaleX(${pct / 100})` }} /></div>
      </div>
    </figure>
  );
}
