import { composeArt } from './index';
import { expectBannerHero, expectOwnScene, PALETTES, shape } from './test-kit';
import type { ArtPalette, ArtSpec } from './index';
import { pickTrade } from './service';
import { dentalLab } from './dental-words';
import { tourScenes } from './tour-words';
import { glampingSite } from './glamp-field';


/** The briefs' words as images.ts gives them: the industry label, the name, the description and the features. */
const LAB = 'Healthcare Precision Dental Lab Dental laboratory in Leeds making crowns, bridges, implant restorations and dentures for dental practices across Yorkshire. Digital impressions accepted, with a free collection and delivery service for practices. Digital workflow Free courier Five-day turnaround';
const GLAMP = 'Travel & Tourism Hollow Oak Glamping Glamping in the Shropshire Hills with four bell tents, a shepherd\'s hut and a treehouse, each with a wood-fired hot tub. Dogs welcome in the bell tents. Wood-fired hot tubs Dog friendly Farm shop on site';
const TOURS: Record<string, string> = {
  minibus: 'Travel & Tourism Highland Trails Family-run tour operator in Edinburgh offering small-group day tours to the Highlands, Loch Ness and Skye. Small groups of 16 Local guides Hotel pick-up',
  market: 'Travel & Tourism Taste of Lisbon Guided food tours of Lisbon\'s old neighbourhoods: Alfama, Mouraria and Baixa. Eight tastings in three hours. Eight tastings Small groups Local guide',
  path: 'Travel & Tourism Alpine Steps Small-group walking holidays in the Alps and the Dolomites, with luggage transfers and comfortable mountain hotels. Luggage transfers Expert leaders Small groups',
  savanna: 'Travel & Tourism Mara Horizons Safari company in Kenya running private safaris in the Masai Mara and Amboseli. Private vehicles Expert guides Tented camps',
  aurora: 'Travel & Tourism Nordlicht Reisen Kleiner Reiseveranstalter aus Hamburg mit Gruppenreisen nach Norwegen, Island und Lappland. Polarlichter, Hundeschlitten und Wanderungen. Kleine Gruppen',
  street: 'Travel & Tourism Old Town Walks Guided walking tours of York\'s old town: history, ghosts and hidden streets with a local guide. Daily tours',
};

const spec = (hints: string, seed: string, o: Partial<ArtSpec> = {}): ArtSpec =>
  ({ kind: 'service', seed, hints, palette: PALETTES.modern as ArtPalette, labels: [], title: 'X', width: 960, height: 640, ...o });
const art = (hints: string, seed: string, o: Partial<ArtSpec> = {}): string => composeArt(spec(hints, seed, o));


const tradeName = (words: string) => { const t = pickTrade(words.toLowerCase()); return typeof t === 'function' ? t.name : t; };

/** A page's service pictures: hero, about and six cards. */
const page = (hints: string, project: string, palette: ArtPalette): string[] => [
  art(hints, `${project}:hero`, { palette, width: 1200, height: 960 }), art(hints, `${project}:about`, { palette, width: 1200, height: 800 }),
  ...[0, 1, 2, 3, 4, 5].map((variant) => art(hints, `${project}:services-${variant + 1}`, { palette, variant })),
];


