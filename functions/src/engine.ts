import type { PhotoDeps } from '@sitewright/core/projects/photos';
import type { SiteGenerator } from '@sitewright/core/projects/ports';
import { createImageSources, createSharpProcessor } from './adapters/images/index';
import { aiSettings } from './adapters/ai-settings';
import { createSitegenGenerator } from './adapters/sitegen-engine';
import type { Config } from './config';
import { logger } from './logger';

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

let photos: PhotoDeps | null | undefined;

/**
 * Photo sources for generation (issue 15 §1), or undefined when none is configured (offline artwork
 * only). Each failed attempt is logged as a warning naming the slot and source; it never fails the job.
 */
export function getPhotoDeps(config: Config): PhotoDeps | undefined {
  if (photos === undefined) {
    const sources = createImageSources(config);
    photos = sources.length ? {
      sources, processor: createSharpProcessor(), timeoutMs: config.IMAGE_SOURCE_TIMEOUT_MS, aiTimeoutMs: config.IMAGE_AI_TIMEOUT_MS,
      onError: (info) => logger.warn('Image source failed; keeping the artwork for this slot', info),
    } : null;
  }
  return photos ?? undefined;
}
