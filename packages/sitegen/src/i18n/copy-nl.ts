import type { SampleWords } from '../sample-words';
import type { BlueprintCopy, BlueprintId } from './types';

/**
 * The offline writer's Dutch phrasebook, per blueprint (issue 15 §5): COPY_EN rewritten as a Dutch
 * copywriter would write it for a small business, same keys, same voices, same honesty rules
 * (no invented facts; answers that depend on the owner point to the form).
 *
 * Register: informal ‘je/jij’ towards the visitor throughout, as most Dutch small-business sites do
 * (never ‘u/uw’). Voices: `we` speaks as ‘we/ons/onze’, `i` as ‘ik/me/mij/mijn’; a visitor's question
 * addresses a `we` business as ‘jullie’ and a solo owner as ‘je’. Strings that are single in English stay
 * person-neutral. Placeholders sit where any noun phrase fits (‘voor {audience}’, ‘bij {name}’);
 * typographic apostrophes (foto’s, menu’s) and ‘…’ quotes.
 */
export const COPY_NL: Record<BlueprintId, BlueprintCopy> = {
  // Software products.
  saas: {
    sections: {
      features: { nav: 'Functies', heading: 'Wat erin zit', eyebrow: 'Functies' },
      'how-it-works': { nav: 'Starten', heading: 'In drie stappen aan de slag', eyebrow: 'Zo werkt het' },
      benefits: { heading: 'Gemaakt voor hoe jij werkt', eyebrow: 'Voor wie', intro: 'Voor {audience}.' },
      pricing: {
        nav: 'Prijzen', heading: 'Abonnementen en prijzen', eyebrow: 'Prijzen',
        intro: 'Vergelijk de abonnementen en kies het abonnement dat past bij hoe jij werkt.',
      },
      testimonials: { nav: 'Ervaringen', heading: 'Wat klanten zeggen', eyebrow: 'Ervaringen' },
      faq: { nav: 'FAQ', heading: 'Vragen en antwoorden', eyebrow: 'Veelgestelde vragen' },
      'get-started': { heading: 'Aan de slag', eyebrow: 'Volgende stap' },
    },
    cta: { primary: 'Aan de slag', secondary: 'Bekijk de functies' },
    steps: [
      { title: 'Maak je account aan', text: 'Meld je aan en kijk rustig rond voordat je zelf iets toevoegt.' },
      { title: 'Stel het in', text: 'Vul je gegevens in en stem de instellingen af op de manier waarop je nu al werkt.' },
      { title: 'Gebruik het elke dag', text: 'Laat {name} het routinewerk doen, en neem contact op zodra er een vraag is.' },
    ],
    benefits: [
      { title: 'Minder gedoe', text: 'Minder tijd kwijt aan terugkerende taken, meer tijd voor het werk dat alleen jij kunt doen.' },
      { title: 'Alles op één plek', text: 'Houd bij elkaar wat je nodig hebt, in plaats van verspreid over spreadsheets, mailboxen en notities.' },
      { title: 'In één oogopslag duidelijk', text: 'Zie hoe alles ervoor staat, zonder door menu’s te zoeken of rapporten te exporteren.' },
    ],
    featureText: {
      we: [
        'Vraag ons om een korte rondleiding om te zien hoe het in je dagelijkse werk past.',
        'Vraag ons naar de details, dan leggen we uit hoe het in de praktijk werkt.',
        'Eén ding minder om zelf in te stellen, na te jagen of bij te houden.',
        'Handig als je net begint, maar ook als je overstapt van een andere tool.',
      ],
      i: [
        'Vraag me om een korte rondleiding om te zien hoe het in je dagelijkse werk past.',
        'Vraag mij naar de details, dan leg ik uit hoe het in de praktijk werkt.',
        'Eén ding minder om zelf in te stellen, na te jagen of bij te houden.',
        'Handig als je net begint, maar ook als je overstapt van een andere tool.',
      ],
    },
    faq: {
      we: [
        { q: 'Hoe begin ik?', a: 'Kies ‘Aan de slag’ op deze pagina, maak je account aan en richt alles in op je eigen tempo.' },
        { q: 'Kan ik mijn bestaande gegevens meenemen?', a: 'Laat ons weten wat je nu gebruikt, dan leggen we uit hoe je je gegevens het best overzet naar {name}.' },
        { q: 'Hoe worden mijn gegevens beveiligd?', a: 'Vraag het ons, dan leggen we in gewone taal uit hoe {name} je gegevens opslaat en beschermt.' },
        { q: 'Wat als ik vastloop?', a: 'Stuur ons een bericht via deze pagina. We helpen je een antwoord te vinden, zodat je weer verder kunt.' },
      ],
      i: [
        { q: 'Hoe begin ik?', a: 'Kies ‘Aan de slag’ op deze pagina, maak je account aan en richt alles in op je eigen tempo.' },
        { q: 'Kan ik mijn bestaande gegevens meenemen?', a: 'Laat me weten wat je nu gebruikt, dan leg ik uit hoe je je gegevens het best overzet naar {name}.' },
        { q: 'Hoe worden mijn gegevens beveiligd?', a: 'Vraag het mij, dan leg ik in gewone taal uit hoe {name} je gegevens opslaat en beschermt.' },
        { q: 'Wat als ik vastloop?', a: 'Stuur me een bericht via deze pagina. Ik help je een antwoord te vinden, zodat je weer verder kunt.' },
      ],
    },
    about: {
      we: 'We bouwen {name} voor {audience} en luisteren goed naar wat gebruikers ons vertellen. Loop je ergens tegenaan, laat het ons weten, dan kijken we ernaar.',
      i: 'Ik bouw {name} voor {audience} en luister goed naar wat gebruikers mij vertellen. Loop je ergens tegenaan, laat het me weten, dan kijk ik ernaar.',
    },
    closing: { heading: 'Zin om {name} te proberen?', text: 'Maak je account aan en ontdek hoe het past bij de manier waarop je werkt.' },
    contactIntro: {
      we: 'Stuur ons een bericht met al je vragen over {name}, voor of na je aanmelding.',
      i: 'Stuur me een bericht met al je vragen over {name}, voor of na je aanmelding.',
    },
  },

  // Online shops.
  ecommerce: {
    sections: {
      products: { nav: 'Winkel', heading: 'Bekijk het assortiment', eyebrow: 'Assortiment' },
      features: { nav: 'Details', heading: { we: 'Waarom bij ons kopen', i: 'Waarom bij mij kopen' }, eyebrow: 'Praktische info' },
      testimonials: { nav: 'Ervaringen', heading: 'Wat klanten zeggen', eyebrow: 'Ervaringen' },
      faq: { nav: 'FAQ', heading: 'Vragen voor je bestelt', eyebrow: 'Veelgestelde vragen' },
      'get-started': { heading: 'Klaar om te bestellen?', eyebrow: 'Nu bestellen' },
      pricing: { nav: 'Prijzen', heading: 'Opties en prijzen', eyebrow: 'Prijzen' },
    },
    cta: { primary: 'Bekijk het assortiment', secondary: 'Waarom hier kopen' },
    steps: [
      { title: 'Kies je producten', text: 'Blader door het assortiment en leg in je winkelmandje wat je wilt.' },
      { title: 'Afrekenen', text: 'Vul je bezorggegevens in en betaal bij het afrekenen.' },
      { title: 'Wacht op je pakket', text: 'Je bestelling wordt ingepakt en verstuurd naar het adres dat je hebt opgegeven.' },
    ],
    benefits: {
      we: [
        { title: 'Weten wat je koopt', text: 'Elk product is duidelijk beschreven, zodat je met vertrouwen kiest.' },
        { title: 'Hulp bij het kiezen', text: 'Twijfel je? Stuur ons een bericht, dan helpen we je kiezen.' },
        { title: 'Met zorg ingepakt', text: 'Elke bestelling wordt gecontroleerd en zorgvuldig ingepakt voordat hij de deur uitgaat.' },
      ],
      i: [
        { title: 'Weten wat je koopt', text: 'Elk product is duidelijk beschreven, zodat je met vertrouwen kiest.' },
        { title: 'Hulp bij het kiezen', text: 'Twijfel je? Stuur me een bericht, dan help ik je kiezen.' },
        { title: 'Met zorg ingepakt', text: 'Elke bestelling wordt gecontroleerd en zorgvuldig ingepakt voordat hij de deur uitgaat.' },
      ],
    },
    featureText: {
      we: [
        'Hoort bij hoe we de winkel runnen, geen eenmalige actie.',
        'Een vraag hierover? Stel hem gerust voordat je bestelt.',
        'Nog een reden om bij {name} te kopen.',
        'Goed om te weten voordat je kiest.',
      ],
      i: [
        'Hoort bij hoe ik de winkel run, geen eenmalige actie.',
        'Een vraag hierover? Stel hem gerust voordat je bestelt.',
        'Nog een reden om bij {name} te kopen.',
        'Goed om te weten voordat je kiest.',
      ],
    },
    faq: {
      we: [
        { q: 'Waar bezorgen jullie en hoe lang duurt het?', a: 'Dat hangt af van waar je woont. Bij het afrekenen zie je de bezorgopties, en we kijken het graag vooraf voor je na.' },
        { q: 'Wat als er iets niet klopt?', a: 'Neem contact op en vertel ons wat er is gebeurd. We leggen je uit welke mogelijkheden er zijn voor je bestelling.' },
        { q: 'Kunnen jullie me helpen kiezen?', a: 'Natuurlijk. Vertel ons wat je zoekt en voor wie, dan stellen we iets voor wat past.' },
        { q: 'Wat maakt {name} anders?', a: 'In het kort: {features}. Wil je over een van deze punten meer weten, vraag het gerust.' },
      ],
      i: [
        { q: 'Waar bezorg je en hoe lang duurt het?', a: 'Dat hangt af van waar je woont. Bij het afrekenen zie je de bezorgopties, en ik kijk het graag vooraf voor je na.' },
        { q: 'Wat als er iets niet klopt?', a: 'Neem contact op en vertel me wat er is gebeurd. Ik leg je uit welke mogelijkheden er zijn voor je bestelling.' },
        { q: 'Kun je me helpen kiezen?', a: 'Natuurlijk. Vertel me wat je zoekt en voor wie, dan stel ik iets voor wat past.' },
        { q: 'Wat maakt {name} anders?', a: 'In het kort: {features}. Wil je over een van deze punten meer weten, vraag het gerust.' },
      ],
    },
    about: {
      we: 'We stellen het assortiment samen voor {audience} en helpen je graag het juiste te vinden. Heb je een vraag over een product of een bestelling, vraag het gerust.',
      i: 'Ik stel het assortiment samen voor {audience} en help je graag het juiste te vinden. Heb je een vraag over een product of een bestelling, vraag het gerust.',
    },
    closing: {
      heading: 'Favorieten voor elke dag',
      text: { we: 'Bekijk het assortiment en bestel online, of stel ons eerst je vragen.', i: 'Bekijk het assortiment en bestel online, of stel mij eerst je vragen.' },
    },
    contactIntro: {
      we: 'Stuur ons een bericht over een product, een bestelling of iets anders wat je wilt weten.',
      i: 'Stuur me een bericht over een product, een bestelling of iets anders wat je wilt weten.',
    },
  },

  // Professional services.
  agency: {
    sections: {
      services: { nav: 'Diensten', heading: { we: 'Hoe we je kunnen helpen', i: 'Hoe ik je kan helpen' }, eyebrow: 'Diensten' },
      process: { nav: 'Werkwijze', heading: { we: 'Zo werken we', i: 'Zo werk ik' }, eyebrow: 'Werkwijze' },
      work: { nav: 'Projecten', heading: { we: 'Voorbeelden van ons werk', i: 'Voorbeelden van mijn werk' }, eyebrow: 'Cases' },
      properties: { nav: 'Aanbod', heading: 'Uitgelichte woningen', eyebrow: 'Woningaanbod', go: 'Bekijk het aanbod' },
      about: { nav: 'Profiel', heading: { we: 'Over ons', i: 'Over mij' }, eyebrow: 'Aanpak' },
      faq: { heading: 'Veelgestelde vragen', eyebrow: 'FAQ' },
      contact: { nav: 'Contact', heading: 'Even kennismaken?', eyebrow: 'Contact' },
      pricing: { nav: 'Tarieven', heading: 'Tarieven en pakketten', eyebrow: 'Tarieven' },
      testimonials: { nav: 'Ervaringen', heading: 'Wat klanten zeggen', eyebrow: 'Ervaringen' },
    },
    cta: { primary: 'Neem contact op', secondary: 'Bekijk de diensten' },
    steps: {
      we: [
        { title: 'Kennismakingsgesprek', text: 'Vertel ons over je situatie. We luisteren, stellen vragen en bepalen samen wat een goed resultaat is.' },
        { title: 'Een helder plan', text: 'We zetten de opties op een rij en spreken de omvang met je af voordat het werk begint.' },
        { title: 'Uitvoering en nazorg', text: 'We voeren het werk uit, houden je onderweg op de hoogte en bespreken het resultaat met je.' },
      ],
      i: [
        { title: 'Kennismakingsgesprek', text: 'Vertel me over je situatie. Ik luister, stel vragen en bepaal samen met jou wat een goed resultaat is.' },
        { title: 'Een helder plan', text: 'Ik zet de opties op een rij en spreek de omvang met je af voordat het werk begint.' },
        { title: 'Uitvoering en nazorg', text: 'Ik voer het werk uit, houd je onderweg op de hoogte en bespreek het resultaat met je.' },
      ],
    },
    benefits: [
      { title: 'Advies in gewone taal', text: 'Heldere antwoorden zonder vakjargon, zodat je met vertrouwen beslissingen neemt.' },
      { title: 'Praktisch advies', text: 'Concrete aanbevelingen die aansluiten bij je doelen, je budget en je planning.' },
      { title: 'Afgestemd op jou', text: 'Elke opdracht begint bij jouw situatie, niet bij een sjabloon.' },
    ],
    featureText: {
      we: [
        'Vertel ons over je situatie, dan leggen we uit hoe dit voor jou kan werken.',
        'Helder advies over waar je staat en wat je opties zijn.',
        'Vraag ernaar bij je eerste contact.',
        'We zeggen eerlijk of het bij je past.',
      ],
      i: [
        'Vertel me over je situatie, dan leg ik uit hoe dit voor jou kan werken.',
        'Helder advies over waar je staat en wat je opties zijn.',
        'Vraag ernaar bij je eerste contact.',
        'Ik zeg eerlijk of het bij je past.',
      ],
    },
    faq: {
      we: [
        { q: 'Wat gebeurt er als ik contact opneem?', a: 'We plannen een eerste gesprek om je situatie te begrijpen, je vragen te beantwoorden en je opties toe te lichten.' },
        { q: 'Waarmee kan {name} helpen?', a: 'Vooral met: {features}. Staat je vraag er niet tussen, vraag het toch: als we niet kunnen helpen, zeggen we dat eerlijk.' },
        { q: 'Hoe worden de tarieven bepaald?', a: 'Dat hangt af van wat je nodig hebt. We leggen uit hoe de kosten in jouw geval zouden werken, voordat er iets wordt afgesproken.' },
        { q: 'Wat moet ik klaar hebben?', a: 'Alles wat helpt om je situatie uit te leggen, zoals belangrijke data, documenten en de vragen waarop je antwoord wilt. Het geeft niet als je nog niet alles hebt.' },
      ],
      i: [
        { q: 'Wat gebeurt er als ik contact opneem?', a: 'Ik plan een eerste gesprek om je situatie te begrijpen, je vragen te beantwoorden en je opties toe te lichten.' },
        { q: 'Waarmee kan {name} helpen?', a: 'Vooral met: {features}. Staat je vraag er niet tussen, vraag het toch: als ik niet kan helpen, zeg ik dat eerlijk.' },
        { q: 'Hoe worden de tarieven bepaald?', a: 'Dat hangt af van wat je nodig hebt. Ik leg uit hoe de kosten in jouw geval zouden werken, voordat er iets wordt afgesproken.' },
        { q: 'Wat moet ik klaar hebben?', a: 'Alles wat helpt om je situatie uit te leggen, zoals belangrijke data, documenten en de vragen waarop je antwoord wilt. Het geeft niet als je nog niet alles hebt.' },
      ],
    },
    about: {
      we: 'We werken voor {audience} en geloven dat goed advies begint met luisteren. Je krijgt eerlijk, praktisch advies in gewone taal, en je weet in elke fase wat er daarna gebeurt.',
      i: 'Ik werk voor {audience} en geloof dat goed advies begint met luisteren. Je krijgt eerlijk, praktisch advies in gewone taal, en je weet in elke fase wat er daarna gebeurt.',
    },
    closing: {
      heading: 'Vertel wat je nodig hebt',
      text: { we: 'Vertel ons hoe het ervoor staat, dan stellen we een logische volgende stap voor.', i: 'Vertel me hoe het ervoor staat, dan stel ik een logische volgende stap voor.' },
    },
    contactIntro: {
      we: 'Vertel ons kort wat je nodig hebt, dan nemen we contact op voor een eerste gesprek.',
      i: 'Vertel me kort wat je nodig hebt, dan neem ik contact op voor een eerste gesprek.',
    },
  },

  // Restaurants, cafés, bakeries, bars.
  restaurant: {
    sections: {
      about: { nav: 'Welkom', heading: 'Kom binnen', eyebrow: 'Welkom' },
      menu: { nav: 'Menukaart', heading: 'Uitgelicht van de kaart', eyebrow: 'Eten & drinken' },
      gallery: { heading: 'Kijk even rond', eyebrow: 'Foto’s' },
      hours: { nav: 'Bezoek', heading: 'Openingstijden & locatie', eyebrow: 'Plan je bezoek' },
      reservations: { nav: 'Reserveren', heading: 'Reserveer een tafel', eyebrow: 'Reserveren' },
      pricing: { nav: 'Prijzen', heading: 'Menu’s en prijzen', eyebrow: 'Prijzen' },
      testimonials: { nav: 'Ervaringen', heading: 'Wat gasten zeggen', eyebrow: 'Ervaringen' },
    },
    cta: { primary: 'Reserveer een tafel', secondary: 'Bekijk de menukaart' },
    steps: {
      we: [
        { title: 'Kies datum en tijd', text: 'Kies wanneer je wilt komen en met hoeveel personen.' },
        { title: 'Stuur je aanvraag', text: 'Vermeld allergieën, dieetwensen of een speciale gelegenheid bij de opmerkingen.' },
        { title: 'Bevestiging', text: 'We nemen contact met je op om je tafel te bevestigen.' },
      ],
      i: [
        { title: 'Kies datum en tijd', text: 'Kies wanneer je wilt komen en met hoeveel personen.' },
        { title: 'Stuur je aanvraag', text: 'Vermeld allergieën, dieetwensen of een speciale gelegenheid bij de opmerkingen.' },
        { title: 'Bevestiging', text: 'Ik neem contact met je op om je tafel te bevestigen.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Een warm welkom', text: 'Of je nu even snel een hapje komt eten of uitgebreid wilt tafelen: je bent hier in goede handen.' },
        { title: 'Vertel ons wat je viert', text: 'Een verjaardag, een etentje met familie of een rustig tafeltje voor twee: laat het ons weten, dan doen we ons best.' },
        { title: 'Vraag naar allergieën', text: 'Vermeld allergieën of dieetwensen bij je reservering, dan overleggen we met de keuken.' },
      ],
      i: [
        { title: 'Een warm welkom', text: 'Of je nu even snel een hapje komt eten of uitgebreid wilt tafelen: je bent hier in goede handen.' },
        { title: 'Vertel me wat je viert', text: 'Een verjaardag, een etentje met familie of een rustig tafeltje voor twee: laat het me weten, dan doe ik mijn best.' },
        { title: 'Vraag naar allergieën', text: 'Vermeld allergieën of dieetwensen bij je reservering, dan overleg ik met de keuken.' },
      ],
    },
    featureText: {
      we: ['Iets waar we veel zorg in steken.', 'Kom zelf kijken en proeven.', 'Vraag ernaar als je reserveert.', 'Nog een reden om langs te komen bij {name}.'],
      i: ['Iets waar ik veel zorg in steek.', 'Kom zelf kijken en proeven.', 'Vraag ernaar als je reserveert.', 'Nog een reden om langs te komen bij {name}.'],
    },
    faq: {
      we: [
        { q: 'Moet ik reserveren?', a: 'Met een reservering weet je zeker dat je een tafel hebt. Kom je liever spontaan langs? Dan zoeken we een plekje voor je als dat kan.' },
        { q: 'Houden jullie rekening met allergieën en dieetwensen?', a: 'Geef allergieën of dieetwensen door als je reserveert, dan laten we je weten wat de keuken voor je kan doen.' },
        { q: 'Kunnen jullie grotere groepen ontvangen?', a: 'Vertel ons met hoeveel personen je komt en wat de gelegenheid is, dan kijken we wat we kunnen regelen.' },
        { q: 'Hoe wijzig of annuleer ik een reservering?', a: 'Neem zo snel mogelijk contact op via de gegevens op deze pagina, dan passen we je reservering aan.' },
      ],
      i: [
        { q: 'Moet ik reserveren?', a: 'Met een reservering weet je zeker dat je een tafel hebt. Kom je liever spontaan langs? Dan zoek ik een plekje voor je als dat kan.' },
        { q: 'Hou je rekening met allergieën en dieetwensen?', a: 'Geef allergieën of dieetwensen door als je reserveert, dan laat ik je weten wat de keuken voor je kan doen.' },
        { q: 'Kun je grotere groepen ontvangen?', a: 'Vertel me met hoeveel personen je komt en wat de gelegenheid is, dan kijk ik wat ik kan regelen.' },
        { q: 'Hoe wijzig of annuleer ik een reservering?', a: 'Neem zo snel mogelijk contact op via de gegevens op deze pagina, dan pas ik je reservering aan.' },
      ],
    },
    about: {
      we: 'Bij {name} willen we dat elk bezoek ontspannen voelt, of je nu alleen binnenloopt of met een hele groep komt. Schuif aan, neem de tijd en laat het ons weten als we iets nog beter kunnen doen.',
      i: 'Ik wil dat elk bezoek ontspannen voelt, of je nu alleen binnenloopt of met een hele groep komt. Schuif aan, neem de tijd en laat het me weten als ik iets nog beter kan doen.',
    },
    closing: {
      heading: { we: 'We verwelkomen je graag', i: 'Ik verwelkom je graag' },
      text: { we: 'Kies een datum, stuur een aanvraag en wij regelen de rest.', i: 'Kies een datum, stuur een aanvraag en ik regel de rest.' },
    },
    contactIntro: {
      we: 'Stuur een reserveringsaanvraag met datum, tijd en aantal personen, dan nemen we contact op om te bevestigen.',
      i: 'Stuur een reserveringsaanvraag met datum, tijd en aantal personen, dan neem ik contact op om te bevestigen.',
    },
  },

  // Photographers, artists, illustrators, designers.
  portfolio: {
    sections: {
      gallery: { nav: 'Werk', heading: 'Geselecteerd werk', eyebrow: 'Portfolio' },
      about: { nav: 'Profiel', heading: { we: 'Over ons', i: 'Over mij' }, eyebrow: 'Hallo' },
      services: { nav: 'Diensten', heading: { we: 'Wat we aanbieden', i: 'Wat ik aanbied' }, eyebrow: 'Diensten' },
      process: { heading: 'Van eerste bericht tot oplevering', eyebrow: 'Werkwijze' },
      faq: { nav: 'FAQ', heading: 'Goed om te weten', eyebrow: 'Veelgestelde vragen' },
      contact: { nav: 'Contact', heading: { we: 'Vertel ons over je plannen', i: 'Vertel me over je plannen' }, eyebrow: 'Aanvragen' },
      pricing: { nav: 'Pakketten', heading: 'Pakketten en prijzen', eyebrow: 'Prijzen' },
      testimonials: { nav: 'Ervaringen', heading: 'Mooie woorden', eyebrow: 'Ervaringen' },
    },
    cta: { primary: 'Check beschikbaarheid', secondary: 'Bekijk het werk' },
    steps: {
      we: [
        { title: 'Zeg hallo', text: 'Stuur een bericht met je datum of deadline en wat je voor ogen hebt.' },
        { title: 'Samen het plan maken', text: 'We bespreken alles en sturen je een helder overzicht van wat erbij zit en wanneer.' },
        { title: 'Maken en opleveren', text: 'We gaan aan de slag, houden je op de hoogte en leveren alles op in het afgesproken formaat.' },
      ],
      i: [
        { title: 'Zeg hallo', text: 'Stuur een bericht met je datum of deadline en wat je voor ogen hebt.' },
        { title: 'Samen het plan maken', text: 'Ik bespreek alles met je en stuur je een helder overzicht van wat erbij zit en wanneer.' },
        { title: 'Maken en opleveren', text: 'Ik ga aan de slag, houd je op de hoogte en lever alles op in het afgesproken formaat.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Persoonlijke aanpak', text: 'Je hebt rechtstreeks contact met de mensen die het werk doen, van eerste bericht tot oplevering.' },
        { title: 'Vanaf het begin duidelijk', text: 'Je weet wat erbij zit en wanneer je het kunt verwachten, voordat er iets vastligt.' },
        { title: 'Op maat gemaakt', text: 'Elk project krijgt vorm rond wat jij voor ogen hebt, niet rond een vaste formule.' },
      ],
      i: [
        { title: 'Persoonlijke aanpak', text: 'Je hebt rechtstreeks contact met mij, van eerste bericht tot oplevering.' },
        { title: 'Vanaf het begin duidelijk', text: 'Je weet wat erbij zit en wanneer je het kunt verwachten, voordat er iets vastligt.' },
        { title: 'Op maat gemaakt', text: 'Elk project krijgt vorm rond wat jij voor ogen hebt, niet rond een vaste formule.' },
      ],
    },
    featureText: {
      we: [
        'Vertel ons wat je voor ogen hebt, dan stemmen we het af op jouw plannen.',
        'Vraag naar de beschikbaarheid op jouw data.',
        'Vraag gerust naar meer voorbeelden zoals dit.',
        'Eerst vrijblijvend overleggen kan altijd.',
      ],
      i: [
        'Vertel me wat je voor ogen hebt, dan stem ik het af op jouw plannen.',
        'Vraag naar de beschikbaarheid op jouw data.',
        'Vraag gerust naar meer voorbeelden zoals dit.',
        'Eerst vrijblijvend overleggen kan altijd.',
      ],
    },
    faq: {
      we: [
        { q: 'Hoe ver van tevoren moet ik boeken?', a: 'Zo vroeg mogelijk, vooral voor populaire data. Stuur ons je datum, dan kijken we in de agenda.' },
        { q: 'Hoe wordt het eindresultaat geleverd?', a: 'We spreken het formaat en de planning vooraf met je af, zodat je precies weet wat je wanneer kunt verwachten.' },
        { q: 'Komen jullie ook op locatie?', a: 'Laat ons weten waar en wanneer, dan bevestigen we of we erbij kunnen zijn en of er reiskosten zijn.' },
        { q: 'Hoe boek ik?', a: 'Stuur een aanvraag via het formulier op deze pagina. We reageren met onze beschikbaarheid en de volgende stappen.' },
      ],
      i: [
        { q: 'Hoe ver van tevoren moet ik boeken?', a: 'Zo vroeg mogelijk, vooral voor populaire data. Stuur me je datum, dan kijk ik in mijn agenda.' },
        { q: 'Hoe wordt het eindresultaat geleverd?', a: 'Ik spreek het formaat en de planning vooraf met je af, zodat je precies weet wat je wanneer kunt verwachten.' },
        { q: 'Kom je ook op locatie?', a: 'Laat me weten waar en wanneer, dan bevestig ik of ik erbij kan zijn en of er reiskosten zijn.' },
        { q: 'Hoe boek ik?', a: 'Stuur een aanvraag via het formulier op deze pagina. Ik reageer met mijn beschikbaarheid en de volgende stappen.' },
      ],
    },
    about: {
      we: 'We werken voor {audience}, en elk project begint met luisteren: wat je voor ogen hebt, wat je belangrijk vindt en welk gevoel het moet geven. We houden het ontspannen en persoonlijk, en beantwoorden in elke fase graag je vragen.',
      i: 'Ik werk voor {audience}, en elk project begint met luisteren: wat je voor ogen hebt, wat je belangrijk vindt en welk gevoel het moet geven. Ik houd het ontspannen en persoonlijk, en beantwoord in elke fase graag je vragen.',
    },
    closing: {
      heading: 'Een datum of project in gedachten?',
      text: { we: 'Stuur een aanvraag, dan laten we weten of we beschikbaar zijn.', i: 'Stuur een aanvraag, dan laat ik weten of ik beschikbaar ben.' },
    },
    contactIntro: {
      we: 'Deel een paar details over je plannen, dan laten we je weten wanneer we beschikbaar zijn.',
      i: 'Deel een paar details over je plannen, dan laat ik je weten wanneer ik beschikbaar ben.',
    },
  },

  // Local services by appointment.
  local: {
    sections: {
      services: { nav: 'Diensten', heading: { we: 'Hoe we je kunnen helpen', i: 'Hoe ik je kan helpen' }, eyebrow: 'Diensten' },
      rooms: { nav: 'Kamers', heading: 'Kamers en prijzen', eyebrow: 'Verblijf', go: 'Bekijk de kamers' },
      booking: { heading: 'Zo maak je een afspraak', eyebrow: 'Stap voor stap' },
      benefits: { heading: 'Wat je kunt verwachten', eyebrow: 'Praktische info', intro: 'Speciaal voor {audience}.' },
      location: { nav: 'Locatie', heading: 'Waar en wanneer', eyebrow: 'Openingstijden' },
      area: { nav: 'Werkgebied', heading: { we: 'Waar we werken', i: 'Waar ik werk' }, eyebrow: 'Werkgebied' },
      faq: { nav: 'FAQ', heading: 'Vragen voor je boekt', eyebrow: 'Veelgestelde vragen' },
      contact: { nav: 'Afspraak', heading: 'Vraag een afspraak aan', eyebrow: 'Afspraak maken' },
      pricing: { nav: 'Prijzen', heading: 'Diensten en prijzen', eyebrow: 'Prijzen' },
      testimonials: { nav: 'Ervaringen', heading: 'Wat anderen zeggen', eyebrow: 'Ervaringen' },
    },
    cta: { primary: 'Afspraak aanvragen', secondary: 'Bekijk de diensten' },
    steps: {
      we: [
        { title: 'Kies wat je wilt', text: 'Kies uit de mogelijkheden op deze pagina, of beschrijf in je eigen woorden wat je nodig hebt.' },
        { title: 'Stuur een aanvraag', text: 'Geef in het formulier aan welke dagen of tijden jou uitkomen.' },
        { title: 'Details bevestigen', text: 'We nemen contact op om de tijd te bevestigen, of stellen een ander moment voor.' },
      ],
      i: [
        { title: 'Kies wat je wilt', text: 'Kies uit de mogelijkheden op deze pagina, of beschrijf in je eigen woorden wat je nodig hebt.' },
        { title: 'Stuur een aanvraag', text: 'Geef in het formulier aan welke dagen of tijden jou uitkomen.' },
        { title: 'Details bevestigen', text: 'Ik neem contact op om de tijd te bevestigen, of stel een ander moment voor.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Tijd voor een gesprek', text: 'Je krijgt de tijd om uit te leggen wat je nodig hebt, en duidelijke antwoorden terug.' },
        { title: 'Eenvoudig boeken', text: 'Stuur een aanvraag via deze pagina wanneer het jou uitkomt; geen wachtmuziek.' },
        { title: 'Vragen zijn welkom', text: 'Vraag ons alles voordat je boekt, van wat er komt kijken tot wat je moet meenemen.' },
      ],
      i: [
        { title: 'Tijd voor een gesprek', text: 'Je krijgt de tijd om uit te leggen wat je nodig hebt, en duidelijke antwoorden terug.' },
        { title: 'Eenvoudig boeken', text: 'Stuur een aanvraag via deze pagina wanneer het jou uitkomt; geen wachtmuziek.' },
        { title: 'Vragen zijn welkom', text: 'Vraag mij alles voordat je boekt, van wat er komt kijken tot wat je moet meenemen.' },
      ],
    },
    featureText: {
      we: [
        'Vertel ons wat je nodig hebt, dan leggen we uit hoe dit werkt.',
        'Twijfel je of het iets voor jou is? Vraag het gewoon.',
        'Onderdeel van wat je bij {name} kunt verwachten.',
        'Vraag er gerust naar als je contact opneemt.',
      ],
      i: [
        'Vertel me wat je nodig hebt, dan leg ik uit hoe dit werkt.',
        'Twijfel je of het iets voor jou is? Vraag het gewoon.',
        'Onderdeel van wat je bij {name} kunt verwachten.',
        'Vraag er gerust naar als je contact opneemt.',
      ],
    },
    faq: {
      we: [
        { q: 'Wat kan ik de eerste keer verwachten?', a: 'We beginnen met een gesprek over wat je nodig hebt en beantwoorden je vragen. Daarna stellen we voor wat de volgende stap is.' },
        { q: 'Moet ik iets voorbereiden?', a: 'Het helpt om op te schrijven wat je nodig hebt en welke vragen je hebt. Moet je iets meenemen, dan laten we dat weten bij de bevestiging.' },
        { q: 'Hoe werkt betalen?', a: 'Vraag ernaar als je boekt, dan leggen we de mogelijkheden uit, ook of verzekering of cadeaubonnen van toepassing zijn.' },
        { q: 'Wat als ik mijn afspraak moet verzetten?', a: 'Laat het ons zo snel mogelijk weten via de gegevens op deze pagina, dan zoeken we een ander moment.' },
      ],
      i: [
        { q: 'Wat kan ik de eerste keer verwachten?', a: 'Ik begin met een gesprek over wat je nodig hebt en beantwoord je vragen. Daarna stel ik voor wat de volgende stap is.' },
        { q: 'Moet ik iets voorbereiden?', a: 'Het helpt om op te schrijven wat je nodig hebt en welke vragen je hebt. Moet je iets meenemen, dan laat ik dat weten bij de bevestiging.' },
        { q: 'Hoe werkt betalen?', a: 'Vraag ernaar als je boekt, dan leg ik de mogelijkheden uit, ook of verzekering of cadeaubonnen van toepassing zijn.' },
        { q: 'Wat als ik mijn afspraak moet verzetten?', a: 'Laat het me zo snel mogelijk weten via de gegevens op deze pagina, dan zoek ik een ander moment.' },
      ],
    },
    about: {
      we: 'Bij {name} nemen we de tijd om te begrijpen wat je nodig hebt, voordat we iets voorstellen. Je kunt rekenen op een vriendelijk welkom, heldere uitleg en een duidelijk beeld van wat er daarna gebeurt.',
      i: 'Ik neem de tijd om te begrijpen wat je nodig hebt, voordat ik iets voorstel. Je kunt rekenen op een vriendelijk welkom, heldere uitleg en een duidelijk beeld van wat er daarna gebeurt.',
    },
    closing: {
      heading: 'Klaar om te boeken?',
      text: { we: 'Stuur een aanvraag, dan zoeken we een moment dat jou goed uitkomt.', i: 'Stuur een aanvraag, dan zoek ik een moment dat jou goed uitkomt.' },
    },
    contactIntro: {
      we: 'Laat ons weten wat je wilt boeken en wanneer het je uitkomt, dan reageren we met een bevestiging.',
      i: 'Laat me weten wat je wilt boeken en wanneer het je uitkomt, dan reageer ik met een bevestiging.',
    },
  },

  // Charities, food banks, community groups.
  nonprofit: {
    sections: {
      mission: { nav: 'Missie', heading: { we: 'Waar we voor staan', i: 'Waar ik voor sta' }, eyebrow: 'Missie' },
      help: { nav: 'Meedoen', heading: 'Zo kun je helpen', eyebrow: 'Doe mee', intro: 'Er is meer dan één manier om {name} te steunen.' },
      'how-it-works': { heading: 'Zo doe je mee', eyebrow: 'Stap voor stap' },
      donate: { nav: 'Doneren', heading: 'Doneer', eyebrow: 'Steun' },
      faq: { nav: 'FAQ', heading: 'Vaak gestelde vragen', eyebrow: 'FAQ' },
      contact: { nav: 'Contact', heading: 'Neem contact op', eyebrow: 'Contact' },
      pricing: { nav: 'Geven', heading: 'Manieren om te geven', eyebrow: 'Geven' },
      testimonials: { nav: 'Verhalen', heading: 'In hun eigen woorden', eyebrow: 'Verhalen' },
    },
    cta: { primary: 'Doneer nu', secondary: 'Zo kun je helpen' },
    steps: {
      we: [
        { title: 'Kies hoe je helpt', text: 'Bekijk de manieren om te helpen op deze pagina en kies wat bij je past.' },
        { title: 'Neem contact op', text: 'Stuur ons een bericht, dan leggen we uit hoe je kunt beginnen.' },
        { title: 'Blijf betrokken', text: 'Volg wat er gebeurt en zie wat jouw steun mogelijk maakt.' },
      ],
      i: [
        { title: 'Kies hoe je helpt', text: 'Bekijk de manieren om te helpen op deze pagina en kies wat bij je past.' },
        { title: 'Neem contact op', text: 'Stuur me een bericht, dan leg ik uit hoe je kunt beginnen.' },
        { title: 'Blijf betrokken', text: 'Volg wat er gebeurt en zie wat jouw steun mogelijk maakt.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Alles telt', text: 'Een donatie, een gedeeld bericht of een goed woord over {name} bij een vriend: het helpt allemaal.' },
        { title: 'Vraag waar het heen gaat', text: 'Vraag ons hoe steun wordt gebruikt, dan leggen we het graag uit.' },
        { title: 'Samen met anderen', text: 'Zet je in samen met mensen die om dezelfde dingen geven als jij.' },
      ],
      i: [
        { title: 'Alles telt', text: 'Een donatie, een gedeeld bericht of een goed woord over {name} bij een vriend: het helpt allemaal.' },
        { title: 'Vraag waar het heen gaat', text: 'Vraag mij hoe steun wordt gebruikt, dan leg ik het graag uit.' },
        { title: 'Samen met anderen', text: 'Zet je in samen met mensen die om dezelfde dingen geven als jij.' },
      ],
    },
    featureText: {
      we: [
        'Vraag ons wat er op dit moment het meest nodig is.',
        'Een van de manieren waarop {name} het verschil maakt.',
        'Ken je iemand die dit wil horen? Vertel het door.',
        'Meer weten? Dat hoor je als je contact opneemt.',
      ],
      i: [
        'Vraag mij wat er op dit moment het meest nodig is.',
        'Een van de manieren waarop {name} het verschil maakt.',
        'Ken je iemand die dit wil horen? Vertel het door.',
        'Meer weten? Dat hoor je als je contact opneemt.',
      ],
    },
    faq: {
      we: [
        { q: 'Hoe kan ik vrijwilliger worden?', a: 'Stuur ons een bericht met iets over jezelf en wanneer je tijd hebt, dan laten we weten hoe je zou kunnen helpen.' },
        { q: 'Waar gaat mijn donatie naartoe?', a: 'Naar het werk dat je op deze pagina ziet. Wil je meer weten over hoe donaties worden besteed, vraag het gerust.' },
        { q: 'Kan ik ook spullen doneren in plaats van geld?', a: 'Neem eerst contact op, dan laten we weten wat er nodig is en waar je het kunt brengen.' },
        { q: 'Kan ik hulp krijgen van {name}?', a: 'Neem contact op, dan vertellen we je welke ondersteuning er is en hoe het werkt.' },
      ],
      i: [
        { q: 'Hoe kan ik vrijwilliger worden?', a: 'Stuur me een bericht met iets over jezelf en wanneer je tijd hebt, dan laat ik weten hoe je zou kunnen helpen.' },
        { q: 'Waar gaat mijn donatie naartoe?', a: 'Naar het werk dat je op deze pagina ziet. Wil je meer weten over hoe donaties worden besteed, vraag het gerust.' },
        { q: 'Kan ik ook spullen doneren in plaats van geld?', a: 'Neem eerst contact op, dan laat ik weten wat er nodig is en waar je het kunt brengen.' },
        { q: 'Kan ik hulp krijgen van {name}?', a: 'Neem contact op, dan vertel ik je welke ondersteuning er is en hoe het werkt.' },
      ],
    },
    about: {
      we: 'Alles wat {name} doet, draait om mensen die hun tijd, geld en energie geven. Of je nu steun nodig hebt of wilt bieden: je bent hier welkom, en we horen graag van je.',
      i: 'Alles wat {name} doet, draait om mensen die hun tijd, geld en energie geven. Of je nu steun nodig hebt of wilt bieden: je bent hier welkom, en ik hoor graag van je.',
    },
    closing: {
      heading: 'Jouw steun maakt dit mogelijk',
      text: 'Elke donatie helpt, groot of klein. Neem contact op als je op een andere manier wilt bijdragen.',
    },
    contactIntro: {
      we: 'Of je nu wilt helpen of steun nodig hebt, stuur ons een bericht en we nemen contact met je op.',
      i: 'Of je nu wilt helpen of steun nodig hebt, stuur me een bericht en ik neem contact met je op.',
    },
  },

  // Bands, festivals, conferences, tours.
  events: {
    sections: {
      about: { nav: 'Kennismaken', heading: { we: 'Over ons', i: 'Over mij' }, eyebrow: 'Welkom' },
      dates: { nav: 'Agenda', heading: 'Komende data', eyebrow: 'Alvast noteren' },
      highlights: { nav: 'Hoogtepunten', heading: 'Waar je je op kunt verheugen', eyebrow: 'Hoogtepunten' },
      gallery: { nav: 'Foto’s', heading: 'In beeld', eyebrow: 'Galerij' },
      faq: { nav: 'FAQ', heading: 'Goed om te weten', eyebrow: 'Veelgestelde vragen' },
      contact: { nav: 'Contact', heading: 'Blijf op de hoogte', eyebrow: 'Nieuws & boekingen' },
      pricing: { nav: 'Tickets', heading: 'Tickets en passe-partouts', eyebrow: 'Tickets' },
      testimonials: { nav: 'Ervaringen', heading: 'Wat bezoekers zeggen', eyebrow: 'Ervaringen' },
    },
    cta: { primary: 'Bekijk de agenda', secondary: 'Neem contact op' },
    steps: {
      we: [
        { title: 'Kies een datum', text: 'Zoek in de lijst met komende data de dag en plek die jou uitkomen.' },
        { title: 'Reserveer je plek', text: 'Volg de ticketinformatie die bij die datum staat.' },
        { title: 'Tot dan', text: 'Kom langs en beleef het mee; we kunnen niet wachten om je te zien.' },
      ],
      i: [
        { title: 'Kies een datum', text: 'Zoek in de lijst met komende data de dag en plek die jou uitkomen.' },
        { title: 'Reserveer je plek', text: 'Volg de ticketinformatie die bij die datum staat.' },
        { title: 'Tot dan', text: 'Kom langs en beleef het mee; ik kan niet wachten om je te zien.' },
      ],
    },
    benefits: [
      { title: 'Plan vooruit', text: 'Bekijk de data op tijd en zet de datum die jou uitkomt in je agenda.' },
      { title: 'Leuker met vrienden', text: 'Deel de data met de mensen met wie je wilt gaan.' },
      { title: 'Mis niets', text: 'Neem contact op om te horen over nieuwe data en aankondigingen.' },
    ],
    featureText: {
      we: [
        'Houd deze pagina in de gaten voor de laatste details.',
        'Vraag ons ernaar als je contact opneemt.',
        'Nog een reden om erbij te zijn.',
        'Deel het met iemand die dit geweldig zou vinden.',
      ],
      i: [
        'Houd deze pagina in de gaten voor de laatste details.',
        'Vraag mij ernaar als je contact opneemt.',
        'Nog een reden om erbij te zijn.',
        'Deel het met iemand die dit geweldig zou vinden.',
      ],
    },
    faq: {
      we: [
        { q: 'Waar koop ik tickets?', a: 'Bij elke datum staat informatie over tickets. Kun je niet vinden wat je zoekt, stuur ons dan een bericht.' },
        { q: 'Is de locatie toegankelijk?', a: 'Dat verschilt per locatie. Neem contact op voordat je boekt, dan helpen we je aan de informatie die je nodig hebt.' },
        { q: 'Hoe neem ik contact op voor boekingen of pers?', a: 'Gebruik het formulier op deze pagina voor boekingsaanvragen, pers en al het andere, dan nemen we contact met je op.' },
        { q: 'Hoe hoor ik over nieuwe data?', a: 'Laat je gegevens achter via het formulier op deze pagina, dan laten we het je weten zodra er nieuwe data bekend zijn.' },
      ],
      i: [
        { q: 'Waar koop ik tickets?', a: 'Bij elke datum staat informatie over tickets. Kun je niet vinden wat je zoekt, stuur me dan een bericht.' },
        { q: 'Is de locatie toegankelijk?', a: 'Dat verschilt per locatie. Neem contact op voordat je boekt, dan help ik je aan de informatie die je nodig hebt.' },
        { q: 'Hoe neem ik contact op voor boekingen of pers?', a: 'Gebruik het formulier op deze pagina voor boekingsaanvragen, pers en al het andere, dan neem ik contact met je op.' },
        { q: 'Hoe hoor ik over nieuwe data?', a: 'Laat je gegevens achter via het formulier op deze pagina, dan laat ik het je weten zodra er nieuwe data bekend zijn.' },
      ],
    },
    about: {
      we: 'Of het nu je eerste keer bij {name} is of je er al eerder was: je bent van harte welkom. We willen dat elke datum de moeite waard is om in je agenda te zetten, en we hopen je daar te zien.',
      i: 'Of het nu je eerste keer bij {name} is of je er al eerder was: je bent van harte welkom. Ik wil dat elke datum de moeite waard is om in je agenda te zetten, en ik hoop je daar te zien.',
    },
    closing: { heading: 'Mis de volgende niet', text: 'Kies een datum, vertel het je vrienden en zet het in je agenda.' },
    contactIntro: {
      we: 'Stuur ons een bericht voor boekingsaanvragen, pers of nieuws over nieuwe data.',
      i: 'Stuur me een bericht voor boekingsaanvragen, pers of nieuws over nieuwe data.',
    },
  },

  // Anything else.
  startup: {
    sections: {
      features: { nav: 'Aanbod', heading: { we: 'Wat we bieden', i: 'Wat ik bied' }, eyebrow: 'Hoogtepunten' },
      benefits: { heading: 'Wat je krijgt', eyebrow: 'Voor wie', intro: 'Gemaakt voor {audience}.' },
      'how-it-works': { heading: 'Zo werkt het', eyebrow: 'Aan de slag' },
      faq: { nav: 'FAQ', heading: 'Veelgestelde vragen', eyebrow: 'FAQ' },
      contact: { nav: 'Contact', heading: 'Neem contact op', eyebrow: 'Contact' },
      pricing: { nav: 'Prijzen', heading: 'Pakketten en prijzen', eyebrow: 'Prijzen' },
      testimonials: { nav: 'Ervaringen', heading: 'Wat anderen zeggen', eyebrow: 'Ervaringen' },
    },
    cta: { primary: 'Neem contact op', secondary: 'Bekijk het aanbod' },
    steps: {
      we: [
        { title: 'Zeg hallo', text: 'Stuur een kort bericht over wat je zoekt; je hoeft nog niet alles uitgedacht te hebben.' },
        { title: 'Kijk wat past', text: 'We bespreken het, beantwoorden je vragen en stellen de beste aanpak voor.' },
        { title: 'Aan de slag', text: 'Zodra het plan goed voelt, is het tijd om te beginnen.' },
      ],
      i: [
        { title: 'Zeg hallo', text: 'Stuur een kort bericht over wat je zoekt; je hoeft nog niet alles uitgedacht te hebben.' },
        { title: 'Kijk wat past', text: 'Ik bespreek het met je, beantwoord je vragen en stel de beste aanpak voor.' },
        { title: 'Aan de slag', text: 'Zodra het plan goed voelt, is het tijd om te beginnen.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Geen jargon', text: 'Heldere informatie en eerlijke antwoorden, in gewone taal.' },
        { title: 'Afgestemd op jou', text: 'Wat je krijgt, is gebaseerd op wat je echt nodig hebt.' },
        { title: 'Een echt gesprek', text: 'Je hebt te maken met mensen die het goed willen doen.' },
      ],
      i: [
        { title: 'Geen jargon', text: 'Heldere informatie en eerlijke antwoorden, in gewone taal.' },
        { title: 'Afgestemd op jou', text: 'Wat je krijgt, is gebaseerd op wat je echt nodig hebt.' },
        { title: 'Een echt gesprek', text: 'Je hebt rechtstreeks met mij te maken, en ik wil het goed doen.' },
      ],
    },
    featureText: {
      we: [
        'Vertel ons wat je nodig hebt, dan leggen we uit hoe dit erin past.',
        'Een van de redenen om {name} eens goed te bekijken.',
        'Nieuwsgierig? Stuur een bericht voor meer informatie.',
        'Handig om te weten als je je opties vergelijkt.',
      ],
      i: [
        'Vertel me wat je nodig hebt, dan leg ik uit hoe dit erin past.',
        'Een van de redenen om {name} eens goed te bekijken.',
        'Nieuwsgierig? Stuur een bericht voor meer informatie.',
        'Handig om te weten als je je opties vergelijkt.',
      ],
    },
    faq: {
      we: [
        { q: 'Hoe begin ik?', a: 'Stuur een bericht via het formulier op deze pagina, dan pakken we het vanaf daar op.' },
        { q: 'Wat biedt {name}?', a: 'De hoogtepunten: {features}. Zoek je iets wat er niet bij staat, vraag het toch.' },
        { q: 'Past {name} bij mij?', a: 'Dat ontdek je het best door het te vragen. Vertel ons wat je zoekt, dan krijg je een eerlijk antwoord.' },
        { q: 'Wat kost het?', a: 'Dat hangt af van wat je nodig hebt. Neem contact op, dan leggen we de mogelijkheden uit voordat je iets beslist.' },
      ],
      i: [
        { q: 'Hoe begin ik?', a: 'Stuur een bericht via het formulier op deze pagina, dan pak ik het vanaf daar op.' },
        { q: 'Wat biedt {name}?', a: 'De hoogtepunten: {features}. Zoek je iets wat er niet bij staat, vraag het toch.' },
        { q: 'Past {name} bij mij?', a: 'Dat ontdek je het best door het te vragen. Vertel me wat je zoekt, dan krijg je een eerlijk antwoord.' },
        { q: 'Wat kost het?', a: 'Dat hangt af van wat je nodig hebt. Neem contact op, dan leg ik de mogelijkheden uit voordat je iets beslist.' },
      ],
    },
    about: {
      we: 'Bij {name} houden we het simpel: heldere informatie, eerlijke antwoorden en een echt mens aan de andere kant. Heb je een vraag, stel hem dan gerust; dat hebben we veel liever.',
      i: 'Ik houd het simpel: heldere informatie, eerlijke antwoorden en een echt mens aan de andere kant. Heb je een vraag, stel hem dan gerust; dat heb ik veel liever.',
    },
    closing: {
      heading: 'Klaar om te beginnen?',
      text: {
        we: 'Vertel ons wat je zoekt en ontdek of {name} bij je past.',
        i: 'Vertel me wat je zoekt en ontdek of {name} bij je past.',
      },
    },
    contactIntro: {
      we: 'Stuur ons een bericht met je vragen of ideeën, dan nemen we contact met je op.',
      i: 'Stuur me een bericht met je vragen of ideeën, dan neem ik contact met je op.',
    },
  },
};