describe('a dental laboratory, a glamping site and a tour operator', () => {
  it('It should picture a dental laboratory by its bench, not a haulier\'s lorry or a dentist\'s chair, from its words in the ten site languages', () => {
    for (const words of [LAB, 'Crown and bridge work by our dental technicians for practices across the South West',
      'Laboratorio dental en Valencia: coronas, puentes, prótesis sobre implantes y dentaduras para clínicas dentales.',
      'Laboratório de prótese dentária no Porto: coroas, pontes e próteses para clínicas.',
      'Laboratoire de prothèse dentaire à Lyon. Prothésiste dentaire : couronnes, bridges et prothèses pour les cabinets dentaires.',
      'Dentallabor in Köln. Unsere Zahntechniker fertigen Kronen, Brücken und Prothesen für Zahnarztpraxen.',
      'Laboratorio odontotecnico a Torino: corone, ponti e protesi per studi dentistici.', 'Tandtechnisch laboratorium in Utrecht voor tandartspraktijken.',
      '大阪の歯科技工所。歯科技工士がクラウンと義歯を製作します。', '深圳义齿加工厂，牙科技工团队为牙科诊所制作牙冠。', 'مختبر أسنان في دبي يصنع التيجان والجسور لعيادات الأسنان.',
      'We make crowns, bridges and dentures for dental practices across Kent.']) {
      expect([words, tradeName(words), dentalLab(words.toLowerCase())]).toEqual([words, 'dentalLab', true]);
    }
    // The same drawing whatever the language: the lab's pictures are its own, not its words'.
    expect(art('Dentallabor in Köln: Kronen und Brücken für Zahnarztpraxen', 'p1:hero', { width: 1600, height: 800 })).toBe(art(LAB, 'p1:hero', { width: 1600, height: 800 }));
    expect(shape(art(LAB, 'p1:hero'))).not.toBe(shape(art('Road haulage and next-day pallet delivery across Yorkshire', 'p1:hero')));
  });

  it('It should show on a lab\'s cards what their titles name: dispatch for the courier, the CAD screen for the digital workflow, no view twice', () => {
    const feats = ['Digital workflow', 'Free courier', 'Five-day turnaround'];
    const cards = feats.map((title, variant) => shape(art(LAB, `p1:features-${variant + 1}`, { variant, labels: [title, ...feats] })));
    // Untitled, the three cards walk the CAD corner, the model close up and dispatch; the courier's card takes dispatch.
    const untitled = [0, 1, 2].map((variant) => shape(art(LAB, `p1:features-${variant + 1}`, { variant })));
    expect(new Set(untitled).size).toBe(3);
    expect(cards).toEqual([untitled[0], untitled[2], untitled[1]]);
  });

  it('It should keep a dental practice\'s surgery when it offers crowns and dentures or names the laboratory it works with', () => {
    for (const words of ['Family dental practice in Bath offering check-ups, hygiene, fillings, crowns and bridges, and dentures.',
      'Dentist in Leeds specialising in dentures and implants. We work with a local dental laboratory for same-week dentures.',
      'Clínica dental en Sevilla: implantes, ortodoncia, coronas y prótesis dentales.', 'Cabinet dentaire à Nantes : soins, implants, couronnes et prothèses dentaires.',
      'Zahnarztpraxis in München mit eigenem Praxislabor: Kronen, Brücken, Implantate und Prophylaxe.', 'Studio dentistico a Milano: corone, protesi e impianti.']) {
      expect([words, tradeName(words), dentalLab(words.toLowerCase())]).toEqual([words, 'dentist', false]);
    }
    // Software, supplies and courses for labs are no lab.
    for (const words of ['Practice management software for dental labs', 'Dental supplies for dental laboratories and practices', 'Dental technician courses and apprenticeships']) {
      expect([words, tradeName(words)]).not.toEqual([words, 'dentalLab']);
    }
  });

  it('It should picture a tour operator by the scene its words name first, in the site languages', () => {
    for (const [scene, words] of Object.entries(TOURS)) {
      expect([scene, tradeName(words)]).toEqual([scene, 'tours']);
      expect(tourScenes(words.toLowerCase())[0]).toBe(scene);
    }
    for (const [words, scene] of [
      ['Operador turístico en Madrid: excursiones de un día y rutas gastronómicas', 'minibus'], ['Tours gastronómicos por el mercado de Valencia', 'market'],
      ['Voyagiste à Lyon : safaris en Tanzanie et circuits accompagnés', 'savanna'], ['Visites guidées de la vieille ville de Bordeaux', 'street'],
      ['Reiseveranstalter für geführte Wanderreisen in den Alpen', 'path'], ['Gruppenreisen nach Island und Lappland: Polarlichter', 'aurora'],
      ['Operador turístico em Évora: passeios guiados e visitas gastronómicas', 'market'], ['Tour operator a Firenze: viaggi organizzati ed escursioni in Toscana', 'minibus'],
      ['Reisorganisatie voor groepsreizen en rondreizen naar IJsland', 'aurora'], ['京都の旅行会社。食べ歩きツアーを催行しています。', 'market'],
      ['西安旅行社，提供一日游和美食之旅。', 'minibus'], ['شركة رحلات سياحية في نيروبي تنظم رحلات سفاري', 'savanna'],
      ['Guided walking tours in the Alps', 'path'], ['Guided walking tours of Edinburgh\'s Old Town', 'street']] as const) {
      expect([words, tradeName(words), tourScenes(words.toLowerCase())[0]]).toEqual([words, 'tours', scene]);
    }
    // Each scene's hero is its own drawing.
    expect(new Set(Object.values(TOURS).map((words) => shape(art(words, 'p1:hero', { width: 1200, height: 960 })))).size).toBe(6);
    // A desert safari is no savanna.
    expect(tourScenes('desert safaris and dune drives from dubai')[0]).not.toBe('savanna');
  });

  it('It should keep a boat trip\'s boat, a museum\'s rooms, a hotel\'s and a hostel\'s rooms and a walker\'s trail when they name tours', () => {
    expect(tradeName('Boat trips from Oban to see seals and puffins. Sea safaris and wildlife cruises, with guided tours of Mull.')).toBe('coast');
    expect(tradeName('Folk museum in Yorkshire with guided tours of the cottages, school visits and a café')).toBe('gallery');
    expect(tradeName('Family-run hotel in Inverness with twenty rooms. We can book day tours to Loch Ness.')).toBe('bedroom');
    expect(tradeName('Ostello sul lago di Como con camere condivise e private, escursioni guidate e noleggio di kayak')).toBe('bedroom');
    expect(tradeName('Mountain guide in Snowdonia leading hikes and scrambles for beginners')).toBe('outdoors');
    expect(tradeName('Craft brewery and taproom with brewery tours on Saturdays')).not.toBe('tours');
    expect(tradeName('Estate agency with virtual tours for every listing')).not.toBe('tours');
    // A walking holiday company's "Rooms" cards keep their beds.
    const rooms = (hints: string) => art(hints, 'p1:rooms-1', { width: 960, height: 720, labels: ['Double room'] });
    expect(rooms(TOURS.path as string)).toBe(rooms('Bed and breakfast in Keswick with four rooms'));
  });

  it('It should picture a glamping site\'s hero and about by its meadow, not a hotel bedroom, and keep a hotel\'s, a B&B\'s and a touring campsite\'s pictures', () => {
    for (const words of [GLAMP, 'Wildwood Glamping: bell tents, a shepherd\'s hut and two treehouses in a private Welsh woodland, with wood-fired hot tubs and campfires.',
      'Glamping en el Pirineo: tiendas safari, cabañas en los árboles y una yurta con jacuzzi.', 'Glamping en Ardèche : cabanes dans les arbres, roulottes et tentes lodges.',
      'Glamping im Harz mit Baumhäusern, Schäferwagen und Glockenzelten. Hunde willkommen.']) {
      expect([words, glampingSite(words.toLowerCase())]).toEqual([words, true]);
      for (const [slot, width, height] of [['hero', 1200, 960], ['about', 1200, 800], ['benefits', 960, 800]] as const) {
        expect(art(words, `p1:${slot}`, { width, height })).toBe(art(GLAMP, `p1:${slot}`, { width, height }));
      }
    }
    const glampHero = art(GLAMP, 'p1:hero', { width: 1200, height: 960 });
    for (const words of ['Boutique hotel in the Lake District with twelve rooms and two treehouse suites', 'Bed and breakfast in Keswick with four rooms and a garden cabin',
      'Family campsite near Wantage with grass pitches for tents, hardstanding for caravans and motorhomes, electric hook-ups and hot showers',
      'Family campsite with tent pitches, caravan hook-ups and two glamping pods']) {
      expect([words, glampingSite(words.toLowerCase()) && art(words, 'p1:hero', { width: 1200, height: 960 }) === glampHero]).toEqual([words, false]);
    }
    expect(tradeName('Boutique hotel in the Lake District with twelve rooms and two treehouse suites')).toBe('bedroom');
    // A pitch card still draws the unit its title names.
    const pitch = (hints: string) => art(hints, 'p1:pitches-1', { width: 960, height: 720, labels: ['Shepherd\'s hut'] });
    expect(pitch(GLAMP)).toBe(pitch('Campsite in Devon with a shepherd\'s hut'));
  });

  it('It should give a hero, an about picture and six cards eight different drawings, in a light and a dark palette', () => {
    for (const hints of [LAB, GLAMP, TOURS.minibus, TOURS.market, TOURS.aurora] as string[]) {
      for (const project of ['p1', 'acme', 'x9']) {
        for (const palette of [PALETTES.modern, PALETTES.bold] as ArtPalette[]) {
          expect([hints.slice(0, 40), project, new Set(page(hints, project, palette).map(shape)).size]).toEqual([hints.slice(0, 40), project, 8]);
        }
      }
    }
  });

  it('It should keep every picture under 20 000 bytes in six palettes and every size, without text or references, and behind a headline unmirrored', () => {
    const sizes: [string, number, number][] = [['hero', 1200, 960], ['hero', 1600, 800], ['about', 1200, 800], ['benefits', 960, 800], ['services', 960, 640], ['services', 600, 400],
      ['gallery', 800, 1000], ['hero', 480, 1200], ['hero', 2400, 600], ['services', 4096, 16], ['services', 16, 4096]];
    for (const hints of [LAB, GLAMP, ...Object.values(TOURS)]) {
      for (const palette of Object.values(PALETTES)) {
        for (const [slot, width, height] of sizes) {
          for (const variant of slot === 'services' ? [0, 1, 2, 3, 4, 5] : [0]) {
            expectOwnScene(spec(hints, `p1:${slot}-${variant + 1}`, { palette, variant, width, height }));
          }
        }
        expectBannerHero((o) => spec(hints, 's:hero', o), palette);
      }
    }
  });
});
