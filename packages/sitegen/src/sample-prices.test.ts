import { currencyFor, samplePrices } from './sample-prices';

const brief = (description: string, target_audience = 'People') => ({ description, target_audience, business_name: 'X' });

describe('sample prices (issue 15 §3)', () => {
  it('It should pick the currency the brief suggests, else the language\'s', () => {
    expect(currencyFor('en', brief('Bookkeeping for freelancers', 'Sole traders in the UK'))).toBe('GBP');
    expect(currencyFor('en', brief('Tours from €40 a day'))).toBe('EUR');
    expect(currencyFor('en', brief('Bookkeeping software'))).toBe('USD');
    expect(currencyFor('de', brief('Buchhaltung'))).toBe('EUR');
    expect(currencyFor('ja-JP', brief('陶芸スタジオ'))).toBe('JPY');
    expect(currencyFor('he', brief('סטודיו'))).toBe('USD');
  });

  it('It should format three rising amounts the page language\'s way, smaller for a solo business', () => {
    expect(samplePrices('GBP', 'we', 'en')).toEqual(['£19', '£49', '£99']);
    expect(samplePrices('EUR', 'i', 'de').map((p) => p.replace(/\s/g, ' '))).toEqual(['15 €', '35 €', '75 €']);
    expect(samplePrices('JPY', 'we', 'ja')).toEqual(['￥2,900', '￥6,900', '￥14,900']);
  });

  it('It should fall back to dollars in English for a currency code or language Intl refuses', () => {
    expect(samplePrices('NOT-A-CODE', 'we', 'en')).toEqual(['$19', '$49', '$99']);
    expect(samplePrices('USD', 'we', '!!')).toEqual(['$19', '$49', '$99']);
  });
});
