import type { BusinessDetails, DetailSection, Placeholder } from '@sitewright/core/schemas/details';
import type { FormKind } from '@sitewright/core/forms/ports';
import type { Project } from '@sitewright/core/schemas/project';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/project/{id} since issue 16: the project plus what still shows samples and what takes facts. */
export type ProjectWithFacts = Project & { placeholders?: Placeholder[]; detail_sections?: DetailSection[] };

/** One message a visitor sent through the live site's forms (GET /api/project/{id}/messages). */
export interface FormMessage {
  id: string;
  form: FormKind;
  fields: Record<string, string>;
  received_at: string;
}

const base = (id: string) => `/api/project/${encodeURIComponent(id)}`;

/** GET /api/project/{id}/details: the owner's business details (`{}` when none). */
export const useDetails = (id: string) => useQuery({ queryKey: ['details', id], queryFn: () => api.get<BusinessDetails>(`${base(id)}/details`) });

/** PUT /api/project/{id}/details with the whole object; re-reads the project (new html, placeholders) on success. */
export function useSaveDetails(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (details: BusinessDetails) => api.put<{ details: BusinessDetails; html_content: string; placeholders: Placeholder[] }>(`${base(id)}/details`, details),
    onSuccess: (out) => {
      qc.setQueryData(['details', id], out.details);
      void qc.invalidateQueries({ queryKey: ['project', id] });
    },
  });
}

/** GET /api/project/{id}/messages, newest first; re-read when the window regains focus. */
export const useMessages = (id: string) => useQuery({
  queryKey: ['messages', id], queryFn: () => api.get<{ messages: FormMessage[] }>(`${base(id)}/messages`), refetchOnWindowFocus: true,
});
