import type { SiteEngine } from '@sitewright/core/projects/ports';
import type { TemplateCategory } from '@sitewright/core';
import {
  createOfflineImprover, createOfflineWriter, createOpenAIImprover, createOpenAIWriter, generateSite, improveSection,
  sectionSelectors, type ContentWriter, type SectionImprover, type SiteModel,
} from '@sitewright/sitegen';

/** Settings of the AI provider; without key and base URL the offline writer and improver are used. */
export interface AiSettings {
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** The site generator (packages/sitegen) behind the SiteEngine port, with the writer chosen by config. */
export function createSitegenEngine(ai: AiSettings): SiteEngine & { writerName: string } {
  const online = Boolean(ai.apiKey || ai.baseURL);
  const writer: ContentWriter = online ? createOpenAIWriter(ai) : createOfflineWriter();
  const improver: SectionImprover = online ? createOpenAIImprover(ai) : createOfflineImprover();
  return {
    writerName: writer.name,
    async generate(brief, opts) {
      return generateSite(brief, {
        writer,
        category: opts.category as TemplateCategory | undefined,
        baseSite: opts.baseSite as SiteModel | undefined,
        logoFile: opts.logoFile,
      });
    },
    improve: (site, selector, prompt, image) => improveSection(site as SiteModel, selector, prompt, image, { improver }),
    selectors: (site) => sectionSelectors(site as SiteModel),
  };
}
