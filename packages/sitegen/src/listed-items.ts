/**
 * What a description lists that the business sells or serves ("Family-run trattoria serving hand-made pasta and
 * wood-fired pizza since 1987", "Online shop for organic cotton basics: t-shirts, socks and underwear made in
 * Portugal"), so a menu or a shop's cards can show those things before any placeholder (issue 17: real facts
 * before placeholders). Words of the site languages written with spaces; Japanese, Chinese and Arabic lists
 * come from the key features only. Pure; never throws.
 */

/**
 * Words after which a description lists what the place serves or sells ("serving", "selling", "with", "mit",
 * "con", "avec", "met"…), in the site languages; a colon or a dash does the same.
 */
const LEAD_IN = /(?<!\p{L})(?:serving|serves?|selling|sells|stocking|stocks|stockists?\s+of|offering|offers|specialis(?:ing|es|ed|ts?)\s+in|specializ(?:ing|es|ed)\s+in|known\s+for|famous\s+for|we\s+do|grow|growing|grows|make|making|makes|bake|baking|bakes|brew|brews|brewing(?!\s+(?:kit|equipment|gear|supplies))|pouring|pours|cook|cooking|cooks|frying|grilling|sell|featuring|with|including|sirviendo|sirven?|ofrece(?:mos|n)?|vende(?:mos|n)?|hacemos|elaboramos|horneamos|con|especializad[oa]s?\s+en|conocid[oa]s?\s+por|famos[oa]s?\s+por|servindo|servimos|com|oferece(?:mos|m)?|especializad[oa]s?\s+em|conhecid[oa]s?\s+por|servant|sert|servons|vend|vendons|fabriquons|faisons|avec|propose|proposant|proposons|sp[ée]cialis[ée]e?s?\s+(?:dans|en)|serviert|servieren|verkauft|verkaufen|backen|machen|mit|bietet|bieten|spezialisiert\s+auf|bekannt\s+f[üu]r|serve|serviamo|offre|specializzat[oa]\s+in|famos[oa]\s+per|verkoopt|verkopen|serveert|serveren|met|biedt|bieden|gespecialiseerd\s+in|bekend\s+om)(?!\p{L})\s*|\s[—–]\s|\s?:\s/iu;
/**
 * The stricter words after which a description lists the services it offers ("Roofers in Sheffield: new roofs,
 * flat roofs and repairs", "dental practice offering check-ups, hygiene and whitening"): a colon or a dash,
 * offering, specialising in, including, such as, in the site languages. Not "with", which lists what a place has
 * ("with parking and CCTV").
 */
