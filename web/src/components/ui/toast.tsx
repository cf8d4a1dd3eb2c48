import { useCallback, useEffect, useRef, useState } from 'react';

/** A short-lived message announced politely (e.g. 'URL copied to clipboard!'). */
export function useToast(durationMs = 2500) {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((t: string) => {
    setText(t);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setText(null), durationMs);
  }, [durationMs]);
  const node = (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
      {text && <p role="status" className="pointer-events-auto rounded-lg bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg">{text}</p>}
    </div>
  );
  return { show, node };
}
