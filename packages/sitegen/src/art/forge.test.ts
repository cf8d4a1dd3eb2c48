import { composeArt } from './index';
import { expectBannerHero, expectOwnScene, PALETTES, shape } from './test-kit';
import type { ArtKind, ArtPalette, ArtSpec } from './index';
import { pickTrade } from './service';
import { smiths } from './forge-words';
import { FORGE_VIEWS, forgeView } from './forge';
import { FIRE } from './forge-kit';


const FORGE = 'Blacksmith in rural Devon making gates, railings, fire baskets and bespoke ironwork, plus one-day forging courses for beginners. Bespoke commissions Forging courses Gift vouchers';

const spec = (kind: ArtKind, hints: string, seed: string, o: Partial<ArtSpec> = {}): ArtSpec =>
  ({ kind, seed, hints, palette: PALETTES.modern as ArtPalette, labels: [], title: 'Ironwork Forge', width: 960, height: 640, ...o });
const art = (kind: ArtKind, hints: string, seed: string, o: Partial<ArtSpec> = {}): string => composeArt(spec(kind, hints, seed, o));


const tradeName = (words: string) => { const t = pickTrade(words.toLowerCase()); return typeof t === 'function' ? t.name : t; };

/** A page's pictures of one kind: hero, about and six cards or gallery tiles. */
const page = (kind: ArtKind, hints: string, project: string, palette: ArtPalette, item: [string, number, number]): string[] => [
  art(kind, hints, `${project}:hero`, { palette, width: 1200, height: 960 }), art(kind, hints, `${project}:about`, { palette, width: item[1] === 800 ? 800 : 1200, height: item[1] === 800 ? 1000 : 800 }),
  ...[0, 1, 2, 3, 4, 5].map((variant) => art(kind, hints, `${project}:${item[0]}-${variant + 1}`, { palette, variant, width: item[1], height: item[2] })),
];


