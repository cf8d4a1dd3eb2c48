import { casedLikeEnglish, clip, inSentence, joinList, lcFirst, rejoinLists, titleCase, unshouted, withStop } from './text';

describe('text helpers', () => {
  it('It should join a list the way the page\'s language does, and leave short lists alone', () => {
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
    expect(joinList(['pan', 'café'], 'es')).toBe('pan y café');
    expect(joinList(['パン', 'ケーキ', '珈琲'], 'ja')).toBe('パン、ケーキ、珈琲');
    expect(joinList(['one'], 'de')).toBe('one');
    expect(joinList([], 'fr')).toBe('');
    expect(joinList(['x', 'y'], 'xx')).toBe('x and y');
  });
  it('It should lower-case ordinary words only and clip at word boundaries', () => {
    expect(lcFirst('Automatic bank reconciliation')).toBe('automatic bank reconciliation');
    expect(lcFirst('VAT return preparation')).toBe('VAT return preparation');
    expect(lcFirst('OpenTelemetry native')).toBe('OpenTelemetry native');
    expect(lcFirst('Friends, families and team outings')).toBe('friends, families and team outings');
    expect(lcFirst('NASA, ESA and friends')).toBe('NASA, ESA and friends');
    // Accented capitals are ordinary letters too ("Propriétaires", "Étudiants"); "ÉLAN" stays.
    expect(lcFirst('Propriétaires et commerçants')).toBe('propriétaires et commerçants');
    expect(lcFirst('Étudiants de Lyon')).toBe('étudiants de Lyon');
    expect(lcFirst('ÉLAN members')).toBe('ÉLAN members');
    expect(clip('one two three four', 10)).toBe('one two…');
  });

  it('It should set an owner\'s phrase inside a sentence as the page language writes nouns there', () => {
    expect(inSentence('Particuliers à Nantes', 'fr')).toBe('particuliers à Nantes');
    expect(inSentence('Parejas y familias', 'es')).toBe('parejas y familias');
    expect(inSentence('Forenzen en gezinnen', 'nl')).toBe('forenzen en gezinnen');
    // German writes nouns with a capital; scripts without case are left as written.
    expect(inSentence('Hausbesitzer und Mieter', 'de')).toBe('Hausbesitzer und Mieter');
    expect(inSentence('Homeowners', 'sv')).toBe('Homeowners');
    expect(inSentence('家族連れ', 'ja')).toBe('家族連れ');
  });
});

describe('casedLikeEnglish', () => {
  it('It should give a description typed all in lower case the capitals English always writes, and leave cased text alone', () => {
    expect(casedLikeEnglish('window cleaning for houses in swindon. reliable and cheap')).toBe('window cleaning for houses in Swindon. reliable and cheap');
    expect(casedLikeEnglish('home cooked caribbean food, takeaway and delivery in south london')).toBe('home cooked Caribbean food, takeaway and delivery in South London');
    expect(casedLikeEnglish("i'm a plumber in leeds and i do boilers")).toBe("I'm a plumber in Leeds and I do boilers");
    // Not a place: "in person", "in your home", "in stock", "in-home".
    for (const t of ['lessons in person or online', 'dog walking in your area', 'bikes in stock', 'in-home care']) expect(casedLikeEnglish(t)).toBe(t);
    // Nor how a thing is made or done: "in small batches" (was "made in Small batches" in a shop's headline), "in pairs".
    expect(casedLikeEnglish('handmade soaps made in small batches in my kitchen in cornwall')).toBe('handmade soaps made in small batches in my kitchen in Cornwall');
    expect(casedLikeEnglish('dog walks in pairs or small groups')).toBe('dog walks in pairs or small groups');
    // The owner's own casing stays, even where it is lower case.
    expect(casedLikeEnglish('Window cleaning in swindon')).toBe('Window cleaning in swindon');
    // Known acronyms (were "Dj", "biab", "dbs checked", "tv mounting"); "led", the verb, stays.
    expect(casedLikeEnglish('dj')).toBe('DJ');
    expect(casedLikeEnglish('nail tech in luton, gel and biab')).toBe('nail tech in Luton, gel and BIAB');
    expect(casedLikeEnglish('flat pack, shelves, tv mounting. all cleaners dbs checked')).toBe('flat pack, shelves, TV mounting. all cleaners DBS checked');
    expect(casedLikeEnglish('a family-led bakery, led by two sisters')).toBe('a family-led bakery, led by two sisters');
  });
});

