import type { Brief, GeneratorType } from '@sitewright/core';
import { servesOnlineOnly } from './choose-blueprint';

/**
 * JSON-LD (schema.org) for the page (issue 3 §5). The type follows the form industry first, because the
 * generator type groups unlike businesses (a physiotherapy clinic and a bookkeeping app are both
 * "saas"), then the generator type. Only facts from the brief go in: no invented address or rating.
 */
const BY_INDUSTRY: Record<string, string> = {
  Healthcare: 'MedicalBusiness', Education: 'EducationalOrganization', Finance: 'FinancialService',
  'Real Estate': 'RealEstateAgent', 'Professional Services': 'ProfessionalService', 'Food & Restaurant': 'Restaurant',
  'E-commerce': 'OnlineStore', 'Travel & Tourism': 'TravelAgency', Entertainment: 'PerformingGroup',
  'Non-profit': 'NGO', Other: 'LocalBusiness',
};
const BY_TYPE: Record<GeneratorType, string> = {
  saas: 'SoftwareApplication', ecommerce: 'OnlineStore', agency: 'ProfessionalService', restaurant: 'Restaurant', startup: 'Organization',
};
const SOFTWARE = /\b(software|platform|app|application|saas|api|observability|tool)\b/i;

/** schema.org types above that are kinds of LocalBusiness: "a particular physical business or branch". */
const PHYSICAL = new Set(['LocalBusiness', 'MedicalBusiness', 'FinancialService', 'RealEstateAgent', 'ProfessionalService', 'Restaurant', 'TravelAgency']);

/**
 * The schema.org type for a brief: software wins when the description says so, then industry, then type.
 * A service delivered only online (choose-blueprint `servesOnlineOnly`) is an OnlineBusiness (schema.org
 * 23.0) rather than a kind of LocalBusiness, which schema.org defines as a physical place.
 */
export function schemaType(brief: Brief, type: GeneratorType): string {
  if (type === 'saas' && SOFTWARE.test(brief.description)) return 'SoftwareApplication';
  const t = BY_INDUSTRY[brief.industry.trim()] ?? BY_TYPE[type];
  return PHYSICAL.has(t) && servesOnlineOnly(brief) ? 'OnlineBusiness' : t;
}

/** The JSON-LD object for a brief. `logoFile` is relative to the page, as the host serves it. */
export function jsonLd(brief: Brief, type: GeneratorType, description: string, logoFile?: string): Record<string, unknown> {
  const t = schemaType(brief, type);
  const out: Record<string, unknown> = {
    '@context': 'https://schema.org', '@type': t, name: brief.business_name, description,
  };
  if (t === 'SoftwareApplication') Object.assign(out, { applicationCategory: 'BusinessApplication', operatingSystem: 'Web' });
  else if (logoFile) out.logo = logoFile;
  if (brief.key_features.length && t !== 'SoftwareApplication') out.knowsAbout = brief.key_features.slice(0, 8);
  if (t === 'SoftwareApplication' && brief.key_features.length) out.featureList = brief.key_features.slice(0, 12);
  out.audience = { '@type': 'Audience', audienceType: brief.target_audience };
  return out;
}
