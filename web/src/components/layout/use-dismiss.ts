import { useEffect, type RefObject } from 'react';

/**
 * Closes a menu on Escape or on a click outside `ref` (SPEC §2 "Escape or a click outside closes menus").
 * `ref` wraps the menu's button (aria-expanded) and its panel.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => { if (ref.current && !ref.current.contains(e.target as Node)) close(); };
    // Escape from inside the menu gives focus back to the button that opened it (WAI-ARIA APG
    // disclosure/menu button), rather than to the page when the focused link disappears.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const trigger = ref.current?.contains(document.activeElement) ? ref.current.querySelector<HTMLElement>('[aria-expanded="true"]') : null;
      close();
      trigger?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}
