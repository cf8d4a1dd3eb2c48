import type { Brief, GeneratorType } from '@sitewright/core';
import { servesOnlineOnly } from './choose-blueprint';
import type { PageStyle } from './i18n/types';

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

/**
 * The schema.org type a page style names more precisely than the industry (words `styleOf`): a hotel or B&B is a
 * LodgingBusiness and one holiday home a VacationRental (not the TravelAgency of "Travel & Tourism"), a campsite a
 * Campground, a car dealer an AutoDealer, a school a School, a tattoo studio a TattooParlor, a shop customers walk into a
 * Store, a sports club a SportsClub, a coworking space a LocalBusiness, a supplier, a game's studio or a community group an Organization. Only types that are Organizations
 * (LocalBusiness or EducationalOrganization), so `knowsAbout`, `logo` and `audience` stay valid properties; places that
 * are not (a museum, a place of worship, a venue) keep the industry's.
 */
const BY_STYLE: Partial<Record<PageStyle, string>> = {
  stay: 'LodgingBusiness', holidayLet: 'VacationRental', campsite: 'Campground', dealer: 'AutoDealer', school: 'School',
  tattoo: 'TattooParlor', shopfront: 'Store', club: 'SportsClub',
  // schema.org has no coworking type: a coworking space filed under "Real Estate" is no RealEstateAgent.
  workspace: 'LocalBusiness',
  // Not a restaurant (a food wholesaler under "Food & Restaurant") nor a performing group (a game under "Entertainment").
  supplier: 'Organization', game: 'Organization',
  // A choir, a band, a theatre or scout group: an organisation people join, not a business.
  group: 'Organization',
  // A university research group or lab: schema.org's ResearchOrganization (an Organization).
  research: 'ResearchOrganization',
};

/** schema.org types above that are kinds of LocalBusiness: "a particular physical business or branch". */
const PHYSICAL = new Set(['LocalBusiness', 'MedicalBusiness', 'FinancialService', 'RealEstateAgent', 'ProfessionalService', 'Restaurant', 'TravelAgency', 'LodgingBusiness', 'VacationRental', 'Campground', 'AutoDealer', 'TattooParlor', 'Store', 'SportsClub']);

/**
 * The schema.org type for a brief: software wins when the description says so, then the page style (`BY_STYLE`), then
 * industry, then type. A service delivered only online (choose-blueprint `servesOnlineOnly`) is an OnlineBusiness
 * (schema.org 23.0) rather than a kind of LocalBusiness, which schema.org defines as a physical place.
 */
export function schemaType(brief: Brief, type: GeneratorType, style: PageStyle = 'table'): string {
  if (type === 'saas' && SOFTWARE.test(brief.description)) return 'SoftwareApplication';
  const t = BY_STYLE[style] ?? BY_INDUSTRY[brief.industry.trim()] ?? BY_TYPE[type];
  return PHYSICAL.has(t) && servesOnlineOnly(brief) ? 'OnlineBusiness' : t;
}

/** The JSON-LD object for a brief and its page style (`schemaType`). `logoFile` is relative to the page, as the host serves it. */
export function jsonLd(brief: Brief, type: GeneratorType, description: string, logoFile?: string, style: PageStyle = 'table'): Record<string, unknown> {
  const t = schemaType(brief, type, style);
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
