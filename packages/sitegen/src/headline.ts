import type { Voice } from './i18n/types';
import { CJK, sentences, ucFirst } from './text';

/**
 * Headlines and voice from a brief (issue 15 §3). The offline writer does not invent words, so a
 * headline is the longest opening phrase of the description that ends where a phrase ends (before a
 * relative pronoun, a preposition, a participle, or a clause comma; never inside brackets or a list),
 * in at most `maxWords` words.
 */

/** Words before which a phrase may end ("Bookkeeping software | that reconciles…"). Lower case. */
const BOUNDARY = new Set([
  // English
  'that', 'which', 'who', 'whose', 'where', 'with', 'for', 'since', 'in', 'on', 'at', 'from', 'to', 'into', 'across', 'by', 'while',
  'near', 'between', 'without', 'through', 'so', 'because', 'but', 'after', 'before', 'during', 'within', 'throughout', 'around',
  // Spanish, Portuguese, Italian, French, German, Dutch (prepositions that start a complement; not "de", "in" where ambiguous)
  'que', 'con', 'para', 'desde', 'com', 'per', 'qui', 'avec', 'pour', 'depuis', 'dans', 'die', 'der', 'das', 'mit', 'für', 'seit',
  'dat', 'met', 'voor', 'sinds', 'perché', 'porque', 'parce', 'weil', 'omdat',
  // Arabic: in, with, since, which (m./f.), on
  'في', 'مع', 'منذ', 'الذي', 'التي', 'على',
]);
/**
 * Words before which a phrase may end in one language only: Spanish and French "en" (Dutch "and"), the
 * participles that open a clause after a noun ("Clínica de fisioterapia en Valencia | especializada en…"), and "while"
 * ("…réparations | pendant que vous attendez": "pendant que" is one conjunction, not a noun and a relative "que").
 */
const LANG_BOUNDARY: Record<string, ReadonlySet<string>> = {
  es: new Set(['en', 'especializado', 'especializada', 'especializados', 'especializadas', 'situado', 'situada', 'ubicado', 'ubicada', 'dedicado', 'dedicada', 'mientras']),
  fr: new Set(['en', 'spécialisé', 'spécialisée', 'spécialisés', 'spécialisées', 'situé', 'située', 'installé', 'installée', 'pendant', 'tandis', 'lorsque']),
  pt: new Set(['especializado', 'especializada', 'especializados', 'especializadas', 'localizado', 'localizada', 'situado', 'situada', 'enquanto']),
  it: new Set(['specializzato', 'specializzata', 'specializzati', 'specializzate', 'situato', 'situata', 'mentre']),
  de: new Set(['spezialisiert', 'während']),
  nl: new Set(['gespecialiseerd', 'terwijl']),
};
const CONJ_WORD = /^(and|or|&|y|e|o|ou|et|und|oder|en|of|ed|و)$/i;
/** Coordinating conjunctions: a comma followed by one of these before the next boundary is a list comma. */
const CONJ = /\s(and|or|&|y|e|o|ou|et|und|oder|en|of|ed)\s/i;
const RELATIVE_EN = /^(that|which|who)$/;
/**
 * English past participles that open a clause after a noun when a preposition follows ("novels | set in a
 * Cornish village", "a bakery | based in Leeds", "bags | made in small batches"): the phrase ends before them,
 * never between them and their preposition.
 */
const CLAUSE_PARTICIPLES = new Set(['set', 'based', 'located', 'situated', 'nestled', 'tucked', 'hidden', 'made', 'built', 'designed', 'run', 'owned',
  'founded', 'established', 'inspired', 'crafted', 'grown', 'brewed', 'baked', 'sourced', 'handmade', 'hand-made', 'housed', 'held', 'rooted', 'born']);
/**
 * English -ing verbs whose preposition belongs to them ("…practice in Exeter caring | for dogs", "…firm specialising |
 * in…"): no phrase ends between the two, so a headline never ends on the verb.
 */
const PREPOSITION_VERBS_ING = new Set(['caring', 'specialising', 'specializing', 'working', 'focusing', 'focussing', 'dealing', 'operating', 'trading', 'helping', 'struggling', 'suffering', 'recovering', 'coping']);
/** English verbs whose object is an -ing word ("stop smoking", "start running", "enjoy cooking"): no phrase ends between them. */
const TAKES_ING = new Set(['stop', 'stops', 'stopped', 'start', 'starts', 'quit', 'quits', 'keep', 'keeps', 'enjoy', 'enjoys', 'avoid', 'avoids',
  'finish', 'finishes', 'begin', 'begins', 'try', 'tries', 'love', 'loves', 'like', 'likes', 'consider', 'considers', 'recommend', 'recommends', 'resume']);
/** The end of a range after "from … to": a number or decade ("12", "the 90s"), a number word, a weekday or a month. */
const RANGE_END = /^(?:\d.*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen\w*|twenty|adults?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)$/;
/** Words that make one preposition with a following "to" ("up to five", "next to", "close to"). */
const PAIRED_BEFORE_TO = /^(up|next|close|due|prior|according|thanks|owing|closer)$/;
/**
 * English verbs (and "how", "able", "way") that take "to" after them ("how we get | to work", "learn how | to
 * cook", "everything you need | to know"): a phrase never ends between them and their "to".
 */
