import { composeArt } from './index';
import { expectOwnScene, PALETTES, shape, tagsOnly } from './test-kit';
import type { ArtPalette, ArtSpec } from './index';
import { PITCH_UNITS, pitchUnit } from './pitch-words';
import type { PitchUnit } from './pitch-words';


const CAMPSITE = 'A quiet family campsite in the Lake District with tent pitches, electric hook-ups for caravans and two shepherd\'s huts.';
const WILDWOOD = 'Bell tents, a shepherd\'s hut and two treehouses in a private Welsh woodland, with wood-fired hot tubs and campfires.';

/** A pitch card as images.ts asks for it: seed `project:pitches-N`, variant N-1, labels the card's title then the features. */
const cardSpec = (title: string | null, variant: number, o: Partial<ArtSpec> = {}): ArtSpec => ({
  kind: 'service', seed: `p1:pitches-${variant + 1}`, variant, hints: CAMPSITE, palette: PALETTES.modern as ArtPalette,
  labels: title === null ? [] : [title, 'Dog-friendly', 'Hot showers'], title: 'Pine View Campsite', width: 960, height: 720, ...o,
});
const card = (title: string | null, variant: number, o: Partial<ArtSpec> = {}): string => composeArt(cardSpec(title, variant, o));



/** One title per unit, as a campsite or glamping site's cards name them. */
const TITLE: Record<PitchUnit, string> = {
  tent: 'Grass pitches', hookup: 'Hook-up pitches', bell: 'Bell tents', hardstanding: 'Hardstanding', shepherd: 'Shepherd\'s hut', treehouse: 'Treehouse',
  yurt: 'Yurts', safari: 'Safari tents', pod: 'Glamping pods', tipi: 'Tipis', dome: 'Geodomes', cabin: 'Log cabins', lodge: 'Lodges',
  static: 'Static caravans', wagon: 'Gypsy wagons', airstream: 'Airstreams',
};
const UNITS = Object.keys(TITLE) as PitchUnit[];
/** The unit each position has always drawn (campsite.ts), the order of the sample titles. */
const OWN: PitchUnit[] = ['tent', 'hookup', 'bell'];

