import { detectLanguage, type Identify } from './detect';
import { HELD_OUT_BRIEFS, LABELLED_BRIEFS, TRICKY_BRIEFS, type LabelledBrief } from './detect-cases';
import { SUPPORTED_LANGS } from './languages';

const BRIEFS = [...LABELLED_BRIEFS, ...HELD_OUT_BRIEFS];
const missed = (briefs: LabelledBrief[], texts: (b: LabelledBrief) => string[]) =>
  briefs.filter((b) => detectLanguage({ texts: texts(b) }).lang !== b.lang).map((b) => `${b.lang}: ${b.texts[0]}`);

describe('detectLanguage on the labelled briefs (detect-cases.ts)', () => {
  it('It should have at least 6 briefs per supported language', () => {
    for (const lang of SUPPORTED_LANGS) expect({ lang, n: BRIEFS.filter((b) => b.lang === lang).length >= 6 }).toEqual({ lang, n: true });
  });

  it('It should tell the language of at least 95 % of whole briefs, and of at least 90 % in each language', () => {
    const miss = missed(BRIEFS, (b) => b.texts);
    expect(miss.length / BRIEFS.length).toBeLessThanOrEqual(0.05);
    for (const lang of SUPPORTED_LANGS) {
      const own = BRIEFS.filter((b) => b.lang === lang);
      expect({ lang, ok: own.length - missed(own, (b) => b.texts).length >= 0.9 * own.length }).toEqual({ lang, ok: true });
    }
  });

  it('It should tell the language of at least 95 % of descriptions alone', () => {
    expect(missed(BRIEFS, (b) => [b.texts[0]!]).length / BRIEFS.length).toBeLessThanOrEqual(0.05);
  });

  it('It should tell the language of at least 90 % of briefs without a description (audience, features, name)', () => {
    expect(missed(BRIEFS, (b) => b.texts.slice(1)).length / BRIEFS.length).toBeLessThanOrEqual(0.1);
  });
});

describe('detectLanguage on tricky briefs', () => {
  it.each(TRICKY_BRIEFS.map((b) => [b.why, b] as const))('%s', (_why, brief) => {
    expect(detectLanguage({ texts: brief.texts }).lang).toBe(brief.lang);
  });

  it('It should say English with confidence 0 when there is nothing to go on', () => {
    for (const texts of [['x'], ['12345'], ['<script>alert(1)</script>'], [], ['🍕']]) {
      expect(detectLanguage({ texts })).toEqual({ lang: 'en', dir: 'ltr', supported: true, confidence: 0 });
    }
  });

  it('It should give right-to-left and unsupported languages their direction and flag', () => {
    const he = detectLanguage({ texts: ['סטודיו ליוגה בתל אביב עם שיעורים בקבוצות קטנות.'] });
    expect(he).toMatchObject({ lang: 'he', dir: 'rtl', supported: false });
    expect(detectLanguage({ texts: ['مطعم يقدم المأكولات اللبنانية التقليدية في أجواء عائلية.'] })).toMatchObject({ lang: 'ar', dir: 'rtl', supported: true });
    expect(detectLanguage({ texts: ['یک نانوایی سنتی در تهران که هر روز نان تازه می‌پزد.'] })).toMatchObject({ lang: 'fa', dir: 'rtl', supported: false });
    expect(detectLanguage({ texts: ['서울에 있는 작은 카페입니다.'] })).toMatchObject({ lang: 'ko', dir: 'ltr', supported: false });
  });

  it('It should be surer of a clear description than of a name alone', () => {
    const clear = detectLanguage({ texts: ['Panadería artesanal en el centro de Valencia. Horneamos pan de masa madre cada mañana.'] });
    expect(clear).toMatchObject({ lang: 'es', supported: true });
    expect(clear.confidence).toBeGreaterThan(0.5);
    expect(clear.confidence).toBeLessThanOrEqual(1);
    expect(detectLanguage({ texts: ['渋谷駅前歯科医院'] }).confidence).toBeLessThan(clear.confidence);
  });
});

