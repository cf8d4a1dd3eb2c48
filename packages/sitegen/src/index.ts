/**
 * @sitewright/sitegen: brief ▶ site model ▶ index.html + style.css + script.js, and one-section improve.
 * Pure: no AWS, no HTTP server. See README.md for the API, the offline improve instructions and the bench.
 */
export { siteModelSchema, blockSchema, VARIANTS, BLOCK_KINDS } from './model';
export type { SiteModel, SiteFiles, Block, Item, Theme, BlockKind } from './model';
export { siteCopySchema } from './writer';
export type { ContentWriter, WriterInput, WriterResult, SiteCopy } from './writer';
export { createOfflineWriter } from './offline-writer';
export { generateSite } from './generate';
export type { GenerateOptions } from './generate';
export { renderSite, CSP } from './render';
export { buildTheme, themePairs } from './themes';
export { contrast } from './color';
export { parseColorScheme } from './color-scheme';
export { improveSection } from './improve';
export type { SectionImprover, ImproveImage, ImproveInput } from './improver';
export { createOfflineImprover, OFFLINE_INSTRUCTIONS } from './improve-offline';
export { createOpenAIImprover } from './improve-openai';
export { createOpenAIWriter } from './openai-writer';
export type { OpenAIOptions } from './openai-client';
export { sectionSelectors } from './selectors';
export { sanitizeSectionHtml, sanitizeText } from './sanitize';