describe('blacksmiths', () => {
  it('It should picture a blacksmith by the forge, from its words in the ten site languages', () => {
    for (const words of [FORGE, 'Artist blacksmith making wrought iron gates, sculptures and furniture', 'The Old Forge: hand-forged fire pokers and hooks from our village forge',
      'Herrería artística en Toledo: rejas y puertas de hierro forjado, cursos de forja', 'Serralharia artística no Porto: portões e grades em ferro forjado',
      'Forgeron et ferronnerie d’art en Bretagne : portails, rampes et stages de forge', 'Kunstschmiede in Bayern: Tore, Geländer und Schmiedekurse',
      'Fabbro artigiano in Toscana: cancelli e ringhiere in ferro battuto', 'Smederij in Brabant: hekken en smeedcursussen', '鍛冶屋の工房。ロートアイアンの門扉と手すり',
      '铁匠工坊，手工锻造铁艺大门和栏杆', 'ورشة حدادة فنية: بوابات ودرابزين من الحديد المشغول']) {
      expect([words, tradeName(words), smiths(words.toLowerCase())]).toEqual([words, 'forge', true]);
    }
  });

  it('It should keep "Forge" software, "forge ahead", a goldsmith, a locksmith, a hotel named after a smithy and a furniture maker with forged legs out of the forge', () => {
    for (const words of ['Forge is a CI/CD platform for engineering teams: pipelines and deploys on bare metal servers. Forge', 'Career coaching that helps you forge ahead',
      'Forging partnerships between schools and local businesses', 'Hotel Alte Schmiede im Schwarzwald mit 20 Zimmern', 'Goldschmiede in Köln: Trauringe nach Maß',
      'Fabbro a Milano: pronto intervento, apertura porte e cambio serrature', 'Herrero Abogados: despacho de abogados en Madrid', 'Farrier in Somerset: hot and cold shoeing',
      'Steel fabrication and welding for builders', 'Oak furniture maker: dining tables with hand-forged iron legs', 'Restored barn wedding venue with wrought-iron gates', 'حداد على الفقيد']) {
      expect([words, tradeName(words) === 'forge', smiths(words.toLowerCase())]).toEqual([words, false, false]);
    }
    // Their pictures are the ones they had: a locksmith's door, a hotel's rooms, a furniture maker's dining room.
    expect(tradeName('Fabbro a Milano: pronto intervento, apertura porte e cambio serrature')).toBe('locksmithDoor');
    expect(tradeName('Hotel Alte Schmiede im Schwarzwald mit 20 Zimmern')).toBe('bedroom');
    const furniture = 'Oak furniture maker: dining tables with hand-forged iron legs';
    expect(art('interior', furniture, 'p1:hero', { width: 1200, height: 960 })).toBe(art('interior', 'Oak furniture maker: dining tables', 'p1:hero', { width: 1200, height: 960 }));
  });

  it('It should walk eight views: the forge in the hero, the workshop in the about picture, the six pieces of work on the cards and gallery tiles', () => {
    const at = (slot: string, variant = 0, behindText = false) => forgeView({ slot, family: 'p1', seed: `p1:${slot}-${variant + 1}`, variant, behindText });
    expect([at('hero'), at('about'), at('hero', 0, true)]).toEqual(['forge', 'workshop', 'forge']);
    for (const slot of ['services', 'gallery']) expect(new Set([0, 1, 2, 3, 4, 5].map((v) => at(slot, v)))).toEqual(new Set(FORGE_VIEWS.slice(1, 7)));
  });

  it('It should give a blacksmith\'s service page and its portfolio page eight different drawings each, in a light and a dark palette', () => {
    for (const project of ['p1', 'acme', 'x9']) {
      for (const palette of [PALETTES.modern, PALETTES.bold] as ArtPalette[]) {
        for (const [kind, item] of [['service', ['services', 960, 640]], ['interior', ['gallery', 800, 1000]], ['photo-tile', ['gallery', 800, 1000]]] as const) {
          const svgs = page(kind, FORGE, project, palette, [...item]);
          expect([kind, project, new Set(svgs.map(shape)).size]).toEqual([kind, project, 8]);
        }
      }
    }
  });

  it('It should draw a maker\'s portfolio for a blacksmith as the forge and its work, not rooms: interior, photo-tile, mosaic and studio', () => {
    const furniture = 'Furniture maker making oak dining tables and chairs to order';
    for (const kind of ['interior', 'mosaic', 'studio', 'photo-tile'] as const) {
      const seed = kind === 'studio' ? 'p1:about' : kind === 'photo-tile' ? 'p1:gallery-1' : 'p1:hero';
      const smithArt = art(kind, FORGE, seed, { width: 800, height: 1000 });
      expect(shape(smithArt)).not.toBe(shape(art(kind, furniture, seed, { width: 800, height: 1000 })));
    }
    // The hero is the forge with its fire, the about picture the bench with a hot bar in the vice.
    for (const kind of ['interior', 'mosaic', 'service'] as const) expect(art(kind, FORGE, 'p1:hero', { width: 1200, height: 960 })).toContain(FIRE[0]);
    expect(art('studio', FORGE, 'p1:about', { width: 800, height: 1000 })).toContain(FIRE[0]);
    // The same drawing whichever kind asks for it: a service page's hero and a maker's portfolio hero.
    expect(shape(art('interior', FORGE, 'p1:hero', { width: 1200, height: 960 }))).toBe(shape(art('service', FORGE, 'p1:hero', { width: 1200, height: 960 })));
  });

  it('It should keep every blacksmith picture under 20 000 bytes in six palettes and every size, without text or references, and behind a headline unmirrored', () => {
    const sizes: [string, number, number][] = [['hero', 1200, 960], ['about', 1200, 800], ['about', 800, 1000], ['benefits', 960, 800], ['services', 960, 640], ['gallery', 800, 1000], ['hero', 1600, 800], ['hero', 480, 1200], ['hero', 2400, 600], ['services', 4096, 16], ['services', 16, 4096]];
    for (const palette of Object.values(PALETTES)) {
      for (const dir of ['ltr', 'rtl'] as const) {
        for (const [slot, width, height] of sizes) {
          for (const variant of slot === 'services' || slot === 'gallery' ? [0, 1, 2, 3, 4, 5] : [0]) {
            expectOwnScene(spec('service', FORGE, `p1:${slot}-${variant + 1}`, { palette, dir, variant, width, height }));
          }
        }
      }
      expectBannerHero((o) => spec('interior', FORGE, 's:hero', o), palette);
      expectBannerHero((o) => spec('service', FORGE, 's:hero', o), palette);
    }
  });
});
