import { corePhrase, detectVoice, headlineFrom, stripBrackets } from './headline';

describe('headlineFrom', () => {
  it('It should end a headline where a phrase ends, in at most 10 words', () => {
    expect(headlineFrom('Bookkeeping software that reconciles bank feeds automatically and prepares quarterly VAT returns for freelancers.'))
      .toBe('Bookkeeping software that reconciles bank feeds automatically');
    expect(headlineFrom('Employment law firm advising small and mid-sized companies on contracts, disputes and compliance.'))
      .toBe('Employment law firm advising small and mid-sized companies');
    expect(headlineFrom('Community food bank collecting surplus food from supermarkets and distributing it to 400 families a week.'))
      .toBe('Community food bank collecting surplus food');
    expect(headlineFrom('Synthwave band announcing a European tour and a new album, with merch and ticket links.'))
      .toBe('Synthwave band announcing a European tour and a new album');
    expect(headlineFrom('Observability platform that turns logs, metrics and traces into one timeline for on-call engineers.'))
      .toBe('Observability platform that turns logs, metrics and traces');
  });

  it('It should not split a compound noun that opens the phrase after a colon ("boiler servicing")', () => {
    expect(headlineFrom('Family plumbing and heating firm in Leeds: boiler servicing, repairs and bathroom fitting.'))
      .toBe('Family plumbing and heating firm in Leeds');
    expect(headlineFrom('Mobile dog groomers in Bath and Bristol: puppy trims, hand-stripping and nail clipping for every breed.'))
      .toBe('Mobile dog groomers in Bath and Bristol');
    // A participle after a phrase of two words or more still starts a clause.
    expect(headlineFrom('Family-run trattoria serving hand-made pasta and wood-fired pizza since 1987.')).toMatch(/^Family-run trattoria serving/);
  });

  it('It should never cut inside brackets (they are left out) nor end on a conjunction', () => {
    const h = headlineFrom('SentinelGrid is a B2B cloud-security SaaS that continuously scans multi-cloud accounts (AWS, Azure, GCP) for misconfigurations, exposed secrets and drift.');
    expect(h.split(/\s+/).length).toBeLessThanOrEqual(10);
    expect(h).not.toMatch(/[()]/);
    expect(h).not.toMatch(/\b(and|or)$/);
    expect(stripBrackets('Scans accounts (AWS, Azure, GCP) daily.')).toBe('Scans accounts daily.');
  });

  it('It should keep a short first sentence whole and handle CJK and Arabic text', () => {
    expect(headlineFrom('Specialty coffee and Viennese pastries — Kaffee & Kuchen every afternoon, açaí bowls for breakfast.')).toBe('Specialty coffee and Viennese pastries');
    expect(headlineFrom('Pottery studio with beginner courses.')).toBe('Pottery studio with beginner courses');
    expect(headlineFrom('東京の小さなデザインスタジオです。ブランドを作ります。')).toBe('東京の小さなデザインスタジオです');
    expect(headlineFrom('مخبز عائلي في عمّان يقدم الخبز الطازج والمعجنات والحلويات الشرقية كل صباح منذ ثلاثين عاماً.').split(' ').length).toBeLessThanOrEqual(10);
    expect(headlineFrom('')).toBe('');
  });

  it('It should give the head noun phrase for the page title', () => {
    expect(corePhrase('Family-run trattoria serving hand-made pasta and wood-fired pizza since 1987.')).toBe('Family-run trattoria');
    expect(corePhrase('We provide consulting.')).toBe('We provide consulting');
  });
});

describe('detectVoice', () => {
  it('It should hear the first person singular and default to "we"', () => {
    expect(detectVoice('I photograph about 25 weddings a year. My style is natural.')).toBe('i');
    expect(detectVoice('We bake bread every morning for our neighbours.')).toBe('we');
    expect(detectVoice('Bookkeeping software for freelancers.')).toBe('we');
    expect(detectVoice('Je photographie des mariages depuis dix ans, et mon style est naturel.')).toBe('i');
  });
});
