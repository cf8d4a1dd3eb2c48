import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top, as a full page load would: the SPA keeps one document, so without
 * this a link followed from far down a page (a profile card, the footer) opened the next page
 * scrolled down to its footer. Back and forward (POP) are left to the browser's own scroll
 * restoration, and a link to an in-page anchor (`#section`) scrolls there instead.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type === 'POP') return;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}
