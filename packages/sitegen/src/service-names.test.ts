import { describedActivities, describedServices, namesService } from './service-names';

describe('namesService', () => {
  it.each([
    'boiler servicing', 'repairs', 'bathroom fitting', 'Skimming', 'stump grinding', 'new roofs', 'tax returns', 'check-ups', 'whitening', 'gel manicures',
    'HVAC repair', 'radon testing', 'dog walks', 'end of tenancy clean', 'van hire', 'corsi di pasta fresca', 'clases dirigidas', 'Reparaturen', 'rehabilitación', 'fisioterapia deportiva', 'Krafttraining',
  ])('It should read %j as a service', (item) => {
    expect(namesService(item)).toBe(true);
  });

  it.each([
    // Qualities, prices, audiences, the business itself, things it has, and words that only end like work.
    'reliable', 'cheap', 'free quotes', '20 years experience', 'homeowners', 'portrait photographer based', 'landscaping company', 'climbing wall centre',
    'working water wheel', 'changing exhibitions', 'English-speaking instructors', 'space station', 'parking', 'evenings', 'by appointment', 'wedding dresses',
    'a heist', 'Invisalign', '', '   ',
    // A lone verb of the work in a list of verbs ("we feed, walk and cuddle your pets"), not its noun (was a "Walk" card).
    'walk', 'clean', 'hire', '<script>alert(1)</script>', 'servicing '.repeat(20),
  ])('It should not read %j as a service', (item) => {
    expect(namesService(item)).toBe(false);
  });
});