const BEFORE_TO_VERBS = new Set(['get', 'gets', 'got', 'getting', 'go', 'goes', 'going', 'went', 'come', 'comes', 'coming', 'came', 'want', 'wants', 'need', 'needs',
  'how', 'able', 'way', 'ways', 'learn', 'learns', 'learning', 'love', 'loves', 'like', 'likes', 'have', 'has', 'used', 'try', 'tries', 'trying', 'plan', 'plans',
  'hope', 'hopes', 'deserve', 'deserves', 'move', 'moves', 'moving', 'return', 'returns', 'returning', 'heading', 'headed', 'travel', 'travels', 'commute', 'commutes', 'walk', 'walks', 'drive',
  'drives', 'fly', 'flies', 'ready', 'easy', 'hard', 'free', 'choose', 'chooses', 'decide', 'decides', 'belong', 'belongs', 'listen', 'listens', 'talk', 'talks']);

/** Remove bracketed asides "(AWS, Azure, GCP)" entirely, so nothing is ever cut inside brackets. */
export function stripBrackets(s: string): string {
  let out = s;
  for (let i = 0; i < 3; i++) out = out.replace(/\s*[([{][^()[\]{}]*[)\]}]/g, '');
  return out.replace(/[()[\]{}]/g, '').replace(/\s+([,.;:!?])/g, '$1').replace(/\s{2,}/g, ' ').trim();
}

const bare = (w: string) => w.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
/** An English -ing word (lower case) that is a verb form, not a noun ("serving", not "wedding", "tutoring" or "walking" in "walking holidays"). */
export const isParticiple = (w: string): boolean => /^[a-z]{3,}ing$/.test(w) && !ING_NOT_VERBS.has(w);
/**
 * -ing words that mostly describe ("a caring practice"). After a noun and before a preposition they open a
 * clause all the same: "veterinary practice | caring for cats", "a team | leading in…".
 */
const ING_ADJECTIVES = new Set(['outstanding', 'amazing', 'caring', 'loving', 'leading', 'stunning', 'relaxing', 'welcoming', 'charming', 'inspiring', 'exciting',
  'thriving', 'engaging', 'interesting', 'rewarding', 'upcoming', 'ongoing', 'existing', 'breathtaking', 'refreshing', 'soothing',
  'uplifting', 'fascinating', 'pioneering', 'enduring', 'lasting', 'missing', 'remaining', 'following', 'cutting', 'everlasting']);
/**
 * -ing words that name a trade, a thing or a time ("private counselling", "meeting notes"), or describe
 * ("outstanding day nursery"), rather than say what someone does.
 */
const ING_NOT_VERBS = new Set(['bring', 'thing', 'king', 'spring', 'string', 'ring', 'wing', 'sing', 'swing', 'wedding', 'building', 'clothing',
  'catering', 'housing', 'ceiling', 'evening', 'morning', 'training', 'tutoring', 'coaching', 'consulting', 'accounting', 'marketing',
  'printing', 'parking', 'cleaning', 'plumbing', 'counselling', 'counseling', 'bookkeeping', 'landscaping', 'roofing', 'flooring', 'tiling',
  'plastering', 'glazing', 'paving', 'fencing', 'scaffolding', 'heating', 'lighting', 'engineering', 'manufacturing', 'recruiting',
  'surveying', 'hosting', 'computing', 'banking', 'lending', 'publishing', 'editing', 'proofreading', 'copywriting', 'mentoring',
  'nursing', 'childminding', 'babysitting', 'housekeeping', 'dining', 'seating', 'bedding', 'meeting', 'wellbeing', 'grooming', 'styling',
  'branding', 'advertising', 'planning', 'tailoring', 'framing', 'piercing', 'tattooing', 'waxing', 'threading', 'detailing', 'valeting',
  'camping', 'glamping', 'hiking', 'climbing', 'skiing', 'sailing', 'surfing', 'diving', 'cycling', 'swimming', 'boxing', 'dancing',
  'shopping', 'welding', 'recording', 'storytelling', 'networking', 'funding', 'pricing', 'billing', 'invoicing', 'onboarding', 'learning',
  'boarding', 'ironing', 'healing', 'parenting', 'upholstering', 'decorating', 'gardening', 'cooking', 'baking', 'brewing', 'farming',
  'painting', 'drawing', 'knitting', 'sewing', 'quilting', 'woodworking', 'carving', 'printmaking', 'coding', 'programming', 'driving',
  'bowling', 'skating', 'karting', 'riding', 'rowing', 'fishing', 'kayaking', 'snorkelling', 'paddleboarding', 'bouldering', 'trampolining',
  // Nouns before nouns: "seasonal tasting menus", "walking tours", "running club", "living room", "changing rooms".
  'tasting', 'walking', 'running', 'living', 'sleeping', 'changing', 'waiting', 'conditioning',
  // Trades named by an -ing noun: "conveyancing, wills and probate", "rewiring and testing".
  'conveyancing', 'wiring', 'rewiring', 'rendering', 'pointing', 'guttering', 'decking', 'cladding', 'screeding', 'engraving', 'signwriting',
  'bookbinding', 'lettering', 'tanning', 'microblading', 'stargazing', 'sightseeing', 'birdwatching', 'dressmaking',
  // Nouns before nouns in health: "free hearing tests", "hearing aids".
  'hearing',
  ...ING_ADJECTIVES]);
/**
 * English -ing verbs of a launch, an opening or an arrival, whose clause opens with a time or place: "launching in spring";
 * not "returning" or "starting", which describe people ("women returning to work").
 */
const WHEN_VERBS = new Set(['launching', 'opening', 'reopening', 'arriving', 'debuting', 'premiering']);
/**
 * An English -ing word that opens a clause here: a verb form followed by its object ("trattoria serving
 * pasta") or by another such verb ("agency selling and letting homes"); not one followed by a preposition
 * or by "and" and a noun ("counselling and psychotherapy").
 */