/** Dutch sample-item words (plan names, placeholder quotes, projects, products, dates). */
export const SAMPLE_NL: SampleWords = {
  tiers: ['Basis', 'Standaard', 'Premium'],
  tierText: ['Om mee te beginnen', 'Voor de meeste klanten', 'Voor grotere behoeften'],
  prioritySupport: 'Voorrang bij support',
  quoteName: 'Naam klant', quoteRole: 'Functie of woonplaats',
  quoteText: 'Vervang dit door een korte quote van een echte klant over {feature}.',
  project: ['Project één', 'Project twee', 'Project drie'], projectMeta: 'Klant · Jaar',
  mockProject: ['Verpakkingsontwerp', 'Website en webshop', 'Drukwerk'], campaignProject: ['Postercampagne', 'Website en webshop', 'Merkvernieuwing'], roomProject: ['Gezinskeuken', 'Slaapkamer', 'Eetkamer'],
  projectText: 'Een korte samenvatting van een echt project: de opdracht, wat er is gedaan en het resultaat.',
  listing: ['Eengezinswoning', 'Appartement', 'Vrijstaand huisje'], listingMeta: 'Locatie · Prijs',
  listingText: 'Een korte beschrijving van de woning: de kamers, de buitenruimte en wat er in de buurt is.',
  room: ['Tweepersoonskamer', 'Kamer met twee bedden', 'Familiekamer'], roomText: 'Een korte beschrijving van de kamer: de bedden, het uitzicht en wat erbij inbegrepen is.',
  pitch: ['Tentplaats', 'Kampeerplaats met stroom', 'Belltent'], pitchText: 'Een korte beschrijving van de kampeerplaats: de grootte, wat er in de buurt is en wat erbij inbegrepen is.',
  desk: ['Flexplek', 'Vaste werkplek', 'Privékantoor'], deskText: 'Een korte beschrijving van de ruimte: voor wie die geschikt is, wat erbij inbegrepen is en wanneer die open is.',
  car: ['Compacte hatchback', 'Gezins-SUV', 'Stationwagon'], carMeta: 'Bouwjaar · Kilometerstand', carText: 'Een korte beschrijving van de auto: merk en model, motor, kilometerstand en wat erbij inbegrepen is.',
  book: ['Nieuwste boek', 'Vorige boek', 'Eerste boek'], bookMeta: 'Genre · Jaar', bookText: 'Een korte flaptekst: waar het boek over gaat en waar je het kunt kopen.',
  product: ['Je bestseller', 'Nieuw binnen', 'Een cadeau-idee'],
  productText: 'Beschrijf het product: wat het is, waarvan het gemaakt is en voor wie het bedoeld is.',
  dish: 'Beschrijf het gerecht: wat erin zit en hoe het bereid wordt.',
  courses: ['Een voorgerecht', 'Een hoofdgerecht', 'Een nagerecht', 'Een drankje'],
  cafeCourses: ['Een koffie', 'Een gebakje', 'Een stuk taart', 'Iets hartigs'],
  parlourCourses: ['Een roomijs', 'Een vruchtensorbet', 'Een ijscoupe', 'Een milkshake of koffie'],
  cakeCourses: ['Een feesttaart', 'Een bruidstaart', 'Een doos cupcakes', 'Een sweet table'],
  spiritCourses: ['Een huisdistillaat', 'Een seizoenseditie', 'Een klassieke mix', 'Een proeverij van drie'],
  barCourses: ['Een signature cocktail', 'Een klassieke cocktail', 'Een alcoholvrij drankje', 'Een klein gerecht'],
  pizzaCourses: ['Een klassieke pizza', 'De huispizza', 'Een nagerecht', 'Een drankje'],
  pubCourses: ['Een blond bier', 'Een donker bier', 'Een seizoensbier', 'Iets om bij te knabbelen'],
  wineCourses: ['Een witte wijn', 'Een rode wijn', 'Een mousserende wijn', 'Een plank om te delen'],
  street: 'Straat en huisnummer, Postcode Plaats',
  areaText: 'De plaatsen, wijken of postcodes waar je werkt',
  dates: ['Datum één', 'Datum twee', 'Datum drie'], dateText: 'Stad · Locatie', tickets: 'Tickets',
  episodes: ['Aflevering drie', 'Aflevering twee', 'Aflevering één'], episodeText: 'Titel van de aflevering · Datum', showText: 'Titel van de voorstelling · Tijd', weddingDay: ['Ceremonie', 'Receptie', 'Diner', 'Avondfeest'],
  programme: ['Registratie en koffie', 'Openingskeynote', 'Presentaties', 'Lunch', 'Middagsessies'],
  ticketTiers: ['Vroegboekers', 'Standaard', 'Groep'], ticketText: ['Een beperkt aantal voor een lagere prijs', 'Eén ticket voor één persoon', 'Voor teams die samen boeken'],
  posts: ['Je nieuwste artikel', 'Een eerder artikel', 'Een favoriet uit het archief'], postText: 'Onderwerp · Datum',
  videos: ['Video drie', 'Video twee', 'Video één'], videoText: 'Titel van de video · Datum',
  gallery: 'Illustratie {n} voor {name}',
  perSession: '/ sessie',
  pitches: ['Straatmarkt', 'Bedrijventerrein', 'Boerenmarkt'],
};
