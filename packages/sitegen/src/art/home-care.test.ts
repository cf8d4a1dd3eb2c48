import { composeArt } from './index';
import { expectBannerHero, expectOwnScene, PALETTES, shape } from './test-kit';
import type { ArtPalette, ArtSpec } from './index';
import { pickTrade } from './service';
import { careView } from './home-care';
import { careViews, caresForAtHome, titledScene } from './home-care-words';
import { splitSeed } from './ctx';

/** The briefs' words as images.ts gives them: the industry label, the name, the description and the features. */
const HOMEWISE = 'Healthcare Homewise Care Home care for older people in Norwich. Our carers help with washing, dressing, meals and medication, from a one-hour visit to live-in care. CQC rated Good Same carers each visit Live-in care';
const AGENCIES: Record<string, string> = {
  en: HOMEWISE,
  de: 'Healthcare Pflege Rhein Ambulanter Pflegedienst in Köln: Grundpflege, Hilfe im Haushalt und Betreuung zu Hause für ältere Menschen. Grundpflege Hilfe im Haushalt Betreuung',
  es: 'Healthcare Cuidar Sevilla Ayuda a domicilio para personas mayores en Sevilla: higiene, comidas, compañía y acompañamiento al médico. Cuidadoras con experiencia Servicio por horas Internas',
  ar: 'Healthcare رعاية البيت رعاية منزلية لكبار السن في عمّان: مساعدة في الاستحمام والطعام والأدوية. زيارات يومية رعاية ليلية ممرضات',
  ja: 'Healthcare やすらぎ訪問介護 横浜の訪問介護サービス。食事、入浴、服薬のお手伝いをします。 24時間対応 経験豊富なスタッフ ご家族へのご報告',
  pt: 'Healthcare Cuidar Bem Apoio domiciliário a idosos no Porto: higiene, refeições e companhia.',
  fr: 'Healthcare Présence Aide à domicile pour personnes âgées à Lyon : repas, toilette et promenades.',
  it: 'Healthcare Casa Serena Assistenza domiciliare per anziani a Torino: pasti, igiene e compagnia.',
  nl: 'Healthcare Thuis Zorg Thuiszorg voor ouderen in Utrecht: persoonlijke verzorging, maaltijden en gezelschap.',
  zh: 'Healthcare 安心居家护理 上海居家护理服务：为老人提供助浴、做饭和陪伴。',
};
/** Each with the name images.ts gives as the title. */
const NAMES: Record<string, string> = { en: 'Homewise Care', de: 'Pflege Rhein', es: 'Cuidar Sevilla', ar: 'رعاية البيت', ja: 'やすらぎ訪問介護', pt: 'Cuidar Bem', fr: 'Présence', it: 'Casa Serena', nl: 'Thuis Zorg', zh: '安心居家护理' };

/** Briefs that name care at home, or care, and keep the picture they had: [words, the trade they picture]. */
const GUARDS: [string, string | null][] = [
  ['Healthcare Rosewood House Residential and dementia care home in Harrogate with 40 en-suite rooms, a garden and daily activities.', 'residentsLounge'],
  ['Healthcare Riverside Medical Practice GP surgery and clinic in Leeds: appointments, repeat prescriptions and vaccinations.', 'clinic'],
  ['Other Happy Paws Pet sitter in Bath: dog walking, cat visits and pet care at home while you are away.', 'vet'],
  ['Beauty Nails by Jo Mobile nail technician: gel manicures, pedicures and nail care at home across Bristol.', 'nails'],
  ['Retail Greenleaf Eco home care products: refillable washing-up liquid, laundry detergent and surface sprays.', null],
  ['Technology CareRota Scheduling software for home care agencies: rotas, visit logs and care plans.', null],
  ['Other Sparkle Clean Domestic and office cleaning company in Reading: regular home cleaning, deep cleans and end of tenancy.', 'cleaning'],
];

const spec = (hints: string, seed: string, o: Partial<ArtSpec> = {}): ArtSpec =>
  ({ kind: 'service', seed, hints, palette: PALETTES.elegant as ArtPalette, labels: [], title: 'Homewise Care', width: 960, height: 640, ...o });
const art = (hints: string, seed: string, o: Partial<ArtSpec> = {}): string => composeArt(spec(hints, seed, o));
const tradeName = (words: string, name = '') => { const t = pickTrade(words.toLowerCase(), name); return typeof t === 'function' ? t.name : t; };
/** The view a picture of `words` shows (the Ctx fields careView reads). */
const viewOf = (words: string, seed: string, o: { labels?: string[]; variant?: number; behindText?: boolean } = {}) =>
  careView({ words: words.toLowerCase(), labels: o.labels ?? [], seed, variant: o.variant ?? 0, behindText: o.behindText ?? false, ...splitSeed(seed) });