/** Nouns naming a business or group, after which "running" is its verb ("agency running Google Ads", "club running weekly rides"). */
const RUNS = /^(?:agency|agencies|bureaux?|bureaus?|firms?|company|companies|charity|charities|club|clubs|group|groups|team|teams|studio|studios|practice|consultancy|collective|co-?op|cooperative|trust|network|school|service|business)$/;
/**
 * Whether an opening list of one-word items closes with "and"/"or" and up to two more words before a preposition ("Sound,
 * lighting and stage hire for…", "Cake, bread and pastry shop in…"): the items qualify one noun, no bare list of services.
 */
function sharedHead(first: string): boolean {
  const m = /^\p{L}+(?:, \p{L}+)*,? (?:and|or|&) \p{L}+(?: \p{L}+)? (\p{L}+)/u.exec(first);
  return Boolean(m && BOUNDARY.has(bare(m[1]!)));
}

const isParticipleAt = (words: readonly string[], i: number) => {
  const next = bare(words[i + 1] ?? '');
  // An -ing word closed by a comma or stop has no object: it ends a noun ("with animal feeding, tractor rides").
  // A capitalised -ing word inside a sentence is a name: Reading, Worthing, Woking, Ealing.
  // "Using", whose stem is two letters, is one too ("studio in Bristol | using titanium…"), but not inside a relative
  // clause, whose verb it goes with ("agent that answers emails using your help centre").
  const using = bare(words[i]!) === 'using' && !words.slice(0, i).some((x) => RELATIVE_EN.test(bare(x)));
  // "Running" names things ("running club", "running shoes") except after the business that runs something.
  const running = bare(words[i]!) === 'running' && i > 0 && RUNS.test(bare(words[i - 1]!));
  if (!(isParticiple(bare(words[i]!)) || using || running) || /[,;:.!?]$/.test(words[i]!) || next === '' || (i > 0 && /^\p{Lu}/u.test(words[i]!))) return false;
  // A verb of coming and going opens its clause before a time or place ("app | launching in spring", "bakery | opening in May").
  // So does a verb whose preposition belongs to it ("studio in Brighton | specialising in fine line").
  if (BOUNDARY.has(next)) return WHEN_VERBS.has(bare(words[i]!)) || PREPOSITION_VERBS_ING.has(bare(words[i]!));
  return !CONJ_WORD.test(next) || isParticiple(bare(words[i + 2] ?? ''));
};

/**
 * Whether the words from `i` (just after a comma) go on with a list rather than open a clause: the next six words up
 * to a comma hold "and"/"or" ("contracts, disputes and compliance"); or, in a list a colon opened (`colonList`), short
 * items of up to three words lead to one that does ("…Buckinghamshire: felling, pruning, stump grinding and hedge
 * cutting", where "felling" alone is no phrase to end on). Within the clause (to the next colon, semicolon or stop).
 */
function listGoesOn(words: readonly string[], i: number, colonList: boolean): boolean {
  if (CONJ.test(` ${words.slice(i, i + 6).join(' ').split(/[,;:.]/)[0]} `)) return true;
  if (!colonList) return false;
  const items = words.slice(i, i + 12).join(' ').split(/[;:.]/)[0]!.split(',');
  const closing = items.findIndex((item) => CONJ.test(` ${item} `));
  return closing > 0 && items.slice(0, closing).every((item) => item.trim().split(/\s+/).length <= 3);
}

/**
 * English prepositions that open no phrase of their own here ("a podcast about small business" is one noun phrase) but
 * that a phrase never ends on either: "A cosy puzzle game about | restoring a seaside town" is no headline.
 */
const ENDLESS_EN = new Set(['about', 'of', 'like', 'than', 'as', 'via', 'over', 'under', 'against', 'among', 'towards', 'toward', 'upon', 'onto', 'beyond', 'despite', 'the', 'a', 'an']);

/** People a business is for, in English: "for children from age 5 and adults" names two of them. */
const PEOPLE_WORDS = 'children|kids|juniors|teens|teenagers|adults|grown-ups|parents|seniors|families|beginners|girls|boys|women|men|toddlers|babies';
const PEOPLE = new RegExp(`^(?:${PEOPLE_WORDS})$`, 'i');
/** "…and adults", "…or teens": people joined to those named before. */
const PEOPLE_JOINED = new RegExp(String.raw`\s(?:and|or|&)\s(?:\S+\s)?(?:${PEOPLE_WORDS})\b`, 'i');

/** English verbs that take a particle ("settle in", "sign up", "drop in", "warm up"): no phrase ends between the two. */
const PHRASAL = /^(?:settle|settles|settling|fit|fits|fitting|check|checks|checking|sign|signs|signing|log|logs|logging|drop|drops|dropping|pop|pops|popping|join|joins|joining|warm|warms|warming|cool|cools|cooling|wind|winds|winding|chill|chills|chilling|catch|catches|catching|tidy|tidies|tidying|clean|cleans|cleaning|clear|clears|clearing)$/;
/** Whether two words are a phrasal verb and its particle ("settle in", "sign up", "wind down"). */
const phrasalPair = (verb: string, particle: string): boolean => PHRASAL.test(bare(verb)) && /^(?:in|up|out|down)$/.test(bare(particle));
/** Nouns of a group that meets ("Knitting group meeting in the library"): its "meeting" is a verb. */
const GROUP_NOUN = /^(?:groups?|clubs?|societ(?:y|ies)|circles?|choirs?|bands?|guilds?|networks?|teams?)$/;
/** People a "with" describes ("people with dementia", "children with autism", "adults with learning disabilities"). */
const PEOPLE_WITH = /^(?:people|persons|those|patients|children|kids|adults|teens|teenagers|families|carers|parents|women|men|students|pupils|someone|anyone|everyone|landlords|homeowners|owners)$/i;