const OFFER_LEAD_IN = /(?<!\p{L})(?:hacemos|realizamos|fazemos|nous\s+faisons|nous\s+r[ée]alisons|wir\s+machen|facciamo|realizziamo|wij\s+doen|offering|offers|writing|designing|creating|teaching|we\s+offer|we\s+do|we\s+provide|providing|provides|specialis(?:ing|es|ed|ts?)\s+in|specializ(?:ing|es|ed)\s+in|including|such\s+as|ofrece(?:mos|n)?|ofreciendo|especializad[oa]s?\s+en|incluyendo|oferece(?:mos|m)?|oferecendo|especializad[oa]s?\s+em|propose|proposant|proposons|sp[ée]cialis[ée]e?s?\s+(?:dans|en)|bietet|bieten|spezialisiert\s+auf|offre|offriamo|specializzat[oa]\s+in|biedt|bieden|gespecialiseerd\s+in)(?!\p{L})\s*|\s[—–]\s|\s?:\s/iu;
/** Every lead-in of a sentence, for each kind of list (`matchAll` copies the expression, so sharing it is safe). */
const EVERY_LEAD = { serve: new RegExp(LEAD_IN.source, 'giu'), offer: new RegExp(OFFER_LEAD_IN.source, 'giu') } as const;
/** Where one item of such a list ends and the next begins: commas, "and", "or", in the site languages. */
const ITEM_BREAK = /\s*(?:[,;]|\s[—–]\s|\s(?:and|or|y|o|e|ou|et|und|oder|en|of)\s)\s*/iu;
/** Words after an item that say when, where or how it is made ("…pizza since 1987", "underwear made in Portugal"), where its title ends. */
const ITEM_END = /\s+(?:since|in|at|online|in-store|worldwide|nationwide|for|from|to|every|each|daily|on|near|until|by|around|across|all|made|served|baked|cooked|roasted|brewed|landed|caught|grown|reared|picked|sourced|harvested|raised|produced|imported|delivered|shipped|smoked|sold|available|plus|thrown|hand-thrown|fired|glazed|woven|knitted|packed|packaged|bottled|sewn|stitched|printed|painted|carved|turned|forged|poured|dyed|fabriqu[ée]e?s?|fait(?:e|es|s)?|hech[oa]s?|feit[oa]s?|gemacht|fatt[oi]|fatte|gemaakt|aus|uit|desde|en|para|cada|tod[oa]s|hasta|em|no|na|nos|nas|até|depuis|à|au|aux|pour|chaque|tous|toutes|sur|seit|für|jeden|jede|täglich|auf|bis|im|am|dal|dalla|per|ogni|tutti|fino|sinds|voor|elke|op|om|tot|bij)(?!\p{L}).*$/iu;
/** Words before an item that are not its name: a conjunction, articles, "our own", "the best", in the site languages. */
const ITEM_LEAD = /^(?:plus|also|as\s+well\s+as|and|or|y|e|et|und|en|ou|oder|of|the|our|own|a|an|some|best|finest|very|un|una|unos|unas|el|la|los|las|nuestr[oa]s?|le|les|des|du|nos|notre|nos|der|die|das|den|unser(?:e|en)?|il|lo|gli|i|o|os|as|um|uma|noss[oa]s?|het|de|onze|ons|een)\s+/iu;
/** A count before a list item ("24 flavours", "twelve beers on tap", "over 500 games"): a boast of range, not a thing sold ("one-to-one training" is none). */
const COUNT = /^(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundreds?|dozens?|over|more|plenty|lots|many|several|dos|tres|doce|deux|trois|douze|zwei|drei|zwölf|due|tre|dodici|duas|twee|drie|twaalf)(?!\p{L}|[-‑]to[-‑]))/iu;
/** Words of the place itself ("Ice cream parlour", "a farm shop"): an item with one names nothing sold. */
const PLACE = /(?<!\p{L})(?:parlou?rs?|bars?|shops?|caf[eé]s?|restaurants?|bakery|bakeries|trucks?|vans?|stalls?|kitchens?|houses?|rooms?|helader[ií]a|gelateria|pizzeria|b[äa]ckerei|bakkerij|padaria|pasticceria|boulangerie)(?!\p{L})/iu;
/** At most this many words in an item's title. */
const MAX_WORDS = 4;
/** A preposition heading an item ("from Start Yachting to Day Skipper", "for beginners"): it says when, where or for whom, not what. */
const PREPOSITION_HEAD = /^(?:from|to|for|at|in|on|with|by|into|onto|up\s+to|desde|hasta|para|dès|depuis|jusqu['’]à|von|bis|für|da|fino\s+a|vanaf|tot|voor)(?!\p{L})/iu;
/**
 * Single English words listed with commas and "and" or "or" before one head noun, or a noun and a word before it
 * ("dinghy and yacht courses", "yoga, pilates and barre classes", "merino, alpaca and sock yarns", "sparkling and still
 * English wines"), at the start of a list or after a comma: each word takes the head ("dinghy courses", "yacht courses")
 * when `names` accepts every word so and none before the "and" alone (`withSharedHead`).
 */
const SHARED_HEAD = /(?<=^|,\s*)((?:\p{L}[\p{L}-]*\s*,\s*)*\p{L}[\p{L}-]*)\s+(?:and|or|&)\s+(\p{L}[\p{L}-]*)\s+((?:\p{L}[\p{L}-]*\s+)?\p{L}+)(?=\s*(?:[,;.]|$)|\s+(?:for|from|to|in|at|with|plus)\s)/giu;
/** A meal ("breakfast, lunch and homemade cakes" are a meal, a meal and cakes; not "breakfast cakes"). */
const MEAL = /^(?:breakfasts?|brunch(?:es)?|lunch(?:es)?|dinners?|suppers?)$/iu;
/** An English plural of a noun ending in a hiss or -y ("lunches", "dishes", "boxes", "glasses", "pastries"): a thing, no modifier. */
const PLURAL_NOUN = /^\p{L}{2,}(?:ches|shes|xes|sses|zzes|ies)$/iu;
/** A list with its shared head noun written out for each word (`SHARED_HEAD`), else as it was. */
function withSharedHead(list: string, names: (title: string) => boolean): string {
  return list.replace(SHARED_HEAD, (m, firsts: string, last: string, head: string) => {
    const words = [...firsts.split(/\s*,\s*/u), last];
    // A plural noun or a meal before "and" is a thing of its own, no modifier of the head ("lunches and cream teas" are not
    // "lunches teas", "breakfast, lunch and homemade cakes" not "breakfast cakes").
    if (words.slice(0, -1).some((w) => PLURAL_NOUN.test(w) || MEAL.test(w))) return m;
    // The words before "and" need the head ("alpaca"); the last may name a thing alone as well ("sock", "colour").
    return words.every((w, i) => (i === words.length - 1 || !names(w)) && names(`${w} ${head}`)) ? words.map((w) => `${w} ${head}`).join(', ') : m;
  });
}

/**
 * One list item as a title, or "" when `names` does not accept it; `cut` is set when words after it were cut
 * (see `ITEM_END`). `places`: whether words of a place rule the item out (a menu's or a shop's, not a service's "room
 * design").
 */
function listItem(item: string, names: (title: string) => boolean, cut?: { at: boolean }, places = true): string {
  const bare = (t: string) => { let d = t; for (let prev = ''; prev !== d;) { prev = d; d = d.replace(ITEM_LEAD, '').trim(); } return d; };
  const fits = (d: string) => !!d && !(places && PLACE.test(d)) && !COUNT.test(d) && d.split(/\s+/u).length <= MAX_WORDS && names(d);
  const raw = bare(item.trim().replace(/[.!?;:,)(]+$/u, ''));
  if (PREPOSITION_HEAD.test(raw)) return '';
  const d = bare(raw.replace(ITEM_END, ''));
  // "fish landed daily" is "fish"; "locally reared beef", whose cut leaves no such thing, stays whole.
  if (d !== raw && fits(d)) { if (cut) cut.at = true; return d; }
  return fits(raw) ? raw : '';
}

/**
 * The things a description lists that `names` accepts (a dish, a product, a service): the items of a list after a
 * word of serving or selling or a colon (see `LEAD_IN`; `leads` 'offer' for the stricter `OFFER_LEAD_IN`), or a first clause that is itself such a list ("Specialty coffee
 * and Viennese pastries — …"), each cut before when or where it is made and kept when it is at most four words
 * and no place or count. Order of the description (its first four sentences), repeats dropped. Pure; never throws.
 */
export function listedItems(description: string, names: (title: string) => boolean, leads: 'serve' | 'offer' = 'serve'): string[] {
  const LEAD = leads === 'offer' ? OFFER_LEAD_IN : LEAD_IN;
  const found: string[] = [];
  description.split(/(?<=[.!?])\s+/u).slice(0, 4).forEach((sentence, n) => {
    // A first clause (up to a dash, a colon or a word of serving) that is all such things, two at least, with
    // nothing cut but after the last ("Cakes, bread and the best sourdough in town", "Handmade chocolates and
    // truffles made in our kitchen, with…"), is itself the list.
    const lead = LEAD.exec(sentence);
    const clause = (sentence.slice(0, lead ? lead.index : undefined).split(/\s[—–]\s|\s?:\s/u)[0] ?? '').replace(/[\s,;]+$/u, '');
    const clauseItems: string[] = [];
    if (n === 0 || (n === 1 && found.length === 0)) {
      // The list ends at the item whose when, where or how was cut ("…mugs, bowls and vases thrown in my studio | and sold
      // online"): what follows goes on about them.
      const items: string[] = [];
      for (const part of clause.split(ITEM_BREAK)) {
        const cut = { at: false };
        items.push(listItem(part, names, cut, leads === 'serve'));
        if (cut.at) break;
      }
      if (items.length >= 2 && items.every(Boolean)) clauseItems.push(...items);
    }
    // Each lead-in starts a list that runs to the next one ("…creating calm homes in London: full room design, styling…").
    const ledItems: string[] = [];
    if (lead) {
      const starts = [...sentence.matchAll(EVERY_LEAD[leads])].map((m) => [m.index!, m.index! + m[0].length] as const);
      starts.forEach(([, from], i) => {
        const list = withSharedHead(sentence.slice(from, starts[i + 1]?.[0]), names);
        ledItems.push(...list.split(ITEM_BREAK).map((p) => listItem(p, names, undefined, leads === 'serve')).filter(Boolean));
      });
    }
    // A service business's opening clause names the business ("Mobile car valeting and detailing in Birmingham: hand
    // wash, interior deep clean…"): when a lead-in lists services of its own, those are the services.
    found.push(...(leads === 'offer' && ledItems.length >= 2 ? [] : clauseItems), ...ledItems);
  });
  const seen = new Set<string>();
  return found.filter((d) => { const k = d.toLocaleLowerCase(); if (seen.has(k)) return false; seen.add(k); return true; });
}

/** Three-letter words of the site languages that are no part of what a thing is called: articles, "and", "for", "day". */
const SHORT_WORDS: ReadonlySet<string> = new Set(['the', 'and', 'for', 'our', 'you', 'all', 'any', 'one', 'two', 'day', 'per', 'con', 'des', 'les', 'une', 'uno',
  'una', 'los', 'las', 'del', 'der', 'die', 'das', 'den', 'dem', 'und', 'een', 'het', 'van', 'met', 'por', 'com', 'sur', 'aux', 'mit', 'dal', 'dei', 'nos', 'dos']);

/**
 * The words of a title as stems, for telling whether two titles name the same thing ("Pastries" and "A
 * pastry", "Gâteaux de mariage" and "Un gâteau de mariage", "Taarten" and "Een stuk taart"): lower-cased words of
 * three letters or more but a few short ones (`SHORT_WORDS`), with a plural or final "e" cut (…ies → …y; …es, …s, …x, …en, …e). Pure.
 */
export function itemStems(title: string): string[] {
  return (title.toLocaleLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !SHORT_WORDS.has(w))
    .map((w) => w.replace(/ies$/u, 'y').replace(/(?:es|s|x)$/u, '').replace(/(?<=\p{L}{3})en$/u, '').replace(/e$/u, ''));
}

/** True when every stem of `inner` is among the stems of `outer` (see `itemStems`). */
export function saysItem(outer: string, inner: string): boolean {
  const o = itemStems(outer);
  const i = itemStems(inner);
  return i.length > 0 && i.every((x) => o.includes(x));
}

/**
 * The key features' own items, then those the description lists: a listed item that says more of a one-word
 * feature ("Viennese pastries" for "Pastries") takes its place; one that says the same as an item already there,
 * or more or less of it ("grilled fish" after "Grilled fish of the day", "custom birthday cakes" after "Birthday
 * cakes"), is left out; others are added ("New books", then "second-hand books"). Returns a new array. Pure.
 */
export function withListed(own: readonly string[], listed: readonly string[]): string[] {
  const out = [...own];
  for (const d of listed) {
    const wider = out.findIndex((f) => !/\s/u.test(f.trim()) && saysItem(d, f) && !saysItem(f, d));
    if (wider >= 0) out[wider] = d;
    else if (!out.some((f) => saysItem(f, d) || saysItem(d, f))) out.push(d);
  }
  return out;
}
