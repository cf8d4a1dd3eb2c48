import { composeArt } from './index';
import { expectBannerHero, expectOwnScene, PALETTES, shape } from './test-kit';
import type { ArtPalette, ArtSpec } from './index';
import { pickTrade } from './service';
import { studioKind } from './recording';
import { ensembleOf } from './choir';


const WAVELENGTH = 'Podcast recording studio in Brighton with two soundproof rooms, video recording and editing. Book by the hour or let us produce the whole show. Video podcasts Editing included Hourly booking';
const LEEDS_STUDIO = 'Recording studio in Leeds for bands and artists: live room, vocal booth, mixing and mastering.';
const REHEARSAL = 'Rehearsal rooms for bands in Bristol: five soundproofed rooms with drum kits, amps and PA, by the hour.';
const HARMONY = 'A friendly, no-audition community choir in Bath singing pop, gospel and folk. Rehearsals Tuesday evenings, concerts twice a year. No auditions No need to read music Two concerts a year First session free';
const ORCHESTRA = 'Community orchestra in York for amateur players of strings, woodwind and brass. Rehearsals on Wednesdays and three concerts a year.';
const BRASS_BAND = 'Village brass band in Yorkshire: cornets, horns, trombones and basses. Learners band, contests and summer fêtes.';
const HARROW = 'Scout group in Harrow for young people aged 6 to 18. Beavers, Cubs, Scouts and Explorers meet every week in term time at our hut on Pinner Road. We go camping, hiking and kayaking, and we always need adult volunteers. Weekly meetings Camps and adventures Volunteers welcome';
const GUIDES = '1st Didsbury Girlguiding: Rainbows, Brownies and Guides meet on Tuesdays in the church hall, with camps and badges.';
const YOUTH = 'Youth club in Luton for 11 to 18s: pool table, table tennis, a tuck shop and sofas, open three evenings a week with trained youth workers.';
const FAMILIES = [WAVELENGTH, LEEDS_STUDIO, REHEARSAL, HARMONY, ORCHESTRA, BRASS_BAND, HARROW, GUIDES, YOUTH];

/** The scene a brief's words picture: a room's name, or the scene kind ('recording', 'choir', 'scouts', 'youth'). */
const tradeName = (words: string) => { const t = pickTrade(words.toLowerCase()); return typeof t === 'function' ? t.name : t; };

const spec = (hints: string, seed: string, o: Partial<ArtSpec> = {}): ArtSpec =>
  ({ kind: 'service', seed, hints, palette: PALETTES.modern as ArtPalette, labels: [], title: 'Group', width: 960, height: 640, ...o });
const svg = (hints: string, seed: string, o: Partial<ArtSpec> = {}): string => composeArt(spec(hints, seed, o));



/** A page's hero, about picture and six service cards. */
const specs = (hints: string, project: string, palette: ArtPalette, o: Partial<ArtSpec> = {}): ArtSpec[] => [
  spec(hints, `${project}:hero`, { palette, width: 1200, height: 960, ...o }), spec(hints, `${project}:about`, { palette, width: 1200, height: 800, ...o }),
  ...[0, 1, 2, 3, 4, 5].map((variant) => spec(hints, `${project}:services-${variant + 1}`, { palette, variant, labels: [`Service ${variant}`], ...o })),
];
const page = (hints: string, project: string, palette: ArtPalette, o: Partial<ArtSpec> = {}): string[] => specs(hints, project, palette, o).map(composeArt);


describe('recording, podcast and rehearsal studios', () => {
  it('It should picture a studio for hire by its rooms, from its words in the ten site languages', () => {
    for (const words of [WAVELENGTH, LEEDS_STUDIO, REHEARSAL, 'Podcast studio hire in Manchester with a vocal booth and editing', 'Voice-over booth and podcast studio in Glasgow',
      'Estudio de grabación en Madrid: grabación, mezcla y masterización', 'Salas de ensayo en Valencia con batería y amplificadores', 'Estúdio de gravação em Lisboa para bandas e podcasts',
      'Studio d\'enregistrement à Lyon : prise de son, mixage et mastering', 'Tonstudio in Köln: Aufnahmen, Mischung und Mastering', 'Proberaum in Berlin stundenweise zu mieten',
      'Studio di registrazione a Milano per band e podcast', 'Opnamestudio in Utrecht met repetitieruimtes', '東京のレコーディングスタジオ。録音とミックス',
      '北京录音棚，提供录音、混音和播客录制', 'استوديو تسجيل في دبي للبودكاست والموسيقى']) expect([words, tradeName(words)]).toEqual([words, 'recording']);
  });

  it('It should keep a podcast show, a photographer\'s, yoga or tattoo studio and a hotel\'s soundproofed rooms out of it', () => {
    // A podcast people listen to is a show (the `stage` kind's studio), not a studio for hire.
    expect(pickTrade('a weekly podcast about personal finance without the hype: new episode every tuesday, show notes')).toBeNull();
    expect(pickTrade('weekly science podcast where we interview researchers')).toBeNull();
    for (const words of ['photography studio in leeds for portraits and headshots', 'yoga studio with hatha and vinyasa classes', 'custom tattoo studio in brighton specialising in fine line',
      'boutique hotel with soundproofed rooms and a rooftop bar', 'dance studio with ballet and tap classes']) expect([words, tradeName(words)]).not.toEqual([words, 'recording']);
  });

  it('It should open a podcast studio on its podcast room, a music studio on its control room and rehearsal rooms on a drum kit', () => {
    expect([WAVELENGTH, LEEDS_STUDIO, REHEARSAL].map((w) => studioKind(w.toLowerCase()))).toEqual(['podcast', 'music', 'rehearsal']);
    expect(new Set([WAVELENGTH, LEEDS_STUDIO, REHEARSAL].map((w) => shape(svg(w, 'p1:hero', { width: 1200, height: 960 })))).size).toBe(3);
  });
});

