import type { SiteEngine } from '@sitewright/core/projects/ports';
import { createSitegenEngine } from './adapters/sitegen-engine';
import type { Config } from './config';

let engine: SiteEngine | undefined;

/**
 * The site generator with the writer chosen by config (OpenAI-compatible provider, else offline).
 * Its own module, imported only by the routes and workers that generate or improve, so the other
 * Lambda bundles don't carry sitegen, openai, sanitize-html and parse5 (issue 7 bundle size).
 */
export function getEngine(config: Config): SiteEngine {
  engine ??= createSitegenEngine({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS });
  return engine;
}
