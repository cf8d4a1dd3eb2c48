import type { ImageSource } from '@sitewright/core/projects/images';
import type { Config } from '../../config';
import { createOpenAIImageSource } from './openai-image-source';
import { createPexelsSource } from './pexels-source';
import { createUnsplashSource } from './unsplash-source';

/** The settings {@link createImageSources} reads (a slice of the parsed config). */
export type ImageSourcesConfig = Pick<Config,
  'UNSPLASH_ACCESS_KEY' | 'UNSPLASH_API_URL' | 'UNSPLASH_APP_NAME' | 'PEXELS_API_KEY' | 'PEXELS_API_URL'
  | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_IMAGE_MODEL' | 'IMAGE_SOURCE_TIMEOUT_MS'>;

/**
 * The configured photo sources in priority order: Unsplash (UNSPLASH_ACCESS_KEY), Pexels
 * (PEXELS_API_KEY), then an image model (OPENAI_IMAGE_MODEL on a provider with OPENAI_API_KEY or
 * OPENAI_BASE_URL). Each is left out when its setting is missing; an empty list means offline
 * artwork only. Building them makes no request.
 * @param fetch used by every source (default: the global fetch).
 * @example
 * const sources = createImageSources(parseConfig());
 * for (const source of sources) { const photo = await source.find(req, AbortSignal.timeout(8000)); ... }
 */
export function createImageSources(config: ImageSourcesConfig, fetch?: typeof globalThis.fetch): ImageSource[] {
  const sources: ImageSource[] = [];
  if (config.UNSPLASH_ACCESS_KEY) {
    sources.push(createUnsplashSource({ accessKey: config.UNSPLASH_ACCESS_KEY, apiUrl: config.UNSPLASH_API_URL, appName: config.UNSPLASH_APP_NAME, fetch }));
  }
  if (config.PEXELS_API_KEY) {
    sources.push(createPexelsSource({ apiKey: config.PEXELS_API_KEY, baseUrl: config.PEXELS_API_URL, fetch }));
  }
  if (config.OPENAI_IMAGE_MODEL && (config.OPENAI_API_KEY || config.OPENAI_BASE_URL)) {
    sources.push(createOpenAIImageSource({
      apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_IMAGE_MODEL,
      timeoutMs: config.IMAGE_SOURCE_TIMEOUT_MS, fetch,
    }));
  }
  return sources;
}
