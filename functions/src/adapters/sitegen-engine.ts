import type { SiteGenerator } from '@sitewright/core/projects/ports';
import type { TemplateCategory } from '@sitewright/core';
import { readFontFile } from '@sitewright/sitegen/font-files';
import { generateSite } from '@sitewright/sitegen/generate';
import { imageRequests, placePhoto } from '@sitewright/sitegen/place-photo';
import type { SiteModel } from '@sitewright/sitegen/model';
import { createOfflineWriter } from '@sitewright/sitegen/offline-writer';
import { createOpenAIWriter } from '@sitewright/sitegen/openai-writer';
import type { ContentWriter } from '@sitewright/sitegen/writer';
import { aiOnline, type AiSettings } from './ai-settings';


/**
 * The site generator (packages/sitegen) behind the SiteGenerator port, with the writer chosen by config.
 * Imports sitegen by module (not its index) so the bundle carries generation only (issue 7 bundle size);
 * the improver half is sitegen-improver.ts.
 */
export function createSitegenGenerator(ai: AiSettings): SiteGenerator & { writerName: string } {
  const writer: ContentWriter = aiOnline(ai) ? createOpenAIWriter(ai) : createOfflineWriter();
  return {
    writerName: writer.name,
    async generate(brief, opts) {
      const out = await generateSite(brief, {
        writer,
        category: opts.category as TemplateCategory | undefined,
        baseSite: opts.baseSite as SiteModel | undefined,
        logoFile: opts.logoFile,
        seed: opts.seed,
        language: opts.language,
      });
      return { ...out, imageRequests: imageRequests(out.site, brief) };
    },
    fontBytes: readFontFile,
    placePhoto: (site, slot, photo) => placePhoto(site as SiteModel, slot, photo),
  };
}
