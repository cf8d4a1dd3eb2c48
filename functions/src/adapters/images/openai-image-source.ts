import type { ImageCandidate, ImageRequest, ImageSource } from '@sitewright/core/projects/images';
import OpenAI from 'openai';
import type { ImageGenerateParamsNonStreaming } from 'openai/resources/images';
import { downloadImage, rasterType } from './download';
import { httpError, ImageSourceError, requestError } from './errors';
import { imageModelRequest } from './openai-image-size';

/** Options of {@link createOpenAIImageSource} (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_IMAGE_MODEL). */
export interface OpenAIImageSourceOptions {
  /** Optional for an OpenAI-compatible server that needs none. */
  apiKey?: string;
  baseURL?: string;
  /** e.g. `gpt-image-1`, `gpt-image-1-mini`, `dall-e-3`. */
  model: string;
  /** Per request, in ms (the client's own timeout; the caller's signal may end it sooner). */
  timeoutMs: number;
  /** Used for the API and a URL answer's download (default: the global fetch). */
  fetch?: typeof globalThis.fetch;
}

/** Maps what the openai client threw to an ImageSourceError (status and rate limit kept). */
function modelError(e: unknown, signal: AbortSignal, timeoutMs: number): ImageSourceError {
  if (e instanceof OpenAI.APIConnectionTimeoutError) return new ImageSourceError('openai', 'aborted', `no answer within ${timeoutMs} ms`, { cause: e });
  if (e instanceof OpenAI.APIUserAbortError || signal.aborted) return new ImageSourceError('openai', 'aborted', 'the image generation aborted (time budget spent)', { cause: e });
  if (e instanceof OpenAI.APIError && e.status) return httpError('openai', 'the image model', e.status, e.headers ?? new Headers());
  return requestError('openai', 'the image generation', e, signal);
}

/**
 * Pictures from an image model (OpenAI images API, or a compatible server): `images.generate` with the
 * slot's `prompt` and the size the model supports nearest to the slot's aspect (openai-image-size.ts).
 * GPT image models answer base64; dall-e models are asked for `b64_json`; a `url` answer (some
 * compatible servers) is downloaded. No retries: a slot has a short budget and the offline artwork is
 * a good fallback. No credit (the site owns a generated picture).
 * @throws ImageSourceError (from `find`) for an HTTP error (e.g. a refused prompt), the rate limit,
 *   a timeout or an answer without an image.
 */
export function createOpenAIImageSource(opts: OpenAIImageSourceOptions): ImageSource {
  const client = new OpenAI({
    apiKey: opts.apiKey ?? 'not-needed', baseURL: opts.baseURL, timeout: opts.timeoutMs, maxRetries: 0,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });

  async function find(req: ImageRequest, signal: AbortSignal): Promise<ImageCandidate | null> {
    const ask = imageModelRequest(opts.model, req);
    const body: ImageGenerateParamsNonStreaming = { model: opts.model, prompt: req.prompt, size: ask.size, n: 1, ...ask.extra };
    if (ask.responseFormat) body.response_format = ask.responseFormat;
    let answer: OpenAI.ImagesResponse;
    try {
      answer = await client.images.generate(body, { signal });
    } catch (e) {
      throw modelError(e, signal, opts.timeoutMs);
    }
    const image = answer.data?.[0];
    if (image?.b64_json) {
      const bytes = new Uint8Array(Buffer.from(image.b64_json, 'base64'));
      return { bytes, contentType: await rasterType(bytes, 'openai'), source: 'openai' };
    }
    if (image?.url) {
      const { bytes, contentType } = await downloadImage(image.url, { source: 'openai', fetch: opts.fetch ?? globalThis.fetch, signal });
      return { bytes, contentType, source: 'openai' };
    }
    throw new ImageSourceError('openai', 'bad-answer', 'the answer has neither b64_json nor url');
  }

  return {
    name: 'openai',
    async find(req, signal) {
      try {
        return await find(req, signal);
      } catch (e) {
        throw requestError('openai', 'the request', e, signal);
      }
    },
  };
}
