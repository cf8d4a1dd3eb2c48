import { generationRequestSchema, splitKeyFeatures } from './generation';

const brief = { business_name: 'Blue Fern', industry: 'Food & Restaurant', description: 'A bakery', target_audience: 'Neighbours' };
const issues = (extra: Record<string, unknown>) => {
  const r = generationRequestSchema.safeParse({ ...brief, ...extra });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('generation request: colour scheme and logo address (issue 18)', () => {
  it('It should take colour words in any language and hex codes, and refuse what could end a declaration or an element', () => {
    for (const ok of ['navy and gold', '#0f766e, sand', 'azul marino y dorado', '紺と金', 'terracotta (warm) / cream', null, '']) expect(issues({ color_scheme: ok })).toEqual([]);
    for (const bad of ['red;}</style><script>', 'red; background:url(x)', 'blue" onload="x', '<b>navy</b>', 'navy\\ gold']) {
      expect(issues({ color_scheme: bad })).toEqual(['color_scheme: must be colour names or hex codes, such as "navy and gold" or "#0f766e"']);
    }
  });

  it('It should take the upload route\'s address or an https URL as the logo, and refuse other schemes', () => {
    for (const ok of ['/api/uploads/logos/usr_1/a.png', 'https://cdn.example.com/logo.png', null, '']) expect(issues({ logo_url: ok })).toEqual([]);
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://example.com/logo.png', '/api/uploads/../../etc/passwd', 'JAVASCRIPT:alert(1)', '//evil.example/x.png']) {
      expect(issues({ logo_url: bad })).toEqual(['logo_url: must be the address the logo upload answered (/api/uploads/…) or an https URL']);
    }
  });
});

describe('generation request: key features (SPEC §3)', () => {
  it('It should split a comma-separated entry, trim and drop blanks, and keep a thousands separator inside its number', () => {
    expect(splitKeyFeatures('48 hours of building, Mentors ,, £5,000 in prizes, ')).toEqual(['48 hours of building', 'Mentors', '£5,000 in prizes']);
    expect(splitKeyFeatures(['Up to 1,200 guests, Parking', '2,500,000 downloads'])).toEqual(['Up to 1,200 guests', 'Parking', '2,500,000 downloads']);
    // Not a thousands group: two digits, four digits, or no digit before the comma.
    expect(splitKeyFeatures('Sizes 8,10,12')).toEqual(['Sizes 8', '10', '12']);
    expect(splitKeyFeatures('Since 1998,2024 award')).toEqual(['Since 1998', '2024 award']);
    expect(splitKeyFeatures('Open 7 days,123 seats')).toEqual(['Open 7 days', '123 seats']);
    expect(splitKeyFeatures('Room 4,1234 Main St')).toEqual(['Room 4', '1234 Main St']);
    const parsed = generationRequestSchema.parse({ ...brief, key_features: 'Free entry, £5,000 in prizes' });
    expect(parsed.key_features).toEqual(['Free entry', '£5,000 in prizes']);
  });
});
