import { generationRequestSchema } from './generation';

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
