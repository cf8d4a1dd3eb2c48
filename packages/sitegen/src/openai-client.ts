import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { UpstreamError } from '@sitewright/core';

/**
 * One place that talks to an OpenAI-compatible chat completions API (OpenAI, or any server with the
 * same API via `baseURL`). Retries with exponential backoff on 408/409/429/5xx and timeouts are the
 * `openai` package's own (it honours Retry-After); we only map the final failure to `UpstreamError`.
 */

/** Connection options shared by the OpenAI writer and improver. `timeoutMs` is per attempt. */
export interface OpenAIOptions { apiKey?: string; baseURL?: string; model: string; timeoutMs: number; maxRetries?: number }

/** A client for the options; a local server without a key gets a placeholder key (the SDK requires one). */
export function createClient(opts: OpenAIOptions): OpenAI {
  return new OpenAI({ apiKey: opts.apiKey ?? 'not-needed', baseURL: opts.baseURL, timeout: opts.timeoutMs, maxRetries: opts.maxRetries ?? 2 });
}

function reason(e: unknown, opts: OpenAIOptions, elapsedMs: number): string {
  // The SDK aborts a slow attempt itself; in some runtimes (Jest's VM) the abort is not recognised and
  // surfaces as a plain connection error, so a connection error after the full timeout reads as one.
  const slow = e instanceof OpenAI.APIConnectionError && elapsedMs >= opts.timeoutMs;
  if (e instanceof OpenAI.APIConnectionTimeoutError || slow) {
    return `no answer within ${opts.timeoutMs} ms`;
  }
  if (e instanceof OpenAI.APIError && e.status) return `HTTP ${e.status}`;
  if (e instanceof Error) return e.message;
  return 'unknown error';
}

/**
 * Ask for a JSON object matching `schema` (response_format json_schema) and return the message text.
 * @throws UpstreamError (502) when the provider fails after `maxRetries` retries or answers without content.
 */
export async function askJson(client: OpenAI, opts: OpenAIOptions, messages: ChatCompletionMessageParam[],
  name: string, schema: Record<string, unknown>): Promise<string> {
  const started = Date.now();
  try {
    const reply = await client.chat.completions.create({
      model: opts.model, messages, temperature: 0.7,
      response_format: { type: 'json_schema', json_schema: { name, schema, strict: false } },
    });
    const content = reply.choices[0]?.message?.content;
    if (!content) throw new Error('the answer had no content');
    return content;
  } catch (e) {
    throw new UpstreamError(`The AI provider failed (${reason(e, opts, Date.now() - started)}) after ${opts.maxRetries ?? 2} retries. Try again later, or check OPENAI_BASE_URL, OPENAI_MODEL and the API key.`);
  }
}
