import { generationRequestSchema, type Brief } from '@sitewright/core';

/**
 * Briefs for tests, copied from ../shared/briefs/briefs.json so the tests do not depend on a folder
 * outside the repository. HOSTILE is that file's last entry, verbatim.
 */
const raw = {
  saas: { business_name: 'Ledgerly', industry: 'Finance', description: 'Bookkeeping software that reconciles bank feeds automatically and prepares quarterly VAT returns for freelancers.', target_audience: 'Freelancers and sole traders in the UK who dread tax season', key_features: ['Automatic bank reconciliation', 'VAT return preparation', 'Receipt capture by photo', 'Accountant sharing'], style_preference: 'professional' },
  restaurant: { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family-run trattoria serving hand-made pasta and wood-fired pizza since 1987. Open Tuesday to Sunday.', target_audience: 'Local families and couples looking for an authentic Italian dinner', key_features: ['Hand-made pasta daily', 'Wood-fired oven', 'Private dining room', 'Gluten-free options'], style_preference: 'elegant' },
  ecommerce: { business_name: 'Threadbare Goods', industry: 'E-commerce', description: 'Online shop for organic cotton basics: t-shirts, socks and underwear made in Portugal.', target_audience: 'Eco-conscious shoppers aged 20 to 40', key_features: ['Organic cotton', 'Free returns', 'Carbon-neutral shipping'], style_preference: 'minimalist' },
  agency: { business_name: 'Northwind Legal', industry: 'Professional Services', description: 'Employment law firm advising small and mid-sized companies on contracts, disputes and compliance.', target_audience: 'HR managers and founders of companies with 10 to 500 staff', key_features: ['Fixed-fee contract reviews', 'Dispute representation', 'Compliance audits'], style_preference: 'professional' },
  startup: { business_name: 'Wanderloom', industry: 'Travel & Tourism', description: 'Small-group walking holidays in the Alps and the Dolomites, with luggage transfer between huts.', target_audience: 'Active travellers aged 35 to 65', key_features: ['Groups of 12 or fewer', 'Luggage transfer', 'Certified mountain guides'], style_preference: 'creative' },
  minimal: { business_name: 'A', industry: 'Technology', description: 'x', target_audience: 'y', key_features: [], style_preference: 'modern' },
  hostile: { business_name: "<script>alert('x')</script> Labs", industry: 'Technology', description: 'Security testing </title><img src=x onerror=alert(1)> and "quotes" & ampersands', target_audience: 'People who type <b>tags</b> into forms', key_features: ['javascript:alert(1)', '<iframe src=//evil>', '{{7*7}} ${7*7}'], style_preference: 'modern' },
};

export const BRIEFS = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, generationRequestSchema.parse(v)])) as Record<keyof typeof raw, Brief>;
export const HOSTILE = BRIEFS.hostile;
