import { aiOnline, aiSettings } from '../adapters/ai-settings';
import { imageSourceNames } from '../adapters/images/source-names';
import { tablelessHttpHandler } from '../middleware/tableless-handler';

/**
 * GET /api/capabilities ▶ {ai_provider, image_sources} (issue 17 §1, §4): whether an AI provider (OPENAI_API_KEY or
 * OPENAI_BASE_URL) is configured on this server, so the wizard and the Improve modal can say plainly
 * what works without one. Public: it tells nothing about any user; the key itself never leaves the server.
 */
export const handler = tablelessHttpHandler({ auth: 'none' }, async ({ deps }) => ({
  ai_provider: aiOnline(aiSettings(deps.config)),
  /** The configured photo sources, in the order they are asked ("pick another" needs one). */
  image_sources: imageSourceNames(deps.config),
}));
