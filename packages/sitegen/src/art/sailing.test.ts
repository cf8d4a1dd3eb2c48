import { composeArt } from './index';
import { expectBannerHero, expectOwnScene, PALETTES, shape } from './test-kit';
import type { ArtPalette, ArtSpec } from './index';
import { pickTrade } from './service';
import { SAIL_VIEWS, sailView } from './sailing';


const SCHOOL = 'RYA sailing school in Falmouth offering dinghy and yacht courses, from Start Yachting to Day Skipper, plus powerboat level 2. RYA recognised Small groups All kit provided';
const CLUB = 'Sailing club on the Solent with dinghy racing on Sundays and training for juniors. Junior training';

const spec = (hints: string, seed: string, o: Partial<ArtSpec> = {}): ArtSpec =>
  ({ kind: 'service', seed, hints, palette: PALETTES.modern as ArtPalette, labels: ['Our courses'], title: 'Harbour Sailing School', width: 960, height: 640, ...o });
const svc = (hints: string, seed: string, o: Partial<ArtSpec> = {}): string => composeArt(spec(hints, seed, o));


const tradeName = (words: string) => { const t = pickTrade(words.toLowerCase()); return typeof t === 'function' ? t.name : t; };


describe('sailing schools and clubs', () => {
  it('It should picture a sailing school or club by its boats, from its words in the ten site languages', () => {
    for (const words of [SCHOOL, CLUB, 'Learn to sail on Rutland Water: dinghy courses and youth sailing', 'Escuela de vela en Valencia: cursos de vela ligera y patrón de embarcaciones',
      'Escola de vela em Cascais: aulas de vela para crianças e adultos', 'École de voile à La Trinité : stages de voile sur dériveur',
      'Segelschule am Bodensee: Segelkurse für Jollen und Yachten', 'Scuola di vela a Cagliari: corsi di vela per adulti e ragazzi', 'Zeilschool in Friesland: zeilcursussen en zeillessen',
      '葉山のヨットスクール。ディンギーとセーリングの体験教室', '三亚帆船学校：帆船课程与帆船培训', 'مدرسة الإبحار في دبي: دروس الإبحار الشراعي للمبتدئين']) {
      expect([words, tradeName(words)]).toEqual([words, 'sailing']);
    }
  });

  it('It should leave a boat hire, a boat trip, a yacht charter and a kayak hire their tour boat, and a candle maker\'s "velas" no boats', () => {
    for (const words of ['Self-drive boat hire in Fowey: motor boats for the day, no licence needed, plus mackerel fishing trips', 'Sunset sailing trips and boat tours round the bay, with seal spotting',
      'Bareboat and skippered yacht charter from Lymington', 'Paddleboard and kayak hire on Rutland Water, with guided kayak tours']) expect([words, tradeName(words)]).toEqual([words, 'coast']);
    expect(tradeName('Velas aromáticas artesanales hechas a mano en Sevilla')).not.toBe('sailing');
    // A boat trip that also offers a taster sail keeps its trip: its trip words outnumber the lesson's.
    expect(tradeName('Boat trips, sunset cruises and seal watching from the harbour, plus a sailing lesson for beginners')).toBe('coast');
  });

  it('It should walk eight views: the bay in the hero, the clubhouse in the about picture, six other scenes on the cards', () => {
    const at = (slot: string, variant = 0, behindText = false) => sailView({ slot, family: 'p1', seed: `p1:${slot}-${variant + 1}`, variant, behindText });
    expect([at('hero'), at('about'), at('hero', 0, true)]).toEqual(['bay', 'clubhouse', 'bay']);
    expect(new Set([0, 1, 2, 3, 4, 5].map((v) => at('services', v)))).toEqual(new Set(SAIL_VIEWS.slice(1, 7)));
  });

  it('It should give a sailing school\'s and a sailing club\'s hero, about picture and six cards eight different drawings, in a light and a dark palette', () => {
    for (const hints of [SCHOOL, CLUB]) {
      for (const project of ['p1', 'acme', 'x9']) {
        for (const palette of [PALETTES.modern, PALETTES.bold] as ArtPalette[]) {
          const svgs = [svc(hints, `${project}:hero`, { palette, width: 1200, height: 960 }), svc(hints, `${project}:about`, { palette, width: 1200, height: 800 }),
            ...[0, 1, 2, 3, 4, 5].map((variant) => svc(hints, `${project}:services-${variant + 1}`, { palette, variant }))];
          expect([project, new Set(svgs.map(shape)).size]).toEqual([project, 8]);
        }
      }
    }
    // Not the tour boat under the cliffs a boat trip's hero shows.
    const trip = svc('Boat trips to the sea caves', 'p1:hero', { width: 1200, height: 960 });
    expect(shape(svc(SCHOOL, 'p1:hero', { width: 1200, height: 960 }))).not.toBe(shape(trip));
  });

  it('It should keep every sailing picture under 20 000 bytes in six palettes and every size, without text or references, and behind a headline unmirrored', () => {
    const sizes: [string, number, number][] = [['hero', 1200, 960], ['about', 1200, 800], ['benefits', 960, 800], ['services', 960, 640], ['gallery', 800, 1000], ['hero', 1600, 800], ['hero', 480, 1200], ['hero', 2400, 600], ['services', 4096, 16], ['services', 16, 4096]];
    for (const palette of Object.values(PALETTES)) {
      for (const dir of ['ltr', 'rtl'] as const) {
        for (const [slot, width, height] of sizes) {
          for (const variant of slot === 'services' || slot === 'gallery' ? [0, 1, 2, 3, 4, 5] : [0]) {
            expectOwnScene(spec(SCHOOL, `p1:${slot}-${variant + 1}`, { palette, dir, variant, width, height }));
          }
        }
      }
      expectBannerHero((o) => spec(SCHOOL, 's:hero', o), palette);
    }
  });
});
