import { useEffect } from 'react';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Page-level metadata (SPEC §2): title, description, robots (noindex for login, register and
 * dashboard; index,follow otherwise) and Open Graph tags with the 1200×630 image.
 */
export function usePageMeta(meta: { title: string; description: string; noindex?: boolean }) {
  useEffect(() => {
    const title = meta.title === 'Sitewright' ? meta.title : `${meta.title} | Sitewright`;
    document.title = title;
    setMeta('name', 'description', meta.description);
    setMeta('name', 'robots', meta.noindex ? 'noindex,nofollow' : 'index,follow');
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:image', `${location.origin}/og-image.png`);
    setMeta('property', 'og:image:width', '1200');
    setMeta('property', 'og:image:height', '630');
    setMeta('name', 'twitter:card', 'summary_large_image');
  }, [meta.title, meta.description, meta.noindex]);
}