describe('detectLanguage with an explicit language', () => {
  const spanish = ['Panadería artesanal en el centro de Valencia. Horneamos pan de masa madre cada mañana.'];

  it('It should let a valid explicit choice win over the brief, as its primary subtag, with confidence 1', () => {
    expect(detectLanguage({ texts: spanish, explicit: 'EN' })).toEqual({ lang: 'en', dir: 'ltr', supported: true, confidence: 1 });
    expect(detectLanguage({ texts: spanish, explicit: 'pt-BR' })).toEqual({ lang: 'pt', dir: 'ltr', supported: true, confidence: 1 });
    expect(detectLanguage({ texts: spanish, explicit: 'zh-Hans' })).toMatchObject({ lang: 'zh', supported: true });
    expect(detectLanguage({ texts: spanish, explicit: 'iw' })).toEqual({ lang: 'he', dir: 'rtl', supported: false, confidence: 1 });
    expect(detectLanguage({ texts: [], explicit: 'sv-SE' })).toEqual({ lang: 'sv', dir: 'ltr', supported: false, confidence: 1 });
  });

  it('It should ignore an invalid or empty explicit value and detect from the brief', () => {
    for (const explicit of ['auto', 'xx', '', 'Spanish', 'und', null, undefined]) {
      expect({ explicit, lang: detectLanguage({ texts: spanish, explicit }).lang }).toEqual({ explicit, lang: 'es' });
    }
  });
});

