import type { Template } from '@sitewright/core/schemas/template';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET /api/templates/public, falling back to GET /api/templates; when both fail the first error is
 * thrown (SPEC §7). Newest first.
 */
export async function getTemplates(): Promise<Template[]> {
  try {
    return (await api.get<{ templates: Template[] }>('/api/templates/public')).templates;
  } catch (first) {
    try {
      return (await api.get<{ templates: Template[] }>('/api/templates')).templates;
    } catch {
      throw first;
    }
  }
}

export const templatesQuery = () => queryOptions({ queryKey: ['templates'], queryFn: getTemplates, staleTime: 5 * 60 * 1000 });
export const useTemplates = () => useQuery(templatesQuery());