/** Prepositions before a place name ("in Portland, Oregon", "near Austin, TX"). */
const PLACE_PREPOSITION = /^(?:in|near|around|across|outside|from|of)$/i;

/** Verbs of seeing, knowing or choosing, and "exactly", whose object may open with "where", "when", "what" or "how". */
const SEEING = /^(?:see|sees|seeing|know|knows|show|shows|showing|find|finds|learn|learns|understand|understands|tell|tells|decide|decides|choose|chooses|track|tracks|exactly|precisely)$/i;

/** Word positions (number of words in the prefix) where a phrase may end, ascending. */
function cutPoints(words: string[], lang: string): number[] {
  const cuts: number[] = [];
  // Where the current phrase began: the sentence start, or just after a colon, semicolon, dash or clause comma.
  let seg = 0;
  // Whether the current phrase is an adjunct opened after a clause comma (", at our clinic in York…"): no
  // phrase ends inside it, so a headline never ends on half of one (", at our clinic", ", in person").
  let adjunct = false;
  // Whether a list is open: a list comma was passed and its "and" not yet ("con ramos, centros | para bodas y…").
  let listOpen = false;
  // Whether the current phrase began after a colon ("…in Buckinghamshire: felling, pruning…"): what follows lists.
  let colonList = false;
  for (let i = 1; i < words.length; i++) {
    const prev = words[i - 1]!;
    const w = bare(words[i]!);
    if (/[;:]$/.test(prev) || ['—', '–', '-'].includes(words[i]!)) { cuts.push(i); seg = i; adjunct = false; listOpen = false; colonList = /:$/.test(prev); continue; }
    // "…in Portland, Oregon offering…", "…in Madison, WI helping…": a place and its state or country are one name, no clause.
    if (lang === 'en' && /,$/.test(prev) && /^\p{Lu}/u.test(words[i - 1]!) && /^\p{Lu}/u.test(words[i]!) && !/,$/.test(words[i]!) && /^(?:\p{Ll}|$)/u.test(words[i + 1] ?? '')
      && words.slice(0, i - 1).some((x) => PLACE_PREPOSITION.test(bare(x)))) continue;
    if (/,$/.test(prev)) {
      // A clause comma ("…, with luggage transfer"), unless what follows reads as the rest of a list
      // ("contracts, disputes and compliance").
      if (BOUNDARY.has(w) || !listGoesOn(words, i, colonList)) { cuts.push(i); seg = i; adjunct = BOUNDARY.has(w); listOpen = false; colonList = false; } else listOpen = true;
      continue;
    }
    if (CONJ_WORD.test(bare(prev))) listOpen = false;
    if (adjunct || listOpen) continue;
    // A phrase never ends on a preposition or a relative pronoun ("Solicitors in Leeds for | conveyancing…").
    // A phrasal verb's particle may end one ("…refugees in Bristol settle in | with English classes").
    const afterParticle = lang === 'en' && phrasalPair(words[i - 2] ?? '', prev);
    if ((BOUNDARY.has(bare(prev)) && !afterParticle) || (lang === 'en' && ENDLESS_EN.has(bare(prev))) || (bare(prev) === 'en' && LANG_BOUNDARY[lang]?.has('en'))) continue;
    // Nor does one end on a group's "meeting", its verb ("Knitting group meeting | in the library").
    if (lang === 'en' && bare(prev) === 'meeting' && GROUP_NOUN.test(bare(words[i - 2] ?? ''))) continue;
    // A phrase of one word does not end before a participle or preposition: "…Leeds: boiler | servicing"
    // is a compound noun, not "trattoria | serving…".
    if (i - seg < 2 || CONJ_WORD.test(bare(prev))) continue;
    const next = bare(words[i + 1] ?? '');
    // A participle starts a clause ("trattoria serving…"); an -ing noun followed by a preposition does not
    // ("physics tutoring for…"), nor the object of a relative clause's verb ("that turns | meeting notes…").
    // Nor is the -ing object of a verb that takes one ("help people stop | smoking" is "stop smoking").
    const participle = lang === 'en' && isParticipleAt(words, i) && !RELATIVE_EN.test(bare(words[i - 2] ?? '')) && !TAKES_ING.has(bare(prev));
    // "…software that reconciles bank feeds automatically | and prepares…": a second verb after a relative clause.
    const verbAnd = CONJ_WORD.test(w) && /^[a-z]{3,}s$/.test(next) && words.slice(1, i).some((x) => RELATIVE_EN.test(bare(x)));
    // "…children up | to five", "next | to the station": the preposition is the second half of a pair.
    // "…how we get | to work", "learn how | to cook": "to" after such a verb is its own, not a phrase's start.
    // "…from the 60s | to the 90s", "from 3 | to 12": a range of numbers, ages or days belongs to its "from" a few
    // words before (not "day trips from Lisbon | to Sintra", where the trips leave from Lisbon).
    const upTo = bare(words[i + 1] ?? '') === 'the' ? bare(words[i + 2] ?? '') : bare(words[i + 1] ?? '');
    // "…for kids aged 8 | to 14": two numbers joined by "to" are one range without a "from" as well.
    const range = w === 'to' && lang === 'en' && RANGE_END.test(upTo)
      && (words.slice(Math.max(seg, i - 4), i - 1).some((x) => bare(x) === 'from') || (/^\d/.test(bare(prev)) && /^\d/.test(upTo)));
    const pairedTo = w === 'to' && (range || PAIRED_BEFORE_TO.test(bare(prev)) || (lang === 'en' && BEFORE_TO_VERBS.has(bare(prev))));
    // "…practice | caring for cats", "…novels | set in…": a describing -ing word or a past participle after a noun, followed by a preposition.
    const describingClause = lang === 'en' && (ING_ADJECTIVES.has(w) || CLAUSE_PARTICIPLES.has(w)) && BOUNDARY.has(next);
    // "…novels set | in a Cornish village", "…especializada | en lesiones": a preposition after such a participle belongs to it.
    const afterParticiple = (lang === 'en' && (CLAUSE_PARTICIPLES.has(bare(prev)) || PREPOSITION_VERBS_ING.has(bare(prev)))) || (bare(prev) !== 'en' && (LANG_BOUNDARY[lang]?.has(bare(prev)) ?? false));
    // "…with eight years | at fintech startups", "ten years | in the trade": the place belongs to its duration.
    const ofDuration = lang === 'en' && /^(?:years|months|decades)$/.test(bare(prev)) && /^(?:at|in|of|as|with|on)$/.test(w);
    // "…five minutes' walk | from the sand", "ten miles | from Leeds": a distance belongs to what it is measured from.
    const ofDistance = lang === 'en' && /^(?:walk|drive|ride|stroll|minutes|mins|miles|km|kilometres|kilometers|metres|meters|yards|steps|away)$/.test(bare(prev)) && /^(?:from|to|of)$/.test(w);
    const own = LANG_BOUNDARY[lang]?.has(w) ?? false;
    // "…for children | from age 5 and adults": people qualified, then others joined to them; no cut between the two.
    const joinedPeople = lang === 'en' && PEOPLE.test(bare(prev)) && PEOPLE_JOINED.test(` ${words.slice(i, i + 6).join(' ').split(/[,;:.]/)[0]} `);
    // "…caring for people | with life-limiting illnesses", "…for people | who live or work in Sheffield": who the people are.
    const peopleWith = lang === 'en' && (w === 'with' || w === 'who') && PEOPLE_WITH.test(bare(prev));
    // "…see exactly | where each pupil struggles", "…know | when your parcel arrives": the object of a verb of seeing or knowing.
    const seenWhere = lang === 'en' && /^(?:where|when|what|how|why|which|who)$/.test(w) && SEEING.test(bare(prev));
    // "…for people who live or work | in Sheffield": where they live is part of who they are.
    const livesIn = lang === 'en' && /^(?:in|at|near|around)$/.test(w) && /^(?:live|lives|work|works|study|studies|stay|stays)$/.test(bare(prev));
    // "…helping refugees settle | in with English classes": a phrasal verb's particle is the verb's, not a place's start.
    const particle = lang === 'en' && phrasalPair(prev, w);
    // "…group | meeting in the library café": a group's "meeting" is what it does, a clause of its own.
    const groupMeets = lang === 'en' && w === 'meeting' && GROUP_NOUN.test(bare(prev)) && BOUNDARY.has(next);
    if (((BOUNDARY.has(w) || own) && !pairedTo && !afterParticiple && !ofDuration && !ofDistance && !joinedPeople && !peopleWith && !seenWhere && !livesIn && !particle) || participle || verbAnd || describingClause || groupMeets) cuts.push(i);
  }
  return cuts;
}

