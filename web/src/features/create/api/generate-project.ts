import { splitKeyFeatures } from '@sitewright/core/schemas/generation';
import { api } from '../../../lib/api';
import type { WizardValues } from '../wizard-model';

/**
 * POST /api/generate (SPEC §3, §7): trimmed fields, key features split on commas (blanks dropped),
 * style (default modern), logo_url and template_id or null. Answers {success, project_id}; the
 * project is generated in the background.
 */
export function generateProject(v: WizardValues, extra: { logoUrl?: string | null; templateId?: string | null } = {}) {
  return api.post<{ success: boolean; project_id: string }>('/api/generate', {
    business_name: v.business_name.trim(),
    industry: v.industry.trim(),
    description: v.description.trim(),
    target_audience: v.target_audience.trim(),
    key_features: splitKeyFeatures(v.key_features),
    color_scheme: null,
    style_preference: v.style_preference || 'modern',
    logo_url: extra.logoUrl ?? null,
    template_id: extra.templateId ?? null,
  });
}