describe('describedServices', () => {
  it.each([
    ['Family plumbing and heating firm in Leeds: boiler servicing, repairs and bathroom fitting.', ['boiler servicing', 'repairs', 'bathroom fitting']],
    ['Roofers in Sheffield: new roofs, flat roofs and repairs, with free quotes.', ['new roofs', 'flat roofs', 'repairs']],
    ['A family dental practice offering check-ups, hygiene, whitening and Invisalign.', ['check-ups', 'hygiene', 'whitening']],
    ['Chimney sweeping and wood burner installation in Devon.', ['Chimney sweeping', 'wood burner installation']],
    ['Clínica de fisioterapia en Bilbao: rehabilitación, fisioterapia deportiva y punción seca.', ['rehabilitación', 'fisioterapia deportiva', 'punción seca']],
    ['Electrician in Bristol: rewires, fuse board upgrades, EV charger installation and PAT testing.', ['rewires', 'fuse board upgrades', 'EV charger installation', 'PAT testing']],
    ['Elektriker in Köln: Elektroinstallation, Photovoltaik-Anlagen und Wallbox-Montage.', ['Elektroinstallation', 'Wallbox-Montage']],
    ['Clínica dentária em Lisboa: implantes, ortodontia e branqueamento.', ['implantes', 'ortodontia', 'branqueamento']],
    // "Hacemos…" leads a Spanish garage's list (was none: only English "we do" led one).
    ['Taller mecánico en Zaragoza con más de 30 años de experiencia. Hacemos revisiones, cambios de aceite, frenos y diagnosis electrónica.', ['revisiones', 'cambios de aceite', 'diagnosis electrónica']],
    // A barber's and a hair salon's work (was none: fades, trims and shaves named no work).
    ['Traditional barbershop in Shoreditch: skin fades, beard trims and hot towel shaves. Walk-ins welcome.', ['skin fades', 'beard trims', 'hot towel shaves']],
    ['Salon de coiffure à Bordeaux : coupes, couleurs, balayages et soins pour femmes et hommes.', ['coupes', 'couleurs', 'balayages', 'soins']],
    // An opening clause naming the business gives way to the colon's own list (was "Mobile car valeting", "detailing" first).
    ['Mobile car valeting and detailing in Birmingham: hand wash, interior deep clean, paint correction and ceramic coating at your home.', ['hand wash', 'interior deep clean', 'paint correction', 'ceramic coating']],
    ['Salón de uñas en Madrid: manicura semipermanente, uñas acrílicas y pedicura.', ['manicura semipermanente', 'uñas acrílicas', 'pedicura']],
    ['Brand and web design studio in Glasgow: logos, brand identities, websites and packaging.', ['logos', 'brand identities', 'websites', 'packaging']],
    ['HR consultancy for small businesses offering employment contracts, HR policies and disciplinary support.', ['employment contracts', 'HR policies', 'disciplinary support']],
    ['Laptop and phone repairs in Cardiff: screen replacements, battery swaps and data recovery.', ['screen replacements', 'battery swaps', 'data recovery']],
    ['Garten- und Landschaftsbau in Stuttgart: Gartengestaltung, Pflasterarbeiten und Baumpflege.', ['Gartengestaltung', 'Pflasterarbeiten', 'Baumpflege']],
    ['Verhuisbedrijf in Rotterdam: particuliere verhuizingen, kantoorverhuizingen en opslag.', ['particuliere verhuizingen', 'kantoorverhuizingen']],
    // A designer's or writer's own verb leads in too, and each lead-in starts a list of its own.
    ['Architects in Bath designing extensions, new homes and listed building alterations.', ['extensions', 'listed building alterations']],
    ['Interior designer creating calm, liveable homes in London: full room design, styling and sourcing.', ['full room design', 'styling', 'sourcing']],
    ['Freelance copywriter writing website copy, email newsletters and product descriptions for small brands.', ['website copy', 'product descriptions']],
    // Words sharing one head noun take it each ("dinghy and yacht courses" was "yacht courses" alone); an item headed by a
    // preposition says when or to what level, not what ("from Start Yachting to Day Skipper" was a service).
    ['RYA sailing school in Falmouth offering dinghy and yacht courses, from Start Yachting to Day Skipper, plus powerboat level 2.', ['dinghy courses', 'yacht courses']],
    ['Fitness studio offering yoga, pilates and barre classes.', ['yoga classes', 'pilates classes', 'barre classes']],
    ['Fitters offering bathroom and kitchen fitting, tiling and plastering.', ['bathroom fitting', 'kitchen fitting', 'tiling', 'plastering']],
    // A second sentence that is itself the list, after a first naming the business (was none; "one-to-one" read as a count).
    ['Positive reinforcement dog training in Cardiff. Puppy classes, one-to-one training at home and reactive dog sessions.', ['Puppy classes', 'one-to-one training']],
    // Certificates are work done (an electrician's list was none).
    ['NICEIC approved electricians in Leeds. EV charger installation, rewires, consumer unit upgrades and EICR certificates for landlords.', ['EV charger installation', 'rewires', 'consumer unit upgrades', 'EICR certificates']],
    ['Salon offering cuts and colour treatments.', ['cuts', 'colour treatments']],
  ] as const)('It should read the services of %j', (description, services) => {
    expect(describedServices(description)).toEqual(services);
  });

  it.each([
    // "with" lists what a place has, not the services it offers.
    'Wedding and party DJ in Glasgow with lighting and a photo booth.', 'Secure self storage units with 24-hour access and CCTV.',
    'Wedding and portrait photographer based in Bath.', 'Window cleaning for houses in Swindon. Reliable and cheap.', '', 'x',
    // A head shared only when every word needs it: "cuts" is a service alone; a third sentence's list is not read as one.
    'Plumbers in Leeds. Fully insured. Boiler servicing, repairs and bathroom fitting.',
    'Salon offering from 9am to late, for all.',
  ])('It should read no service in %j', (description) => {
    expect(describedServices(description)).toEqual([]);
  });
});

describe('describedActivities', () => {
  it.each([
    // An escape room's rooms, whatever their head word (none is work); counts, qualities and the business are not.
    ['Three themed escape rooms in Manchester for 2–6 players: a haunted hotel, a bank heist and a sunken submarine.', ['haunted hotel', 'bank heist', 'sunken submarine']],
    ['Escape rooms in Leeds: 60 minutes, friendly staff and great prices.', []],
    ['Bouldering gym in Sheffield with 200 problems reset weekly and a café.', []],
    ['', []],
  ] as const)('It should read the things to do of %j', (description, items) => {
    expect(describedActivities(description)).toEqual(items);
  });
});