/** "With" in the site languages written with spaces. */
const WITH_WORDS = new Set(['with', 'con', 'com', 'avec', 'mit', 'met']);
/** "For" in the site languages written with spaces. */
const FOR_WORDS = new Set(['for', 'para', 'pour', 'für', 'per', 'voor']);

/** The first sentence (also split at 。！？, which take no space), brackets removed, no final stop. */
function firstSentence(description: string): string {
  const s = sentences(description.trim())[0] ?? '';
  return stripBrackets(s.split(/(?<=[。！？])/u)[0] ?? '').replace(/[.!?。！？]+$/u, '').trim();
}


/**
 * Most characters in a headline, the copy schema's limit (writer.ts): ten long words can exceed it
 * ("Private counselling and psychotherapy for anxiety, depression and relationship difficulties" is 91),
 * and a writer's copy over it is refused, so the headline is cut at an earlier phrase end instead.
 */
export const HEADLINE_MAX_CHARS = 90;

/** The first `n` words of `words` as a headline: first letter capitalised, no trailing punctuation. */
const phraseOf = (words: readonly string[], n: number) => ucFirst(words.slice(0, n).join(' ').replace(/[,;:–—-]+$/, ''));

/**
 * The headline for a description (`lang`: the page language; English participles also end a phrase): at
 * most `maxWords` words and `maxChars` characters (for CJK text at most 24 characters), brackets balanced
 * (bracketed asides are left out), never cut mid-phrase, no trailing punctuation.
 * Returns '' when no phrase of that size exists; the caller then uses the business name.
 */
export function headlineFrom(description: string, maxWords = 10, lang = 'en', maxChars = HEADLINE_MAX_CHARS): string {
  return headlineCuts(description, maxWords, lang, 2, maxChars)[0] ?? '';
}

