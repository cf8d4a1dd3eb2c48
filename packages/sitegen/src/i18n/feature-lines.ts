import type { V, Voice } from './types';
import { pick } from '../words';

/**
 * Supporting lines for key features by what the feature is about (issue 15 §3: copy that reads as
 * written for the business, not stock phrasing). The offline writer has only the feature's own words,
 * so a line says what such a feature means to a customer in general terms ("Same-day appointments" →
 * "For when it can't wait.") and states no fact the brief does not give: no numbers, names, prices or
 * promises beyond the feature itself. A feature no theme fits, or a second feature of a theme already
 * used on the page, keeps the blueprint's rotating line (BlueprintCopy `featureText`).
 *
 * Each language lists its themes in order (the first whose pattern matches the lower-cased feature
 * wins); a language without a table keeps the rotating lines.
 */
export type FeatureTheme = readonly [pattern: RegExp, line: V<string>];

const EN: readonly FeatureTheme[] = [
  [/\b(?:free|easy|hassle[- ]free|extended) returns\b|returns polic|shipping|delivery|\bdeliver|dispatch|click[- ]and[- ]collect/, 'Ordering stays simple, from checkout to your door.'],
  [/gluten|vegan|vegetarian|allerg|dietary|halal|kosher|dairy[- ]free|oat milk|plant[- ]based/, { we: 'Tell us what you need when you book or order.', i: 'Tell me what you need when you book or order.' }],
  [/organic|recycl|\beco\b|eco-|carbon|sustainab|ethical|fair[- ]?trade|plastic[- ]free|responsibly/, 'Chosen with care for what goes into it and where it comes from.'],
  [/hand[- ]?made|home[- ]?made|hand[- ]?built|hand[- ]?crafted|artisan|from scratch|small[- ]batch|sourdough/, 'Made with time and care, not in a hurry.'],
  [/\bfresh\b|made daily|baked (?:on site|daily|fresh|in[- ]house)|of the day|seasonal/, 'Something new to look forward to each time you come.'],
  [/wood[- ]fired|charcoal|open fire|\bgrill/, 'Cooked the traditional way, over real fire.'],
  [/private (?:dining|room|parties|party|events?|hire)|terrace|garden seating|courtyard|rooftop|event space|function room/, 'For the occasions that call for a space of your own.'],
  [/wi-?fi|parking|accessib|wheelchair|step[- ]free|pet[- ]friendly|dog[- ]friendly/, 'One less thing to think about when you come.'],
  [/luggage|transfers?\b|pick[- ]?up|drop[- ]off/, 'One less thing to carry or arrange yourself.'],
  [/same[- ]day|next[- ]day|\bfast\b|quick|express|rapid|instant|24\/7|emergency/, 'For when it can’t wait.'],
  [/evening|weekend|flexible|late[- ]night|early morning|\bslots?\b/, 'Times that fit around work, school and everything else.'],
  [/\bfree (?:valuation|consultation|quote|estimate|trial|assessment|demo|first|initial|introductory|taster|survey)/, 'An easy first step, before you decide anything.'],
  [/fixed[- ]fee|fixed[- ]price|flat[- ]fee|flat[- ]rate|affordable|transparent pric|no hidden|upfront|at no extra cost|no extra charge/, 'You know what it costs before you commit.'],
  [/certified|qualified|licen[cs]ed|accredited|experienced|expert|specialist|registered|chartered|award|trained/, 'The know-how you’d want on your side.'],
  [/one[- ]to[- ]one|\b1[:-]1\b|personal|tailored|bespoke|small[- ]group|groups? of \d+|or fewer|individual|made to measure/, 'The attention stays on you, not on getting through a list.'],
  [/virtual tours?|video tours?|3d tours?|walk[- ]?through|floor ?plans?/, 'A proper look around before you visit.'],
  [/beginner|no experience|first[- ]timers?|introductory|taster/, 'A good place to start, whatever your experience.'],
  [/membership|subscription|monthly pass|season ticket|loyalty/, 'For when you want to keep coming back.'],
  [/pre-?order|presale|pre-?sale|early access|waiting list/, 'Be among the first to have it.'],
  [/soc ?2|iso ?27001|hipaa|pci[- ]dss|encrypt|single sign-on|\bsso\b/, 'The assurances a security review asks for.'],
  [/reports?\b|progress|tracking|insights?|dashboards?|timeline|alerts?\b/, 'So you always know where things stand.'],
  [/insurance|payments?\b|instal(?:l)?ments|financ|invoic|billing|direct debit/, 'Paying is straightforward, without the runaround.'],
  [/automat|\bauto-|\bsync|integrat|one[- ]click|real[- ]time|reconcil|capture/, 'Less manual work, and fewer things to chase.'],
  [/shar(?:e|ing)\b|collaborat|invite|team access|multi[- ]user/, 'Bring in the people you work with, without emailing files around.'],
  [/support|guarantee|warrant|aftercare|follow[- ]up|maintenance|servicing/, 'Help is there afterwards too, not just before.'],
];

const THEMES: Record<string, readonly FeatureTheme[]> = { en: EN };

/**
 * The supporting lines of a page's key features: a themed line where one fits and its theme is not
 * yet used on the page, else `fallback(i)` (the blueprint's rotating line for the i-th such feature).
 * @param features the key features as written (any script; only the copy language's table is tried)
 * @param lang the copy language ("en"…); a language without a table gives every feature its fallback
 */
export function featureLines(features: readonly string[], lang: string, voice: Voice, fallback: (i: number) => string): string[] {
  const table = THEMES[lang.split('-')[0]!] ?? [];
  const used = new Set<number>();
  let rotating = 0;
  return features.map((f) => {
    const words = f.toLowerCase();
    const k = table.findIndex(([re]) => re.test(words));
    if (k >= 0 && !used.has(k)) {
      used.add(k);
      return pick(table[k]![1], voice);
    }
    return fallback(rotating++);
  });
}