describe('campsite pitch cards by their titles', () => {
  it('It should read the unit a title names in English and the other site languages', () => {
    const cases: [string, PitchUnit][] = [
      // English
      ['Bell tents', 'bell'], ['Shepherd\'s hut', 'shepherd'], ['Shepherd’s huts', 'shepherd'], ['Treehouse', 'treehouse'], ['Tree houses', 'treehouse'],
      ['Grass pitches', 'tent'], ['Tent pitches', 'tent'], ['Dome tents', 'tent'], ['Hardstanding', 'hardstanding'], ['Serviced pitches', 'hardstanding'], ['Motorhome pitches', 'hardstanding'],
      ['Touring pitches', 'hookup'], ['Electric pitches', 'hookup'], ['Caravan pitches', 'hookup'], ['Hook-up pitches', 'hookup'],
      ['Yurts', 'yurt'], ['Safari tents', 'safari'], ['Lodge tents', 'safari'], ['Glamping pods', 'pod'], ['Eco pods', 'pod'], ['Tipis', 'tipi'], ['Teepees', 'tipi'],
      ['Geodomes', 'dome'], ['Glamping domes', 'dome'], ['Log cabins', 'cabin'], ['Cabins', 'cabin'], ['Static caravans', 'static'], ['Holiday caravans', 'static'], ['Mobile homes', 'static'],
      ['Lodges', 'lodge'], ['Hot tub lodges', 'lodge'], ['Airstreams', 'airstream'], ['Vintage caravans', 'airstream'], ['Gypsy wagons', 'wagon'], ['Vintage wagons', 'wagon'], ['Bow top wagon', 'wagon'],
      // Spanish
      ['Parcelas', 'tent'], ['Yurtas', 'yurt'], ['Cabañas', 'cabin'], ['Tiendas safari', 'safari'], ['Bungalós', 'cabin'], ['Casas del árbol', 'treehouse'], ['Tienda de campaña', 'tent'],
      ['Parcelas para autocaravanas', 'hardstanding'], ['Parcela con electricidad', 'hookup'], ['Tipis', 'tipi'], ['Domos geodésicos', 'dome'], ['Mobile homes', 'static'],
      // French
      ['Emplacements', 'tent'], ['Yourtes', 'yurt'], ['Cabanes', 'cabin'], ['Cabanes dans les arbres', 'treehouse'], ['Tentes safari', 'safari'], ['Roulottes', 'wagon'],
      ['Roulotte de berger', 'shepherd'], ['Mobil-homes', 'static'], ['Emplacements camping-cars', 'hardstanding'], ['Emplacement électrifié', 'hookup'], ['Dômes', 'dome'], ['Chalets', 'cabin'],
      // German
      ['Stellplätze', 'tent'], ['Zeltplätze', 'tent'], ['Jurten', 'yurt'], ['Baumhäuser', 'treehouse'], ['Schäferwagen', 'shepherd'], ['Mobilheime', 'static'],
      ['Wohnmobilstellplätze', 'hardstanding'], ['Stellplatz mit Strom', 'hookup'], ['Safarizelte', 'safari'], ['Glockenzelte', 'bell'], ['Blockhütten', 'cabin'], ['Schlaffässer', 'pod'],
      // Italian, Portuguese
      ['Piazzole', 'tent'], ['Casette sull\'albero', 'treehouse'], ['Piazzole per camper', 'hardstanding'], ['Tende safari', 'safari'], ['Case mobili', 'static'], ['Tenda sino', 'bell'],
      // Dutch
      ['Kampeerplaatsen', 'tent'], ['Staanplaatsen', 'tent'], ['Boomhutten', 'treehouse'], ['Pipowagens', 'shepherd'], ['Safaritenten', 'safari'], ['Chalets', 'cabin'],
      ['Stacaravans', 'static'], ['Camperplaatsen', 'hardstanding'], ['Kampeerplaats met stroom', 'hookup'], ['Trekkershutten', 'cabin'],
      // Japanese, Chinese, Arabic
      ['ツリーハウス', 'treehouse'], ['ゲル', 'yurt'], ['パオ', 'yurt'], ['グランピングドーム', 'dome'], ['コテージ', 'cabin'], ['树屋', 'treehouse'], ['蒙古包', 'yurt'], ['小木屋', 'cabin'],
      ['خيمة', 'tent'], ['خيمة جرسية', 'bell'],
    ];
    for (const [title, unit] of cases) expect([title, pitchUnit(title)]).toEqual([title, unit]);
    for (const title of ['', 'Dog-friendly', 'Wood-fired hot tubs', 'Hot showers', 'Sea views', 'Free wifi', 'Farm shop on site', 'Campfires and stargazing']) {
      expect([title, pitchUnit(title)]).toEqual([title, null]);
    }
    expect(new Set(PITCH_UNITS.map(([u]) => u))).toEqual(new Set(UNITS));
  });

  it('It should draw today\'s card by position for the sample titles of every language, unknown titles and no title', () => {
    const samples = [['Tent pitch', 'Hook-up pitch', 'Bell tent'], ['Parcela para tienda', 'Parcela con electricidad', 'Tienda campana'],
      ['Lugar para tenda', 'Lugar com eletricidade', 'Tenda sino'], ['Emplacement tente', 'Emplacement électrifié', 'Tente cloche'],
      ['Zeltstellplatz', 'Stellplatz mit Strom', 'Glockenzelt'], ['Piazzola per tenda', 'Piazzola con allaccio elettrico', 'Tenda a campana'],
      ['Tentplaats', 'Kampeerplaats met stroom', 'Belltent'], ['テントサイト', '電源付きサイト', 'ベルテント'], ['帐篷营位', '带电源营位', '钟形帐篷'],
      ['قطعة تخييم للخيام', 'قطعة مع وصلة كهرباء', 'خيمة جرسية']];
    for (const palette of [PALETTES.modern, PALETTES.bold] as ArtPalette[]) {
      for (const variant of [0, 1, 2]) {
        const today = card(null, variant, { palette });
        for (const set of samples) {
          expect([set[variant], pitchUnit(set[variant]!)]).toEqual([set[variant], OWN[variant]]);
          expect([set[variant], card(set[variant]!, variant, { palette }) === today]).toEqual([set[variant], true]);
        }
        for (const title of ['Dog-friendly', 'Sea views', 'Our best spot']) expect([title, card(title, variant, { palette }) === today]).toEqual([title, true]);
        // A title naming this position's own unit draws it too ("Tent pitches" first, "Touring pitches" second).
        expect(card(['Grass pitches', 'Touring pitches', 'Bell tents'][variant]!, variant, { palette })).toBe(today);
      }
    }
  });

  it('It should draw each unit its title names, different from today\'s cards and from each other', () => {
    const today = [0, 1, 2].map((v) => shape(card(null, v)));
    for (const variant of [0, 1, 2]) {
      const drawings = UNITS.map((u) => shape(card(TITLE[u], variant)));
      expect(new Set(drawings).size).toBe(UNITS.length);
      UNITS.forEach((u, i) => { if (u !== OWN[variant]) expect([u, variant, today.includes(drawings[i]!)]).toEqual([u, variant, false]); });
    }
  });

  it('It should make two cards of one site that name the same kind different drawings', () => {
    for (const project of ['p1', 'acme', 'x9']) {
      for (const u of UNITS) {
        const three = [0, 1, 2].map((variant) => shape(card(TITLE[u], variant, { seed: `${project}:pitches-${variant + 1}` })));
        expect([project, u, new Set(three).size]).toEqual([project, u, 3]);
      }
    }
    // The brief's own example: "Tent pitches", "Grass pitches" and "Tent pitch" on one page are three drawings.
    expect(new Set(['Tent pitches', 'Grass pitches', 'Tent pitch'].map((title, variant) => shape(card(title, variant)))).size).toBe(3);
  });

  it('It should stay under MAX_BYTES without text or unsafe markup in six palettes at the card sizes, left to right and right to left', () => {
    for (const [name, palette] of Object.entries(PALETTES)) {
      for (const [width, height] of [[960, 640], [960, 720], [600, 400]] as const) {
        for (const u of UNITS) {
          for (const variant of [0, 1, 2]) {
            for (const dir of name === 'bold' || name === 'elegant' ? (['ltr', 'rtl'] as const) : (['ltr'] as const)) {
              const svg = expectOwnScene(cardSpec(TITLE[u], variant, { palette, width, height, dir }));
              expect(tagsOnly(svg)).not.toMatch(/<filter/i);
            }
          }
        }
      }
    }
  });

  it('It should picture a glamping site\'s named units even when its words read as a place to stay, and keep a hotel\'s rooms', () => {
    const wildwood = (title: string | null, variant: number) => card(title, variant, { hints: `${WILDWOOD} Wildwood Glamping`, title: 'Wildwood Glamping' });
    // Its cards draw what a campsite's draw for those titles.
    for (const [variant, title] of ['Bell tents', 'Shepherd\'s hut', 'Treehouse'].entries()) expect(wildwood(title, variant)).toBe(card(title, variant));
    // Without a unit in the title it keeps the picture it had.
    expect(wildwood('Dog-friendly', 0)).not.toBe(card('Dog-friendly', 0));
    expect(wildwood(null, 1)).not.toBe(card(null, 1));
    // A hotel has no pitches; were its words on such a card, they would keep its rooms.
    const hotel = card('Lodges', 2, { hints: 'Boutique hotel in Bath with 12 bedrooms', title: 'The Crescent' });
    expect(hotel).not.toBe(card('Lodges', 2));
  });
});