/**
 * Every headline the description's first sentence allows, longest first: the whole sentence when it
 * has at most `maxWords` words and `maxChars` characters, then each opening phrase within both limits
 * that ends where a phrase ends (see `headlineFrom`, whose answer is the first of these), down to
 * `minWords` words. CJK text written without spaces gives at most one: the sentence when it has at most
 * 24 characters, else its opening clause (4 to 24 characters, ended by 、，：).
 */
export function headlineCuts(description: string, maxWords = 10, lang = 'en', minWords = 2, maxChars = HEADLINE_MAX_CHARS): string[] {
  const first = firstSentence(description);
  if (!first) return [];
  if (CJK.test(first) && !/\s/.test(first.slice(0, 24))) {
    // A Japanese sentence's closing copula ("…陶芸スタジオです") is no part of a title: the noun phrase before it is.
    const plain = first.replace(/(?<=\p{L})(?:です|でございます|である)$/u, '');
    if (plain.length <= 24) return [plain];
    const stop = first.slice(0, 25).search(/[、，：,:]/u);
    return stop >= 4 ? [first.slice(0, stop)] : [];
  }
  const words = first.split(/\s+/);
  // "nail salon, gel, acrylics, pedicures, walk ins welcome": a bare list of what the business does after its name for
  // itself (three commas or more, a first item of up to three words with no preposition) is no headline: its first item is.
  // Commas after a colon list what the phrase before it names ("Phone, tablet and laptop repairs in Cardiff: cracked
  // screens, batteries and water damage, …"): they make no bare list of it.
  const head = first.split(',')[0]!.trim().split(/\s+/);
  // Not a one-word first item whose list closes on a noun they all qualify ("Sound, lighting and stage hire for…").
  const bareList = (first.split(/[:;]/)[0]!.match(/,/g) ?? []).length >= 3 && head.length <= 3 && !head.some((w) => BOUNDARY.has(bare(w)))
    && !(head.length === 1 && sharedHead(first));
  const ends = [...(words.length <= maxWords && !bareList ? [words.length] : []), ...cutPoints(words, lang).filter((n) => n <= (bareList ? head.length : maxWords) && n >= minWords).reverse()];
  // "…riding school in Wiltshire with lessons | for all ages", "…em Peniche com aulas | para todos": a "with" and one
  // word cut from what they go on to say come last, after the phrase without them; so do a "with" and two words cut
  // from their "for" ("…campsite near Wantage with grass pitches | for tents, hardstanding for caravans…").
  const open = (n: number) => n < words.length && !/[,;:]$/.test(words[n - 1]!);
  const stub = (n: number) => open(n) && ((n >= 3 && WITH_WORDS.has(bare(words[n - 2]!)))
    || (n >= 4 && WITH_WORDS.has(bare(words[n - 3]!)) && !/[,;:]$/.test(words[n - 2]!) && FOR_WORDS.has(bare(words[n]!))));
  return [...ends.filter((n) => !stub(n)), ...ends.filter(stub)].map((n) => phraseOf(words, n)).filter((h) => h.length <= maxChars);
}

/**
 * What `sentence` says after its opening `phrase` (a headline or core phrase taken from it, brackets
 * left out, first letter capitalised): the rest of the sentence as written, brackets kept, or null
 * when the sentence does not start with the phrase.
 * @example restAfter('Pottery studio with courses (wheel, hand-building).', 'Pottery studio') // 'with courses (wheel, hand-building)'
 */
