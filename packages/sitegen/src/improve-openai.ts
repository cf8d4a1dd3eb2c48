import * as z from 'zod/mini';
import '@sitewright/core/schemas/zod-locale';
import { UpstreamError } from '@sitewright/core';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import type { SectionImprover } from './improver';
import { askJson, createClient, type OpenAIOptions } from './openai-client';
import { spliceAnswer } from './splice';

/**
 * The OpenAI improver (issue 3 §7): sends the section's HTML, the owner's instruction and the uploaded
 * image (as a data: URL image part), asks for `{ "html": … }`, and splices the sanitized answer back
 * with parse5 (see splice.ts). The page around the section is never sent back or touched.
 */
const answerSchema = z.object({ html: z.string().check(z.minLength(1), z.maxLength(60_000)) });
// Built on first use, not at import: the offline improver never needs it (cold start, issue 7).
let schema: Record<string, unknown> | undefined;
const answerJsonSchema = () => (schema ??= z.toJSONSchema(answerSchema) as Record<string, unknown>);
const IMAGE_TOKEN = '{{image}}';

const SYSTEM = [
  'You improve one section of a small-business website. You get its current HTML and an instruction.',
  'Answer JSON {"html": "..."} with the new INNER HTML of the section (no <section>, <header>, <footer> or <nav> wrapper).',
  'Use semantic HTML: h2 for the section heading, h3 below it; never h1. No script, style, forms, iframes or event attributes.',
  'Keep the existing class names where they still fit. Do not invent facts such as prices, reviews, names or statistics.',
  `If an image is attached and should appear, write <img src="${IMAGE_TOKEN}" alt="..."> with a good alt text.`,
].join(' ');

/**
 * A SectionImprover backed by an OpenAI-compatible chat completions API (vision input for the image).
 * @throws UpstreamError (502) when the provider fails after retries or answers with no usable HTML.
 */
export function createOpenAIImprover(opts: OpenAIOptions): SectionImprover {
  const client = createClient(opts);
  return {
    name: `openai:${opts.model}`,
    async improve({ block, html, prompt, image }) {
      const parts: ChatCompletionContentPart[] = [{ type: 'text', text: `Current section HTML:\n${html}\n\nInstruction: ${prompt}` + (image ? `\nAttached image alt text: ${image.alt}` : '') }];
      if (image) parts.push({ type: 'image_url', image_url: { url: image.dataUrl } });
      const text = await askJson(client, opts, [{ role: 'system', content: SYSTEM }, { role: 'user', content: parts }], 'section_html', answerJsonSchema());
      let answer: z.infer<typeof answerSchema>;
      try {
        answer = answerSchema.parse(JSON.parse(text));
      } catch {
        throw new UpstreamError('The AI provider answered with something that is not the expected JSON {"html": …}. Try again or rephrase the request.');
      }
      const withImage = image ? answer.html.split(IMAGE_TOKEN).join(image.src) : answer.html.split(IMAGE_TOKEN).join('');
      const inner = spliceAnswer(withImage);
      if (!inner) throw new UpstreamError('The AI provider answered with HTML that had nothing safe left after sanitizing. Try rephrasing the request.');
      return { block: { ...block, html: inner } };
    },
  };
}
