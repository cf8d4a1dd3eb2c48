import type { SiteImprover } from '@sitewright/core/projects/ports';
import { improveSection } from '@sitewright/sitegen/improve';
import { createOfflineImprover } from '@sitewright/sitegen/improve-offline';
import { createOpenAIImprover } from '@sitewright/sitegen/improve-openai';
import type { SectionImprover } from '@sitewright/sitegen/improver';
import type { SiteModel } from '@sitewright/sitegen/model';
import { sectionSelectors } from '@sitewright/sitegen/selectors';
import { aiOnline, type AiSettings } from './ai-settings';

/** One-section improve (packages/sitegen) behind the SiteImprover port, with the improver chosen by config. */
export function createSitegenImprover(ai: AiSettings): SiteImprover {
  const improver: SectionImprover = aiOnline(ai) ? createOpenAIImprover(ai) : createOfflineImprover();
  return {
    improve: (site, selector, prompt, image) => improveSection(site as SiteModel, selector, prompt, image, { improver }),
    selectors: (site) => sectionSelectors(site as SiteModel),
  };
}
