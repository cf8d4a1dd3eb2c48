import { generationRequestSchema } from '@sitewright/core';
import { generateSite } from './generate';
import { headlineAndLead, offlineCopy } from './offline-writer';
import { BRIEFS } from './test-fixtures';
import { createOfflineWriter } from './offline-writer';
import { featureLines } from './i18n/feature-lines';

const brief = (over: Record<string, unknown>) => generationRequestSchema.parse({ ...BRIEFS.saas, ...over });

describe('the offline writer', () => {
  /** [feature as the team briefs write it, the line it gets] */
  const THEMED: [string, string][] = [
    ['Automatic bank reconciliation', 'Less manual work, and fewer things to chase.'],
    ['Qualified tutors', 'The know-how you’d want on your side.'],
    ['Flexible evening slots', 'Times that fit around work, school and everything else.'],
    ['Hand-made pasta daily', 'Made with time and care, not in a hurry.'],
    ['Gluten-free options', 'Tell us what you need when you book or order.'],
    ['Free returns', 'Ordering stays simple, from checkout to your door.'],
    ['Fixed-fee contract reviews', 'You know what it costs before you commit.'],
    ['Fixed monthly fees', 'You know what it costs before you commit.'],
    ['Free valuation', 'An easy first step, before you decide anything.'],
    ['Same-day appointments', 'For when it can’t wait.'],
    ['Fast Wi-Fi', 'One less thing to think about when you come.'],
    ['Insurance accepted', 'Paying is straightforward, without the runaround.'],
    ['SOC 2 Type II', 'The assurances a security review asks for.'],
    // Everyday businesses' features (a barber, an electrician, a nursery, a counsellor, a yoga studio, a coach, a designer, an app).
    ['Walk-ins welcome', 'Drop by when it suits you.'],
    ['Kids cuts', 'Little ones are made welcome too.'],
    ['NICEIC approved', 'The know-how you’d want on your side.'],
    ['EV charger installation', 'Done properly, from start to finish.'],
    ['Forest school', 'Time outside, in the fresh air.'],
    ['Healthy home-cooked meals', 'Made with time and care, not in a hurry.'],
    ['Open 7:30am to 6:30pm', 'Hours you can plan your day around.'],
    ['Free 15-minute call', 'An easy first step, before you decide anything.'],
    ['First class free', 'An easy first step, before you decide anything.'],
    ['1-to-1 coaching', 'The attention stays on you, not on getting through a list.'],
    ['Nutrition plans', 'A clear plan to follow, step by step.'],
    ['3D visualisations', 'See how it will look before anything changes.'],
    ['Project management', 'Someone keeping it all on track, so you don’t have to.'],
    ['Free for up to 5 users', 'Start without paying anything.'],
    ['Sunday lunch', 'Good food is part of the day here.'],
    ['Free courtesy car', 'One less thing to carry or arrange yourself.'],
    ['Trial lesson', 'A good place to start, whatever your experience.'],
    ['Exam preparation', 'Step by step, so the day itself holds fewer surprises.'],
    ['Brand identity', 'A look that is yours, used the same way everywhere.'],
    ['Packaging design', 'Packaging that says what is inside, at a glance.'],
    ['Shopify websites', 'Sites that work as well on a phone as on a laptop.'],
    ['Design consultations', 'A conversation first, so the work starts from what you need.'],
    ['Weekly lessons', 'A steady rhythm you can plan around.'],
    ['MOT testing', 'Checked properly, and explained in plain words.'],
    ['Outside space', 'Time outside, in the fresh air.'],
  ];
  it.each(THEMED)('It should give the feature %j a line about what it is: %j', (feature, line) => {
    expect(featureLines([feature], 'en', 'we', () => 'rotating')).toEqual([line]);
  });

  /** [language, feature as the team's briefs in that language write it, the line it gets] */
  const THEMED_LANGS: [string, string, string][] = [
    ['es', 'Cita el mismo día', 'Para cuando no puede esperar.'],
    ['pt', 'Pão de massa-mãe', 'Feito com tempo e cuidado, sem pressas.'],
    ['fr', 'Suivi de chantier', 'Pour savoir à tout moment où en sont les choses.'],
    ['de', 'Belegerfassung per Foto', 'Weniger Handarbeit und weniger, dem man hinterherlaufen muss.'],
    ['it', 'Lezione di prova gratuita', 'Un primo passo semplice, prima di decidere qualsiasi cosa.'],
    ['nl', 'Gratis onderhoud', 'De hulp is er daarna ook nog, niet alleen vooraf.'],
    ['ar', 'خبز طازج يومياً', 'شيء جديد تتطلع إليه في كل زيارة.'],
    ['ja', '無料体験レッスン', '何かを決める前の、気軽な第一歩です。'],
    ['zh', '银行流水自动同步', '少些手工操作，也少些需要追着办的事。'],
    ['es', 'Sin cita previa', 'Pasa cuando te venga bien.'],
    ['pt', 'Espaço para crianças', 'Os mais pequenos também são bem-vindos.'],
    ['fr', 'Ouvert le dimanche', 'Des horaires autour desquels organiser votre journée.'],
    ['de', 'Montage und Einbau', 'Sauber gemacht, von Anfang bis Ende.'],
    ['it', 'Colazione inclusa', 'Il buon cibo fa parte della giornata.'],
    ['nl', 'Spelen in de natuur', 'Tijd buiten, in de frisse lucht.'],
    ['ar', 'تركيب ألواح شمسية', 'عمل متقن من البداية إلى النهاية.'],
    ['ja', '予約不要', '思い立ったときに、お気軽にお立ち寄りください。'],
    ['zh', '亲子课程', '也欢迎小朋友一起来。'],
    ['es', 'Diseño web a medida', 'La atención está en ti, no en despachar una lista.'],
    ['es', 'Diseño web', 'Webs que funcionan igual de bien en el móvil que en el portátil.'],
    ['fr', 'Identité visuelle', 'Une image qui vous ressemble, la même partout.'],
    ['de', 'Wöchentliche Kurse', 'Ein fester Rhythmus, mit dem Sie planen können.'],
    ['ja', '車検・点検', 'しっかり点検し、わかりやすく説明します。'],
  ];
  it.each(THEMED_LANGS)('It should write the line in the page language (%s): %j → %j', (lang, feature, line) => {
    expect(featureLines([feature], lang, 'we', () => 'rotating')).toEqual([line]);
  });

  it('It should speak to a Spanish visitor as "tú" in its feature lines, as the Spanish phrasebook does', () => {
    const features = ['Envío gratis', 'Opciones veganas', 'Productos ecológicos', 'Hecho a mano', 'Mismo día', 'Horario flexible', 'Primera consulta gratuita',
      'Precio cerrado', 'Fisioterapeutas colegiados', 'Grupos reducidos', 'Visita virtual', 'Informe semanal', 'Sincronización automática', 'Garantía de 2 años',
      'Sin cita previa', 'Ideal para niños', 'Abierto todos los días', 'Menú del día', 'Jardín exterior', 'Instalación y reparación', 'Identidad de marca', 'Packaging',
      'Diseño web', 'Asesoría', 'Clases semanales', 'Revisión anual'];
    for (const voice of ['we', 'i'] as const) {
      const lines = featureLines(features, 'es', voice, () => '').filter(Boolean);
      expect(lines.length).toBeGreaterThan(15);
      // "usted" forms: su/sus, le, Díganos, necesita, sepa, querría, Véalo, Pase, comprometerse.
      for (const line of lines) expect(line).not.toMatch(/(?<!\p{L})(?:usted|su|sus|le|d[ií]ganos|d[ií]game|necesita|sepa|querr[ií]a|v[ée]alo|pase|comprometerse|organizarse)(?!\p{L})/iu);
    }
  });

  it('It should use a themed line once per page, keep the rotating lines for the rest, and leave other languages as they were', () => {
    // Two speed features: the second takes the next rotating line, not the same sentence again.
    expect(featureLines(['Same-day appointments', 'Express repairs', 'Sports massage'], 'en', 'we', (i) => `rotating ${i}`))
      .toEqual(['For when it can’t wait.', 'rotating 0', 'rotating 1']);
    expect(featureLines(['Gluten-free options'], 'en', 'i', () => '')).toEqual(['Tell me what you need when you book or order.']);
    // A venue's "outside catering" is a caterer from outside, not time in the fresh air.
    expect(featureLines(['Outside catering welcome', 'Outside caterers'], 'en', 'we', () => 'rotating')).toEqual(['rotating', 'rotating']);
    // "VAT return preparation" is not about returning an order; "Compliance audits" (a law firm's) not about a security review.
    expect(featureLines(['VAT return preparation', 'Compliance audits'], 'en', 'we', (i) => `rotating ${i}`)).toEqual(['rotating 0', 'rotating 1']);
    // A holiday home's "Shared pool" is a pool, not software's sharing ("Bring in the people you work with"); "Shared inbox" is.
    expect(featureLines(['Shared pool', 'Shared kitchen'], 'en', 'we', (i) => `rotating ${i}`)).toEqual(['rotating 0', 'rotating 1']);
    expect(featureLines(['Shared inbox'], 'en', 'we', () => 'rotating')).toEqual(['Bring in the people you work with, without emailing files around.']);
    // Features whose theme word names something else (a law firm's "Family law", a driving school's "Manual and automatic",
    // an adviser's "Pension transfers", an insurer's "Home insurance", a tribute page's "Share a memory", a copywriter's
    // "Website copy", a recruiter's "Flexible contracts", software's "Proof of delivery") keep the rotating lines.
    const other = ['Family law', 'Family and spouse visas', 'Manual and automatic', 'Pension transfers', 'Home insurance', 'Share a memory', 'Website copy', 'Flexible contracts', 'Proof of delivery', 'Tail-lift deliveries'];
    expect(featureLines(other, 'en', 'we', (i) => `rotating ${i}`)).toEqual(other.map((_, i) => `rotating ${i}`));
    for (const [lang, feature] of [['fr', 'Droit de la famille'], ['es', 'Derecho de familia'], ['de', 'Familienrecht'], ['it', 'Diritto di famiglia'], ['pt', 'Direito da família'], ['nl', 'Buitenschilderwerk']] as const) {
      expect(featureLines([feature], lang, 'we', () => 'rotating')).toEqual(['rotating']);
    }
    // Their themes still hold where they are meant.
    expect(featureLines(['Family portraits', 'Automatic reconciliation', 'Airport transfers', 'Insurance accepted', 'Weekend classes', 'Free delivery', 'Web design'], 'en', 'we', () => 'rotating')).not.toContain('rotating');
    // A feature no theme fits keeps the rotating line, in every language; so does a language without a table.
    expect(featureLines(['ろくろ体験'], 'ja', 'we', () => '回転')).toEqual(['回転']);
    expect(featureLines(['שיעורי בוקר וערב'], 'he', 'we', () => 'rotating')).toEqual(['rotating']);
    // In a site: Casa Nonna's four features get four different lines, none of them a stock one.
    const c = offlineCopy(BRIEFS.restaurant, 'restaurant');
    expect(new Set(c.features.map((f) => f.text)).size).toBe(4);
    expect(c.features.map((f) => f.text)).not.toContain('Come and see for yourself.');
  });

  it('It should say the description once: the lead goes on where the headline stops', () => {
    expect(headlineAndLead(BRIEFS.restaurant, 'en')).toEqual({ headline: 'Family-run trattoria serving hand-made pasta and wood-fired pizza since 1987', lead: 'Open Tuesday to Sunday.' });
    expect(headlineAndLead(BRIEFS.ecommerce, 'en')).toEqual({ headline: 'Online shop for organic cotton basics', lead: 'T-shirts, socks and underwear made in Portugal.' });
    // A headline of two words takes whom it is for; a clause after "where" is a sentence of its own without it
    // (were "Online platform where teachers create interactive quizzes and see exactly" over "Primary and secondary teachers.",
    // and "AI agent").
    expect(headlineAndLead(brief({ description: 'Online platform where teachers create interactive quizzes and see exactly where each pupil struggles.', target_audience: 'Primary and secondary teachers' }), 'en'))
      .toEqual({ headline: 'Online platform for primary and secondary teachers', lead: 'Teachers create interactive quizzes and see exactly where each pupil struggles.' });
    expect(headlineAndLead(brief({ description: 'AI agent that answers your customers\' support emails using your help centre, and hands tricky ones to a human.', target_audience: 'Support teams' }), 'en').headline).toBe('AI agent for support teams');
    expect(headlineAndLead(brief({ description: 'Weekly science podcast where we interview researchers about the questions that keep them up at night.', target_audience: 'Curious listeners' }), 'en'))
      .toEqual({ headline: 'Weekly science podcast for curious listeners', lead: 'We interview researchers about the questions that keep them up at night.' });
    // "Using" opens a clause of its own after a place (was "Body piercing studio" over "In Bristol using…"), not inside a
    // relative clause (above: the agent's headline); a place and its "where" clause are no lead of their own (was "A men's
    // shed for older men" over "In Hull where men meet…").
    expect(headlineAndLead(brief({ description: 'Body piercing studio in Bristol using implant-grade titanium and solid gold jewellery. Walk-ins welcome.', target_audience: 'Adults 16+' }), 'en'))
      .toEqual({ headline: 'Body piercing studio in Bristol', lead: 'Using implant-grade titanium and solid gold jewellery. Walk-ins welcome.' });
    expect(headlineAndLead(brief({ description: 'A men\'s shed in Hull where men meet to make things, fix things and chat over a brew. All welcome.', target_audience: 'Older men' }), 'en'))
      .toEqual({ headline: 'A men\'s shed in Hull', lead: 'Men meet to make things, fix things and chat over a brew. All welcome.' });
    // A shorter cut keeping the place comes before whom it is for when that lead would open on the place (was "Circus
    // school for kids and adults" over "In Bristol with aerial silks…").
    expect(headlineAndLead(brief({ description: 'Circus school in Bristol with aerial silks, trapeze, juggling and acrobatics classes for kids and adults.', target_audience: 'Kids and adults' }), 'en'))
      .toEqual({ headline: 'Circus school in Bristol', lead: 'With aerial silks, trapeze, juggling and acrobatics classes for kids and adults.' });
    // A first sentence that fits whole heads the page before whom it is for, rather than its place opening the lead (was
    // "Nail tech for local customers" over "In Luton, gel and biab.").
    expect(headlineAndLead(brief({ description: 'nail tech in luton, gel and biab', target_audience: 'local customers' }), 'en'))
      .toEqual({ headline: 'Nail tech in luton, gel and biab', lead: 'For local customers.' });
    // In the site, typed all in lower case, it gets its place's capital and its acronym.
    expect(offlineCopy(brief({ description: 'nail tech in luton, gel and biab', target_audience: 'local customers' }), 'startup', { lang: 'en' }).headline).toBe('Nail tech in Luton, gel and BIAB');
    // A phrasal verb keeps its particle, and what follows it is the lead's (was "Charity helping refugees in Bristol settle"
    // over the audience); a group's "meeting" opens the lead (was "Knitting and crochet group meeting" over "In the library…").
    expect(headlineAndLead(brief({ description: 'Charity helping refugees in Bristol settle in with English classes, advice drop-ins and a weekly community lunch.', target_audience: 'Refugees, volunteers and donors' }), 'en'))
      .toEqual({ headline: 'Charity helping refugees in Bristol settle in', lead: 'With English classes, advice drop-ins and a weekly community lunch.' });
    expect(headlineAndLead(brief({ description: 'Knitting and crochet group meeting in the library café every Monday morning. Bring your own project.', target_audience: 'Knitters' }), 'en'))
      .toEqual({ headline: 'Knitting and crochet group', lead: 'Meeting in the library café every Monday morning. Bring your own project.' });
    // A phrase of four words or more before a colon is the headline, whatever follows the colon (was "…countryside: week-long stays").
    expect(headlineAndLead(brief({ description: 'Yoga and meditation retreats in the Portuguese countryside: week-long stays with two classes a day and vegetarian food.' }), 'en'))
      .toEqual({ headline: 'Yoga and meditation retreats in the Portuguese countryside', lead: 'Week-long stays with two classes a day and vegetarian food.' });
    // How, after a comma, opens the lead ("By video call."): the participle's people keep their words (was "…coaching for
    // people" over "Feeling stuck, by video call."); a name after "by" is not cut off from what it signs.
    expect(headlineAndLead(brief({ description: 'Life and career coaching for people feeling stuck, by video call. Find what you want next and a plan to get there.', target_audience: 'Professionals considering a change' }), 'en'))
      .toEqual({ headline: 'Life and career coaching for people feeling stuck', lead: 'By video call. Find what you want next and a plan to get there.' });
    expect(headlineAndLead(brief({ description: 'Portraits in oil and charcoal, by Anna Reid.', target_audience: 'Art lovers' }), 'en').lead).not.toMatch(/^By Anna/);
    // "Running" after the business that runs something is its verb (was the business's name over the whole description);
    // a running club's "running" names the club.
    expect(headlineAndLead(brief({ description: 'Payroll bureau running weekly and monthly payroll, pensions auto-enrolment and payslips for small employers.', target_audience: 'Small employers' }), 'en'))
      .toEqual({ headline: 'Payroll bureau for small employers', lead: 'Running weekly and monthly payroll, pensions auto-enrolment and payslips.' });
    expect(headlineAndLead(brief({ description: 'Digital marketing agency running Google Ads, social media and email campaigns for ecommerce brands.', target_audience: 'Online shops' }), 'en'))
      .toEqual({ headline: 'Digital marketing agency', lead: 'Running Google Ads, social media and email campaigns for ecommerce brands.' });
    expect(headlineAndLead(brief({ description: 'Friendly running club for all paces in Leeds.', target_audience: 'Runners' }), 'en').headline).toBe('Friendly running club for all paces');
    // One-word items closing on the noun they qualify are no bare list (was the name over the whole description); a
    // salon's bare list of services still is.
    expect(headlineAndLead(brief({ description: 'Sound, lighting and stage hire for conferences, weddings and festivals, delivered, set up and run by our technicians.', target_audience: 'Event organisers' }), 'en'))
      .toEqual({ headline: 'Sound, lighting and stage hire', lead: 'For conferences, weddings and festivals, delivered, set up and run by our technicians.' });
    expect(headlineAndLead(brief({ description: 'nail salon, gel, acrylics, pedicures, walk ins welcome', target_audience: 'locals' }), 'en').headline).toBe('Nail salon for locals');
    // A short announcement before a colon keeps what it announces.
    expect(headlineAndLead(brief({ description: 'Coming soon: Nudge, the calm to-do app that plans your day for you. Join the waitlist for early access.' }), 'en').headline).toBe('Coming soon: Nudge, the calm to-do app');
    // A later sentence sharing two words and "in" with the headline says more than it: it stays the lead (was "In London.").
    expect(headlineAndLead(brief({ description: 'Certified translation agency in London. Legal, medical and technical translation in 60 languages, with certified translations for the Home Office.' }), 'en'))
      .toEqual({ headline: 'Certified translation agency in London', lead: 'Legal, medical and technical translation in 60 languages, with certified translations for the Home Office.' });
    // A Japanese headline leaves off the closing "です", and the lead does not start with it.
    expect(headlineAndLead({ ...BRIEFS.restaurant, description: '東京・谷中にある小さな陶芸スタジオです。初心者向けのろくろ体験を提供しています。' }, 'ja'))
      .toEqual({ headline: '東京・谷中にある小さな陶芸スタジオ', lead: '初心者向けのろくろ体験を提供しています。' });
    const tutors = headlineAndLead(brief({ description: 'One-to-one online maths and physics tutoring for secondary-school students, with weekly progress reports for parents.' }), 'en');
    expect(tutors.lead).toBe('With weekly progress reports for parents.');
    // A later sentence typed in lower case starts with a capital in the lead.
    expect(headlineAndLead(brief({ description: 'window cleaning for houses in swindon. reliable and cheap' }), 'en')).toEqual({ headline: 'Window cleaning for houses in swindon', lead: 'Reliable and cheap' });
    // In the site, the place after "in" of a description typed all in lower case gets its capital.
    expect(offlineCopy(brief({ description: 'window cleaning for houses in swindon. reliable and cheap' }), 'startup', { lang: 'en' })).toMatchObject({ headline: 'Window cleaning for houses in Swindon', subheadline: 'Reliable and cheap.' });
    // A cut-short headline would be repeated by the lead: say what and for whom instead.
    expect(headlineAndLead(BRIEFS.saas, 'en').headline).toBe('Bookkeeping software for freelancers and sole traders');
    // Not "I make…": the headline starts at what is made; "We make it easy…" and a one-word object stay as written.
    expect(headlineAndLead(brief({ description: 'I make custom birthday cakes and cupcakes from my home kitchen in Leicester.' }), 'en').headline).toBe('Custom birthday cakes and cupcakes from my home kitchen');
    expect(headlineAndLead(brief({ description: 'We run a family bakery in Leeds.' }), 'en').headline).toMatch(/^A family bakery/);
    expect(headlineAndLead(brief({ description: 'We make it easy to send invoices.' }), 'en').headline).toMatch(/^We make it easy/);
    expect(headlineAndLead(brief({ description: 'We provide consulting.' }), 'en').headline).toBe('We provide consulting');
    // Not the name again: "SentinelGrid is a B2B cloud-security SaaS…" starts at what it is.
    const sg = headlineAndLead(brief({ business_name: 'SentinelGrid', description: 'SentinelGrid is a B2B cloud-security SaaS that continuously scans multi-cloud accounts (AWS, Azure, GCP) for misconfigurations, exposed secrets and compliance drift, and fixes the safe ones automatically.', target_audience: 'Security and platform teams at mid-sized software companies' }), 'en');
    expect(sg.headline).toBe('B2B cloud-security SaaS for security and platform teams');
    expect(sg.lead).toMatch(/^Continuously scans multi-cloud accounts \(AWS, Azure, GCP\)/);
    // …with no article before what it is (was "Ledger & Co is invoicing software for freelancers"), but not where or how it is.
    expect(headlineAndLead(brief({ business_name: 'Ledger & Co', description: 'Ledger & Co is invoicing software for freelancers: send invoices, track expenses and get paid online.' }), 'en').headline).toBe('Invoicing software for freelancers');
    expect(headlineAndLead(brief({ business_name: 'Brew Lab', description: 'Brew Lab is based in Leeds and roasts coffee.' }), 'en').headline).toBe('Brew Lab is based in Leeds and roasts coffee');
    expect(headlineAndLead(brief({ business_name: 'Moss', description: 'Moss is now open in Hackney.' }), 'en').headline).toBe('Moss is now open');
    // "…for freelancers" again under a headline "…for freelancers and sole traders" is left out.
    expect(headlineAndLead(BRIEFS.saas, 'en').lead).toBe('Reconciles bank feeds automatically and prepares quarterly VAT returns.');
    // No "family dental practice for families": the audience would say the phrase again.
    expect(headlineAndLead(brief({ description: 'Friendly family dental practice with emergency appointments and invisible braces.', target_audience: 'Families in Reading' }), 'en'))
      .toEqual({ headline: 'Friendly family dental practice', lead: 'With emergency appointments and invisible braces.' });
    // Nor "food bank for volunteers and donors": those who give are not those the business serves.
    expect(headlineAndLead(brief({ description: 'Food bank supporting families in crisis across Leeds.', target_audience: 'Volunteers and donors' }), 'en').headline)
      .toBe('Food bank supporting families in crisis across Leeds');
    // A nursery is for the children its brief names, not "for parents" (its readers); "Reading" is a town, not a verb.
    expect(headlineAndLead(brief({ description: 'Outstanding nursery in Reading for babies and children up to five, with a forest school.', target_audience: 'Parents' }), 'en'))
      .toEqual({ headline: 'Outstanding nursery in Reading', lead: 'For babies and children up to five, with a forest school.' });
    // "We design and build websites…" is headed by what is built (was "And build websites for small businesses").
    expect(headlineAndLead(brief({ description: 'We design and build websites for small businesses on WordPress and Shopify.', target_audience: 'Small businesses' }), 'en'))
      .toEqual({ headline: 'Websites for small businesses', lead: 'On WordPress and Shopify.' });
    // "I'm a realtor in Austin…": the headline starts at what the speaker is.
    expect(headlineAndLead(brief({ description: 'I\'m a realtor in Austin helping first-time buyers and families find their home.', target_audience: 'Home buyers' }), 'en').headline).toBe('Realtor in Austin');
    expect(headlineAndLead(brief({ description: 'We are a family bakery in Leeds baking sourdough every morning.', target_audience: 'Locals' }), 'en').headline).toMatch(/^Family bakery\b/);
    // Nor "product designer for hiring managers": they read a job seeker's page, it is not made for them.
    expect(headlineAndLead(brief({ description: 'Product designer with eight years at fintech startups, open to senior roles.', target_audience: 'Hiring managers and recruiters' }), 'en'))
      .toEqual({ headline: 'Product designer with eight years at fintech startups', lead: 'Open to senior roles.' });
    // Nor "golf course for golfers": a four-letter word is the stem of the audience's.
    expect(headlineAndLead(brief({ description: 'An 18-hole parkland golf course with a clubhouse, open to members and visitors.', target_audience: 'Golfers' }), 'en'))
      .toEqual({ headline: 'An 18-hole parkland golf course', lead: 'With a clubhouse, open to members and visitors.' });
    // Nor "Bridal boutique for brides": "bridal" and "brides" share their first four letters.
    expect(headlineAndLead(brief({ description: 'Bridal boutique in Chester with designer wedding dresses and accessories, by appointment.', target_audience: 'Brides' }), 'en'))
      .toEqual({ headline: 'Bridal boutique in Chester', lead: 'With designer wedding dresses and accessories, by appointment.' });
    // A "for" naming someone the headline does not stays.
    expect(headlineAndLead(brief({ description: 'Bookkeeping software that reconciles bank feeds automatically and prepares quarterly VAT returns for accountants.' }), 'en').lead).toMatch(/for accountants\.$/);
    // Who it is for never ends on a word that needs what follows it: not "…for homeowners looking".
    // Nor does a headline end on a verb whose preposition belongs to it ("…in Exeter caring", "…in Brighton specialising").
    expect(headlineAndLead(brief({ description: 'Independent veterinary practice in Exeter caring for dogs, cats and small pets, with 24-hour emergency cover.', target_audience: 'Pet owners in Exeter' }), 'en'))
      .toEqual({ headline: 'Independent veterinary practice in Exeter', lead: 'Caring for dogs, cats and small pets, with 24-hour emergency cover.' });
    expect(headlineAndLead(brief({ description: 'Custom tattoo studio in Brighton specialising in fine line, blackwork and neo-traditional. Walk-ins on Saturdays.', target_audience: 'Adults looking for a custom piece or their first tattoo' }), 'en'))
      .toEqual({ headline: 'Custom tattoo studio in Brighton', lead: 'Specialising in fine line, blackwork and neo-traditional. Walk-ins on Saturdays.' });
    // A list after a colon goes to the lead, in every language, also when the whole sentence would fit (was the whole
    // "Fietsverhuur op Texel: stadsfietsen, e-bikes, kinderfietsen en bakfietsen" as the H1); a one-word head stays whole.
    expect(headlineAndLead(brief({ description: 'Fietsverhuur op Texel: stadsfietsen, e-bikes, kinderfietsen en bakfietsen. Wij bezorgen de fietsen gratis.' }), 'nl'))
      .toEqual({ headline: 'Fietsverhuur op Texel', lead: 'Stadsfietsen, e-bikes, kinderfietsen en bakfietsen. Wij bezorgen de fietsen gratis.' });
    expect(headlineAndLead(brief({ description: 'Roofers in Sheffield: new roofs, flat roofs and repairs. Free quotes.' }), 'en'))
      .toEqual({ headline: 'Roofers in Sheffield', lead: 'New roofs, flat roofs and repairs. Free quotes.' });
    expect(headlineAndLead(brief({ description: 'Bakery: bread, cakes and coffee. Open daily.' }), 'en').headline).toBe('Bakery: bread, cakes and coffee');
    // Nor an announcement ("Now open" alone was the H1).
    expect(headlineAndLead(brief({ description: 'Now open: coffee, cake and brunch in Hove. Dogs welcome.' }), 'en').headline).toBe('Now open: coffee, cake and brunch in Hove');
    // A colon's list is no bare list of the phrase before it: the phrase is the headline (was the business's name).
    expect(headlineAndLead(brief({ description: 'Phone, tablet and laptop repairs in Cardiff city centre: cracked screens, batteries and water damage, most repairs while you wait.' }), 'en'))
      .toEqual({ headline: 'Phone, tablet and laptop repairs in Cardiff city centre', lead: 'Cracked screens, batteries and water damage, most repairs while you wait.' });
    expect(headlineAndLead(brief({ description: 'Independent estate agents selling and letting homes in Harrogate and the surrounding villages since 2004.', target_audience: 'Homeowners looking to sell or let, buyers and tenants' }), 'en').headline)
      .toBe('Independent estate agents for homeowners');
    // "aged 8 to 14" is one range, and a coding club is no verb: the ages go to the lead whole (was "…for kids aged 8").
    expect(headlineAndLead(brief({ description: 'After-school coding clubs and holiday camps for kids aged 8 to 14. Children build games in Scratch and Python.', target_audience: 'Parents of children aged 8-14' }), 'en'))
      .toEqual({ headline: 'After-school coding clubs and holiday camps', lead: 'For kids aged 8 to 14. Children build games in Scratch and Python.' });
  });

  /** Briefs whose lead used to repeat the headline (briefs.json and bench/briefs-extra.json), in five languages. */
  const ECHOED = [
    { business_name: 'Inês Duarte Photography', industry: 'Other', description: 'I photograph about 25 weddings a year in Porto and the Douro valley. My style is natural and unposed: I stay in the background and tell the story of your day as it happens.', target_audience: 'Couples planning a wedding in northern Portugal', lang: 'en' },
    { business_name: 'PulseCare Clinic', industry: 'Healthcare', description: 'Walk-in physiotherapy and sports-injury clinic with same-day appointments.', target_audience: 'Runners, gym-goers and office workers with back pain', lang: 'en' },
    { business_name: 'Kiln & Clay', industry: 'Other', description: 'Pottery studio offering beginner wheel-throwing courses and open studio memberships.', target_audience: 'Adults looking for a creative hobby', lang: 'en' },
    { business_name: 'Open Hands Food Bank', industry: 'Non-profit', description: 'Community food bank collecting surplus food from supermarkets and distributing it to 400 families a week.', target_audience: 'Local volunteers, donors and families in need', lang: 'en' },
    { business_name: 'Stackpilot', industry: 'Technology', description: 'Observability platform that turns logs, metrics and traces into one timeline for on-call engineers.', target_audience: 'SRE and platform teams at scale-ups', lang: 'en' },
    { business_name: 'Northwind Legal', industry: 'Professional Services', description: 'Employment law firm advising small and mid-sized companies on contracts, disputes and compliance.', target_audience: 'HR managers and founders of companies with 10 to 500 staff', lang: 'en' },
    { business_name: 'Marisqueira do Largo', industry: 'Food & Restaurant', description: 'Seafood restaurant in Alfama, Lisbon, serving grilled fish, clams à Bulhão Pato and shellfish from the morning market. Open for lunch and dinner from Tuesday to Saturday.', target_audience: 'Locals and visitors to Lisbon who love fresh seafood', lang: 'en' },
    { business_name: 'Consulting Co', industry: 'Professional Services', description: 'We provide consulting. We provide consulting. We provide consulting.', target_audience: 'Anyone who needs consulting', lang: 'en' },
    { business_name: 'Clínica Dental Sonrisa', industry: 'Healthcare', description: 'Clínica dental familiar en Valencia con ortodoncia invisible, implantes y limpiezas. Atendemos a niños y adultos con cita el mismo día.', target_audience: 'Familias y profesionales de Valencia', lang: 'es' },
    { business_name: 'Padaria Sol Nascente', industry: 'Food & Restaurant', description: 'Padaria artesanal no Porto com pão de fermentação lenta, pastéis de nata e café de especialidade. Abrimos todos os dias às sete da manhã.', target_audience: 'Vizinhos, estudantes e turistas do centro do Porto', lang: 'pt' },
    { business_name: 'Rechnungsheld', industry: 'Finance', description: 'Buchhaltungssoftware für Freiberufler in Deutschland, die Belege automatisch erfasst und die Umsatzsteuervoranmeldung vorbereitet.', target_audience: 'Freiberufler und kleine Agenturen', lang: 'de' },
    { business_name: '云账通', industry: 'Technology', description: '面向小微企业的在线记账软件，自动同步银行流水，一键生成增值税申报表。', target_audience: '小微企业主和个体工商户', lang: 'zh' },
  ];
  const words = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

  it.each(ECHOED)('It should not say the headline again in the lead: $business_name', ({ lang, ...b }) => {
    const { headline, lead } = headlineAndLead(brief({ ...b, key_features: [] }), lang);
    expect(headline.split(/\s+/).length).toBeLessThanOrEqual(10);
    const h = new Set(/\s/.test(headline) ? words(headline) : Array.from(headline));
    for (const s of lead.split(/(?<=[.!?。])\s*/u).filter(Boolean)) {
      const w = /\s/.test(s) || !/\p{Script=Han}/u.test(s) ? words(s) : Array.from(s.replace(/[^\p{L}]/gu, ''));
      const shared = w.filter((x) => h.has(x)).length;
      const ofHeadline = w.filter((x, i) => h.has(x) && w.indexOf(x) === i).length / h.size;
      // Neither most of the sentence's words nor most of the headline's are shared (the sentence is named when it fails).
      expect([s, shared / w.length <= 0.5 && ofHeadline <= 0.5]).toEqual([s, true]);
    }
  });

  it('It should continue the headline\'s own sentence where it can stand alone', () => {
    const [ines, clinic, kiln, , , , , , es, , de] = ECHOED.map(({ lang, ...b }) => headlineAndLead(brief({ ...b, key_features: [] }), lang));
    expect(ines).toEqual({ headline: 'I photograph about 25 weddings a year', lead: expect.stringMatching(/^In Porto and the Douro valley\. My style/) });
    expect(clinic).toEqual({ headline: 'Walk-in physiotherapy and sports-injury clinic', lead: 'With same-day appointments.' });
    expect(kiln).toEqual({ headline: 'Pottery studio for adults looking for a creative hobby', lead: 'Offering beginner wheel-throwing courses and open studio memberships.' });
    expect(es!.lead).toMatch(/^Con ortodoncia invisible, implantes y limpiezas\. Atendemos/);
    expect(de!.lead).toBe('Buchhaltungssoftware, die Belege automatisch erfasst und die Umsatzsteuervoranmeldung vorbereitet.');
  });

  it('It should write trade-specific steps and questions, not one stock set', () => {
    const saas = offlineCopy(BRIEFS.saas, 'saas');
    const rest = offlineCopy(BRIEFS.restaurant, 'restaurant');
    expect(saas.faq.map((f) => f.q)).not.toEqual(rest.faq.map((f) => f.q));
    expect(saas.steps.map((s) => s.title)).not.toEqual(rest.steps.map((s) => s.title));
    expect(JSON.stringify(saas)).not.toMatch(/part of what .* offers|Ask us how it fits what you need|What is Ledgerly\?/);
  });

  it('It should keep the brief\'s voice: "I" for a photographer who writes so', () => {
    const me = offlineCopy(generationRequestSchema.parse({ business_name: 'Inês Duarte', industry: 'Other', description: 'I photograph about 25 weddings a year in Porto. My style is natural.', target_audience: 'Couples', key_features: ['Full-day coverage'] }), 'startup');
    const all = [me.about, me.closingText, ...me.faq.map((f) => f.a), ...me.steps.map((s) => s.text)].join(' ');
    expect(all).toMatch(/\b(I|I’ll|me|my)\b/);
    expect(all).not.toMatch(/\b(we|our|us|we’ll)\b/i);
  });

  it('It should write the page in the brief\'s language, with lang and dir set', async () => {
    const es = await generateSite(generationRequestSchema.parse({ business_name: 'Clínica Sonrisa', industry: 'Healthcare', description: 'Clínica dental familiar en Valencia con ortodoncia invisible, implantes y limpiezas. Atendemos a niños y adultos.', target_audience: 'Familias de Valencia', key_features: ['Ortodoncia invisible'] }), { writer: createOfflineWriter() });
    expect(es.files['index.html']).toMatch(/<html lang="es" dir="ltr">/);
    expect(es.files['index.html']).toContain('Saltar al contenido');
    expect(es.site.sections.find((s) => s.kind === 'faq')!.items[0]!.title).toMatch(/^¿/);
    const ar = await generateSite(generationRequestSchema.parse({ business_name: 'مخبز الياسمين', industry: 'Food & Restaurant', description: 'مخبز عائلي في عمّان يقدم الخبز الطازج والمعجنات كل صباح.', target_audience: 'العائلات في عمّان', key_features: [] }), { writer: createOfflineWriter() });
    expect(ar.files['index.html']).toMatch(/<html lang="ar" dir="rtl">/);
    expect(ar.files['index.html']).not.toMatch(/lang="en"/);
    const he = await generateSite(generationRequestSchema.parse({ business_name: 'סטודיו תמר', industry: 'Other', description: 'סטודיו ליוגה ופילאטיס בתל אביב עם שיעורים קטנים בבוקר ובערב ומנוי חודשי גמיש.', target_audience: 'אנשים עובדים בתל אביב', key_features: [] }), { writer: createOfflineWriter() });
    // No Hebrew tables: English words, each part marked lang="en", on a right-to-left Hebrew page.
    expect(he.files['index.html']).toMatch(/<html lang="he" dir="rtl">/);
    expect(he.files['index.html']).toMatch(/<a class="skip" href="#main" lang="en">Skip to content<\/a>/);
    expect(he.files['index.html']).toMatch(/class="s-head" lang="en"/);
  });
});

