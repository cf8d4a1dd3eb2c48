import type { ImageSourceName } from '@sitewright/core/projects/images';
import type { Config } from '../../config';

/**
 * The photo sources the config enables, in the order they are asked (the rule of createImageSources,
 * without building any client, so small routes such as GET /api/capabilities stay small).
 */
export function imageSourceNames(config: Pick<Config, 'UNSPLASH_ACCESS_KEY' | 'PEXELS_API_KEY' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_IMAGE_MODEL'>): Exclude<ImageSourceName, 'offline' | 'upload'>[] {
  const names: Exclude<ImageSourceName, 'offline' | 'upload'>[] = [];
  if (config.UNSPLASH_ACCESS_KEY) names.push('unsplash');
  if (config.PEXELS_API_KEY) names.push('pexels');
  if (config.OPENAI_IMAGE_MODEL && (config.OPENAI_API_KEY || config.OPENAI_BASE_URL)) names.push('openai');
  return names;
}