describe('unshouted', () => {
  it.each([
    ['LASH EXTENSIONS, BROW LAMINATION AND SPRAY TANS IN CROYDON. BOOK NOW!!!', 'en', 'Lash extensions, brow lamination and spray tans in Croydon. Book now!'],
    // Known acronyms stay; "us" and "it" are words.
    ['DBS CHECKED CLEANERS IN LEEDS. FREE QUOTES?? CALL US', 'en', 'DBS checked cleaners in Leeds. Free quotes? Call us'],
    ['NHS EYE TESTS', 'en', 'NHS eye tests'],
    ['PELUQUERÍA EN MADRID. CORTES Y TINTES', 'es', 'Peluquería en madrid. Cortes y tintes'],
    // Left as typed: any lower-case letter, too few letters, no letters at all.
    ['Mixed Case Text', 'en', 'Mixed Case Text'], ['VAT', 'en', 'VAT'], ['24/7', 'en', '24/7'], ['', 'en', ''], ['ラーメン', 'ja', 'ラーメン'],
  ])('It should write %j (%s) as %j', (input, lang, out) => {
    expect(unshouted(input, 5, lang)).toBe(out);
  });
});

describe('titleCase', () => {
  it.each([
    ['cage-free salon', 'Cage-free salon'], ['free delivery over £20', 'Free delivery over £20'], ['éclairs', 'Éclairs'],
    ['iPhone repairs', 'iPhone repairs'], ['eBay shop', 'eBay shop'], ['24/7 support', '24/7 support'], ['Already fine', 'Already fine'],
    ['', ''], ['ラーメン', 'ラーメン'], ['<script>', '<script>'], ['javascript:alert(1)', 'javascript:alert(1)'], ['calm, quiet salon', 'Calm, quiet salon'],
  ])('It should write %j as %j', (input, out) => {
    expect(titleCase(input)).toBe(out);
  });
});

describe('rejoinLists', () => {
  it.each<[string[], string[]]>([
    // A list typed inside one feature, split at its commas (SPEC §3), is one feature again.
    [['Road', 'gravel and e-bikes', 'Servicing and repairs'], ['Road, gravel and e-bikes', 'Servicing and repairs']],
    [['Weddings', 'birthdays', 'christenings or wakes', 'Free parking'], ['Weddings, birthdays, christenings or wakes', 'Free parking']],
    [['Bodas', 'bautizos y comuniones'], ['Bodas, bautizos y comuniones']],
    [['Vegan', 'gluten-free & nut-free options'], ['Vegan, gluten-free & nut-free options']],
    // A saying split at its comma is one feature again ("No fix, no fee" was two cards, "No fix" and "No fee").
    [['Repairs while you wait', 'No fix', 'no fee', 'Free quotes'], ['Repairs while you wait', 'No fix, no fee', 'Free quotes']],
    [['Any size', 'any budget'], ['Any size, any budget']],
    [['Fixed fee', 'no sale no fee'], ['Fixed fee, no sale no fee']],
    [['No call-out charge', 'Free quotes'], ['No call-out charge', 'Free quotes']],
    // A quality heading a list of qualities ("Fast, reliable delivery" was two cards, "Fast" and "Reliable delivery").
    [['React and TypeScript', 'Fast', 'reliable delivery'], ['React and TypeScript', 'Fast, reliable delivery']],
    // Separate features stay separate: each capitalised, all in lower case, a lower-case part with no end to a list, a long head.
    [['Road bikes', 'Gravel and e-bikes'], ['Road bikes', 'Gravel and e-bikes']],
    [['wifi', 'parking and breakfast'], ['wifi', 'parking and breakfast']],
    [['Grooming', 'cage-free salon'], ['Grooming', 'cage-free salon']],
    [['Rennräder', 'Gravelbikes und E-Bikes'], ['Rennräder', 'Gravelbikes und E-Bikes']],
    [['Open seven days a week', 'delivery and collection'], ['Open seven days a week', 'delivery and collection']],
    [['Road', 'gravel and e-bikes for every rider in the county'], ['Road', 'gravel and e-bikes for every rider in the county']],
    [['ラーメン', '餃子'], ['ラーメン', '餃子']],
    [[], []],
  ])('It should read %j as %j', (input, out) => {
    expect(rejoinLists(input)).toEqual(out);
  });
});

describe('withStop', () => {
  it('It should end a sentence with its script\'s full stop, and leave one that has a stop alone', () => {
    expect(withStop('For families')).toBe('For families.');
    expect(withStop('デスクワークの方のために')).toBe('デスクワークの方のために。');
    expect(withStop('为上班族而设')).toBe('为上班族而设。');
    expect(withStop('Ready?')).toBe('Ready?');
    expect(withStop('準備はいいですか？')).toBe('準備はいいですか？');
    expect(withStop('من أجل العائلات')).toBe('من أجل العائلات.');
  });
});
