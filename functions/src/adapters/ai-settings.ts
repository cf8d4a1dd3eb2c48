import type { Config } from '../config';

/** Settings of the AI provider; without key and base URL the offline writer and improver are used. */
export interface AiSettings {
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** True when an OpenAI-compatible provider is configured (else the offline writer and improver). */
export const aiOnline = (ai: AiSettings): boolean => Boolean(ai.apiKey || ai.baseURL);

/** The AI provider settings of the config (OPENAI_*). */
export const aiSettings = (config: Config): AiSettings =>
  ({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS });
