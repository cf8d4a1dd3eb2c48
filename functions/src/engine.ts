import type { SiteGenerator, SiteImprover } from '@sitewright/core/projects/ports';
import { createSitegenGenerator, type AiSettings } from './adapters/sitegen-engine';
import { createSitegenImprover } from './adapters/sitegen-improver';
import type { Config } from './config';

let generator: SiteGenerator | undefined;
let improver: SiteImprover | undefined;

const aiSettings = (config: Config): AiSettings =>
  ({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS });

/**
 * The site generator with the writer chosen by config (OpenAI-compatible provider, else offline).
 * Its own module, imported only by the generate worker and the seed, so the other Lambda bundles don't
 * carry sitegen, openai and sanitize-html (issue 7 bundle size).
 */
export function getGenerator(config: Config): SiteGenerator {
  generator ??= createSitegenGenerator(aiSettings(config));
  return generator;
}

/** The one-section improver (the improve route only; it brings the HTML parser and sanitizer). */
export function getImprover(config: Config): SiteImprover {
  improver ??= createSitegenImprover(aiSettings(config));
  return improver;
}
