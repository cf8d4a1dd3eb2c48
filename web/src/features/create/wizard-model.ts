import { DEFAULT_STYLE, templateCategoryToStyle, templateIndustryToForm } from '@sitewright/core/mappings';
import type { SelectedTemplate } from '../../lib/selected-template';

/** What the creation wizard holds (SPEC §3 Generation request, before splitting and trimming). */
export interface WizardValues {
  business_name: string;
  description: string;
  industry: string;
  target_audience: string;
  key_features: string;
  style_preference: string;
}

export const emptyValues: WizardValues = {
  business_name: '', description: '', industry: '', target_audience: '', key_features: '', style_preference: DEFAULT_STYLE,
};

/** The 7 steps in order (SPEC §5); `field` is null for the logo step. */
export const STEPS = [
  { title: 'Project Name', field: 'business_name', required: true },
  { title: 'Project Description', field: 'description', required: true },
  { title: 'Industry', field: 'industry', required: true },
  { title: 'Target Audience', field: 'target_audience', required: true },
  { title: 'Key Features', field: 'key_features', required: false },
  { title: 'Design Style', field: 'style_preference', required: true },
  { title: 'Logo Upload', field: null, required: false },
] as const satisfies readonly { title: string; field: keyof WizardValues | null; required: boolean }[];

/** A step is complete when it is optional or its field is non-blank after trimming (SPEC §5). */
export function stepComplete(step: number, v: WizardValues): boolean {
  const s = STEPS[step];
  if (!s || !s.required || !s.field) return true;
  return v[s.field].trim().length > 0;
}

/** Form values from a template (SPEC §3 mappings: industry ▶ form industry, category ▶ style). */
export function valuesFromTemplate(t: SelectedTemplate): WizardValues {
  return {
    ...emptyValues,
    business_name: t.business_name || t.name,
    description: t.description,
    industry: templateIndustryToForm(t.industry),
    style_preference: templateCategoryToStyle(t.category),
  };
}

const DRAFT_KEY = 'sw_wizard_draft';
/** A signed-out visitor's answers survive the trip through /login (sessionStorage, this tab only). */
export const draftStore = {
  save: (v: WizardValues) => { try { sessionStorage.setItem(DRAFT_KEY, JSON.stringify(v)); } catch { /* storage full or blocked */ } },
  load(): WizardValues | null {
    try {
      const raw = sessionStorage.getItem(DRAFT_KEY);
      return raw ? { ...emptyValues, ...(JSON.parse(raw) as Partial<WizardValues>) } : null;
    } catch {
      return null;
    }
  },
  clear: () => { try { sessionStorage.removeItem(DRAFT_KEY); } catch { /* ignore */ } },
};