export function restAfter(sentence: string, phrase: string): string | null {
  const s = sentence.trim().replace(/[.!?。！？]+$/u, '');
  if (CJK.test(phrase) && !/\s/.test(phrase)) {
    const plain = stripBrackets(s);
    // The copula a Japanese headline leaves off ("です") is no rest of its own.
    return plain.startsWith(phrase) ? plain.slice(phrase.length).trim().replace(/^(?:です|でございます|である)$/u, '') : null;
  }
  const want = phrase.split(/\s+/).map(bare).filter(Boolean);
  const toks = s.split(/\s+/);
  let i = 0, k = 0, depth = 0;
  for (; i < toks.length && k < want.length; i++) {
    const t = toks[i]!;
    // Bracketed asides are not in the phrase (stripBrackets): step over them.
    if (depth > 0 || /^[([{]/.test(t)) { depth += (t.match(/[([{]/g)?.length ?? 0) - (t.match(/[)\]}]/g)?.length ?? 0); continue; }
    if (bare(t) !== want[k]) return null;
    k++;
  }
  if (k < want.length) return null;
  // The phrase's last word may carry the punctuation that says how the sentence goes on ("basics: t-shirts…").
  const mark = /[,;:]$/.exec(toks[i - 1] ?? '')?.[0];
  const tail = toks.slice(i).join(' ');
  return mark && tail ? `${mark} ${tail}` : tail;
}

/** Relative pronouns after which the verb comes next, so dropping the pronoun leaves a sentence ("that reconciles…" ▶ "Reconciles…"). */
const RELATIVE_VERB_NEXT: Record<string, RegExp> = { en: /^(that|which|who)$/, fr: /^qui$/, es: /^que$/, pt: /^que$/, it: /^che$/, ar: /^(الذي|التي)$/ };
/** Relative pronouns that send the verb to the end of the clause (German, Dutch): the clause needs its noun back. */
const RELATIVE_VERB_LAST = /^(die|der|das|dat|welche|welcher|welches)$/;
/** Prepositions that open an adjunct ("in Porto…", "with same-day appointments", "con ortodoncia…"). */
const ADJUNCT = new Set(['with', 'in', 'on', 'at', 'from', 'for', 'since', 'near', 'across', 'without', 'after', 'before', 'during', 'within', 'throughout', 'around', 'con', 'en', 'para', 'desde', 'com', 'no', 'na', 'em',
  'plus', 'avec', 'à', 'dans', 'pour', 'depuis', 'mit', 'für', 'seit', 'met', 'voor', 'uit', 'sinds', 'per', 'a', 'sul', 'sulla', 'nel', 'nella', 'في', 'مع', 'منذ', 'على']);
/** English words before a noun ("a working water wheel"): an -ing word after them describes it. */
const DETERMINERS = new Set(['a', 'an', 'the', 'our', 'its', 'their', 'my', 'your', 'his', 'her', 'this', 'that', 'these', 'those', 'some', 'two', 'three']);
/** A relative clause anywhere in a phrase. */
const HAS_RELATIVE = /(^|\s|,)(that|which|who|whose|qui|que|che|الذي|التي)\s|,\s*(die|der|das|dat|welche|welcher|welches)\s/i;

/**
 * The rest of a sentence after a headline (`restAfter`), rewritten to stand on its own as the lead's
 * first sentence without saying the headline again: after a colon or dash as it is; an English
 * participle or an adjunct ("with…", "in Porto…", "con…") capitalised; a relative clause without its
 * pronoun ("that turns logs…" ▶ "Turns logs…"; German/Dutch keep it and take the head noun back:
 * "Buchhaltungssoftware, die…"). Null when the rest cannot stand alone: a list or verb going on
 * ("and prepares…", "into one timeline…" after "that turns logs"), a second clause hanging on it.
 */
export function asLeadSentence(rest: string, headline: string, lang = 'en'): string | null {
  const r0 = rest.trim();
  if (!r0) return null;
  if (CJK.test(r0) && !/\s/.test(r0.slice(0, 12))) {
    const t = r0.replace(/^[、，,：:；;\s]+/u, '');
    return t.length >= 2 ? t : null;
  }
  const t = r0.replace(/^[,;:—–-]+\s*/, '');
  const words = t.split(/\s+/);
  if (words.length < 2) return null;
  if (/^[;:—–-]/.test(r0)) return ucFirst(t);
  // The headline's words, and its last word bare ("…payroll bureau", "…knitting group").
  const hw = headline.split(/\s+/);
  const last = bare(hw.at(-1) ?? '');
  // "Nail salon | , gel, acrylics, pedicures, walk ins welcome": a list (two commas more) after a bare noun phrase (no
  // preposition: not "A family garden centre with plants | , trees, …", whose list it cuts) reads as its own line.
  if (/^,/.test(r0) && (t.match(/,/g) ?? []).length >= 2 && !hw.some((x) => BOUNDARY.has(bare(x)))) return ucFirst(t);
  const w = bare(words[0]!);
  if (RELATIVE_VERB_NEXT[lang]?.test(w)) {
    const next = bare(words[1]!), third = bare(words[2] ?? '');
    // English: only when a singular verb follows, so the pronoun stood for the business ("who dread tax season" does not).
    if (lang === 'en' && !/^[a-z]+s$/.test(next) && !(/ly$/.test(next) && /^[a-z]+s$/.test(third))) return null;
    return ucFirst(words.slice(1).join(' '));
  }
  if ((lang === 'de' || lang === 'nl') && /^,/.test(r0) && RELATIVE_VERB_LAST.test(w)) {
    const stop = hw.findIndex((x, i) => i > 0 && BOUNDARY.has(bare(x)));
    const noun = (stop > 0 ? hw[stop - 1] : hw.length === 1 ? hw[0] : undefined)?.replace(/[,;:]+$/, '');
    return noun ? `${ucFirst(noun)}, ${t}` : null;
  }
  const runs = w === 'running' && RUNS.test(last);
  if (lang === 'en' && (isParticiple(w) || w === 'using' || runs || (PREPOSITION_VERBS_ING.has(w) && BOUNDARY.has(bare(words[1]!))))) return ucFirst(t);
  // "Knitting group | meeting in the library café…": a group's meeting reads as a sentence of its own.
  if (lang === 'en' && w === 'meeting' && GROUP_NOUN.test(last) && BOUNDARY.has(bare(words[1]!))) return ucFirst(t);
  // "…platform | where teachers create quizzes…": the clause after "where" has its own subject and verb, a sentence without it.
  if (lang === 'en' && w === 'where' && !/^,/.test(r0) && words.length >= 3 && !BOUNDARY.has(bare(words[1]!))) return ucFirst(words.slice(1).join(' '));
  // ", open to senior roles", ", available for commissions", ", based in Leeds": an adjective's phrase after a comma reads as a sentence.
  if (lang === 'en' && /^,/.test(r0) && /^(?:open|available|based)$/.test(w) && BOUNDARY.has(bare(words[1]!))) return ucFirst(t);
  // "…en Valencia | especializada en lesiones…": the participle's clause reads as a sentence of its own.
  if (w !== 'en' && LANG_BOUNDARY[lang]?.has(w)) return ucFirst(t);
  // An adjunct after a plain noun phrase; after a clause ("that turns logs…", "collecting surplus food")
  // it may finish that clause's verb ("into one timeline", "from supermarkets and distributing…").
  const clause = HAS_RELATIVE.test(` ${headline} `) || (lang === 'en' && hw.some((_, i) => i > 0 && (isParticipleAt(hw, i) || (i === hw.length - 1 && isParticiple(bare(hw[i]!)) && !/^\p{Lu}/u.test(hw[i]!)))));
  // "in Cardiff | making celebration cakes…": a place followed by a participle's clause is no sentence of its own
  // (not "with listening booths" nor "with a working water wheel", where the -ing word describes a noun).
  const placeThenClause = lang === 'en' && [2, 3].some((k) => k < words.length && !/,$/.test(words[k - 1] ?? '') && !DETERMINERS.has(bare(words[k - 1] ?? '')) && isParticipleAt(words, k));
  // A clause closed by a phrasal verb's particle ("…helping refugees in Bristol settle in") has its verb done: an adjunct
  // after it reads as the lead's own ("With English classes…").
  const closed = lang === 'en' && hw.length >= 2 && phrasalPair(hw.at(-2)!, hw.at(-1)!);
  // ", by video call", ", by qualified teachers" after a clause ("…for people feeling stuck"): how or by whom reads as a
  // sentence, so the clause stays whole in the headline (not ", by Anna Reid", a name, which belongs with what it signs;
  // after a plain noun phrase the shorter headline and its "with…" lead come first).
  if (lang === 'en' && /^,/.test(r0) && w === 'by' && clause && !/^\p{Lu}/u.test(words[1]!)) return ucFirst(t);
  // Nor is a place followed by its "where" clause ("in Hull where men meet…", "in the Lakes, where we…").
  if (ADJUNCT.has(w) && (/^,/.test(r0) || !clause || closed) && !HAS_RELATIVE.test(t) && !placeThenClause && !/(?:^|[\s,])where\s/iu.test(t)) return ucFirst(t);
  return null;
}

/** The shortest opening phrase (the head noun phrase), for the page title: "Bookkeeping software". */
export function corePhrase(description: string, maxWords = 6, lang = 'en'): string {
  const first = firstSentence(description);
  const words = first.split(/\s+/).filter(Boolean);
  if (CJK.test(first)) return headlineFrom(description, maxWords, lang);
  if (words.length <= maxWords) return ucFirst(first.replace(/[,;:–—-]+$/, ''));
  const n = cutPoints(words, lang).find((c) => c >= 2 && c <= maxWords);
  const take = n ?? (words.length <= maxWords ? words.length : 0);
  return take ? ucFirst(words.slice(0, take).join(' ').replace(/[,;:–—-]+$/, '')) : '';
}

/**
 * Words of an English audience that need what follows them ("adults looking | for a first tattoo", "homeowners
 * interested | in solar", "people new | to climbing"): a phrase cut after one is left dangling.
 */
const NEEDS_COMPLEMENT = /^(?:\p{L}{3,}ing|\p{L}{3,}ed|new|keen|ready|eager|able|unable|happy|tired|fed|curious|serious|due)$/u;

/**
 * Who a page is for as a short English phrase (`corePhrase` of the audience, at most `maxWords` words), never
 * ending on a word that needs its complement: "Adults looking for a custom piece or their first tattoo" ▶
 * "adults", not "adults looking". Empty when `corePhrase` finds no phrase. Pure; never throws.
 */
export function audiencePhrase(audience: string, maxWords = 7): string {
  const core = corePhrase(audience, maxWords);
  const words = core.split(/\s+/).filter(Boolean);
  const whole = firstSentence(audience).split(/\s+/).filter(Boolean).length;
  if (words.length < 2 || words.length >= whole || !NEEDS_COMPLEMENT.test(bare(words.at(-1)!))) return core;
  return words.slice(0, -1).join(' ').replace(/[,;:–—-]+$/, '');
}

/** First-person pronouns by language: [singular, plural]. */
const PRONOUNS: Record<string, readonly [RegExp, RegExp]> = {
  en: [/\b(i|i'm|i’m|i've|i’ve|my|me|myself)\b/gi, /\b(we|we're|we’re|our|ours|us)\b/gi],
  es: [/\b(yo|soy|mi|mis|me)\b/gi, /\b(nosotros|somos|nuestro|nuestra|nuestros|nuestras)\b/gi],
  pt: [/\b(eu|sou|meu|minha|meus|minhas)\b/gi, /\b(nós|somos|nosso|nossa|nossos|nossas)\b/gi],
  fr: [/\b(je|j'|j’|mon|ma|mes|moi)\b/gi, /\b(nous|notre|nos)\b/gi],
  de: [/\b(ich|mein|meine|meinen|mich|mir)\b/gi, /\b(wir|unser|unsere|uns)\b/gi],
  it: [/\b(io|sono|mio|mia|miei|mie)\b/gi, /\b(noi|siamo|nostro|nostra|nostri)\b/gi],
  nl: [/\b(ik|mijn|mij)\b/gi, /\b(wij|we|ons|onze)\b/gi],
};

/**
 * First person singular when the brief speaks as "I" more than as "we" (issue 15 §3); else plural. With the
 * page language (`lang`, a BCP 47 tag) only that language's pronouns count, so a dish or a word of another
 * language is no pronoun ("banh mi" is not Spanish "mi", "ma" in a name not French "ma"); without it, or for
 * a language without a list, every list counts. `tie` is the voice when neither is used more (an author's
 * page, written in the third person, speaks as "I": words `styleOf` `author`). Pure; never throws.
 */
export function detectVoice(text: string, lang?: string, tie: Voice = 'we'): Voice {
  const own = lang ? PRONOUNS[lang.split('-')[0]!.toLowerCase()] : undefined;
  const lists = own ? [own] : Object.values(PRONOUNS);
  const n = (k: 0 | 1) => lists.reduce((sum, pair) => sum + (text.match(pair[k])?.length ?? 0), 0);
  const [i, we] = [n(0), n(1)];
  return i > we ? 'i' : we > i ? 'we' : tie;
}