describe('a home care agency', () => {
  it('It should picture a home care agency by its own scenes in the ten site languages, not the lounge or the clinic', () => {
    for (const [lang, words] of Object.entries(AGENCIES)) {
      expect([lang, tradeName(words, NAMES[lang]), caresForAtHome(words.toLowerCase(), NAMES[lang])]).toEqual([lang, 'homeCare', true]);
    }
    // The name run into the brief is no care home ("Homewise Care Home care for…").
    expect(tradeName(HOMEWISE, 'Homewise Care')).toBe('homeCare');
    // German and Arabic briefs drew the clinic's couch and cross before: now the sitting room like the English one.
    expect(shape(art(AGENCIES.de as string, 'p1:hero', { title: 'Pflege Rhein' }))).toBe(shape(art(HOMEWISE, 'p1:hero')));
    expect(shape(art(AGENCIES.ar as string, 'p1:hero', { title: 'رعاية البيت' }))).toBe(shape(art(HOMEWISE, 'p1:hero')));
  });

  it('It should keep the pictures of a care home, a clinic, a pet sitter, a nail technician, care products, agency software and a cleaner', () => {
    for (const [words, trade] of GUARDS) {
      expect([words, tradeName(words, words.split(' ').slice(1, 3).join(' ')), caresForAtHome(words.toLowerCase())]).toEqual([words, trade, false]);
    }
  });

  it('It should walk the scenes the brief names first, and show on a card what its title names', () => {
    expect(careViews(HOMEWISE.toLowerCase())).toEqual(['lounge', 'kitchen', 'meds', 'arrival', 'night', 'walk', 'visit', 'doorstep']);
    expect(careViews('home care for older people: companionship, walks and outings')).toEqual(['lounge', 'walk', 'kitchen', 'meds', 'arrival', 'night', 'visit', 'doorstep']);
    expect(careViews((AGENCIES.de as string).toLowerCase()).slice(0, 3)).toEqual(['lounge', 'kitchen', 'walk']);
    expect(careViews((AGENCIES.ja as string).toLowerCase()).slice(0, 4)).toEqual(['lounge', 'kitchen', 'meds', 'night']);
    expect(careViews((AGENCIES.ar as string).toLowerCase()).slice(0, 3)).toEqual(['lounge', 'kitchen', 'meds']);
    for (const [title, view] of [['Live-in care', 'night'], ['Overnight care', 'night'], ['Same carers each visit', 'arrival'], ['Meals and shopping', 'kitchen'],
      ['Medication support', 'meds'], ['Companionship and walks', 'walk'], ['Personal care', 'visit'], ['Internas', 'night'], ['Comidas', 'kitchen'], ['Repas', 'kitchen'],
      ['Begleitung', 'walk'], ['Medikamente', 'meds'], ['服薬', 'meds'], ['رعاية ليلية', 'night'], ['زيارات يومية', 'arrival'], ['CQC rated Good', undefined]] as const) {
      expect([title, titledScene(title)]).toEqual([title, view]);
    }
    // The Homewise cards: the untitled one walks, the visit and live-in cards show the door and the bedroom.
    expect(viewOf(HOMEWISE, 'p1:services-2', { labels: ['Same carers each visit'], variant: 1 })).toBe('arrival');
    expect(viewOf(HOMEWISE, 'p1:services-3', { labels: ['Live-in care'], variant: 2 })).toBe('night');
    expect(viewOf(HOMEWISE, 'p1:hero', { behindText: true })).toBe('lounge');
    expect(viewOf(HOMEWISE, 'p1:hero')).toBe('lounge');
    expect(viewOf(HOMEWISE, 'p1:about')).toBe('doorstep');
    // A titled card draws that scene: the same drawing as the walk's.
    expect(shape(art(HOMEWISE, 'p1:services-3', { labels: ['Live-in care'], variant: 2 }))).toBe(shape(art(HOMEWISE, 'x9:services-3', { labels: ['Overnight care'], variant: 2 })));
  });

  it('It should give a hero, an about picture and six cards eight different drawings, in a light and a dark palette', () => {
    for (const project of ['p1', 'acme', 'x9', 'q7']) {
      for (const palette of [PALETTES.elegant, PALETTES.bold] as ArtPalette[]) {
        const page = [art(HOMEWISE, `${project}:hero`, { palette, width: 1200, height: 960 }), art(HOMEWISE, `${project}:about`, { palette, width: 1200, height: 800 }),
          ...[0, 1, 2, 3, 4, 5].map((variant) => art(HOMEWISE, `${project}:services-${variant + 1}`, { palette, variant }))];
        expect([project, new Set(page.map(shape)).size]).toEqual([project, 8]);
      }
    }
  });

  it('It should draw every scene as safe SVG of its size without text, not the brand fallback, in six palettes and every size; behind a headline unmirrored, mirrored on an RTL page', () => {
    const sizes: [string, number, number][] = [['hero', 1200, 960], ['hero', 1600, 800], ['about', 1200, 800], ['benefits', 960, 800], ['services', 960, 640], ['services', 600, 400],
      ['gallery', 800, 1000], ['hero', 480, 1200], ['hero', 2400, 600], ['services', 4096, 16], ['services', 16, 4096]];
    for (const [lang, hints] of Object.entries(AGENCIES)) {
      for (const palette of Object.values(PALETTES)) {
        for (const [slot, width, height] of sizes) {
          for (const variant of slot === 'services' ? [0, 1, 2, 3, 4, 5] : [0]) {
            expectOwnScene(spec(hints, `p1:${slot}-${variant + 1}`, { palette, variant, width, height, title: NAMES[lang] as string }));
          }
        }
        expectBannerHero((o) => spec(hints, 's:hero', { title: NAMES[lang] as string, ...o }), palette);
      }
    }
  });

  it('It should keep each picture near the size of the other scene families (under 8 KB at its usual sizes)', () => {
    for (const palette of Object.values(PALETTES)) {
      for (const project of ['p1', 'acme', 'x9']) {
        const page = [art(HOMEWISE, `${project}:hero`, { palette, width: 1200, height: 960 }), art(HOMEWISE, `${project}:hero`, { palette, width: 1600, height: 900, behindText: true }),
          art(HOMEWISE, `${project}:about`, { palette, width: 1200, height: 800 }), ...[0, 1, 2, 3, 4, 5].map((variant) => art(HOMEWISE, `${project}:services-${variant + 1}`, { palette, variant }))];
        for (const svg of page) expect(svg.length).toBeLessThan(8000);
      }
    }
  });
});
