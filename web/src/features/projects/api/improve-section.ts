import { ApiError } from '@sitewright/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What improve answers: the new page and what changed, in words (issue 17 §4). */
export interface ImproveAnswer { html_content: string; changes?: string[] }

export interface ImproveInput {
  selector: string;
  prompt: string;
  image?: File | null;
  imageAltText?: string;
}

/**
 * POST /api/project/{id}/improve (SPEC §7): JSON {selector, prompt}, or multipart with the image
 * (image_data, image_filename, image_alt_text) when one is attached. Answers the new html_content.
 */
export function improveSection(id: string, input: ImproveInput) {
  const path = `/api/project/${encodeURIComponent(id)}/improve`;
  const prompt = input.prompt.trim();
  if (!input.image) return api.post<ImproveAnswer>(path, { selector: input.selector, prompt });
  const form = new FormData();
  form.set('selector', input.selector);
  form.set('prompt', prompt);
  if (input.imageAltText?.trim()) form.set('image_alt_text', input.imageAltText.trim());
  form.set('image_data', input.image, input.image.name);
  form.set('image_filename', input.image.name);
  return api.request<ImproveAnswer>('POST', path, { form });
}

export function useImproveSection(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ImproveInput) => improveSection(id, input),
    // The server stored the new page; re-read the project (version, html for the Code tab).
    onSuccess: () => qc.invalidateQueries({ queryKey: ['project', id] }),
    // 409: another change landed first. Re-read it, so the preview shows that version and Apply
    // (the prompt is still in the modal) works on it.
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void qc.invalidateQueries({ queryKey: ['project', id] });
    },
  });
}
