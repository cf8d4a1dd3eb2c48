import type { SiteImprover } from '@sitewright/core/projects/ports';
import { createSitegenImprover } from './adapters/sitegen-improver';
import type { Config } from './config';
import { aiSettings } from './adapters/ai-settings';

let improver: SiteImprover | undefined;

/** The one-section improver (the improve route only; it brings the HTML parser and sanitizer). */
export function getImprover(config: Config): SiteImprover {
  improver ??= createSitegenImprover(aiSettings(config));
  return improver;
}
