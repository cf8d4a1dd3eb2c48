import { BRIEFS } from './test-fixtures';
import { createOfflineWriter, generateSite } from './index';
import { schemaType } from './json-ld';

const writer = createOfflineWriter();
const brief = (industry: string, business_name: string, description: string) => ({ ...BRIEFS.saas, industry, business_name, description, key_features: ['Parking'] });

describe('JSON-LD type', () => {
  /** [industry, name, description, the schema.org type] */
  const CASES: [string, string, string, string][] = [
    // The page style names the business more precisely than the industry: "Travel & Tourism" was a TravelAgency for a hotel.
    ['Travel & Tourism', 'The Harbour Hotel', 'A 24-room boutique hotel on the harbour in St Ives.', 'LodgingBusiness'],
    ['Travel & Tourism', 'Rose Cottage', 'Holiday cottage in the Lake District sleeping four.', 'VacationRental'],
    ['Travel & Tourism', 'Pine View Campsite', 'Family campsite with tent pitches and electric hook-ups.', 'Campground'],
    ['Other', 'Greenway Motors', 'Family-run used car dealership in Leeds.', 'AutoDealer'],
    ['Education', 'Marsh Lane Primary School', 'A friendly village primary school for children aged 4 to 11.', 'School'],
    ['Other', 'Black Anchor Tattoo', 'Tattoo studio in Bristol with custom fine line work.', 'TattooParlor'],
    ['Real Estate', 'The Hive Cowork', 'Coworking space in Bristol with hot desks and private offices.', 'LocalBusiness'],
    ['Entertainment', 'Ashford United FC', 'Community football club with teams for under-7s to veterans.', 'SportsClub'],
    ['Food & Restaurant', 'Harvest Wholesale', 'Wholesale fruit, vegetables and dairy delivered daily to restaurants.', 'Organization'],
    ['Entertainment', 'Lanternfall', 'A hand-drawn adventure game about a lighthouse keeper. Coming to Steam in 2027.', 'Organization'],
    // Without such a style the industry decides, and software stays software.
    ['Travel & Tourism', 'Wild Trails Tours', 'Guided walking tours in the Lake District.', 'TravelAgency'],
    ['Healthcare', 'Peak Physio', 'Sports physiotherapy clinic in Sheffield.', 'MedicalBusiness'],
    ['Technology', 'Ledgerly', 'Bookkeeping app for freelancers.', 'SoftwareApplication'],
  ];
  it.each(CASES)('It should give %s %s (%j) the type %s', async (industry, name, description, type) => {
    const g = await generateSite(brief(industry, name, description), { writer, seed: 'prj_ld' });
    expect(g.site.meta.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': type, name });
    // Every type given is an Organization's, so the properties it carries stay valid.
    if (type !== 'SoftwareApplication') expect(g.site.meta.jsonLd).toMatchObject({ knowsAbout: ['Parking'], audience: { '@type': 'Audience' } });
  });

  it('It should keep an online-only service an OnlineBusiness whatever its style, and default to the industry without one', () => {
    expect(schemaType(brief('Healthcare', 'Calm Online', 'Online therapy sessions by video, delivered only online.'), 'agency', 'table')).toBe('OnlineBusiness');
    expect(schemaType(brief('Other', 'X', 'Used car dealer in Leeds.'), 'startup')).toBe('LocalBusiness');
    expect(schemaType(brief('Other', 'X', 'Used car dealer in Leeds.'), 'startup', 'dealer')).toBe('AutoDealer');
  });
});