describe('choirs, orchestras and brass bands', () => {
  it('It should picture a choir, an orchestra and a brass band by their halls and church, in the ten site languages', () => {
    for (const words of [HARMONY, ORCHESTRA, BRASS_BAND, 'Community choir in Leith. No auditions and no need to read music. We sing pop, folk and gospel.', 'Gospel choir and glee club for teenagers',
      'Choral society in Winchester performing Handel and Bach', 'Coro comunitario en Sevilla: ensayamos los martes y damos conciertos en Navidad', 'Coral comunitário em Lisboa, sem audições',
      'Chorale à Nantes : répétitions le mardi soir et concerts', 'Gemischter Chor in Freiburg: Proben jeden Dienstag', 'Gesangverein in Graz sucht neue Sängerinnen und Sänger',
      'Coro polifonico a Bologna: prove ogni giovedì', 'Popkoor in Utrecht: repetities op dinsdag', '地域の合唱団です。毎週練習しています。', '社区合唱团，每周排练，欢迎加入',
      'جوقة مجتمعية في عمّان تغني كل أسبوع', 'Orquesta de cámara en Bilbao', 'Orchestre d\'harmonie de Lille', 'Musikverein und Blaskapelle in Tirol', 'Harmonieorkest in Tilburg']) {
      expect([words, tradeName(words)]).toEqual([words, 'choir']);
    }
    expect([HARMONY, ORCHESTRA, BRASS_BAND, 'Orchestre symphonique de Lyon', 'Musikverein Hall in Tirol: Blasmusik'].map((w) => ensembleOf(w.toLowerCase()))).toEqual(['choir', 'orchestra', 'brass', 'orchestra', 'brass']);
  });

  it('It should keep Chorus software, a wedding band, broadband, anchors, chores, coral reefs and a music school out of it', () => {
    for (const words of ['Chorus is conversation intelligence software for sales teams', 'Wedding band for hire: live music for your reception and first dance', 'Fast fibre broadband for rural homes',
      'Wedding rings and wedding bands in platinum and gold', 'Black Anchor Tattoo: custom designs', 'A shared to-do list app for households: assign chores and set reminders',
      'Snorkelling trips over the coral reef', 'Orchestration platform for containers']) expect([words, tradeName(words)]).not.toEqual([words, 'choir']);
    // A music school that also has a children's choir keeps its piano.
    expect(tradeName('music school in leeds: piano and guitar lessons for all ages, and a children\'s choir')).toBe('music');
  });

  it('It should draw an orchestra\'s and a band\'s players where a choir stands, and a choir that meets in a church hall as a choir, not a venue', () => {
    expect(new Set([HARMONY, ORCHESTRA, BRASS_BAND].map((w) => shape(svg(w, 'p1:hero', { width: 1200, height: 960 })))).size).toBe(3);
    const inHall = `${HARMONY} We rehearse in St Mary's church hall.`;
    expect(shape(svg(inHall, 'p1:hero'))).toBe(shape(svg(HARMONY, 'p1:hero')));
    // A hall that is hired out stays the venue's.
    expect(shape(svg('Church hall for hire: available to hire for choirs, parties and meetings', 'p1:hero'))).not.toBe(shape(svg(HARMONY, 'p1:hero')));
  });
});

