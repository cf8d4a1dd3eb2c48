import type { SiteGenerator } from '@sitewright/core/projects/ports';
import { aiSettings } from './adapters/ai-settings';
import { createSitegenGenerator } from './adapters/sitegen-engine';
import type { Config } from './config';

let generator: SiteGenerator | undefined;

/**
 * The site generator with the writer chosen by config (OpenAI-compatible provider, else offline).
 * Its own module, imported only by the generate worker and the seed, so the other Lambda bundles don't
 * carry sitegen, openai and sanitize-html, and the generator doesn't carry the improver (issue 7).
 */
export function getGenerator(config: Config): SiteGenerator {
  generator ??= createSitegenGenerator(aiSettings(config));
  return generator;
}