describe('contact forms by kind', () => {
  const fields = (html: string, id: string) => [...new RegExp(`<section id="${id}"[\\s\\S]*?</section>`).exec(html)![0].matchAll(/ name="([a-z]+)"/g)].map((m) => m[1]);
  it('It should ask a restaurant for a table, a local service for a booking, anyone else for a message; whatever the button says', async () => {
    const w = createOfflineWriter();
    expect(fields((await generateSite(BRIEFS.restaurant, { writer: w })).files['index.html'], 'reservations')).toEqual(['name', 'email', 'date', 'time', 'guests', 'message']);
    const clinic = generationRequestSchema.parse({ business_name: 'PulseCare', industry: 'Healthcare', description: 'Walk-in physiotherapy clinic with same-day appointments.', target_audience: 'Runners', key_features: [] });
    const local = await generateSite(clinic, { writer: w });
    expect(fields(local.files['index.html'], 'contact')).toEqual(['name', 'email', 'phone', 'date', 'message']);
    expect(fields((await generateSite(BRIEFS.agency, { writer: w })).files['index.html'], 'contact')).toEqual(['name', 'email', 'message']);
    // A stored site from before the form kind: its label no longer decides anything.
    const { renderSite } = await import('./render');
    const old = { ...local.site, sections: local.site.sections.map((s) => (s.id === 'contact' ? { ...s, form: undefined } : s)) };
    expect(fields(renderSite(old)['index.html'], 'contact')).toEqual(['name', 'email', 'message']);
  });
});

