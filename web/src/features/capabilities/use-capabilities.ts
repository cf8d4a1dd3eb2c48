import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/capabilities (issue 17 §4): what this server can do; read once per session. */
export const useCapabilities = (enabled = true) => useQuery({
  queryKey: ['capabilities'], queryFn: () => api.get<{ ai_provider: boolean }>('/api/capabilities'), staleTime: Infinity, retry: false, enabled,
});

/** What the app says where it matters when no AI provider is configured (the wizard's last step, the Improve modal). */
export const NO_AI_TEXT = 'No AI provider is configured on this server. Your site\'s copy is written from your brief by Sitewright\'s own writer, '
  + 'and Improve understands the quick changes and instructions shown here (layout, colours, texts in quotes, images, removing items). '
  + 'For free-form requests, the operator sets OPENAI_API_KEY (or OPENAI_BASE_URL for a compatible server), as the README says.';
