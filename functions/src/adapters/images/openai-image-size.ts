import type { ImageGenerateParamsNonStreaming } from 'openai/resources/images';
import type { Size } from './wanted';

/** How an image model is asked: the size to request and whether `response_format` must be sent. */
export interface ImageModelRequest {
  /** `WIDTHxHEIGHT`, one the model accepts. */
  size: string;
  /** dall-e-2/-3 answer a URL unless `response_format: 'b64_json'` is sent; GPT image models reject the parameter. */
  responseFormat?: 'b64_json';
  /** Model-specific parameters: JPEG output for the GPT image models (smaller than their default PNG). */
  extra: Pick<ImageGenerateParamsNonStreaming, 'output_format' | 'output_compression' | 'style'>;
}

/** Sizes each model family accepts (OpenAI API reference, images.generate `size`). */
const FIXED_SIZES: Record<'dalle2' | 'dalle3' | 'gpt', Size[]> = {
  dalle2: [{ width: 1024, height: 1024 }],
  dalle3: [{ width: 1024, height: 1024 }, { width: 1792, height: 1024 }, { width: 1024, height: 1792 }],
  gpt: [{ width: 1024, height: 1024 }, { width: 1536, height: 1024 }, { width: 1024, height: 1536 }],
};

/** The candidate whose aspect is nearest to `aspect` (on a log scale, so 2:1 and 1:2 are equally far from 1:1). */
function nearest(sizes: Size[], aspect: number): Size {
  const distance = (s: Size) => Math.abs(Math.log(s.width / s.height) - Math.log(aspect));
  return sizes.reduce((best, s) => (distance(s) < distance(best) ? s : best));
}

/**
 * gpt-image-2 takes any `WIDTHxHEIGHT` with both sides divisible by 16 and an aspect between 1:3 and
 * 3:1: the slot's aspect at a long side of 1536 px (the largest standard size; more costs more and
 * the processor keeps at most 1600 px).
 */
function freeSize(aspect: number): Size {
  const a = Math.min(3, Math.max(1 / 3, aspect));
  const round16 = (n: number) => Math.max(16, Math.round(n / 16) * 16);
  return a >= 1 ? { width: 1536, height: round16(1536 / a) } : { width: round16(1536 * a), height: 1536 };
}

/**
 * What to ask `model` for so its picture is nearest to the slot's aspect. Unknown models (an
 * OpenAI-compatible server) are asked like the GPT image models, without model-specific parameters.
 */
export function imageModelRequest(model: string, slot: Size): ImageModelRequest {
  const aspect = slot.width / slot.height;
  const m = model.toLowerCase();
  const sizeOf = (s: Size) => `${s.width}x${s.height}`;
  if (m.startsWith('dall-e-2')) return { size: sizeOf(nearest(FIXED_SIZES.dalle2, aspect)), responseFormat: 'b64_json', extra: {} };
  if (m.startsWith('dall-e-3')) return { size: sizeOf(nearest(FIXED_SIZES.dalle3, aspect)), responseFormat: 'b64_json', extra: { style: 'natural' } };
  const gpt = m.startsWith('gpt-image') || m.startsWith('chatgpt-image');
  const jpeg = gpt ? { output_format: 'jpeg' as const, output_compression: 90 } : {};
  if (m.startsWith('gpt-image-2')) return { size: sizeOf(freeSize(aspect)), extra: jpeg };
  return { size: sizeOf(nearest(FIXED_SIZES.gpt, aspect)), extra: jpeg };
}