describe('the newsletter sign-up (issue 16 §2)', () => {
  it('It should give a shop a labelled email sign-up in its closing band that previews without sending and posts live with kind, key and honeypot', async () => {
    const shop = await generateSite(BRIEFS.ecommerce, { writer: createOfflineWriter() });
    const band = (html: string) => /<section id="get-started"[\s\S]*?<\/section>/.exec(html)![0];
    const preview = band(shop.files['index.html']);
    expect(preview).toMatch(/<form class="form form-inline" data-preview="[^"]+">/);
    expect(preview).toMatch(/<label for="get-started-newsletter-email">Email address<\/label><input id="get-started-newsletter-email" name="email" type="email" autocomplete="email" required>/);
    expect(preview).toContain('>Subscribe</button>');
    const { renderSite } = await import('./render');
    const live = band(renderSite(shop.site, { forms: { action: 'https://api.example.com/api/forms/p1' } })['index.html']);
    expect(live).toContain('action="https://api.example.com/api/forms/p1" method="post"');
    expect(live).toContain('<input type="hidden" name="_form" value="newsletter">');
    expect(live).toContain('name="_website"');
    expect(live).toContain('data-sent="Thank you. You’re on the list."');
    // Nobody else gets one: a message form stays a message form, and an agency's page has no sign-up.
    const agency = await generateSite(BRIEFS.agency, { writer: createOfflineWriter() });
    expect(agency.files['index.html']).not.toContain('form-inline');
  });
});
