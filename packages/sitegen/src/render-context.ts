import type { UiStrings } from './i18n/types';
import { uiStrings } from './i18n/ui';
import type { SiteImage, SiteModel } from './model';

/**
 * What every block renderer may read besides its own block: the site's image assets (by id) and the
 * fixed strings in the page language. Built once per render from the model alone, so rendering stays
 * pure and one block's bytes depend only on that block (and these site-wide tables).
 */
export interface RenderContext {
  images: ReadonlyMap<string, SiteImage>;
  ui: UiStrings;
  /** ` lang="en"` when the fixed strings fell back to English on a page in another language, else ''. */
  uiLangAttr: string;
  /** Where the live site's forms post (issue 16 §2); absent in the app's preview, whose forms never send. */
  formAction?: string;
}

/** Options of a render: the live site's form endpoint (the deploy step passes it; the preview does not). */
export interface RenderOptions {
  forms?: { action: string };
}

/** The render context of a site model. */
export function renderContext(site: SiteModel, opts: RenderOptions = {}): RenderContext {
  const { strings, lang } = uiStrings(site.lang);
  const pageLang = site.lang.split('-')[0];
  return {
    images: new Map(site.images.map((i) => [i.id, i])),
    ui: strings,
    uiLangAttr: lang !== pageLang ? ` lang="${lang}"` : '',
    ...(opts.forms ? { formAction: opts.forms.action } : {}),
  };
}