describe('scout and guide groups and youth clubs', () => {
  it('It should picture a scout or guide group by its camp, hike, lake and hut, in the ten site languages', () => {
    for (const words of [HARROW, GUIDES, 'Scout group in Harrow for young people aged 6 to 14: Beavers, Cubs and Scouts, meeting weekly with camps, hikes and badges.',
      'Grupo scout en Madrid: campamentos, excursiones y lobatos', 'Agrupamento de escuteiros em Braga: acampamentos e caminhadas', 'Groupe scout à Lyon : louveteaux, camps et randonnées',
      'Pfadfinder in Graz: Zeltlager, Fahrten und Wölflinge', 'Gruppo scout AGESCI a Roma: lupetti, uscite e campi', 'Scouting Harderwijk: welpen, verkenners en zomerkamp',
      'ボーイスカウトの活動：キャンプとハイキング', '童军团：露营、徒步和技能章', 'فوج الكشافة في عمّان: مخيمات ورحلات']) expect([words, tradeName(words)]).toEqual([words, 'scouts']);
  });

  it('It should picture a youth club by its hall, in the ten site languages', () => {
    for (const words of [YOUTH, 'Youth centre with a drop-in for young people, table football and a games console', 'Club juvenil en Valencia con futbolín y ping-pong', 'Casa da juventude no Porto com sinuca e pebolim',
      'Maison des jeunes à Lyon : baby-foot, ping-pong et sorties', 'Jugendzentrum in Köln mit Kicker und Tischtennis', 'Centro giovanile a Milano con biliardo e calcetto',
      'Jongerencentrum in Utrecht met poolbiljart en tafeltennis', '青少年センター：卓球とビリヤード', '青少年活动中心，有台球和乒乓球', 'مركز الشباب في عمّان: كرة الطاولة والبلياردو']) expect([words, tradeName(words)]).toEqual([words, 'youth']);
  });

  it('It should keep brownies, rainbows, cubs, talent scouts, Scout software and a church\'s youth group out of it', () => {
    for (const words of ['Bakery selling brownies, blondies and rainbow cakes', 'Boat trips to see rainbows over the waterfalls with our guides', 'Zoo with lion cubs, penguins and a petting farm',
      'Talent scouts and recruiters placing footballers with clubs', 'Scout APM monitors your Rails app performance', 'Location scouting for film and TV shoots',
      'Chicago Cubs fan tours and stadium visits', 'Scouting for new talent? Our recruitment agency places engineers']) expect([words, tradeName(words)]).not.toEqual([words, 'scouts']);
    for (const words of ['A friendly church in Derby meeting every Sunday at 10:30, with a kids\' church, youth group and community café.',
      'Priya Shah is standing for Hillside ward, campaigning for safer streets, better buses and a new youth centre.']) expect([words, tradeName(words)]).not.toEqual([words, 'youth']);
    // A day camp keeps its tent, a campsite its field.
    expect(tradeName('summer day camp for children aged 5 to 12 with forest school and swimming')).toBe('camp');
    expect(tradeName('family campsite with tent pitches and electric hook-ups')).toBe('campsite');
  });
});

describe('the groups\' pictures', () => {
  it('It should give each a hero, an about picture and six cards that are eight different drawings, in light and dark palettes', () => {
    for (const hints of FAMILIES) {
      for (const project of ['p1', 'acme', 'x9']) {
        for (const palette of [PALETTES.modern, PALETTES.bold] as ArtPalette[]) {
          const svgs = page(hints, project, palette);
          expect([hints.slice(0, 30), project, new Set(svgs.map(shape)).size]).toEqual([hints.slice(0, 30), project, 8]);
        }
      }
    }
  });

  it('It should keep every picture under 20 000 bytes in six palettes and at odd sizes, its own drawing, without text or anything unsafe', () => {
    for (const hints of FAMILIES) {
      for (const palette of Object.values(PALETTES)) {
        for (const one of specs(hints, 'p1', palette)) expectOwnScene(one);
      }
      for (const [w, h] of [[4096, 4096], [2400, 600], [600, 800], [800, 800], [4096, 16], [16, 4096]] as const) {
        for (const palette of [PALETTES.elegant, PALETTES.bold] as ArtPalette[]) {
          for (const one of specs(hints, 'p2', palette, { width: w, height: h })) expectOwnScene(one);
        }
      }
    }
  });

  it('It should keep the hero\'s subject on the end side behind a banner headline, unmirrored, and mirror the whole body on an RTL page', () => {
    for (const hints of FAMILIES) {
      for (const palette of [PALETTES.modern, PALETTES.bold] as ArtPalette[]) {
        expectBannerHero((o) => spec(hints, 's:hero', o), palette);
        expect(shape(svg(hints, 's:hero', { palette, width: 1600, height: 900, behindText: true }))).not.toBe(shape(svg(hints, 's:hero', { palette, width: 1600, height: 900 })));
        expect(svg(hints, 's:hero', { palette, dir: 'rtl' })).toMatch(/^<svg[^>]*direction="rtl"[^>]*>(?:<defs>.*?<\/defs>)?<g transform="matrix\(-1 0 0 1 960 0\)"/);
      }
    }
  });
});
