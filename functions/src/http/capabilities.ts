import { aiOnline, aiSettings } from '../adapters/ai-settings';
import { tablelessHttpHandler } from '../middleware/tableless-handler';

/**
 * GET /api/capabilities ▶ {ai_provider} (issue 17 §4): whether an AI provider (OPENAI_API_KEY or
 * OPENAI_BASE_URL) is configured on this server, so the wizard and the Improve modal can say plainly
 * what works without one. Public: it tells nothing about any user; the key itself never leaves the server.
 */
export const handler = tablelessHttpHandler({ auth: 'none' }, async ({ deps }) => ({ ai_provider: aiOnline(aiSettings(deps.config)) }));
