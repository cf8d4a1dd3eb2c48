import type { Template } from '@sitewright/core/schemas/template';
import { displayName } from './format';

/**
 * The template carried to /dashboard by Use Template (SPEC §2: id, name, description, industry,
 * category, thumbnail, tags), in the navigation state under `template`.
 */
export interface SelectedTemplate {
  id: string;
  name: string;
  description: string;
  industry: string;
  category: string;
  business_name?: string;
  thumbnail?: string | null;
  tags?: string[];
}

export const toSelectedTemplate = (t: Template): SelectedTemplate => ({
  id: t.id, name: displayName(t.name), description: t.description, industry: t.industry, category: t.category,
  business_name: t.business_name, thumbnail: t.logo_url, tags: [t.industry, t.category].filter(Boolean),
});