describe('detectLanguage rules around the identifier', () => {
  const latin = ['Lorem ipsum dolor sit amet, consectetur adipiscing elit.'];
  const fake = (...guesses: { lang: string; score: number }[]): Identify => () => guesses;

  it('It should take a sure guess, scaled by how much of the text is in that script', () => {
    expect(detectLanguage({ texts: latin }, fake({ lang: 'it', score: 0.9 }))).toMatchObject({ lang: 'it', confidence: 0.9 });
    expect(detectLanguage({ texts: latin }, fake({ lang: 'por', score: 0.9 })).lang).toBe('pt');
  });

  it('It should say English when the identifier is unsure, cannot tell, or the top two are a toss-up', () => {
    expect(detectLanguage({ texts: latin }, fake({ lang: 'it', score: 0.1 })).lang).toBe('en');
    expect(detectLanguage({ texts: latin }, fake()).lang).toBe('en');
    expect(detectLanguage({ texts: latin }, fake({ lang: 'pt', score: 0.45 }, { lang: 'es', score: 0.43 })).lang).toBe('en');
    expect(detectLanguage({ texts: latin }, fake({ lang: 'pt', score: 0.6 }, { lang: 'es', score: 0.3 })).lang).toBe('pt');
  });

  it('It should follow the grammar of a site language the identifier also listed, and only then', () => {
    const german = ['Kleine Ramen-Bar in Berlin mit hausgemachten Nudeln, Gyoza und Sake.', 'Nachbarn und Studierende'];
    expect(detectLanguage({ texts: german }, fake({ lang: 'ber', score: 0.61 }, { lang: 'de', score: 0.39 })).lang).toBe('de');
    // The same German words, but the identifier never thought of German: its sure guess stands.
    expect(detectLanguage({ texts: german }, fake({ lang: 'ber', score: 0.9 })).lang).not.toBe('de');
    // Swedish "de" and "en" are Dutch function words; Swedish stays Swedish.
    const swedish = ['Vi är ett litet kafé i Stockholm med kaffe och bullar, de bästa i stan.', 'Grannar och en del turister'];
    expect(detectLanguage({ texts: swedish }, fake({ lang: 'sv', score: 0.76 }, { lang: 'is', score: 0.01 })).lang).toBe('sv');
    expect(detectLanguage({ texts: swedish }).lang).toBe('sv');
    // An English guess gives way too when a sentence has no English grammar and some French: a French plumber's brief (fake and tinyld).
    const french = ['Plombier à Nantes : dépannage de fuites, remplacement de chauffe-eau et rénovation de salles de bains.', 'Particuliers à Nantes', 'Dépannage rapide, Chauffe-eau, Salles de bains', 'Plomberie Martin'];
    expect(detectLanguage({ texts: french }, fake({ lang: 'en', score: 0.42 }, { lang: 'fr', score: 0.34 })).lang).toBe('fr');
    expect(detectLanguage({ texts: french }).lang).toBe('fr');
    // English grammar wins over a few French words; a list of English nouns with no grammar at all stays English.
    expect(detectLanguage({ texts: ['Bespoke wedding cakes, cupcakes, cake pops. Birthdays, weddings, corporate events.'] }, fake({ lang: 'en', score: 0.6 }, { lang: 'fr', score: 0.3 })).lang).toBe('en');
    expect(detectLanguage({ texts: ['French bistro in Leeds with the best croque monsieur et des crêpes.'] }, fake({ lang: 'en', score: 0.45 }, { lang: 'fr', score: 0.3 })).lang).toBe('en');
    // Grammar words of two languages in a tie decide nothing: the identifier's unsure guess gives English.
    expect(detectLanguage({ texts: ['The bar and grill mit Biergarten und Terrasse.'] }, fake({ lang: 'de', score: 0.3 }, { lang: 'en', score: 0.28 })).lang).toBe('en');
  });

  it('It should want a surer guess for a language without tables, and from Latin letters a sentence of them', () => {
    expect(detectLanguage({ texts: latin }, fake({ lang: 'sv', score: 0.4 })).lang).toBe('en');
    expect(detectLanguage({ texts: latin }, fake({ lang: 'sv', score: 0.8 }))).toMatchObject({ lang: 'sv', supported: false });
    expect(detectLanguage({ texts: ['Lorem ipsum dolor sit'] }, fake({ lang: 'sv', score: 0.8 })).lang).toBe('en');
    // A sure guess on a few words needs something of the language in them: its grammar, accents, a word or a trade of its
    // own ("dj" for "local customers" was German 0.63, so the whole page was German); "Lorem ipsum dolor sit" has none.
    expect(detectLanguage({ texts: ['Lorem ipsum dolor sit'] }, fake({ lang: 'it', score: 0.8 })).lang).toBe('en');
    expect(detectLanguage({ texts: ['Pizza e pasta per tutti'] }, fake({ lang: 'it', score: 0.8 })).lang).toBe('it');
    expect(detectLanguage({ texts: ['dj', 'local customers', 'Beats & Bass'] }).lang).toBe('en');
    expect(detectLanguage({ texts: ['Kapper in Zwolle', 'local customers', 'Kapper Kees'] }).lang).toBe('nl');
    expect(detectLanguage({ texts: ['Zahnarzt in Köln', 'Familien', 'Praxis Weber'] }).lang).toBe('de');
    expect(detectLanguage({ texts: ['Lorem ipsum'] }, fake({ lang: 'it', score: 0.8 })).lang).toBe('en');
    // Nor does a longer one whose only grammar is English's: a nail studio's brief was German 0.75 ("Termin anfragen").
    expect(detectLanguage({ texts: ['Nail studio in Leeds. Walk-ins welcome but appointments recommended.', 'women', 'Gel', 'BIAB', 'Pedicures', 'Nailz Studio'] }).lang).toBe('en');
    expect(detectLanguage({ texts: ['Nail studio in Leeds. Walk-ins welcome but appointments recommended.'] }, fake({ lang: 'de', score: 0.75 })).lang).toBe('en');
    // German prose with its own grammar or accents stays German beside an English word.
    expect(detectLanguage({ texts: ['Nagelstudio in Köln für Gel und BIAB, aber nicht am Sonntag.'] }, fake({ lang: 'de', score: 0.75 })).lang).toBe('de');
  });

  it('It should not ask the identifier about kana, Hangul or Hebrew, whose script is enough', () => {
    const never: Identify = () => { throw new Error('identifier called'); };
    expect(detectLanguage({ texts: ['小さなパン屋です。'] }, never).lang).toBe('ja');
    expect(detectLanguage({ texts: ['작은 카페입니다'] }, never).lang).toBe('ko');
    expect(detectLanguage({ texts: ['סטודיו ליוגה'] }, never).lang).toBe('he');
  });

  it('It should ask about Arabic script among ar, fa and ur only, and fall back on the letters', () => {
    const asked: (string[] | undefined)[] = [];
    const spy: Identify = (_text, only) => { asked.push(only); return []; };
    expect(detectLanguage({ texts: ['ریسٹورنٹ لاہور میں'] }, spy).lang).toBe('ur');
    expect(detectLanguage({ texts: ['نانوایی گندم تهران'] }, spy).lang).toBe('fa');
    expect(detectLanguage({ texts: ['مخبز الياسمين في عمان'] }, spy).lang).toBe('ar');
    expect(asked).toEqual([['ar', 'fa', 'ur'], ['ar', 'fa', 'ur'], ['ar', 'fa', 'ur']]);
  });

  it('It should read the description first and the name only when the texts before it are short', () => {
    const seen: string[] = [];
    const spy: Identify = (text) => { seen.push(text); return [{ lang: 'en', score: 1 }]; };
    const long = 'A traditional bakery in Chicago selling pretzels, rye bread and seasonal cakes every single morning.';
    detectLanguage({ texts: [long, 'Families and expats', 'Müller & Söhne Bäckerei'] }, spy);
    detectLanguage({ texts: ['Bakery', 'Families', 'Müller & Söhne Bäckerei'] }, spy);
    expect(seen[0]).not.toContain('Müller');
    expect(seen[1]).toContain('Müller');
  });
});

