import { generationRequestSchema } from '@sitewright/core';
import { buildSections } from './build-blocks';
import { blueprint } from './blueprints';
import { offlineCopy } from './offline-writer';
import { wordsFor } from './words';
import { billingOf, currencyFor, hasFreePlan, isPricingTerm, samplePrices } from './sample-prices';

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

  it('It should tell a free plan and price terms from what a product does, in the site languages', () => {
    const b = (description: string, key_features: string[] = []) => ({ description, key_features });
    expect(hasFreePlan(b('A planner app for teams.', ['Free for up to 5 users']))).toBe(true);
    expect(hasFreePlan(b('Freemium note-taking app.'))).toBe(true);
    expect(hasFreePlan(b('Application de planning avec une offre gratuite.'))).toBe(true);
    expect(hasFreePlan(b('Planungs-App mit kostenlosem Plan.'))).toBe(true);
    expect(hasFreePlan(b('チーム向けのタスク管理アプリ。無料プランあり。'))).toBe(true);
    // A free trial or free returns is not a free plan.
    expect(hasFreePlan(b('Bookkeeping software.', ['14-day free trial', 'Free returns']))).toBe(false);
    expect(['Free for up to 5 users', '14-day free trial', 'No credit card needed', 'Essai gratuit de 30 jours'].every(isPricingTerm)).toBe(true);
    expect(['Slack integration', 'Free returns', 'Gluten-free options', 'AI task extraction'].some(isPricingTerm)).toBe(false);
  });

  it('It should start the plans with a free one when the brief says so, and never list a price term as a plan feature', () => {
    const brief = generationRequestSchema.parse({ business_name: 'Taskly', industry: 'Technology', description: 'A to-do list and planner app for teams.',
      target_audience: 'Small teams', key_features: ['AI task extraction', 'Slack integration', 'Shared calendars', 'Free for up to 5 users'] });
    const plan = blueprint('saas', 0).filter((p) => p.kind === 'pricing');
    const [pricing] = buildSections(plan, offlineCopy(brief, 'saas', { blueprint: 'saas' }), brief, wordsFor('en', 'saas', 'we'), 'en', 'saas');
    expect(pricing!.items.map((it) => it.meta)).toEqual(['Free', expect.stringMatching(/^\$49 \/ month · Sample price$/), expect.stringMatching(/^\$99 /)]);
    expect(pricing!.items.map((it) => it.text).join('\n')).not.toMatch(/Free for up to/);
    // Without a free plan every plan has a sample amount.
    const paid = { ...brief, key_features: brief.key_features.slice(0, 3) };
    const [p2] = buildSections(plan, offlineCopy(paid, 'saas', { blueprint: 'saas' }), paid, wordsFor('en', 'saas', 'we'), 'en', 'saas');
    expect(p2!.items[0]!.meta).toMatch(/^\$19 /);
  });

  it('It should bill the sample plans as the brief does: by use with no amount, once without a period, yearly, else monthly', () => {
    const b = (description: string, key_features: string[] = []) => ({ description, key_features });
    expect(billingOf(b('A payments API for developers. Pay per transaction, no monthly fee.'))).toBe('usage');
    expect(billingOf(b('SMS API with pay-as-you-go pricing.'))).toBe('usage');
    expect(billingOf(b('Photo editing app for Mac. One-time payment, no subscription.'))).toBe('once');
    expect(billingOf(b('Font licences.', ['Lifetime licence']))).toBe('once');
    expect(billingOf(b('Password manager for families, billed yearly.'))).toBe('year');
    expect(billingOf(b('Team chat. Monthly or annual plans.'))).toBe('month');
    expect(billingOf(b('Bookkeeping software for freelancers.'))).toBe('month');
    const api = generationRequestSchema.parse({ business_name: 'Paylane', industry: 'Technology', description: 'A payments API. Pay per transaction, no monthly fee.', target_audience: 'Developers', key_features: ['Webhooks'] });
    const plan = blueprint('saas', 0).filter((p) => p.kind === 'pricing');
    const metas = (x: typeof api) => buildSections(plan, offlineCopy(x, 'saas', { blueprint: 'saas' }), x, wordsFor('en', 'saas', 'we'), 'en', 'saas')[0]!.items.map((it) => it.meta);
    expect(metas(api)).toEqual(['Sample price', 'Sample price', 'Sample price']);
    expect(metas({ ...api, description: 'Photo editor for Mac. One-time payment.' })).toEqual(['$19 · Sample price', '$49 · Sample price', '$99 · Sample price']);
    expect(metas({ ...api, description: 'Password manager, billed yearly.' })[0]).toBe('$19 / year · Sample price');
    expect(metas({ ...api, description: 'Bookkeeping software.' })[0]).toBe('$19 / month · Sample price');
  });
});