describe('English prose about foreign things (issue 15 §5)', () => {
  it('It should keep an English brief about a trattoria English, and an Italian one Italian', () => {
    expect(detectLanguage({ texts: ['Family-run trattoria serving hand-made pasta and wood-fired pizza.', 'Local families', 'Pasta', 'Pizza', 'Casa Nonna'] }).lang).toBe('en');
    expect(detectLanguage({ texts: ['Trattoria di famiglia con pasta fatta a mano e pizza cotta nel forno a legna.', 'Famiglie del quartiere', 'Pasta fresca', 'Casa Nonna'] }).lang).toBe('it');
    expect(detectLanguage({ texts: ['Panadería artesanal en Sevilla con pan de masa madre y bollería del día.', 'Vecinos del barrio'] }).lang).toBe('es');
  });

  it('It should take a short brief written with a language\'s accents and no grammar words for that language, and keep English prose with accented dishes English', () => {
    // Spanish 0.23 against Estonian 0.19 and no Spanish function word: it was English, and the whole page with it.
    const taller = ['Taller mecánico en Zaragoza: revisiones, frenos, neumáticos e ITV.', 'Conductores', 'Revisiones', 'Frenos', 'Neumáticos', 'Taller Mecánico Ruiz'];
    expect(detectLanguage({ texts: taller }).lang).toBe('es');
    expect(detectLanguage({ texts: ['Pâtisserie in Bath with éclairs and crème brûlée.', 'Locals', 'Éclairs', 'Maison Dorée'] }).lang).toBe('en');
    // One accented word, or a name alone, is no evidence.
    expect(detectLanguage({ texts: ['Café and bakery in Leeds.', 'Locals'] }).lang).toBe('en');
    expect(detectLanguage({ texts: ['', '', 'Crème Brûlée Café'] }).lang).toBe('en');
  });

  it('It should let an unsure guess give way to the grammar of another site language when one of its words is that language\'s alone', () => {
    // German 0.55, Czech 0.45, no Dutch among the identifier's guesses: "voor" is Dutch alone (it was a German page).
    expect(detectLanguage({ texts: ['Kapsalon in Amsterdam-Noord voor dames en heren.', 'Dames en heren', 'Knippen', 'Kleuren', 'Föhnen', 'Kapper Studio Noord'] }).lang).toBe('nl');
    // "de" and "en" are Spanish and French words too: no Dutch page for them.
    expect(detectLanguage({ texts: ['Escuela de surf en Cádiz, clases de surf en la playa.', 'Surfistas'] }).lang).toBe('es');
    // And "à" is French grammar: a short French brief without "le", "et" or "pour" was English (French 0.30, unsure).
    expect(detectLanguage({ texts: ['Cours de cuisine en petit groupe à Lyon.', 'Amateurs'] }).lang).toBe('fr');
  });
});
