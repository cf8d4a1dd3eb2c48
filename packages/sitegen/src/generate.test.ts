import { STYLE_VALUES, ValidationError } from '@sitewright/core';
import { applyDetails, placeholders } from './apply-details';
import { detailSections } from './details';
import { menuDishes } from './dish-names';
import { generateSite } from './generate';
import { siteModelSchema } from './model';
import { createOfflineWriter } from './offline-writer';
import { renderSite } from './render';
import { sampleWords } from './sample-words';
import { BRIEFS } from './test-fixtures';
import { elements, improvable } from './test-dom';
import { pick, styleOf, voiceOf, wordsFor, type Words } from './words';
import type { BlueprintId, PageStyle, Voice } from './i18n/types';

const writer = createOfflineWriter();
const gen = (k: keyof typeof BRIEFS, extra = {}) => generateSite(BRIEFS[k], { writer, ...extra });

describe('generateSite with the offline writer', () => {
  it('It should be deterministic and renderSite should reproduce the files byte for byte', async () => {
    const a = await gen('saas');
    const b = await gen('saas');
    expect(a.files).toEqual(b.files);
    expect(renderSite(JSON.parse(JSON.stringify(a.site)))).toEqual(a.files);
    expect(a.fallbacks).toEqual([]);
  });

  it.each(Object.keys(BRIEFS) as (keyof typeof BRIEFS)[])('It should render accessible landmarks for %s', async (k) => {
    const { files, site } = await gen(k);
    const els = elements(files['index.html']);
    expect(els.filter((e) => e.tag === 'h1')).toHaveLength(1);
    expect(els.filter((e) => e.tag === 'main')).toHaveLength(1);
    expect(els.find((e) => e.tag === 'a' && e.attrs.class === 'skip')?.attrs.href).toBe('#main');
    const btn = els.find((e) => e.attrs.class === 'menu-btn')!;
    expect(btn.attrs['aria-expanded']).toBe('false');
    expect(els.find((e) => e.attrs.id === btn.attrs['aria-controls'])).toBeDefined();
    for (const input of els.filter((e) => ['input', 'textarea'].includes(e.tag))) {
      expect(els.find((e) => e.tag === 'label' && e.attrs.for === input.attrs.id)).toBeDefined();
    }
    for (const img of els.filter((e) => e.tag === 'img')) expect(img.attrs.alt).toBeDefined();
    expect(JSON.stringify(site).length).toBeLessThan(100_000);
  });

  it('It should give every element Improve mode marks a unique id', async () => {
    for (const k of Object.keys(BRIEFS) as (keyof typeof BRIEFS)[]) {
      const ids = improvable((await gen(k)).files['index.html']).map((e) => e.attrs.id);
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(['site-header', 'site-nav', 'hero', 'site-footer']));
    }
  });

  it('It should carry meta, Open Graph, Twitter, JSON-LD of the right type and a CSP', async () => {
    const html = (await gen('restaurant')).files['index.html'];
    expect(html).toMatch(/<meta name="description" content="Family-run trattoria[^"]*">/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('"@type":"Restaurant"');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect((await gen('saas')).files['index.html']).toContain('"@type":"SoftwareApplication"');
    expect((await gen('ecommerce')).files['index.html']).toContain('"@type":"OnlineStore"');
  });

  it('It should give a service delivered only online no opening hours, address or map, and keep them for one customers visit', async () => {
    const tutors = { ...BRIEFS.saas, business_name: 'Brightpath Tutors', industry: 'Other', target_audience: 'Parents of students aged 11 to 18',
      description: 'One-to-one online maths and physics tutoring for secondary-school students, with weekly progress reports for parents.',
      key_features: ['Qualified tutors', 'Weekly progress reports', 'Flexible evening slots'] };
    const online = await generateSite(tutors, { writer, seed: 'prj_online' });
    expect(online.site.blueprint).toBe('local');
    expect(online.site.sections.map((s) => s.kind)).not.toContain('hours');
    expect(online.site.nav.items.map((i) => i.href)).not.toContain('#location');
    expect(online.files['index.html']).not.toMatch(/Find us|Opening hours|Street address/);
    expect(online.files['index.html']).toContain('"@type":"OnlineBusiness"');
    expect(online.site.images.map((i) => i.id)).not.toContain('location');
    // The map was one of its pictures: in both layouts, its services carry pictures instead (three visuals at least).
    for (const layout of [0, 1] as const) {
      const site = (await generateSite(tutors, { writer, layout })).site;
      expect(site.images.filter((i) => i.id.startsWith('services-')).length).toBeGreaterThanOrEqual(3);
      expect(site.images.length).toBeGreaterThanOrEqual(4);
    }
    // The same business with a room to come to keeps its hours and address, in both layouts.
    for (const layout of [0, 1] as const) {
      const visited = await generateSite({ ...tutors, description: 'One-to-one maths and physics tutoring at our centre in Leeds, with weekly progress reports for parents.' }, { writer, layout });
      expect(visited.site.sections.find((s) => s.kind === 'hours')?.id).toBe('location');
      expect(visited.site.images.map((i) => i.id)).toContain('location');
      expect(visited.files['index.html']).toContain('"@type":"LocalBusiness"');
    }
  });

  it('It should give an estate agency sample listings pictured as homes, and keep case studies for other agencies', async () => {
    const agency = { ...BRIEFS.saas, business_name: 'Harbor & Oak Realty', industry: 'Real Estate', target_audience: 'Families moving to the coast',
      description: 'Boutique estate agency selling and letting coastal homes, with virtual tours for every listing.',
      key_features: ['Virtual tours', 'Free valuation', 'Local market reports'] };
    for (const layout of [0, 1] as const) {
      const { site, files, assets } = await generateSite(agency, { writer, seed: 'prj_homes', layout });
      expect(site.blueprint).toBe('agency');
      expect(site.sections.map((s) => s.id).slice(0, 2)).toEqual(['hero', 'properties']);
      const listings = site.sections.find((s) => s.id === 'properties')!;
      expect(listings).toMatchObject({ kind: 'work', heading: 'Featured properties', navLabel: 'Properties', sample: expect.stringContaining('Sample listings') });
      expect(listings.items.map((i) => [i.title, i.meta, i.picture])).toEqual([
        ['Family house', 'Location · Price', 'properties-1'], ['Apartment', 'Location · Price', 'properties-2'], ['Cottage', 'Location · Price', 'properties-3']]);
      expect(files['index.html']).not.toMatch(/Case studies|Project one|Client · Year/);
      expect(site.nav.items.map((i) => i.href)).toContain('#properties');
      // The hero's second button leads to the listings and says so.
      expect(site.sections[0]!.cta2).toEqual({ label: 'View properties', href: '#properties' });
      // Each listing has its own picture, and no two of them are the same drawing.
      const pics = listings.items.map((i) => assets.find((a) => a.file === `art-${i.picture}.svg`)!.body);
      expect(new Set(pics).size).toBe(3);
      // The owner's own listings (Details panel) replace the samples and keep the pictures.
      const own = applyDetails({ ...site, details: { sections: { properties: { items: [
        { title: 'Three-bed house, Falmouth', text: '£650,000 · Sea views', url: 'https://example.org/falmouth' }, { title: 'Harbour flat', text: '£1,400 a month' }] } } } });
      expect(own.sections.find((s) => s.id === 'properties')).toMatchObject({ sample: undefined, items: [
        { title: 'Three-bed house, Falmouth', href: 'https://example.org/falmouth', picture: 'properties-1' }, { title: 'Harbour flat', picture: 'properties-2' }] });
    }
    // A law firm shows neither listings nor case studies ("Project one, Client · Year"): its services are pictured instead.
    const law = await gen('agency');
    expect(law.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'process', 'about', 'faq', 'contact']);
    const services = law.site.sections.find((s) => s.id === 'services')!;
    expect(services.variant).toBe('grid');
    expect(services.items.every((i) => i.picture)).toBe(true);
    // A marketing agency's case studies are its work: they stay.
    const marketing = await generateSite({ ...BRIEFS.agency, business_name: 'Brightside', description: 'Digital marketing agency running paid social and SEO for e-commerce brands.', key_features: ['Paid social', 'SEO'] }, { writer, seed: 'prj_bright' });
    expect(marketing.site.sections.map((s) => s.id)).toContain('work');
    // The Spanish page names its listings in Spanish.
    const es = await generateSite({ ...agency, description: 'Inmobiliaria familiar en Valencia: pisos y casas en venta y alquiler.', target_audience: 'Familias que buscan casa', key_features: ['Visitas virtuales', 'Tasación gratuita'] }, { writer, seed: 'prj_es' });
    expect(es.site.lang).toBe('es');
    expect(es.site.sections.find((s) => s.id === 'properties')).toMatchObject({ heading: 'Inmuebles destacados', sample: expect.stringContaining('Inmuebles de ejemplo') });
    expect(es.site.sections[0]!.cta2).toEqual({ label: 'Ver inmuebles', href: '#properties' });
    // A law firm's second button still leads to its services.
    expect(law.site.sections[0]!.cta2?.href).toBe('#services');
  });

  it('It should name an interior designer\'s and a creative agency\'s sample projects after what their pictures show', async () => {
    const studio = (business_name: string, description: string) => generateSite({ ...BRIEFS.saas, business_name, industry: 'Other', description, key_features: ['Consultations'] }, { writer, seed: `prj_${business_name}` });
    const titles = async (name: string, description: string) => (await studio(name, description)).site.sections.find((s) => s.kind === 'work')!.items.map((i) => i.title);
    expect(await titles('Rosa Martin Interiors', 'Interior design studio for homes and boutique hotels.')).toEqual(['Family kitchen', 'Main bedroom', 'Dining room']);
    expect(await titles('Pixel & Pine', 'Branding and web design agency for independent food and drink brands.')).toEqual(['Packaging design', 'Website and shop', 'Stationery']);
    expect(await titles('Lean Works', 'Management consultancy helping manufacturers cut waste.')).toEqual(['Project one', 'Project two', 'Project three']);
    // A digital marketing agency's work is campaigns (was "Packaging design" and "Stationery" beside a bottle and a letterhead);
    // a web design studio offering SEO and a brand studio that also markets keep the brand studio's. A web design studio filed
    // under "Other" is a studio with work to show (was a local booking page: "studio" is a yoga studio's word too).
    const campaigns = await studio('Brightside Marketing', 'Digital marketing agency for independent shops and restaurants. Social media, Google Ads and email campaigns that bring customers back.');
    const work = campaigns.site.sections.find((s) => s.kind === 'work')!;
    expect(work.items.map((i) => i.title)).toEqual(['Poster campaign', 'Website and shop', 'Brand refresh']);
    expect(await titles('CodeCraft Web Studio', 'Web design studio in Brighton building fast websites for small businesses, with SEO and hosting.')).toEqual(['Packaging design', 'Website and shop', 'Stationery']);
    expect(await titles('Fable & Co', 'Branding and marketing agency: logos, packaging and launch campaigns for drinks brands.')).toEqual(['Packaging design', 'Website and shop', 'Stationery']);
    const agencia = await generateSite({ ...BRIEFS.saas, business_name: 'Agencia Faro', industry: 'Professional Services', description: 'Agencia de marketing digital en Madrid: redes sociales, campañas de Google Ads y email para tiendas.',
      target_audience: 'Tiendas y restaurantes del barrio', key_features: ['Redes sociales', 'Campañas de email'] }, { writer, seed: 'prj_faro' });
    expect(agencia.site.lang).toBe('es');
    expect(agencia.site.sections.find((s) => s.kind === 'work')!.items.map((i) => i.title)).toEqual(['Campaña de cartelería', 'Web y tienda online', 'Renovación de marca']);
    const es = await generateSite({ ...BRIEFS.saas, business_name: 'Estudio Vela', industry: 'Other', description: 'Estudio de interiorismo en Madrid para viviendas y restaurantes.',
      target_audience: 'Familias que reforman su casa', key_features: ['Proyectos a medida', 'Visualizaciones 3D'] }, { writer, seed: 'prj_es_int' });
    expect(es.site.lang).toBe('es');
    expect(es.site.sections.find((s) => s.kind === 'work')!.items.map((i) => i.title)).toEqual(['Cocina familiar', 'Dormitorio principal', 'Comedor']);
  });

  it('It should list a place to stay\'s sample rooms under the hero, priced per night, and take the owner\'s rooms', async () => {
    const bnb = { ...BRIEFS.saas, business_name: 'The Old Rectory B&B', industry: 'Travel & Tourism', target_audience: 'Couples and walkers visiting the Cotswolds',
      description: 'Cosy bed and breakfast in a Georgian rectory in the Cotswolds, with five en-suite rooms and a walled garden.',
      key_features: ['Full English breakfast', 'Free parking', 'Dogs welcome'] };
    const { site, files, assets } = await generateSite(bnb, { writer, seed: 'prj_rooms' });
    expect(site.blueprint).toBe('local');
    expect(site.sections.map((s) => s.id).slice(0, 3)).toEqual(['hero', 'rooms', 'services']);
    const rooms = site.sections.find((s) => s.id === 'rooms')!;
    expect(rooms).toMatchObject({ kind: 'work', heading: 'Rooms and rates', navLabel: 'Rooms', sample: expect.stringContaining('Sample rooms') });
    expect(rooms.items.map((i) => [i.title, i.meta])).toEqual([['Double room', 'Sample price / night'], ['Twin room', 'Sample price / night'], ['Family room', 'Sample price / night']]);
    expect(site.sections[0]!.cta2).toEqual({ label: 'See the rooms', href: '#rooms' });
    expect(files['index.html']).not.toMatch(/Project one|Client · Year/);
    // A double, a twin and a family room: three different drawings.
    expect(new Set(rooms.items.map((i) => assets.find((a) => a.file === `art-${i.picture}.svg`)!.body)).size).toBe(3);
    // The owner's rooms and prices per night replace the samples.
    const own = applyDetails({ ...site, details: { sections: { rooms: { items: [{ title: 'The Garden Room', text: 'King-size bed, garden view', price: { amount: '120', currency: 'GBP' }, period: 'night' }] } } } });
    expect(own.sections.find((s) => s.id === 'rooms')).toMatchObject({ sample: undefined, items: [{ title: 'The Garden Room', meta: '£120.00 / night' }] });
    // In Spanish; and a cleaner that serves hotels lists no rooms.
    const es = await generateSite({ ...bnb, business_name: 'Hotel Mar Azul', description: 'Hotel boutique frente al mar en Cádiz, con veinte habitaciones y terraza.', target_audience: 'Parejas y familias', key_features: ['Desayuno incluido', 'Vistas al mar'] }, { writer, seed: 'prj_es_rooms' });
    expect(es.site.sections.find((s) => s.id === 'rooms')).toMatchObject({ heading: 'Habitaciones y tarifas', items: [{ meta: 'Precio de ejemplo / noche' }, {}, {}] });
    expect(es.site.sections[0]!.cta2).toEqual({ label: 'Ver habitaciones', href: '#rooms' });
    const cleaner = await generateSite({ ...bnb, business_name: 'Sparkle Cleaning', industry: 'Other', description: 'Commercial cleaning for hotels and offices in Leeds.', key_features: ['Night cleans'] }, { writer, seed: 'prj_clean' });
    expect(cleaner.site.sections.map((s) => s.id)).not.toContain('rooms');
  });

  it('It should list a campsite\'s own pitches, then samples, under the hero, priced per night, with a stay\'s dates form, not a trade\'s services', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'Pine View Campsite', industry: 'Travel & Tourism', target_audience: 'Families and walkers',
      description: 'A quiet family campsite in the Lake District with tent pitches, electric hook-ups for caravans and two shepherd\'s huts.',
      key_features: ['Tent pitches', 'Electric hook-ups', 'Shepherd\'s huts', 'Dogs welcome'], style_preference: 'modern' as const };
    const { site, files, assets } = await generateSite(brief, { writer, seed: 'prj_camp' });
    expect(site.blueprint).toBe('local');
    expect(site.sections.map((s) => s.id).slice(0, 3)).toEqual(['hero', 'pitches', 'services']);
    const pitches = site.sections.find((s) => s.id === 'pitches')!;
    expect(pitches).toMatchObject({ kind: 'work', heading: 'Pitches and prices', navLabel: 'Pitches', sample: expect.stringContaining('Sample pitches') });
    // The pitches and huts it names (were "Tent pitch, Hook-up pitch, Bell tent" whatever it named), then a sample.
    expect(pitches.items.map((i) => [i.title, i.meta])).toEqual([['Tent pitches', 'Sample price / night'], ['Shepherd\'s huts', 'Sample price / night'], ['Bell tent', 'Sample price / night']]);
    expect(site.sections[0]).toMatchObject({ cta: { label: 'Check availability', href: '#contact' }, cta2: { label: 'See the pitches', href: '#pitches' } });
    expect(site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'stay', heading: 'Check availability' });
    expect(site.sections.find((s) => s.id === 'services')!.heading).toBe('On the site');
    expect(files['index.html']).not.toMatch(/Request a booking|How we can help|Choose a room/);
    // A tent, a caravan on hook-up and a bell tent: three different drawings, none of them the trades' workshop.
    const pics = pitches.items.map((i) => assets.find((a) => a.file === `art-${i.picture}.svg`)!.body);
    expect(new Set(pics).size).toBe(3);
    const trade = await generateSite({ ...brief, business_name: 'Fixit', industry: 'Professional Services', description: 'Handyman for small repairs around the home.', key_features: ['Small repairs'] }, { writer, seed: 'prj_camp' });
    expect(trade.assets.find((a) => a.file.includes('hero'))!.body).not.toBe(assets.find((a) => a.file.includes('hero'))!.body);
    // Glamping is a campsite's page too; a B&B keeps its rooms.
    const glamping = await generateSite({ ...brief, business_name: 'Meadow Glamping', description: 'Glamping in bell tents on a Devon farm.', key_features: [] }, { writer, seed: 'prj_glamp' });
    expect(glamping.site.sections.map((s) => s.id)).toContain('pitches');
    expect(glamping.site.sections.map((s) => s.id)).not.toContain('rooms');
    // Its bell tents leave out the sample bell tent; a campsite naming none keeps the three samples.
    expect(glamping.site.sections.find((s) => s.id === 'pitches')!.items.map((i) => i.title)).toEqual(['Bell tents', 'Hook-up pitch', 'Tent pitch']);
    const plain = await generateSite({ ...brief, business_name: 'Riverside', description: 'Quiet adults-only campsite by the river.', key_features: [] }, { writer, seed: 'prj_river' });
    expect(plain.site.sections.find((s) => s.id === 'pitches')!.items.map((i) => i.title)).toEqual(['Tent pitch', 'Hook-up pitch', 'Bell tent']);
  });

  it('It should give a coworking space filed under Real Estate its desks and offices and a tour, not an estate agent\'s homes', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'The Hive Cowork', industry: 'Real Estate', target_audience: 'Freelancers, remote workers and small teams',
      description: 'Coworking space in central Bristol with hot desks, dedicated desks and private offices, fast fibre, meeting rooms and good coffee.',
      key_features: ['Day passes from £15', '24/7 access for members', 'Bookable meeting rooms', 'Community events every week'], style_preference: 'modern' as const };
    const { site, files } = await generateSite(brief, { writer, seed: 'prj_hive' });
    expect(site.blueprint).toBe('local');
    expect(site.sections.map((s) => s.id).slice(0, 3)).toEqual(['hero', 'desks', 'services']);
    const desks = site.sections.find((s) => s.id === 'desks')!;
    expect(desks).toMatchObject({ kind: 'work', heading: 'Desks and offices', navLabel: 'Desks', sample: expect.stringContaining('Sample desks and offices') });
    expect(desks.items.map((i) => [i.title, i.meta])).toEqual([['Hot desk', 'Sample price / month'], ['Dedicated desk', 'Sample price / month'], ['Private office', 'Sample price / month']]);
    expect(site.sections[0]).toMatchObject({ cta: { label: 'Book a tour', href: '#contact' }, cta2: { label: 'See desks and offices', href: '#desks' } });
    expect(site.sections.find((s) => s.id === 'contact')).toMatchObject({ heading: 'Book a tour' });
    expect(site.sections.find((s) => s.id === 'services')!.heading).toBe('The space');
    expect(files['index.html']).not.toMatch(/Featured properties|Family house|Free valuation|Request a booking/);
    expect(site.meta.jsonLd).toMatchObject({ '@type': 'LocalBusiness' });
    // Serviced offices too; an estate agency letting offices and homes keeps its listings.
    const nord = await generateSite({ ...brief, business_name: 'Studio Nord', description: 'Serviced offices and meeting rooms in Manchester, with flexible monthly contracts and a staffed reception.' }, { writer, seed: 'prj_nord' });
    expect(nord.site.sections.map((s) => s.id)).toContain('desks');
    const agent = await generateSite({ ...brief, business_name: 'Harper & Lowe', description: 'Estate agents letting homes and serviced offices in Harrogate.', key_features: [] }, { writer, seed: 'prj_agent' });
    expect(agent.site.sections.map((s) => s.id)).not.toContain('desks');
    expect(agent.site.sections.map((s) => s.id)).toContain('properties');
  });

  it('It should keep a long description\'s lead to what fits under the headline and say the rest where a page has room for it', async () => {
    const description = 'We are a family-run landscaping business based in Surrey and we have been designing and building gardens for over 25 years. '
      + 'We do everything from small garden makeovers to complete redesigns including patios, decking, fencing, turfing, planting and water features. '
      + 'We pride ourselves on quality workmanship, tidy sites and clear communication, and most of our work comes from recommendations. '
      + 'We offer free no-obligation quotes and a 5-year guarantee on all hard landscaping.';
    const { site } = await generateSite({ ...BRIEFS.saas, business_name: 'Greenway Landscapes', industry: 'Other', description, target_audience: 'Homeowners in Surrey',
      key_features: ['Free quotes', 'Design and build'], style_preference: 'elegant' }, { writer, seed: 'prj_green' });
    const hero = site.sections[0]!;
    expect(hero.intro).toBe('We do everything from small garden makeovers to complete redesigns including patios, decking, fencing, turfing, planting and water features.');
    // A local page has no about section: the owner's further words open "What to expect" (was a 351-character hero lead).
    expect(site.sections.find((s) => s.id === 'benefits')!.intro).toBe('We pride ourselves on quality workmanship, tidy sites and clear communication, and most of our work comes from recommendations. We offer free no-obligation quotes and a 5-year guarantee on all hard landscaping.');
    // A model's about paragraph is not the owner's words: "What to expect" keeps the phrasebook's intro.
    const model = { name: 'model', write: async (input: Parameters<typeof writer.write>[0]) => {
      const r = await writer.write(input);
      return { ...r, copy: { ...r.copy, about: 'We design gardens that grow with you. Every plan starts with a walk round.' } };
    } };
    const modelled = await generateSite({ ...BRIEFS.saas, business_name: 'Greenway Landscapes', industry: 'Other', description, target_audience: 'Homeowners in Surrey',
      key_features: ['Free quotes'], style_preference: 'elegant' }, { writer: model, seed: 'prj_green' });
    expect(modelled.site.sections.find((s) => s.id === 'benefits')!.intro).toBe('Here for homeowners in Surrey.');
    // A short description keeps the phrasebook's intro.
    const short = await generateSite({ ...BRIEFS.saas, business_name: 'Greenway Landscapes', industry: 'Other', description: 'Landscaping in Surrey. Patios and decking.', target_audience: 'Homeowners in Surrey', key_features: [], style_preference: 'elegant' }, { writer, seed: 'prj_green' });
    expect(short.site.sections.find((s) => s.id === 'benefits')!.intro).toBe('Here for homeowners in Surrey.');
  });

  it('It should set a headline with a word too long for a line at the full size smaller, not break the word', async () => {
    const de = await generateSite({ ...BRIEFS.saas, business_name: 'Lena Fischer Fotografie', industry: 'Other', description: 'Hochzeitsfotografin in München. Natürliche, ungestellte Reportagen von eurem Tag.',
      target_audience: 'Brautpaare in Bayern', key_features: ['Online-Galerie'], style_preference: 'elegant' }, { writer, seed: 'prj_lena' });
    expect(de.site.sections[0]!.heading).toBe('Hochzeitsfotografin in München');
    expect(de.files['index.html']).toMatch(/class="hero-text h-long"/);
    // A Japanese headline, written without spaces, is no one long word.
    const ja = await generateSite({ ...BRIEFS.saas, business_name: '陶房', industry: 'Other', description: '東京・谷中にある小さな陶芸スタジオです。', target_audience: '大人', key_features: [], style_preference: 'elegant' }, { writer, seed: 'prj_ja' });
    expect(ja.files['index.html']).not.toMatch(/h-long/);
  });

  it('It should write a brief typed in capitals in sentence case, and give a beauty bar a salon\'s page, not a bar\'s', async () => {
    const { site, files } = await generateSite({ ...BRIEFS.saas, business_name: 'GLOW BEAUTY BAR', industry: 'Other', target_audience: 'WOMEN',
      description: 'LASH EXTENSIONS, BROW LAMINATION AND SPRAY TANS IN CROYDON. BOOK NOW!!!', key_features: ['LASHES', 'BROWS', 'TANS', 'VAT'], style_preference: 'bold' }, { writer, seed: 'prj_glow' });
    expect(site.blueprint).toBe('local');
    expect(site.sections[0]!.heading).toBe('Lash extensions, brow lamination and spray tans in Croydon');
    expect(site.sections.find((s) => s.id === 'services')!.items.map((i) => i.title)).toEqual(expect.arrayContaining(['Lashes', 'Brows', 'Tans', 'VAT']));
    // The business's name is its own, as typed; no "Book a table".
    expect(files['index.html']).toContain('GLOW BEAUTY BAR');
    expect(files['index.html']).not.toMatch(/Book a table|Menu highlights|LASH EXTENSIONS/);
  });

  it('It should show a box subscription\'s sizes, priced by the week it delivers, not a shop\'s bestseller and gift idea', async () => {
    const { site } = await generateSite({ ...BRIEFS.saas, business_name: 'Greenfork Veg Box', industry: 'E-commerce', description: 'Weekly organic veg box subscription delivered across Bristol. Choose a small, medium or large box, skip a week whenever you like and cancel any time.', target_audience: 'Households in Bristol', key_features: ['Free delivery', 'Skip or cancel any time'], style_preference: 'minimalist' }, { writer, seed: 'prj_veg' });
    const products = site.sections.find((s) => s.id === 'products')!;
    expect(products.items.map((i) => [i.title, i.meta])).toEqual([['Small box', 'Sample price / week'], ['Medium box', 'Sample price / week'], ['Large box', 'Sample price / week']]);
  });

  it('It should give a pizzeria pizzas on its sample menu, and a trattoria that also serves pizza its courses', async () => {
    const menu = async (business_name: string, description: string, key_features: string[]) => (await generateSite({ ...BRIEFS.saas, business_name, industry: 'Food & Restaurant', description, target_audience: 'Families', key_features, style_preference: 'bold' }, { writer, seed: `prj_${business_name}` })).site.sections.find((s) => s.id === 'menu')!.items.map((i) => i.title);
    // Was "A starter, A main course, A dessert, A drink" for a pizzeria.
    expect(await menu('Forno Rosso', 'Neapolitan pizzeria in Leeds with a wood-fired oven and 48-hour dough.', ['Wood-fired oven', 'Takeaway'])).toEqual(['A classic pizza', 'The house pizza', 'A dessert', 'A drink']);
    expect(await menu('Pizzeria Da Enzo', 'Pizzeria napoletana a Bologna con forno a legna.', ['Forno a legna'])).toEqual(['Una pizza classica', 'La pizza della casa', 'Un dolce', 'Una bevanda']);
    expect(await menu('Casa Nonna', 'Family-run trattoria serving hand-made pasta and wood-fired pizza since 1987.', ['Hand-made pasta', 'Wood-fired pizza'])).toEqual(['Hand-made pasta', 'Wood-fired pizza', 'A dessert', 'A drink']);
  });

  it('It should give a cocktail bar cocktails on its sample menu and a juice bar drink icons, not a main course', async () => {
    const bar = await generateSite({ ...BRIEFS.saas, business_name: 'The Velvet Room', industry: 'Food & Restaurant', description: 'Cocktail bar in Soho with classic and signature cocktails, small plates and a late licence.', target_audience: 'After-work drinkers', key_features: ['Signature cocktails', 'Small plates'], style_preference: 'elegant' }, { writer, seed: 'prj_bar' });
    const menu = bar.site.sections.find((s) => s.id === 'menu')!;
    // "classic and signature cocktails" names both (was the sample "A classic cocktail" beside the owner's signature ones).
    expect(menu.items.map((i) => i.title)).toEqual(['Signature cocktails', 'Classic cocktails', 'A low- or no-alcohol drink', 'A small plate']);
    expect(bar.files['index.html']).not.toMatch(/A main course|A dessert/);
    expect(bar.site.sections[0]!.cta).toEqual({ label: 'Book a table', href: '#reservations' });
    const juice = await generateSite({ ...BRIEFS.saas, business_name: 'Squeeze', industry: 'Food & Restaurant', description: 'Juice and smoothie bar with cold-pressed juices and acai bowls.', target_audience: 'Commuters', key_features: ['Cold-pressed juices', 'Acai bowls', 'Protein shakes'], style_preference: 'modern' }, { writer, seed: 'prj_juice' });
    expect(juice.site.sections.find((s) => s.id === 'menu')!.items.slice(0, 3).map((i) => i.icon)).toEqual(['coffee', 'leaf', 'coffee']);
    expect(juice.site.sections[0]!.cta).toEqual({ label: 'Order ahead', href: '#orders' });
  });

  it('It should give an activity venue things to do and a session to book, not an appointment\'s words', async () => {
    const venue = (business_name: string, description: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry: 'Entertainment', description, target_audience: 'Families and groups', key_features, style_preference: 'modern' }, { writer, seed: `prj_${business_name}` });
    for (const g of [await venue('Strike Lanes', 'A 16-lane bowling alley with an arcade, a diner and parties for kids.', ['16 lanes', 'Arcade', 'Kids\' parties']),
      await venue('Locked In', 'Three themed escape rooms for groups of 2 to 6.', ['Three themed rooms', 'Team building']),
      await venue('The Boulder Shed', 'Bouldering and climbing wall centre with kids\' climbing clubs.', ['Bouldering', 'Kids\' clubs'])]) {
      expect(g.site.blueprint).toBe('local');
      expect(g.site.sections[0]!.cta).toEqual({ label: 'Book a session', href: '#contact' });
      expect(g.site.sections.find((s) => s.id === 'services')).toMatchObject({ heading: 'Things to do', navLabel: 'Activities' });
      expect(g.site.sections.find((s) => s.id === 'contact')).toMatchObject({ heading: 'Book a session', cta: { label: 'Send booking request' } });
      expect(g.files['index.html']).not.toMatch(/How we can help|talking through what you need|insurance or vouchers|Come and try a session/);
    }
    // The rooms a description lists are things to do before the key features (were only the features).
    const rooms = await venue('Locked In', 'Escape rooms in Manchester: a haunted hotel, a bank heist and a sunken submarine.', ['Team building', 'Gift vouchers']);
    expect(rooms.site.sections.find((s) => s.id === 'services')!.items.map((i) => i.title)).toEqual(['Haunted hotel', 'Bank heist', 'Sunken submarine', 'Team building', 'Gift vouchers']);
    // A physio keeps its appointment's words.
    const physio = await venue('Move Well', 'Walk-in physiotherapy clinic with same-day appointments.', []);
    expect(physio.site.sections.find((s) => s.id === 'services')!.heading).toBe('How we can help');
  });

  it('It should give a bakery an order form, a takeaway orders for collection, a food truck event enquiries and a winery tastings, not "Book a table"', async () => {
    const food = (business_name: string, description: string, key_features: string[] = []) =>
      generateSite({ ...BRIEFS.saas, business_name, industry: 'Food & Restaurant', description, target_audience: 'Locals', key_features, style_preference: 'modern' }, { writer, seed: `prj_${business_name}` });
    const form = (site: Awaited<ReturnType<typeof food>>['site'], id: string) => site.sections.find((s) => s.id === id)!;
    const navs = (site: Awaited<ReturnType<typeof food>>['site']) => site.sections.filter((s) => s.navLabel).map((s) => s.navLabel);

    const bakery = await food('Boulangerie Martin', 'Artisan bakery in Lyon baking sourdough, croissants and fruit tarts every morning.', ['Cakes to order']);
    expect(bakery.site.sections.map((s) => s.id)).toEqual(['hero', 'about', 'menu', 'gallery', 'hours', 'orders']);
    expect(bakery.site.sections[0]!.cta).toEqual({ label: 'Order ahead', href: '#orders' });
    expect(form(bakery.site, 'orders')).toMatchObject({ form: 'order', heading: 'Order ahead', cta: { label: 'Send order request' } });
    // The form asks when to collect and what to make; the sample hours open early.
    expect(bakery.files['index.html']).toMatch(/name="date" type="date"[^>]*required/);
    expect(bakery.files['index.html']).toContain('Collection time');
    expect(form(bakery.site, 'hours').items[0]).toMatchObject({ meta: '07:30 – 17:00' });
    expect(bakery.files['index.html']).not.toMatch(/Book a table|Request a table/);

    const wok = await food('Golden Wok', 'Chinese takeaway with collection and local delivery, open every evening.');
    expect(wok.site.sections[0]!.cta).toEqual({ label: 'Order now', href: '#orders' });
    expect(form(wok.site, 'orders')).toMatchObject({ form: 'order', heading: 'Order for collection' });
    expect(form(wok.site, 'hours').items.map((i) => i.meta)).toEqual(['Closed', '17:00 – 22:30']);
    // A restaurant that also does takeaway still books tables.
    const both = await food('Sichuan House', 'Sichuan restaurant with 40 seats, also open for takeaway.');
    expect(both.site.sections.map((s) => s.id)).toContain('reservations');

    const truck = await food('Taco Loco', 'Food truck serving Mexican street tacos at markets and events around Bristol.');
    expect(truck.site.sections[0]!.cta).toEqual({ label: 'Enquire about events', href: '#events' });
    expect(form(truck.site, 'events')).toMatchObject({ form: 'event', heading: 'Events and private hire', cta: { label: 'Send enquiry' } });
    // A truck's site stored before the event kind (a booking form on its events section) still asks about the event.
    const stored = { ...truck.site, sections: truck.site.sections.map((s) => (s.id === 'events' ? { ...s, form: 'booking' as const } : s)) };
    expect(renderSite(stored)['index.html']).toContain('Tell us about your event');
    expect(form(truck.site, 'hours')).toMatchObject({ heading: 'Where to find us', navLabel: 'Locations' });
    // Where it stands each day, not a dining room's opening hours; its about has no chair to pull up.
    expect(form(truck.site, 'hours').items.map((i) => [i.text, i.meta])).toEqual([['', 'Closed'], ['Business park', '11:30 – 14:30'], ['Street market', '11:30 – 15:00'], ['Farmers’ market', '09:00 – 14:00'], ['', 'Closed']]);
    expect(truck.files['index.html']).toContain('<dd><span>Business park</span>11:30 – 14:30</dd>');
    expect(form(truck.site, 'about')).toMatchObject({ heading: 'Kitchen on wheels', intro: expect.stringContaining('markets, festivals and events') });
    // A coffee van stands and takes enquiries as a truck does, without a kitchen to speak of; the truck is its picture.
    const van = await food('The Daily Grind Van', 'Mobile coffee van serving specialty espresso, chai and hot chocolate at markets, weddings and corporate events across Surrey.');
    expect(van.site.sections[0]!.cta).toEqual({ label: 'Enquire about events', href: '#events' });
    expect(form(van.site, 'about')).toMatchObject({ heading: 'Drinks on wheels', intro: expect.stringContaining('serving from the van') });
    expect(form(van.site, 'hours').items.map((i) => i.text)).toEqual(form(truck.site, 'hours').items.map((i) => i.text));
    expect(van.files['index.html']).not.toMatch(/kitchen/i);
    expect(truck.files['index.html']).not.toContain('Pull up a chair');
    expect(truck.files['index.html']).toContain('Tell us about your event');
    expect(truck.files['index.html']).not.toContain('What would you like to book?');
    expect(form(wok.site, 'about').heading).toBe('Ready when you are');

    const winery = await food('Quinta do Vale', 'Family winery in the Douro valley offering tastings, vineyard tours and wines to buy.');
    expect(winery.site.sections[0]!.cta).toEqual({ label: 'Book a tasting', href: '#reservations' });
    expect(winery.site.sections[0]!.cta2).toEqual({ label: 'See the wines', href: '#menu' });
    expect(form(winery.site, 'reservations')).toMatchObject({ form: 'reservation', heading: 'Book a tasting', cta: { label: 'Request a tasting' } });
    expect(form(winery.site, 'menu')).toMatchObject({ heading: 'Our wines', navLabel: 'Wines' });
    for (const s of [bakery, wok, truck, winery]) expect(new Set(navs(s.site)).size).toBe(navs(s.site).length);

    // A trattoria keeps its table; a bakery's "coffee to go" (para llevar) is still a bakery's counter, in Spanish.
    const trattoria = await food('Casa Nonna', 'Family-run trattoria serving hand-made pasta and wood-fired pizza.');
    expect(trattoria.site.sections[0]!.cta).toEqual({ label: 'Book a table', href: '#reservations' });
    const es = await food('Panadería Sol', 'Panadería artesanal en Sevilla con pan de masa madre, bollería y tartas por encargo.', ['Café para llevar']);
    expect(es.site.sections[0]!.cta).toEqual({ label: 'Encargar con antelación', href: '#orders' });
    expect(es.files['index.html']).toContain('Fecha de recogida');
  });

  it('It should not print the business name twice over a hero whose headline is the name', async () => {
    const show = await generateSite({ ...BRIEFS.saas, business_name: 'The Morning Commute', industry: 'Other', description: 'A weekly podcast about cities, transport and how we get to work, with interviews with planners and engineers.', target_audience: 'Commuters', key_features: ['Weekly episodes'], style_preference: 'modern' }, { writer, seed: 'prj_show' });
    expect(show.site.sections[0]).toMatchObject({ heading: 'The Morning Commute', eyebrow: undefined });
    const bakery = await generateSite({ ...BRIEFS.saas, business_name: 'Boulangerie Martin', industry: 'Food & Restaurant', description: 'Artisan bakery in Lyon baking sourdough every morning.', target_audience: 'Locals', key_features: [], style_preference: 'modern' }, { writer, seed: 'prj_b' });
    // Its first sentence fits whole, so it heads the page (was "Artisan bakery for locals" over "In Lyon baking sourdough…").
    expect(bakery.site.sections[0]).toMatchObject({ eyebrow: 'Boulangerie Martin', heading: 'Artisan bakery in Lyon baking sourdough every morning' });
  });

  it('It should give an ice-cream parlour its flavours, a counter and orders for cakes and tubs, not a table or a main course', async () => {
    const food = (business_name: string, industry: string, description: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry, description, target_audience: 'Families', key_features, style_preference: 'bold' }, { writer, seed: `prj_${business_name}` });
    const scoops = await food('Scoops', 'Food & Restaurant', 'Ice cream parlour on the seafront serving 24 flavours, sundaes and milkshakes.', ['24 flavours', 'Sundaes', 'Milkshakes', 'Dairy-free options']);
    expect(scoops.site.sections.map((s) => s.id)).toEqual(['hero', 'about', 'menu', 'gallery', 'hours', 'orders']);
    expect(scoops.site.sections[0]).toMatchObject({ cta: { label: 'Order cakes and tubs', href: '#orders' }, cta2: { label: 'See the flavours', href: '#menu' } });
    const menu = scoops.site.sections.find((s) => s.id === 'menu')!;
    expect(menu).toMatchObject({ heading: 'Flavours and favourites', navLabel: 'Flavours' });
    // The brief's sundaes and milkshakes first, then a parlour's placeholders; every card an ice-cream or drink icon.
    // No placeholder repeats a named dish ("A sundae" after "Sundaes").
    expect(menu.items.map((i) => i.title)).toEqual(['Sundaes', 'Milkshakes', 'A fruit sorbet', 'A shake or coffee']);
    expect(menu.items.map((i) => i.icon)).toEqual(['ice-cream', 'ice-cream', 'ice-cream', 'coffee']);
    expect(scoops.site.sections.find((s) => s.id === 'orders')).toMatchObject({ form: 'order', heading: 'Cakes and tubs to order', cta: { label: 'Send order request' } });
    expect(scoops.site.sections.find((s) => s.id === 'hours')!.items.map((i) => i.meta)).toEqual(['12:00 – 20:00', '11:00 – 21:00']);
    expect(scoops.files['index.html']).not.toMatch(/Book a table|A main course|Pull up a chair/);
    // Sent under a label the form does not offer, gelato alone still makes a food business, not a start-up's page.
    const felice = await food('Gelato Felice', 'Food & Beverage', 'Artisan gelato made fresh every morning with Sicilian pistachios and local milk. Vegan sorbets too.', ['Made fresh daily', 'Vegan sorbets', 'Gelato cakes to order']);
    expect(felice.site.sections.map((s) => s.id)).toEqual(['hero', 'about', 'menu', 'gallery', 'hours', 'orders']);
    expect(felice.site.sections.find((s) => s.id === 'menu')!.items.map((i) => i.title)).toEqual(['Vegan sorbets', 'Gelato cakes', 'A sundae', 'A shake or coffee']);
    // A café with homemade ice cream stays a café; a trattoria's gelato is dessert.
    const cafe = await food('Corner Café', 'Food & Restaurant', 'Corner café with coffee, cake and homemade ice cream.', []);
    expect(cafe.site.sections[0]!.cta).toEqual({ label: 'Order ahead', href: '#orders' });
    const trattoria = await food('Da Mario', 'Food & Restaurant', 'Trattoria with hand-made pasta and gelato.', []);
    expect(trattoria.site.sections[0]!.cta).toEqual({ label: 'Book a table', href: '#reservations' });
  });

  it('It should give a cake maker her cakes, her studio and enquiries for a cake on a date, not a table or a main course', async () => {
    const food = (business_name: string, industry: string, description: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry, description, target_audience: 'Couples and party hosts', key_features, style_preference: 'elegant' }, { writer, seed: `prj_${business_name}` });
    const bloom = await food('Sugar Bloom Cakes', 'Food & Restaurant', 'Wedding and celebration cakes made to order in Essex, with tasting consultations.', ['Wedding cakes', 'Birthday cakes', 'Tastings']);
    expect(bloom.site.sections.map((s) => s.id)).toEqual(['hero', 'about', 'menu', 'gallery', 'hours', 'events']);
    expect(bloom.site.sections[0]).toMatchObject({ cta: { label: 'Order a cake', href: '#events' }, cta2: { label: 'See the cakes', href: '#menu' } });
    const menu = bloom.site.sections.find((s) => s.id === 'menu')!;
    expect(menu).toMatchObject({ heading: 'Our cakes', navLabel: 'Cakes' });
    // The brief's cakes first, then a cake maker's placeholders; every card a cake icon.
    expect(menu.items.map((i) => i.title)).toEqual(['Wedding cakes', 'Birthday cakes', 'A box of cupcakes', 'A dessert table']);
    expect(menu.items.map((i) => i.icon)).toEqual(['cake', 'cake', 'cake', 'cake']);
    expect(bloom.site.sections.find((s) => s.id === 'events')).toMatchObject({ form: 'event', heading: 'Order a cake', navLabel: 'Order', cta: { label: 'Send cake enquiry' } });
    expect(bloom.site.sections.find((s) => s.id === 'hours')!.items.map((i) => i.meta)).toEqual(['Closed', '09:00 – 17:00', '09:00 – 13:00', 'Closed']);
    expect(bloom.files['index.html']).not.toMatch(/Book a table|A main course|Pull up a chair|Come on in/);
    // Under "Other", a home baker's cakes still make a food business, the cakes its description lists join its own, and a
    // placeholder never repeats a dish the brief names.
    const crumbs = await food('Crumbs & Co', 'Other', 'Home bakery in Cardiff making celebration cakes and cupcakes to order, collection or local delivery.', ['Birthday cakes', 'Cupcakes', 'Local delivery']);
    expect(crumbs.site.sections[0]!.cta).toEqual({ label: 'Order a cake', href: '#events' });
    expect(crumbs.site.sections.find((s) => s.id === 'menu')!.items.map((i) => i.title)).toEqual(['Birthday cakes', 'Cupcakes', 'Celebration cakes', 'A dessert table']);
    // A bakery whose cakes are one line among its bread and pastries keeps its counter and orders ahead.
    const bakery = await food('The Rolling Pin', 'Food & Restaurant', 'Artisan bakery with sourdough, pastries and celebration cakes to order.', []);
    expect(bakery.site.sections[0]!.cta).toEqual({ label: 'Order ahead', href: '#orders' });
    // In Spanish, the cake maker's words.
    const luna = await food('Pastelería Dulce Luna', 'Food & Restaurant', 'Tartas personalizadas y tartas de boda por encargo en Sevilla.', ['Tartas de boda', 'Cupcakes']);
    expect(luna.site.sections[0]!.cta).toEqual({ label: 'Encargar una tarta', href: '#events' });
    expect(luna.site.sections.find((s) => s.id === 'menu')!.items.map((i) => i.icon)).toEqual(['cake', 'cake', 'cake', 'cake']);
  });

  it('It should name a vineyard\'s wines from its description, without a sample that says one of them again', async () => {
    const vineyard = await generateSite({ ...BRIEFS.saas, business_name: 'Chalk Ridge Vineyard', industry: 'Food & Restaurant', description: 'Family vineyard in the South Downs making sparkling and still English wines. Tours and tastings from April to October.', target_audience: 'Wine lovers', key_features: ['Vineyard tours', 'Tastings'], style_preference: 'elegant' }, { writer, seed: 'prj_vineyard' });
    const titles = vineyard.site.sections.find((s) => s.id === 'menu')!.items.map((i) => i.title);
    // Was "Still English wines", "A red wine", "A sparkling wine", "A sharing board".
    expect(titles.slice(0, 2)).toEqual(['Sparkling English wines', 'Still English wines']);
    expect(titles).not.toContain('A sparkling wine');
    expect(titles).toHaveLength(4);
  });

  it('It should give a distillery tours, tastings and its spirits, not a table or a main course, and no gin school on the menu', async () => {
    const gin = await generateSite({ ...BRIEFS.saas, business_name: 'Copper Still Gin', industry: 'Food & Restaurant', description: 'Small-batch gin distillery in the Cotswolds with tours, tastings and a gin school.', target_audience: 'Gin lovers', key_features: ['Distillery tours', 'Gin school', 'Tastings'], style_preference: 'elegant' }, { writer, seed: 'prj_gin' });
    expect(gin.site.sections.map((s) => s.id)).toEqual(['hero', 'about', 'menu', 'gallery', 'hours', 'reservations']);
    expect(gin.site.sections[0]).toMatchObject({ cta: { label: 'Book a tour', href: '#reservations' }, cta2: { label: 'See the spirits', href: '#menu' } });
    const menu = gin.site.sections.find((s) => s.id === 'menu')!;
    expect(menu).toMatchObject({ heading: 'Our spirits', navLabel: 'Spirits' });
    expect(menu.items.map((i) => i.title)).toEqual(['A signature spirit', 'A seasonal release', 'A classic serve', 'A tasting flight']);
    expect(gin.site.sections.find((s) => s.id === 'reservations')).toMatchObject({ form: 'reservation', heading: 'Book a tour or tasting', cta: { label: 'Request a tour' } });
    expect(gin.files['index.html']).not.toMatch(/Book a table|A main course|Our wines|Pull up a chair/);
  });

  it('It should give a furniture maker commissions, pieces in rooms and the workshop, not a photographer\'s dates or a booking', async () => {
    const oak = await generateSite({ ...BRIEFS.saas, business_name: 'Ashwood Furniture', industry: 'Other', description: 'Handmade oak furniture made to order in our Yorkshire workshop: tables, benches and cabinets.', target_audience: 'Home owners', key_features: ['Dining tables', 'Benches', 'Commissions'], style_preference: 'minimalist' }, { writer, seed: 'prj_oak' });
    expect(oak.site.blueprint).toBe('portfolio');
    expect(oak.site.sections[0]!.cta).toMatchObject({ label: 'Commission a piece' });
    expect(oak.site.sections.find((s) => s.id === 'contact')).toMatchObject({ heading: 'Tell us what you’d like made', cta: { label: 'Send enquiry' } });
    expect(oak.files['index.html']).not.toMatch(/Check availability|availability for your dates|Do you travel/);
    // Its about picture is the workshop, not a designer's studio table (art interiors.ts).
    const aboutArt = async (description: string) => {
      const g = await generateSite({ ...BRIEFS.saas, business_name: 'Ashwood Furniture', industry: 'Other', description, target_audience: 'Home owners', key_features: [], style_preference: 'minimalist' }, { writer, seed: 'prj_oak' });
      const src = g.site.images.find((i) => i.id === g.site.sections.find((s) => s.kind === 'about')!.picture)!.src;
      return g.assets.find((a) => a.file === src)!.body;
    };
    const [maker, designer] = await Promise.all([aboutArt('Handmade oak furniture made to order.'), aboutArt('Interior design studio for homes and hotels.')]);
    expect(maker).toMatch(/^<svg/);
    expect(maker).not.toBe(designer);
  });

  it('It should picture an architect\'s practice by buildings, not the abstract shapes a law firm gets', async () => {
    const heroArt = async (description: string) => {
      const g = await generateSite({ ...BRIEFS.saas, business_name: 'Line & Light', industry: 'Professional Services', description, target_audience: 'Home owners', key_features: [], style_preference: 'minimalist' }, { writer, seed: 'prj_line' });
      expect(g.site.blueprint).toBe('agency');
      const src = g.site.images.find((i) => i.id === g.site.sections[0]!.picture)!.src;
      return g.assets.find((a) => a.file === src)!.body;
    };
    const [architect, lawyer, cloud] = await Promise.all([heroArt('Architects in Bath designing extensions and new homes.'), heroArt('Employment law firm in Bath.'), heroArt('Freelance cloud architect for AWS migrations.')]);
    expect(architect).not.toBe(lawyer);
    expect(cloud).not.toBe(architect);
  });

  it('It should give a video channel its latest videos and subscriptions, not a podcast\'s episodes and podcast apps', async () => {
    const tom = await generateSite({ ...BRIEFS.saas, business_name: 'Tinker Tom', industry: 'Entertainment', description: 'YouTube channel about fixing old electronics, with a new video every Friday.', target_audience: 'Makers and tinkerers', key_features: ['Weekly videos', 'Repair guides'], style_preference: 'bold' }, { writer, seed: 'prj_tom' });
    expect(tom.site.sections[0]!.cta).toMatchObject({ label: 'Watch the latest' });
    const dates = tom.site.sections.find((s) => s.id === 'dates')!;
    expect(dates).toMatchObject({ heading: 'Latest videos', navLabel: 'Videos' });
    expect(dates.items.map((i) => [i.title, i.meta, i.icon])).toEqual([['Video three', 'Video title · Date', 'video'], ['Video two', 'Video title · Date', 'video'], ['Video one', 'Video title · Date', 'video']]);
    expect(tom.files['index.html']).not.toMatch(/podcast|Listen to the latest|Latest episodes/i);
    // A podcast stays a podcast.
    const pod = await generateSite({ ...BRIEFS.saas, business_name: 'The Curious Mind', industry: 'Entertainment', description: 'A weekly podcast about science and ideas.', target_audience: 'Curious people', key_features: [], style_preference: 'bold' }, { writer, seed: 'prj_pod' });
    expect(pod.site.sections[0]!.cta).toMatchObject({ label: 'Listen to the latest' });
  });

  it('It should not list a placeholder that says again what one of the brief\'s dishes says', async () => {
    const vineyard = await generateSite({ ...BRIEFS.saas, business_name: 'Hillcrest', industry: 'Food & Restaurant', description: 'Family vineyard in Sussex making sparkling wine, with cellar door tastings.', target_audience: 'Wine lovers', key_features: ['Sparkling wine'], style_preference: 'elegant' }, { writer, seed: 'prj_hill' });
    expect(vineyard.site.sections.find((s) => s.id === 'menu')!.items.map((i) => i.title)).toEqual(['Sparkling wine', 'A white wine', 'A red wine', 'A sharing board']);
  });

  it('It should have a service style\'s words in every site language, each button within 32 characters', () => {
    for (const lang of ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ja', 'zh', 'ar']) {
      for (const style of ['counter', 'parlour', 'cakes', 'takeaway', 'truck', 'tasting', 'distillery'] as const) {
        const w = wordsFor(lang, 'restaurant', 'we', style);
        expect(w.copyLang).toBe(lang);
        expect(w.copy.cta.primary.length).toBeLessThanOrEqual(32);
        expect(w.copy.cta).not.toEqual(wordsFor(lang, 'restaurant', 'we').copy.cta);
        const id = style === 'truck' || style === 'cakes' ? 'events' : style === 'tasting' || style === 'distillery' ? 'reservations' : 'orders';
        expect(w.copy.sections[id]?.send).toBeTruthy();
        // A takeaway, a food truck, a cake maker and a distillery have no dining room: their own about text and
        // heading, in both voices.
        if (style === 'takeaway' || style === 'truck' || style === 'cakes' || style === 'distillery') {
          const table = wordsFor(lang, 'restaurant', 'we').copy;
          expect(pick(w.copy.about, 'we')).not.toEqual(pick(table.about, 'we'));
          expect(pick(w.copy.about, 'i')).not.toEqual(pick(w.copy.about, 'we'));
          expect(w.copy.sections.about?.heading).not.toEqual(table.sections.about!.heading);
          // Only what differs is the style's: the rest of the section's words are the blueprint's.
          expect(w.copy.sections.about?.eyebrow).toBe(table.sections.about!.eyebrow);
          expect(w.copy.sections.about?.nav).toBeTruthy();
        }
        expect(w.copy.sections[id]?.heading).not.toEqual(wordsFor(lang, 'restaurant', 'we').copy.sections.reservations!.heading);
      }
      expect(Object.values(wordsFor(lang, 'restaurant', 'we').ui.form).every(Boolean)).toBe(true);
    }
  });

  it.each(['quote', 'stay'] as const)('It should have a %s page\'s words in every site language, over the local page\'s booking words', (style) => {
    for (const lang of ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ja', 'zh', 'ar']) {
      const booking = wordsFor(lang, 'local', 'we').copy;
      for (const voice of ['we', 'i'] as const) {
        const w = wordsFor(lang, 'local', voice, style);
        expect(w.copyLang).toBe(lang);
        expect(w.copy.cta.primary.length).toBeLessThanOrEqual(32);
        expect(w.copy.cta.primary).not.toBe(booking.cta.primary);
        expect(w.copy.cta.secondary).toBe(booking.cta.secondary);
        expect(w.copy.sections.contact).toMatchObject({ nav: expect.any(String), heading: expect.any(String), eyebrow: expect.any(String), send: expect.any(String) });
        expect(w.copy.sections.contact!.heading).not.toEqual(booking.sections.contact!.heading);
        // Steps, benefits and questions are the trade's; everything the style does not name stays the blueprint's.
        for (const list of ['steps', 'benefits', 'faq'] as const) {
          expect(pick(w.copy[list], voice)).not.toEqual(pick(booking[list], voice));
          expect(pick(w.copy[list], voice)).toHaveLength(list === 'faq' ? 4 : 3);
        }
        expect(w.copy.sections.services).toEqual(booking.sections.services);
        expect(w.copy.featureText).toBe(booking.featureText);
      }
      // The two voices differ where a person speaks (Japanese leaves the speaker out, so its two are one).
      const intro = (voice: 'we' | 'i') => pick(wordsFor(lang, 'local', voice, style).copy.contactIntro, voice);
      if (lang !== 'ja') expect(intro('i')).not.toBe(intro('we'));
      const ui = wordsFor(lang, 'local', 'we').ui.form;
      expect([ui.job, ui.requestQuote, ui.arrival, ui.departure, ui.requestStay].every(Boolean)).toBe(true);
    }
  });

  it('It should ask for a quote on a trade\'s page (plumber, removals, installer, in their language) and keep bookings for a dog walker or a clinic', async () => {
    const local = (business_name: string, industry: string, description: string, key_features: string[] = []) =>
      generateSite({ ...BRIEFS.saas, business_name, industry, description, target_audience: 'Homeowners', key_features, style_preference: 'modern' }, { writer, seed: `prj_${business_name}` });
    const contact = (g: Awaited<ReturnType<typeof local>>) => g.site.sections.find((s) => s.id === 'contact')!;
    const removals = await local('Swift Removals', 'Professional Services', 'Family-run house removals and man-and-van service in Leeds.', ['House removals', 'Packing service']);
    expect(removals.site.sections[0]!.cta).toEqual({ label: 'Get a quote', href: '#contact' });
    expect(contact(removals)).toMatchObject({ form: 'quote', heading: 'Get a quote', navLabel: 'Quote', cta: { label: 'Request a quote' } });
    const html = removals.files['index.html'];
    // The live site posts the quote kind the forms endpoint validates (core forms/submit `quote`).
    expect(renderSite(removals.site, { forms: { action: 'https://api.example.com/api/forms/p1' } })['index.html']).toContain('<input type="hidden" name="_form" value="quote">');
    expect(html).toContain('Tell us about the job');
    expect(html).toContain('How do I get a quote?');
    expect(html).not.toMatch(/Request a booking|What would you like to book\?|How to book/);
    // The area served, not an address: removals come to the customer.
    expect(removals.site.sections.map((s) => s.id)).toContain('area');

    const klempner = await local('Meister Wagner Sanitär', 'Other', 'Klempner und Heizungsbauer in Leipzig: Badsanierung, Heizungswartung und Notdienst.', ['Badsanierung', 'Notdienst']);
    expect(klempner.site.lang).toBe('de');
    expect(klempner.site.sections[0]!.cta).toEqual({ label: 'Angebot anfordern', href: '#contact' });
    expect(contact(klempner).form).toBe('quote');
    expect(klempner.files['index.html']).toContain('Beschreiben Sie uns den Auftrag');

    // Visits that are booked, not priced: a dog walker and a clinic keep "Request a booking".
    for (const [name, industry, text] of [['Happy Paws Walks', 'Other', 'Dog walking and pet sitting in Cambridge.'], ['PulseCare Clinic', 'Healthcare', 'Walk-in physiotherapy clinic with same-day appointments.']]) {
      const g = await local(name!, industry!, text!);
      expect(contact(g)).toMatchObject({ form: 'booking', heading: 'Request a booking' });
    }
  });

  /**
   * A page style's words in every site language, over its blueprint's: [style, blueprint, sections only the
   * style has, sections whose heading it changes, lists it writes anew, the style's own further checks].
   */
  const STYLE_WORDS: [PageStyle, BlueprintId, string[], string[], ('steps' | 'benefits' | 'faq' | 'featureText')[], (w: Words, base: Words, voice: Voice, lang: string) => void][] = [
    ['funeral', 'local', [], ['booking', 'contact', 'faq'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // No booking words carried over: the style names every list and button a booking page has.
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice)])).not.toContain(base.copy.cta.primary);
    }],
    ['club', 'local', ['training'], ['services', 'booking', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w) => {
      expect(w.ui.trainingTimes).toBeTruthy();
      expect(w.ui.trainingTimes).not.toBe(w.ui.openingHours);
    }],
    ['classes', 'local', ['timetable'], ['services', 'booking', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      expect(w.ui.classTimes).toBeTruthy();
      expect([w.ui.openingHours, w.ui.trainingTimes, w.ui.meetingTimes]).not.toContain(w.ui.classTimes);
      // No appointment words carried over (the button, "How does payment work? … insurance or vouchers"), nor a sports club's.
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice), pick(w.copy.faq, voice)])).not.toContain(base.copy.cta.primary);
      expect(pick(w.copy.faq, voice).map((x) => x.a)).not.toContain(pick(base.copy.faq, voice)[2]!.a);
      expect(w.copy.sections.contact!.send).not.toBe(w.copy.cta.primary);
    }],
    ['tours', 'local', [], ['services', 'booking', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // No appointment words carried over: the style names every list and button a booking page has.
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice)])).not.toContain(base.copy.cta.primary);
    }],
    ['homeCare', 'local', [], ['services', 'booking', 'area', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // No appointment words carried over: the style names every list and button a booking page has.
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice)])).not.toContain(base.copy.cta.primary);
    }],
    ['research', 'agency', [], ['services', 'about', 'faq', 'contact'], ['steps', 'faq', 'featureText'], (w, base, voice) => {
      // No practice's words carried over: its button, its contact heading ("Let's talk"), its questions (fees).
      expect(JSON.stringify([w.copy.cta, pick(w.copy.faq, voice)])).not.toContain(base.copy.cta.primary);
      expect(w.copy.sections.contact!.heading).not.toEqual(base.copy.sections.contact!.heading);
      expect(pick(w.copy.faq, voice).map((x) => x.q)).not.toContain(pick(base.copy.faq, voice)[2]!.q);
    }],
    ['group', 'local', ['meetings'], ['services', 'booking', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      expect(w.ui.meetingTimes).toBeTruthy();
      expect([w.ui.openingHours, w.ui.trainingTimes]).not.toContain(w.ui.meetingTimes);
      // No booking words carried over, and none of a sports club's ("play", "matches", "sportswear").
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice)])).not.toContain(base.copy.cta.primary);
    }],
    ['shopfront', 'ecommerce', ['visit'], ['faq'], ['benefits', 'faq', 'featureText'], (w, base, voice) => {
      // The first two questions are about visiting; choosing and what makes the shop different stay the online shop's words.
      expect(pick(w.copy.faq, voice).slice(2)).toEqual(pick(base.copy.faq, voice).slice(2));
      expect(w.copy.sections.products).toEqual(base.copy.sections.products);
    }],
    ['show', 'events', [], ['about', 'dates', 'highlights', 'faq'], ['faq', 'featureText'], (w, _base, _voice, lang) => {
      expect(w.ui.sample.episodes).toBeTruthy();
      expect(w.ui.sample.episodes).not.toBe(w.ui.sample.dates);
      const sw = sampleWords(lang);
      expect(sw.episodes.every(Boolean) && Boolean(sw.episodeText)).toBe(true);
      if (lang !== 'en') expect(sw.episodes).not.toEqual(sampleWords('en').episodes);
    }],
    ['walkIn', 'local', ['visit'], ['booking', 'faq', 'contact'], ['steps', 'benefits', 'faq'], (w, base, voice) => {
      // No booking words carried over, and the form sends a message.
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice), pick(w.copy.benefits, voice)])).not.toContain(base.copy.cta.primary);
      expect(w.copy.sections.contact!.send).toBeTruthy();
      expect(pick(w.copy.benefits, voice).map((b) => b.title)).not.toContain(pick(base.copy.benefits, voice)[1].title);
    }],
    ['attraction', 'local', ['visit'], ['services', 'booking', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // No booking words carried over: the style names every list and button a booking page has.
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice)])).not.toContain(base.copy.cta.primary);
    }],
    ['school', 'local', [], ['services', 'booking', 'benefits', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice)])).not.toContain(base.copy.cta.primary);
      // "Life at {name}": the section heading takes the school's name.
      expect(pick(w.copy.sections.services!.heading, voice)).toContain('{name}');
    }],
    ['venue', 'events', [], ['dates', 'highlights', 'faq'], ['steps', 'benefits', 'faq', 'featureText'], (w, _base, _voice, lang) => {
      // A venue's sample programme: a show and its time under each date, not a city and a venue.
      expect(w.ui.sample.shows).toBeTruthy();
      expect(w.ui.sample.shows).not.toBe(w.ui.sample.dates);
      const sw = sampleWords(lang);
      expect(sw.showText).toBeTruthy();
      expect(sw.showText).not.toBe(sw.dateText);
    }],
    ['tattoo', 'portfolio', ['studio'], ['gallery', 'services', 'process', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // No booking-a-date words carried over: the style names every list and button the portfolio's has.
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice), pick(w.copy.faq, voice)])).not.toContain(base.copy.cta.primary);
      expect(pick(w.copy.about!, voice)).not.toEqual(pick(base.copy.about, voice));
    }],
    ['planner', 'portfolio', [], ['services', 'process', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // Nothing of a photographer's delivered work is carried over.
      expect(JSON.stringify([pick(w.copy.steps, voice), pick(w.copy.faq, voice), w.copy.sections.process])).not.toContain(pick(base.copy.faq, voice)[1]!.q);
      expect(pick(w.copy.about!, voice)).toContain('{audience}');
    }],
    ['maker', 'portfolio', [], ['gallery', 'process', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // Nothing of a photographer's dates carried over: not the button, the feature lines or the questions.
      expect(JSON.stringify([w.copy.cta, pick(w.copy.featureText, voice), pick(w.copy.faq, voice)])).not.toContain(base.copy.cta.primary);
      expect(pick(w.copy.featureText, voice)).not.toContain(pick(base.copy.featureText, voice)[1]);
      expect(pick(w.copy.about!, voice)).not.toEqual(pick(base.copy.about, voice));
    }],
    ['channel', 'events', [], ['about', 'dates', 'highlights', 'gallery', 'faq'], ['faq', 'featureText'], (w, _base, voice, lang) => {
      // A channel's words are not a podcast's: its own sample videos, its own questions.
      const show = wordsFor(lang, 'events', voice, 'show');
      expect(pick(w.copy.faq, voice)).not.toEqual(pick(show.copy.faq, voice));
      expect(w.copy.sections.dates!.heading).not.toEqual(show.copy.sections.dates!.heading);
      expect(w.ui.sample.videos).toBeTruthy();
      expect(w.ui.sample.videos).not.toBe(w.ui.sample.episodes);
      const sw = sampleWords(lang);
      expect(sw.videos.every(Boolean) && Boolean(sw.videoText)).toBe(true);
      expect(sw.videos).not.toEqual(sw.episodes);
    }],
    ['recruitment', 'agency', [], ['process', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      expect(JSON.stringify([w.copy.cta, pick(w.copy.faq, voice)])).not.toContain(pick(base.copy.faq, voice)[0]!.q);
    }],
    ['campaign', 'nonprofit', ['involved'], ['mission', 'help', 'how-it-works', 'faq'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // Nothing asks for money: not the buttons, the steps or the closing band.
      expect(JSON.stringify([w.copy.cta, pick(w.copy.steps, voice), w.copy.closing, w.copy.sections.involved])).not.toContain(base.copy.cta.primary);
    }],
    ['course', 'local', [], ['services', 'booking', 'benefits', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // No booking words carried over: the style names every list and button a booking page has.
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice), pick(w.copy.faq, voice)])).not.toContain(base.copy.cta.primary);
      expect(pick(w.copy.about!, voice)).toContain('{audience}');
    }],
    ['author', 'portfolio', ['books', 'newsletter'], ['faq', 'contact'], ['faq', 'featureText'], (w, _base, _voice, lang) => {
      // An author's sample books and the newsletter's line, which promises news, not offers.
      expect(w.ui.sample.books).toBeTruthy();
      expect(w.ui.sample.books).not.toBe(w.ui.sample.work);
      expect(w.ui.form.news).toBeTruthy();
      expect(w.ui.form.news).not.toBe(w.ui.form.newsletter);
      const sw = sampleWords(lang);
      expect(sw.book.every(Boolean) && Boolean(sw.bookMeta) && Boolean(sw.bookText)).toBe(true);
      if (lang !== 'en') expect(sw.book).not.toEqual(sampleWords('en').book);
    }],
    ['care', 'local', ['visiting'], ['services', 'booking', 'benefits', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice)])).not.toContain(base.copy.cta.primary);
      expect(w.ui.visitingHours).toBeTruthy();
      expect(w.ui.visitingHours).not.toBe(w.ui.openingHours);
    }],
    ['wedding', 'events', ['day', 'rsvp', 'about', 'highlights', 'gallery'], ['about', 'highlights', 'faq'], ['faq', 'featureText'], (w, _base, _voice, lang) => {
      expect(w.copy.sections.rsvp!.send).toBeTruthy();
      for (const key of ['attending', 'attendingYes', 'attendingNo', 'rsvpNotes', 'requestRsvp'] as const) expect(w.ui.form[key]).toBeTruthy();
      expect(w.ui.sample.day).toBeTruthy();
      expect(w.ui.sample.day).not.toBe(w.ui.sample.dates);
      const sw = sampleWords(lang);
      expect(sw.weddingDay.every(Boolean)).toBe(true);
      if (lang !== 'en') expect(sw.weddingDay).not.toEqual(sampleWords('en').weddingDay);
    }],
    ['conference', 'events', ['programme', 'tickets', 'about', 'highlights', 'faq'], ['about', 'highlights', 'faq', 'contact'], ['faq', 'featureText'], (w, _base, _voice, lang) => {
      // The tickets' button asks about tickets in the contact form; the programme and tickets have their own notices.
      expect(w.copy.sections.contact!.go).toBeTruthy();
      expect(w.copy.sections.contact!.go!.length).toBeLessThanOrEqual(32);
      expect([w.ui.sample.programme, w.ui.sample.tickets].every(Boolean)).toBe(true);
      expect(new Set([w.ui.sample.programme, w.ui.sample.tickets, w.ui.sample.dates, w.ui.sample.pricing]).size).toBe(4);
      const sw = sampleWords(lang);
      expect([...sw.programme, ...sw.ticketTiers, ...sw.ticketText].every(Boolean)).toBe(true);
      if (lang !== 'en') expect([sw.programme, sw.ticketTiers]).not.toEqual([sampleWords('en').programme, sampleWords('en').ticketTiers]);
    }],
    ['blog', 'events', ['posts', 'subscribe', 'about', 'highlights', 'faq', 'contact'], ['about', 'highlights', 'faq', 'contact'], ['faq', 'featureText'], (w, _base, _voice, lang) => {
      expect([w.ui.form.blog, w.ui.sample.posts].every(Boolean)).toBe(true);
      expect(new Set([w.ui.form.blog, w.ui.form.news, w.ui.form.newsletter, w.ui.form.launch]).size).toBe(4);
      const sw = sampleWords(lang);
      expect([...sw.posts, sw.postText].every(Boolean)).toBe(true);
      if (lang !== 'en') expect(sw.posts).not.toEqual(sampleWords('en').posts);
    }],
    ['launch', 'saas', ['waitlist', 'features'], ['features', 'how-it-works', 'faq'], ['steps', 'faq', 'featureText'], (w, base, voice) => {
      // Nothing asks to buy or subscribe to plans; the waitlist's line and button are its own.
      expect(JSON.stringify([w.copy.cta, pick(w.copy.steps, voice), pick(w.copy.faq, voice)])).not.toContain(base.copy.cta.primary);
      expect([w.ui.form.launch, w.ui.form.joinWaitlist].every(Boolean)).toBe(true);
      expect(w.ui.form.launch).not.toBe(w.ui.form.newsletter);
      expect(w.ui.form.joinWaitlist).not.toBe(w.ui.form.subscribe);
      expect(w.ui.form.joinWaitlist.length).toBeLessThanOrEqual(32);
    }],
    ['game', 'events', ['screenshots', 'newsletter', 'studio', 'about', 'highlights', 'faq', 'contact'], ['about', 'highlights', 'faq', 'contact'], ['faq', 'featureText'], (w, base) => {
      // Nothing asks for tickets or a booking; the screenshots' button is its own.
      expect(w.copy.sections.screenshots!.go).toBeTruthy();
      expect(w.copy.sections.studio!.heading).not.toBe(w.copy.sections.about!.heading);
      expect(w.copy.cta.secondary).not.toBe(base.copy.cta.secondary);
    }],
    ['openSource', 'saas', ['install'], [], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // Nothing asks to create an account or compare plans.
      expect(JSON.stringify([w.copy.cta, pick(w.copy.steps, voice), pick(w.copy.faq, voice)])).not.toContain(pick(base.copy.steps, voice)[0].title);
      expect(w.copy.cta.primary.length).toBeLessThanOrEqual(16);
    }],
    ['listing', 'agency', ['home', 'inside', 'process', 'neighbourhood', 'faq', 'viewing'], ['process', 'faq'], ['steps', 'faq', 'featureText'], (w, base) => {
      // The form asks for a viewing, with its own button; the pictures' button is its own.
      expect(w.copy.sections.viewing!.send).toBeTruthy();
      expect(w.copy.sections.viewing!.send).not.toBe(w.ui.form.send);
      expect(w.copy.sections.inside!.go).toBeTruthy();
      expect(w.copy.cta.secondary).not.toBe(base.copy.cta.secondary);
    }],
    ['product', 'ecommerce', ['details', 'order', 'faq'], ['faq'], ['faq', 'featureText'], (w, base) => {
      // The form asks for the order, with its own button; nothing asks to shop a range.
      expect(w.copy.sections.order!.send).toBeTruthy();
      expect(w.copy.sections.order!.send).not.toBe(w.ui.form.send);
      expect(w.copy.cta.secondary).not.toBe(base.copy.cta.secondary);
    }],
    ['resume', 'agency', ['skills', 'projects', 'faq'], ['faq'], ['faq', 'featureText'], (w, base, voice) => {
      // Nothing asks about fees or a first consultation.
      expect(JSON.stringify(pick(w.copy.faq, voice))).not.toContain(pick(base.copy.faq, voice)[2].q);
      expect(w.copy.sections.projects!.go).toBeTruthy();
    }],
    ['creator', 'portfolio', ['gallery', 'services', 'process', 'faq', 'contact'], ['gallery', 'services', 'process', 'faq'], ['steps', 'faq', 'featureText'], (w) => {
      // Brands send a brief, with its own button, not a date to check.
      expect(w.copy.sections.contact!.send).toBeTruthy();
      expect(w.copy.sections.contact!.send).not.toBe(w.ui.form.send);
    }],
    ['holidayLet', 'local', ['home', 'inside', 'neighbourhood'], ['booking', 'benefits', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base) => {
      // Guests send dates, with their own button; the pictures' button is its own.
      expect(w.copy.sections.contact!.send).toBeTruthy();
      expect(w.copy.sections.inside!.go).toBeTruthy();
      expect(w.copy.cta.secondary).not.toBe(base.copy.cta.secondary);
    }],
    ['supplier', 'startup', [], ['features', 'benefits', 'how-it-works', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      // Buyers ask for a quote, with its own button; nothing asks to book or to compare plans.
      expect(w.copy.sections.contact!.send).toBeTruthy();
      expect(w.copy.sections.contact!.send).not.toBe(w.ui.form.send);
      expect(JSON.stringify(pick(w.copy.faq, voice))).not.toContain(pick(base.copy.faq, voice)[0].q);
    }],
    ['dealer', 'local', ['stock'], ['services', 'booking', 'location', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, _voice, lang) => {
      // Buyers ask for a test drive, with its own button; the cars have their own notice and sample words.
      expect(w.copy.sections.contact!.send).toBeTruthy();
      expect(w.copy.sections.stock!.go).toBeTruthy();
      expect(w.copy.cta.secondary).not.toBe(base.copy.cta.secondary);
      expect(w.ui.sample.stock).toBeTruthy();
      expect(w.ui.sample.stock).not.toBe(w.ui.sample.rooms);
      const sw = sampleWords(lang);
      expect([...sw.car, sw.carMeta, sw.carText].every(Boolean)).toBe(true);
      if (lang !== 'en') expect(sw.car).not.toEqual(sampleWords('en').car);
    }],
    ['venueHire', 'local', ['viewings', 'gallery', 'services'], ['services', 'booking', 'faq', 'contact'], ['steps', 'benefits', 'faq', 'featureText'], (w, base, voice) => {
      expect(JSON.stringify([w.copy.cta, w.copy.sections.contact, pick(w.copy.steps, voice)])).not.toContain(base.copy.cta.primary);
      expect(w.ui.viewingTimes).toBeTruthy();
      expect(w.ui.viewingTimes).not.toBe(w.ui.openingHours);
      expect(w.copy.sections.contact!.send).toBeTruthy();
    }],
  ];
  it.each(STYLE_WORDS)('It should have the %s page style\'s words in every site language, over the %s page\'s', (style, bp, own, headings, lists, extra) => {
    for (const lang of ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ja', 'zh', 'ar']) {
      for (const voice of ['we', 'i'] as const) {
        const base = wordsFor(lang, bp, voice), w = wordsFor(lang, bp, voice, style);
        expect(w.copyLang).toBe(lang);
        const send = w.copy.sections.contact?.send;
        for (const label of [w.copy.cta.primary, w.copy.cta.secondary, ...(send ? [send] : [])]) expect(label.length).toBeLessThanOrEqual(32);
        expect(w.copy.cta.primary).not.toBe(base.copy.cta.primary);
        for (const id of own) expect([w.copy.sections[id]!.nav, pick(w.copy.sections[id]!.heading, voice), w.copy.sections[id]!.eyebrow].every((x) => typeof x === 'string' && x.length > 0)).toBe(true);
        for (const id of headings) expect(w.copy.sections[id]!.heading).not.toEqual(base.copy.sections[id]!.heading);
        for (const list of lists) expect(pick(w.copy[list], voice)).not.toEqual(pick(base.copy[list], voice));
        expect([pick(w.copy.closing.heading, voice), pick(w.copy.closing.text, voice)]).not.toEqual([pick(base.copy.closing.heading, voice), pick(base.copy.closing.text, voice)]);
        extra(w, base, voice, lang);
      }
    }
  });

  it('It should give a page style\'s sections only with its words, and escape a hostile brief on each new page style', async () => {
    const gen = (business_name: string, industry: string, description: string, key_features: string[] = []) =>
      generateSite({ ...BRIEFS.saas, business_name, industry, description, target_audience: 'People', key_features, style_preference: 'modern' }, { writer, seed: `prj_${description.length}` });
    // A funeral director who also sponsors a football club is written as a funeral director: no training
    // section without its words, and every section has its heading.
    const both = await gen('Ashford & Sons', 'Other', 'Funeral directors in Ashford, and proud sponsors of the Ashford youth football club.');
    expect(both.site.sections.map((s) => s.id)).not.toContain('training');
    expect(both.site.sections[0]!.cta!.label).toBe('Get in touch');
    for (const s of both.site.sections.filter((x) => x.kind !== 'hero')) expect(s.heading).toMatch(/\S/);
    const hostile = '<img src=x onerror=alert(1)>';
    for (const [industry, description, id] of [
      ['Other', 'Family funeral directors arranging funerals.', 'booking'],
      ['Other', 'Community football club with youth teams.', 'training'],
      ['E-commerce', 'Independent bookshop with second-hand books.', 'visit'],
      ['Entertainment', 'Weekly science podcast.', 'dates'],
      ['Other', 'Small museum of local history with a tea room.', 'visit'],
      ['Education', 'Village primary school for children aged 4 to 11.', 'booking'],
      ['Other', 'Community theatre staging plays and musicals.', 'dates'],
      ['Healthcare', 'Residential care home for older people.', 'visiting'],
      ['Non-profit', 'Mosque with daily prayers and Friday prayers.', 'prayers'],
      ['Other', 'I write cosy mystery novels.', 'books'],
      ['Other', 'Tattoo studio with custom fine line work.', 'studio'],
      ['Education', 'An online course in bookkeeping with video lessons.', 'services'],
      ['Other', 'Wedding planner for relaxed countryside weddings.', 'gallery'],
      ['Other', 'Candidate for mayor of Ashford.', 'involved'],
      ['Professional Services', 'Recruitment agency for finance staff.', 'services'],
      ['Food & Restaurant', 'Ice cream parlour with 24 flavours.', 'orders'],
      ['Travel & Tourism', 'Family campsite with tent pitches.', 'pitches'],
      ['Entertainment', 'Ten-pin bowling alley with 16 lanes.', 'services'],
      ['Food & Restaurant', 'Wedding and celebration cakes made to order.', 'events'],
      ['Other', 'Used car dealer with finance and part exchange.', 'stock'],
      ['Travel & Tourism', 'Holiday cottage in Cornwall sleeping six.', 'inside'],
      ['Other', 'Road freight and warehousing across the UK.', 'how-it-works'],
      ['Other', 'Rustic barn wedding venue for up to 150 guests.', 'viewings'],
      ['Other', 'Our wedding on 12 June 2027 at the barn.', 'rsvp'],
      ['Technology', 'A two-day conference for frontend engineers.', 'tickets'],
      ['Technology', 'Budgeting app launching in spring. Join the waitlist.', 'waitlist'],
      ['Food & Restaurant', 'A food blog with weeknight recipes.', 'posts'],
      ['Entertainment', 'A hand-drawn adventure game about a lighthouse keeper, coming to Steam.', 'screenshots'],
      ['Technology', 'An open-source JSON parser for Rust.', 'install'],
      ['Real Estate', 'Four-bedroom family home for sale in Harrogate.', 'viewing'],
      ['E-commerce', 'A self-cleaning water bottle that uses UV-C light.', 'order'],
      ['Other', 'Product manager looking for my next senior role in London.', 'skills'],
      ['Other', 'Monthly farmers market in the town square.', 'dates'],
      ['Other', 'Hand car wash on the retail park. No booking needed.', 'visit'],
    ] as const) {
      const g = await gen(hostile, industry, `${description} ${hostile}`, [hostile]);
      expect(g.site.sections.map((s) => s.id)).toContain(id);
      expect(() => siteModelSchema.parse(g.site)).not.toThrow();
      expect(g.files['index.html']).not.toContain('<img src=x');
      expect(g.files['index.html']).toContain('&lt;img src=x');
    }
  });

  it('It should invite a bereaved family to talk on a funeral director\'s page, with a message form, not a booking', async () => {
    const gen = (business_name: string, industry: string, description: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry, description, target_audience: 'Families arranging a funeral', key_features, style_preference: 'elegant' }, { writer, seed: `prj_${business_name}` });
    const ashford = await gen('Ashford & Sons Funeral Directors', 'Other', 'Family-run funeral directors in Ashford since 1962, arranging traditional and green funerals with care and dignity.', ['24-hour support', 'Pre-paid funeral plans', 'Green burials']);
    expect(ashford.site.blueprint).toBe('local');
    expect(ashford.site.sections[0]!.cta).toEqual({ label: 'Get in touch', href: '#contact' });
    const contact = ashford.site.sections.find((s) => s.id === 'contact')!;
    expect(contact).toMatchObject({ form: 'contact', heading: 'Talk to us', navLabel: 'Contact', cta: { label: 'Send message' } });
    expect(ashford.site.sections.find((s) => s.id === 'booking')).toMatchObject({ heading: 'Arranging a funeral' });
    // The style's own quiet lines under the features, not the themed ones written for shops and software.
    const features = ashford.site.sections.find((s) => s.id === 'services')!.items;
    expect(features.map((f) => f.text)).not.toContain('A clear plan to follow, step by step.');
    expect(features[0]!.text).toBe('Ask us and we’ll explain what’s involved.');
    const html = ashford.files['index.html'];
    expect(html).toContain('What should I do first when someone dies?');
    expect(html).not.toMatch(/Request a booking|How to book|What would you like to book\?|Questions before you book|Ready to book/);
    // Families come to the funeral home: its address and a map, not an area served.
    expect(ashford.site.sections.map((s) => s.id)).toContain('location');

    const lyon = await gen('Pompes Funèbres Martin', 'Other', 'Pompes funèbres familiales à Lyon : organisation des obsèques, contrats obsèques et accompagnement des familles.', ['Organisation des obsèques', 'Contrats obsèques']);
    expect(lyon.site.lang).toBe('fr');
    expect(lyon.site.sections.find((s) => s.id === 'contact')!.form).toBe('contact');
    expect(lyon.site.sections[0]!.cta!.label).toBe(wordsFor('fr', 'local', 'we', 'funeral').copy.cta.primary);
  });

  it('It should invite people to try a session on a club\'s page, with its training times and a message form, not a booking', async () => {
    const club = await generateSite({ ...BRIEFS.saas, business_name: 'Oakfield United FC', industry: 'Other', description: 'Community football club with youth teams from under-7s to under-16s, a women’s team and a Sunday league side.', target_audience: 'Players and families in Oakfield', key_features: ['Youth teams', 'Women’s team'], style_preference: 'bold' }, { writer, seed: 'prj_oakfield' });
    expect(club.site.blueprint).toBe('local');
    expect(club.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'booking', 'benefits', 'training', 'faq', 'contact']);
    expect(club.site.sections[0]!.cta).toEqual({ label: 'Come and try it', href: '#contact' });
    const training = club.site.sections.find((s) => s.id === 'training')!;
    expect(training).toMatchObject({ heading: 'Training and matches', navLabel: 'Training' });
    expect(training.items.map((i) => [i.title, i.meta])).toEqual([['Tuesday', '18:00 – 19:30'], ['Thursday', '18:00 – 19:30'], ['Saturday', '09:30 – 12:00']]);
    expect(club.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'contact', heading: 'Come and try a session', navLabel: 'Join' });
    const html = club.files['index.html'];
    expect(html).toContain('Training times');
    expect(html).toContain('How to join');
    expect(html).not.toMatch(/Request a booking|How to book|What would you like to book\?|Questions before you book|Closed/);
  });

  it('It should ask a tour operator\'s visitors which tour, their dates and how many travel, not an appointment or a hotel\'s rooms', async () => {
    const gen = (business_name: string, description: string) =>
      generateSite({ ...BRIEFS.saas, business_name, industry: 'Travel & Tourism', description, target_audience: 'Keen walkers', key_features: ['Small groups', 'Luggage transfers'], style_preference: 'elegant' }, { writer, seed: `prj_${business_name}` });
    const tours = await gen('Alpine Steps', 'Small-group walking holidays in the Alps and the Dolomites, with luggage transfers and comfortable mountain hotels.');
    expect(tours.site.blueprint).toBe('local');
    expect(tours.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'booking', 'benefits', 'location', 'faq', 'contact']);
    expect(tours.site.sections[0]!.cta).toEqual({ label: 'Enquire about a tour', href: '#contact' });
    expect(tours.site.sections.find((s) => s.id === 'services')).toMatchObject({ heading: 'Tours and trips', navLabel: 'Tours' });
    expect(tours.site.sections.find((s) => s.id === 'faq')!.items.map((i) => i.title)).toContain('What’s included in the price?');
    expect(tours.site.sections.find((s) => s.id === 'contact')).toMatchObject({ heading: 'Enquire about a tour', cta: { label: 'Send enquiry' } });
    expect(tours.files['index.html']).not.toMatch(/Rooms and rates|Double room|the first time|Request a booking/);
  });

  it('It should show a research group\'s research and invite students and collaborators, not a product\'s plans or a practice\'s fees', async () => {
    const lab = await generateSite({ ...BRIEFS.saas, business_name: 'Hughes Lab', industry: 'Education', description: 'Computational neuroscience research group at the University of Bristol. We study how the brain learns, using models and experiments.', target_audience: 'Students, researchers and collaborators', key_features: ['Learning and memory', 'Neural network models', 'Open-source code'], style_preference: 'minimalist' }, { writer, seed: 'prj_lab' });
    expect(lab.site.blueprint).toBe('agency');
    // Was a product's page: "Create your account", "Plans and pricing" with Starter, Standard and Premium.
    expect(lab.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'process', 'about', 'faq', 'contact']);
    expect(lab.site.sections[0]!.cta).toEqual({ label: 'Contact the group', href: '#contact' });
    expect(lab.site.sections.find((s) => s.id === 'services')).toMatchObject({ heading: 'Our research', navLabel: 'Research' });
    expect(lab.site.sections.find((s) => s.id === 'faq')!.items.map((i) => i.title)).toContain('Are you taking new students?');
    expect(lab.site.sections.find((s) => s.id === 'contact')).toMatchObject({ heading: 'Join us or collaborate', cta: { label: 'Send message' } });
    const html = lab.files['index.html'];
    expect(html).toContain('"@type":"ResearchOrganization"');
    expect(html).not.toMatch(/Plans and pricing|Create your account|Starter|How are fees worked out|Examples of our work/);
  });

  it('It should invite families to talk about a home care agency\'s care, with the area it covers and a message form, not a salon\'s booking and address', async () => {
    const gen = (business_name: string, description: string, industry = 'Healthcare') =>
      generateSite({ ...BRIEFS.saas, business_name, industry, description, target_audience: 'Older people and their families', key_features: ['Live-in care', 'Night care'], style_preference: 'minimalist' }, { writer, seed: `prj_${business_name}` });
    // Was a salon's page: "Request a booking", "Opening hours", "Find us", "What should I expect the first time?".
    const care = await gen('Homewise Care', 'Home care for older people in Norwich. Our carers help with washing, dressing, meals and medication, from a one-hour visit to live-in care.');
    expect(care.site.blueprint).toBe('local');
    expect(care.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'booking', 'benefits', 'area', 'faq', 'contact']);
    expect(care.site.sections[0]!.cta).toEqual({ label: 'Ask about care', href: '#contact' });
    expect(care.site.sections.find((s) => s.id === 'services')).toMatchObject({ heading: 'Care at home', navLabel: 'Care' });
    expect(care.site.sections.find((s) => s.id === 'area')).toMatchObject({ heading: 'Where we provide care' });
    expect(care.site.sections.find((s) => s.id === 'faq')!.items.map((i) => i.title)).toContain('How much does care at home cost?');
    expect(care.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'contact', heading: 'Talk to us about care', cta: { label: 'Send message' } });
    expect(care.files['index.html']).not.toMatch(/Request a booking|Opening hours|Find us|the first time|How to book/);
    // In German as well; a care home keeps its visits and visiting hours.
    const pflege = await gen('Pflege Rhein', 'Ambulanter Pflegedienst in Köln: Grundpflege, Hilfe im Haushalt und Betreuung zu Hause.');
    expect(pflege.site.lang).toBe('de');
    expect(pflege.site.sections.find((s) => s.id === 'services')!.heading).toBe('Pflege zu Hause');
    expect(pflege.site.sections.map((s) => s.id)).toContain('area');
    const home = await gen('Willowbank House', 'Residential and dementia care home in Harrogate with 40 en-suite rooms and a garden.');
    expect(home.site.sections.map((s) => s.id)).toContain('visiting');
    expect(home.site.sections[0]!.cta!.label).toBe('Arrange a visit');
  });

  it('It should invite people to come along to a community group\'s meeting and join, with its meeting times and a message form, not donations or a booking', async () => {
    const gen = (business_name: string, description: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry: 'Non-profit', description, target_audience: 'Anyone who loves to sing', key_features, style_preference: 'creative' }, { writer, seed: `prj_${business_name}` });
    // Filed under "Non-profit", a choir was a charity's page: "Make a donation", "Where does my donation go?".
    const choir = await gen('Voices of Leith', 'Community choir in Leith. No auditions and no need to read music. We sing pop, folk and gospel on Tuesday evenings.', ['No auditions', 'Friendly and relaxed']);
    expect(choir.site.blueprint).toBe('local');
    expect(choir.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'booking', 'benefits', 'meetings', 'faq', 'contact']);
    expect(choir.site.sections[0]!.cta).toEqual({ label: 'Come along', href: '#contact' });
    const meetings = choir.site.sections.find((s) => s.id === 'meetings')!;
    expect(meetings).toMatchObject({ heading: 'When and where we meet', navLabel: 'Meetings' });
    // The day its description names ("on Tuesday evenings"), at a sample evening time.
    expect(meetings.items.map((i) => [i.title, i.meta])).toEqual([['Tuesday', '19:30 – 21:30']]);
    const garden = await gen('Greenfingers', 'A community garden in Hulme growing fruit and vegetables together. Volunteer sessions every Wednesday and Saturday, all welcome.', ['Volunteer sessions']);
    expect(garden.site.sections.find((s) => s.id === 'meetings')!.items.map((i) => i.title)).toEqual(['Wednesday', 'Saturday']);
    expect(choir.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'contact', heading: 'Come along to a meeting', navLabel: 'Join' });
    const html = choir.files['index.html'];
    expect(html).toContain('Meeting times');
    expect(html).toContain('"@type":"Organization"');
    expect(html).not.toMatch(/donat|Request a booking|How to book|Questions before you book|Closed|matches|sportswear/i);
    // A football club filed under "Non-profit" is a club's page too; a food bank stays a charity's.
    expect((await gen('Oakfield United FC', 'Community football club with youth teams and a women’s team.', ['Youth teams'])).site.sections.map((s) => s.id)).toContain('training');
    expect((await gen('Foodshare', 'Food bank serving Kirklees.', ['Food parcels'])).site.blueprint).toBe('nonprofit');
  });

  it('It should invite people to book a class at a dance, yoga or martial arts school, with its classes, how to start and class times, not a salon\'s booking', async () => {
    const gen = (business_name: string, industry: string, description: string, key_features: string[], style_preference: 'creative' | 'minimalist' = 'creative') =>
      generateSite({ ...BRIEFS.saas, business_name, industry, description, target_audience: 'Children and adults', key_features, style_preference }, { writer, seed: `prj_${business_name}` });
    // A dance school was a salon's "Request a booking", "How to book: Choose what you'd like", opening hours with Sunday
    // closed and "How does payment work? … whether insurance or vouchers apply".
    const dance = await gen('Pointe & Tap', 'Education', 'Dance school in Chester teaching ballet, tap, jazz and contemporary to children from age 3, with exams and a show every summer.', ['Exams', 'Summer show', 'Adult classes']);
    expect(dance.site.blueprint).toBe('local');
    expect(dance.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'booking', 'benefits', 'timetable', 'faq', 'contact']);
    expect(dance.site.sections[0]!.cta).toEqual({ label: 'Book a class', href: '#contact' });
    expect(dance.site.sections.find((s) => s.id === 'services')).toMatchObject({ heading: 'Our classes', navLabel: 'Classes' });
    const timetable = dance.site.sections.find((s) => s.id === 'timetable')!;
    expect(timetable).toMatchObject({ kind: 'hours', navLabel: 'Timetable' });
    expect(timetable.items.map((i) => [i.title, i.meta])).toEqual([['Monday – Friday', '16:00 – 21:00'], ['Saturday', '09:00 – 13:00']]);
    expect(dance.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'booking', heading: 'Book a class', cta: { label: 'Request a place' } });
    const html = dance.files['index.html'];
    expect(html).toContain('Class times');
    expect(html).not.toMatch(/insurance or vouchers|Request a booking|Opening hours|Closed/);
    // The days a description names are the class days, at the time it states.
    const yoga = await gen('Yoga with Mei', 'Healthcare', 'Yoga classes in Hove on Tuesday and Thursday evenings, 7 to 8.30pm, for all levels.', ['Small classes'], 'minimalist');
    expect(yoga.site.sections.find((s) => s.id === 'timetable')!.items.map((i) => [i.title, i.meta])).toEqual([['Tuesday', '19:00 – 20:30'], ['Thursday', '19:00 – 20:30']]);
    // In German: a Tanzschule's own words; a children's nursery stays a school and a gym keeps its booking.
    const tanz = await gen('Tanzschule Schritt', 'Other', 'Tanzschule in Köln mit Kursen für Kinder, Paare und Senioren.', ['Paartanz']);
    expect(tanz.site.lang).toBe('de');
    expect(tanz.site.sections[0]!.cta!.label).toBe(wordsFor('de', 'local', 'we', 'classes').copy.cta.primary);
    expect(tanz.site.sections.map((s) => s.id)).toContain('timetable');
    expect((await gen('Little Acorns', 'Education', 'Montessori nursery school in Bath for children aged 2 to 5.', [])).site.sections[0]!.cta!.label).toBe('Arrange a visit');
  });

  it('It should give a business open around the clock every day 00:00 – 24:00, not a sample office week, and keep a vet\'s week beside its emergency line', async () => {
    const gen = (business_name: string, industry: string, description: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry, description, target_audience: 'People in Swindon', key_features, style_preference: 'bold' }, { writer, seed: `prj_${business_name}` });
    const hoursOf = (g: Awaited<ReturnType<typeof gen>>) => g.site.sections.find((s) => s.kind === 'hours')!.items.map((i) => [i.title, i.meta]);
    // A taxi firm "24 hours a day" had "Monday – Friday 09:00 – 18:00 … Sunday Closed" under its area served.
    const taxi = await gen('A2B Cars', 'Other', 'Local taxi and minicab firm in Swindon. Airport runs, school runs and late-night pickups. Book by phone or app, 24 hours a day.', ['Airport transfers', 'Fixed fares']);
    expect(taxi.site.sections.map((s) => s.id)).toContain('area');
    expect(hoursOf(taxi)).toEqual([['Monday – Sunday', '00:00 – 24:00']]);
    expect(taxi.files['index.html']).not.toContain('Closed');
    // An emergency plumber's "24/7" is its working week too; so is an Italian plumber's "24 ore su 24".
    expect(hoursOf(await gen('Rapid Response Plumbing', 'Other', '24/7 emergency plumber. Burst pipes, leaks, blocked drains.', ['24/7', 'Gas Safe']))).toEqual([['Monday – Sunday', '00:00 – 24:00']]);
    const rossi = await gen('Idraulica Rossi', 'Other', 'Idraulico a Torino: riparazioni, caldaie, bagni completi e pronto intervento 24 ore su 24.', ['Preventivi gratuiti']);
    expect(hoursOf(rossi)).toEqual([[expect.stringContaining('–'), '00:00 – 24:00']]);
    // A vet's surgery with a 24-hour emergency line and a coworking space with members' 24/7 access keep their sample weeks.
    const vet = await gen('Paws & Claws Vets', 'Healthcare', 'Independent vets in Worthing for cats, dogs and small pets, with a 24 hour emergency line.', ['24-hour emergency line', 'Pet health plans']);
    expect(hoursOf(vet)).toContainEqual(['Monday – Friday', '09:00 – 18:00']);
    const hive = await gen('The Hive Cowork', 'Other', 'Coworking space in central Bristol with hot desks, dedicated desks and private offices.', ['24/7 access for members', 'Day passes']);
    expect(hoursOf(hive).flat()).not.toContain('00:00 – 24:00');
  });

  it('It should lead a museum\'s or gallery\'s visitors to its opening hours and the way there, with a message form, not a menu, a portfolio or a booking', async () => {
    const gen = (business_name: string, description: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry: 'Other', description, target_audience: 'Families and visitors', key_features, style_preference: 'elegant' }, { writer, seed: `prj_${business_name}` });
    const museum = await gen('Millbrook Museum', 'A small museum of local history in the old mill, with a working water wheel, family trails and a tea room.', ['Working water wheel', 'Family trails', 'Tea room']);
    expect(museum.site.blueprint).toBe('local');
    expect(museum.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'booking', 'benefits', 'visit', 'faq', 'contact']);
    expect(museum.site.sections[0]!.cta).toEqual({ label: 'Plan your visit', href: '#visit' });
    expect(museum.site.sections[0]!.cta2).toMatchObject({ href: '#services' });
    const visit = museum.site.sections.find((s) => s.id === 'visit')!;
    expect(visit).toMatchObject({ heading: 'Opening hours and directions', navLabel: 'Visit' });
    // A museum's sample week: closed on Monday, open the other six days.
    expect(visit.items.map((i) => i.title)).toEqual(['Monday', 'Tuesday – Sunday']);
    expect(visit.items[1]!.meta).toBe('10:00 – 17:00');
    expect(museum.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'contact', heading: 'Ask us a question', cta: { label: 'Send message' } });
    const html = museum.files['index.html'];
    expect(html).toContain('Before you visit');
    expect(html).not.toMatch(/Request a booking|How to book|Menu highlights|Order ahead|Questions before you book/);
    // An art gallery's artist talks do not make it a portfolio ("From first message to delivery").
    const gallery = await gen('Harbour Light Gallery', 'A contemporary art gallery on the harbour showing painting, print and ceramics, with changing exhibitions and artist talks.', ['Changing exhibitions', 'Artist talks', 'Works for sale']);
    expect(gallery.site.blueprint).toBe('local');
    expect(gallery.site.sections[0]!.cta!.label).toBe('Plan your visit');
    expect(gallery.files['index.html']).not.toMatch(/Selected work|From first message to delivery|Check availability/);
    const musee = await gen('Musée du Moulin', 'Petit musée d’histoire locale dans l’ancien moulin, avec une roue à aubes et des parcours pour les familles.', ['Roue à aubes', 'Parcours familles']);
    expect(musee.site.lang).toBe('fr');
    expect(musee.site.sections[0]!.cta).toEqual({ label: wordsFor('fr', 'local', 'we', 'attraction').copy.cta.primary, href: '#visit' });
  });

  it('It should lead a car wash, a tyre fitter or a cobbler that takes no bookings to its opening hours and address, with a message form, not "Request a booking" or a quote', async () => {
    const gen = (business_name: string, description: string, key_features: string[], industry = 'Other') =>
      generateSite({ ...BRIEFS.saas, business_name, industry, description, target_audience: 'Drivers', key_features, style_preference: 'bold' }, { writer, seed: `prj_${business_name}` });
    // Was "Request a booking", "How to book", "Simple booking" and "Questions before you book" under "No booking needed".
    const wash = await gen('Sparkle Car Wash', 'Hand car wash and valet on the retail park, open 7 days. No booking needed.', ['Hand wash from £8', 'Full valet', 'Loyalty card']);
    expect(wash.site.blueprint).toBe('local');
    expect(wash.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'booking', 'benefits', 'visit', 'faq', 'contact']);
    expect(wash.site.sections[0]!.cta).toEqual({ label: 'Opening hours', href: '#visit' });
    expect(wash.site.sections[0]!.cta2).toMatchObject({ href: '#services' });
    const visit = wash.site.sections.find((s) => s.id === 'visit')!;
    expect(visit).toMatchObject({ heading: 'When and where', navLabel: 'Visit' });
    // A counter's sample week is a shop's, Sunday too (not the office hours of a booking page's "When and where").
    expect(visit.items.map((i) => [i.title, i.meta])).toEqual([['Monday – Saturday', '09:00 – 17:30'], ['Sunday', '10:00 – 16:00']]);
    expect(wash.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'contact', heading: 'Ask us a question', cta: { label: 'Send message' } });
    const html = wash.files['index.html'];
    expect(html).toContain('Do I need to book?');
    expect(html).not.toMatch(/Request a booking|How to book|Simple booking|Questions before you book|Get a quote/);
    // A tyre fitter was a trade that comes out to quote ("Where we work", "Area served", "Get a quote").
    const tyres = await gen('Tread Right Tyres', 'Tyre fitting, wheel alignment and puncture repairs in Bolton. Budget and premium tyres, no appointment needed.', ['No appointment needed', 'Price match', 'Open Saturdays']);
    expect(tyres.site.sections.map((s) => s.id)).toContain('visit');
    expect(tyres.site.sections.map((s) => s.id)).not.toContain('area');
    expect(tyres.site.sections[0]!.cta).toEqual({ label: 'Opening hours', href: '#visit' });
    expect(tyres.files['index.html']).not.toMatch(/Get a quote|Area served/);
    const cobbler = await gen('Heel & Key', 'Shoe repairs, key cutting and watch batteries in Taunton town centre. Most jobs done while you wait.', ['Heels and soles', 'Keys cut']);
    expect(cobbler.site.sections[0]!.cta).toEqual({ label: 'Opening hours', href: '#visit' });
    const lavado = await gen('Lavado Sol', 'Lavado de coches a mano en Sevilla, sin cita previa.', ['Lavado exterior', 'Tapicería'], 'Other');
    expect(lavado.site.lang).toBe('es');
    expect(lavado.site.sections[0]!.cta).toEqual({ label: wordsFor('es', 'local', 'we', 'walkIn').copy.cta.primary, href: '#visit' });
    // A mobile valeter with no booking needed still goes to its customers: no opening hours to lead to.
    const mobile = await gen('Gleam Mobile Valeting', 'Mobile car valeting at your home or workplace across Surrey. No booking needed for a wash.', ['Ceramic coating']);
    expect(mobile.site.sections[0]!.cta!.label).not.toBe('Opening hours');
    expect(mobile.site.sections.map((s) => s.id)).not.toContain('visit');
  });

  it('It should invite parents to arrange a visit on a school\'s or nursery\'s page, with school hours and a message form, not a booking', async () => {
    const gen = (business_name: string, description: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry: 'Education', description, target_audience: 'Parents choosing a school', key_features, style_preference: 'modern' }, { writer, seed: `prj_${business_name}` });
    const school = await gen('Marsh Lane Primary School', 'A friendly village primary school for children aged 4 to 11, with small classes, a forest school and a breakfast club.', ['Small classes', 'Forest school', 'Breakfast and after-school club']);
    expect(school.site.blueprint).toBe('local');
    expect(school.site.sections[0]!.cta).toEqual({ label: 'Arrange a visit', href: '#contact' });
    expect(school.site.sections.find((s) => s.id === 'services')).toMatchObject({ heading: 'Life at Marsh Lane Primary School' });
    expect(school.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'contact', heading: 'Arrange a visit', cta: { label: 'Send message' } });
    const hours = school.site.sections.find((s) => s.kind === 'hours')!;
    expect(hours.items.map((i) => [i.title, i.meta])).toEqual([['Monday – Friday', '08:30 – 15:30'], ['Saturday – Sunday', expect.any(String)]]);
    const html = school.files['index.html'];
    expect(html).toContain('Questions parents ask');
    expect(html).not.toMatch(/Request a booking|How to book|What would you like to book\?|Questions before you book/);
    const kita = await gen('Kita Sonnenblume', 'Kita mit Krippe und großem Garten in Freiburg, für Kinder von einem bis sechs Jahren.', ['Großer Garten', 'Krippe']);
    expect(kita.site.lang).toBe('de');
    expect(kita.site.sections[0]!.cta!.label).toBe(wordsFor('de', 'local', 'we', 'school').copy.cta.primary);
    expect(kita.site.sections.find((s) => s.id === 'contact')!.form).toBe('contact');
  });

  it('It should list what\'s on at a theatre, at the venue itself, not dates in other cities, and keep a band\'s tour dates', async () => {
    const gen = (business_name: string, description: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry: 'Other', description, target_audience: 'Theatre-goers in the city', key_features, style_preference: 'bold' }, { writer, seed: `prj_${business_name}` });
    const theatre = await gen('The Lantern Theatre', 'A 200-seat community theatre staging plays, musicals and comedy nights all year round.', ['Plays and musicals', 'Comedy nights', 'Youth theatre']);
    expect(theatre.site.blueprint).toBe('events');
    expect(theatre.site.sections[0]!.cta).toEqual({ label: 'See what’s on', href: '#dates' });
    const dates = theatre.site.sections.find((s) => s.id === 'dates')!;
    expect(dates).toMatchObject({ heading: 'What’s on', navLabel: 'What’s on', sample: 'Sample programme: replace it with your real shows, dates and times.' });
    expect(dates.items.map((i) => i.meta)).toEqual(['Show title · Time', 'Show title · Time', 'Show title · Time']);
    expect(theatre.site.sections.find((s) => s.id === 'highlights')).toMatchObject({ heading: 'At The Lantern Theatre' });
    const html = theatre.files['index.html'];
    expect(html).toContain('Before the show');
    expect(html).not.toMatch(/City · Venue|It varies by venue|See upcoming dates/);
    const band = await gen('The Night Owls', 'Indie band from Leeds touring our new album this spring.', ['New album', 'Tour dates']);
    expect(band.site.sections[0]!.cta!.label).toBe('See upcoming dates');
    expect(band.site.sections.find((s) => s.id === 'dates')!.items[0]!.meta).toBe('City · Venue');
  });

  it('It should invite families to arrange a visit on a care home\'s page, with visiting hours and a message form, not a booking', async () => {
    const home = await generateSite({ ...BRIEFS.saas, business_name: 'Elmwood Care Home', industry: 'Healthcare', description: 'A residential and nursing care home for 40 older people, with a garden and activities every day.', target_audience: 'Families looking for care for a parent', key_features: ['Residential care', 'Nursing care', 'Daily activities'], style_preference: 'elegant' }, { writer, seed: 'prj_elmwood' });
    expect(home.site.blueprint).toBe('local');
    expect(home.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'booking', 'benefits', 'visiting', 'faq', 'contact']);
    expect(home.site.sections[0]!.cta).toEqual({ label: 'Arrange a visit', href: '#contact' });
    const visiting = home.site.sections.find((s) => s.id === 'visiting')!;
    expect(visiting.items.map((i) => [i.title, i.meta])).toEqual([['Monday – Sunday', '10:00 – 20:00']]);
    expect(home.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'contact', heading: 'Arrange a visit', cta: { label: 'Send message' } });
    const html = home.files['index.html'];
    expect(html).toContain('Visiting hours');
    expect(html).toContain('Questions families ask');
    expect(html).not.toMatch(/Request a booking|How to book|What would you like to book\?|Questions before you book/);
  });

  it('It should give a couple\'s wedding website the day, what guests need to know and an RSVP form, not a band\'s dates and tickets', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'Sarah & Tom', industry: 'Other', description: 'Our wedding on 12 June 2027 at Oakley Barn in Kent. Find the day\'s plan, travel, places to stay and RSVP here.', target_audience: 'Our wedding guests', key_features: ['Travel and hotels', 'Gift list'], style_preference: 'elegant' as const };
    const site = await generateSite(brief, { writer, seed: 'prj_sarah' });
    // Was a start-up page: "What we offer", "What you get", "How it works".
    expect(site.site.blueprint).toBe('events');
    expect(site.site.sections.map((s) => s.id)).toEqual(['hero', 'about', 'day', 'highlights', 'gallery', 'faq', 'rsvp']);
    expect(site.site.sections[0]).toMatchObject({ cta: { label: 'RSVP', href: '#rsvp' }, cta2: { label: 'See the day', href: '#day' } });
    const day = site.site.sections.find((s) => s.id === 'day')!;
    expect(day.items.map((i) => [i.title, i.meta])).toEqual([['Ceremony', '14:00'], ['Drinks and photos', '15:00'], ['Wedding breakfast', '17:30'], ['Evening party', '19:30']]);
    expect(site.site.sections.find((s) => s.id === 'rsvp')).toMatchObject({ form: 'rsvp', heading: 'RSVP', cta: { label: 'Send RSVP' } });
    const html = site.files['index.html'];
    // The answer is a required choice in a labelled group (WCAG 1.3.1), its rows tall enough to tap, styled only where needed.
    expect(html).toMatch(/<fieldset class="f f-choice"><legend>Will you be there\?<\/legend><label for="rsvp-attending-0"><input id="rsvp-attending-0" name="attending" type="radio" value="yes" required>/);
    expect(html).not.toMatch(/Upcoming dates|Tickets|City · Venue|What we offer/);
    expect(site.files['style.css']).toContain('.f-choice');
    const band = await generateSite({ ...brief, business_name: 'The Velvet Owls', description: 'Five-piece indie folk band from Bristol playing weddings, festivals and pubs.', target_audience: 'Fans', key_features: [] }, { writer, seed: 'prj_owls' });
    expect(band.site.blueprint).toBe('events');
    expect(band.files['style.css']).not.toContain('.f-choice');
    expect(band.site.sections.map((s) => s.id)).not.toContain('rsvp');
  });

  it.each([
    // One person who works alone speaks as "I" when the brief says neither (were "About us", "How we can help").
    ['Jade Thompson', 'Freelance copywriter writing website copy, blogs and emails for small businesses.', 'i'],
    ['Leo Martins', 'Jazz pianist available for weddings, corporate events and hotel bars in London.', 'i'],
    ['Handy Dan', 'Handyman in Leeds for odd jobs, flat-pack assembly and small repairs.', 'i'],
    ['Paws & Pixels', 'Pet photographer in Bristol capturing dogs and cats at home.', 'i'],
    ['June Okoro', 'Singer-songwriter from Manchester. Debut EP out now.', 'i'],
    ['Dr. Maya Patel', 'Keynote speaker on burnout and resilience at work. Talks and workshops for conferences and company events.', 'i'],
    ['Lena Fox', 'Lifestyle creator with 250k followers on Instagram and TikTok.', 'i'],
    // A team, a studio, a practice, a shop, people in the plural and software stay "we"; a brief's own pronouns decide first.
    ['Lens Collective', 'Wedding photographer and team covering the whole of Devon.', 'we'],
    ['Studio Willow', 'Interior designer creating calm homes in London.', 'we'],
    ['Smile Dental', 'Dentist in Liverpool accepting new NHS patients.', 'we'],
    ['Oak & Ash', 'Tree surgeons in Kent for pruning and felling.', 'we'],
    ['Quill', 'Open-source Markdown editor for the terminal, written in Rust.', 'we'],
    ['Bloom & Wild', 'Independent florist in Bath making bouquets.', 'we'],
    ['Nina Rose', 'Personal trainer in Leeds. We run small group sessions too.', 'we'],
    // One person's "home studio" is no firm's studio (a voiceover artist spoke as "we").
    ['Voice by Rae', 'British female voiceover artist for ads and audiobooks, recording from a broadcast-quality home studio.', 'i'],
    ['Studio Nine', 'Photographer and studio team in Leeds.', 'we'],
  ] as const)('It should speak as one person for %s when the brief says neither: %j → %s', (business_name, description, voice) => {
    expect(voiceOf({ business_name, description, target_audience: 'People', key_features: [] }, 'en', 'table')).toBe(voice);
  });

  it.each([
    ['pt', 'Fotografia Luz', 'Fotógrafa de casamentos no Porto e no Douro.', 'i'],
    ['es', 'Lucía Traduce', 'Traductora jurada de inglés y francés en Valencia.', 'i'],
    ['fr', 'Studio Lumière', 'Photographe de mariage à Lyon.', 'we'],
    ['de', 'Anna Weber', 'Fotografin in Hamburg für Hochzeiten und Porträts.', 'i'],
    ['nl', 'Beeldmakers', 'Fotografen in Utrecht voor bedrijven en bruiloften.', 'we'],
  ] as const)('It should speak as one person in %s for %s when the brief says neither: %j → %s', (lang, business_name, description, voice) => {
    expect(voiceOf({ business_name, description, target_audience: 'People', key_features: [] }, lang, 'table')).toBe(voice);
  });

  it('It should write a job seeker\'s page as one person\'s work and contact, not a start-up\'s offer', async () => {
    const maya = await generateSite({ ...BRIEFS.saas, business_name: 'Maya Chen', industry: 'Other', description: 'Product designer with eight years at fintech startups, open to senior roles. Case studies, CV and contact.', target_audience: 'Hiring managers', key_features: ['Case studies', 'CV', 'Contact'], style_preference: 'minimalist' }, { writer, seed: 'prj_maya' });
    // Was a start-up page speaking as "we": "What we offer", "What you get".
    expect(maya.site.blueprint).toBe('agency');
    const headings = maya.site.sections.map((s) => s.heading);
    // What she brings, her work and how to reach her, with recruiters' questions (was a practice's "How I can help" and fees).
    expect(headings).toEqual(expect.arrayContaining(['What I bring', 'Selected work', 'About me', 'Questions from recruiters']));
    expect(maya.files['index.html']).not.toMatch(/How are fees worked out|How I work/);
    expect(maya.site.sections[0]!.heading).toBe('Product designer with eight years at fintech startups');
    // A recruiter's "Free CV advice" is the firm's service: it still speaks as "we".
    const recruiter = await generateSite({ ...BRIEFS.saas, business_name: 'Peak Recruitment', industry: 'Professional Services', description: 'Recruitment agency placing engineers with manufacturers across the Midlands.', target_audience: 'Employers and job seekers', key_features: ['Permanent roles', 'Free CV advice'], style_preference: 'minimalist' }, { writer, seed: 'prj_peak' });
    expect(recruiter.site.sections.map((s) => s.heading)).toContain('About us');
  });

  it('It should give a blog its latest posts, its topics pictured and an email sign-up, not a shop, a table or plans', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'The Salted Spoon', industry: 'Food & Restaurant', description: 'A food blog with easy weeknight recipes, meal plans and a weekly newsletter.', target_audience: 'Home cooks', key_features: ['Recipes', 'Meal plans', 'Newsletter'], style_preference: 'creative' as const };
    const blog = await generateSite(brief, { writer, seed: 'prj_spoon' });
    // Was an online shop ("Shop the range", "What customers say") for its "meal plans".
    expect(blog.site.blueprint).toBe('events');
    expect(blog.site.sections.map((s) => s.id)).toEqual(['hero', 'about', 'posts', 'highlights', 'subscribe', 'faq', 'contact']);
    expect(blog.site.sections[0]).toMatchObject({ cta: { label: 'Subscribe', href: '#subscribe' }, cta2: { label: 'Read the latest', href: '#posts' } });
    expect(blog.site.sections.find((s) => s.id === 'posts')!.items.map((i) => [i.title, i.meta])).toEqual([['Your latest post', 'Topic · Date'], ['An earlier post', 'Topic · Date'], ['A favourite from the archive', 'Topic · Date']]);
    expect(blog.site.sections.find((s) => s.id === 'highlights')!.items.every((i) => i.picture)).toBe(true);
    const html = blog.files['index.html'];
    expect(html).toMatch(/<p class="form-note" id="subscribe-newsletter-note">New posts by email\. Unsubscribe at any time\.<\/p>/);
    expect(html).not.toMatch(/Upcoming dates|Shop the range|Book a table|Sample price|In pictures/);
    // A pricing template's table (an events page's "Tickets and passes") has no place on a blog.
    const priced = await generateSite(brief, { writer, seed: 'prj_spoon', category: 'pricing-tables' });
    expect(priced.site.sections.map((s) => s.kind)).not.toContain('pricing');
    // A food blog is pictured by its dishes, a finance newsletter by abstract art: the hero's artwork differs.
    const heroArt = (g: typeof blog) => g.assets.find((a) => a.file === g.site.images.find((i) => i.id === g.site.sections[0]!.picture)!.src)!.body;
    const finance = await generateSite({ ...brief, business_name: 'The Quiet Ledger', industry: 'Finance', description: 'A weekly newsletter about personal finance for freelancers.', key_features: ['Tax tips'] }, { writer, seed: 'prj_spoon' });
    expect(finance.site.sections.map((s) => s.id)).toContain('subscribe');
    expect(heroArt(blog)).not.toBe(heroArt(finance));
  });

  it('It should give a video game its screenshots and a sign-up for news, pictured as a game, not dates or a booking page', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'Lanternfall', industry: 'Entertainment', description: 'A hand-drawn adventure game about a lighthouse keeper\'s daughter. Coming to Steam and Nintendo Switch in 2027.', target_audience: 'Players who love story-driven indie games', key_features: ['Hand-drawn worlds', 'Puzzle exploration'], style_preference: 'creative' as const };
    const game = await generateSite(brief, { writer, seed: 'prj_lantern' });
    // Was an events page with "Upcoming dates" ("Date one, City · Venue") and a band on a stage.
    expect(game.site.blueprint).toBe('events');
    expect(game.site.sections.map((s) => s.id)).toEqual(['hero', 'about', 'highlights', 'screenshots', 'newsletter', 'faq', 'contact']);
    expect(game.site.sections[0]).toMatchObject({ cta: { label: 'Get updates', href: '#newsletter' }, cta2: { label: 'See screenshots', href: '#screenshots' } });
    const html = game.files['index.html'];
    expect(html).toMatch(/<h2[^>]*>Screenshots<\/h2>/);
    // The screenshots' notice asks for captures of the game, not the owner's photos.
    expect(game.site.sections.find((s) => s.id === 'screenshots')!.sample).toBe('Illustrations: replace them with screenshots of your game.');
    expect(html).toMatch(/<p class="form-note" id="newsletter-newsletter-note">/);
    expect(html).not.toMatch(/Upcoming dates|Date one|Request a booking|Tickets/);
    // The hero is a game's picture, not the band's stage of an events page (blueprints.test checks every picture's kind).
    const svg = (id: string) => game.assets.find((a) => a.file === game.site.images.find((i) => i.id === id)!.src)!.body;
    const band = await generateSite({ ...brief, business_name: 'The Marrow Kings', description: 'Four-piece indie rock band from Glasgow. UK tour this autumn.' }, { writer, seed: 'prj_lantern' });
    expect(band.site.sections.map((s) => s.id)).toContain('dates');
    expect(svg(game.site.sections[0]!.picture!)).not.toBe(band.assets.find((a) => a.file === band.site.images.find((i) => i.id === band.site.sections[0]!.picture)!.src)!.body);
    // A pricing template's "Tickets and passes" has no place on a game's page; a studio's about section is the studio's.
    const priced = await generateSite(brief, { writer, seed: 'prj_lantern', category: 'pricing-tables' });
    expect(priced.site.sections.map((s) => s.kind)).not.toContain('pricing');
    const studio = await generateSite({ ...brief, business_name: 'Tiny Forge Games', industry: 'Technology', description: 'Indie game studio in Bristol making cozy games for PC and console.', key_features: ['Moss Garden', 'Press kit'] }, { writer, seed: 'prj_forge' });
    expect(studio.site.sections.map((s) => s.id)).toEqual(['hero', 'studio', 'highlights', 'screenshots', 'newsletter', 'faq', 'contact']);
    expect(studio.site.sections[1]!.heading).toBe('About the studio');
    // A game called "Moss Garden" is no garden: the game's own lines, not a themed "Time outside, in the fresh air".
    expect(studio.site.sections.find((s) => s.id === 'highlights')!.items.map((i) => i.text)).toEqual(['Part of what makes the game its own.', 'See it in the screenshots on this page.']);
  });

  it('It should give one home for sale its own page with a viewing request, not an agency\'s sample listings', async () => {
    const brief = { ...BRIEFS.saas, business_name: '14 Orchard Lane', industry: 'Real Estate', description: 'Four-bedroom Victorian family home for sale in Harrogate. Offers over £650,000.', target_audience: 'Families relocating to Harrogate', key_features: ['4 bedrooms', 'South-facing garden'], style_preference: 'elegant' as const };
    const home = await generateSite(brief, { writer, seed: 'prj_orchard', category: 'testimonials' });
    expect(home.site.sections.map((s) => s.id)).toEqual(['hero', 'home', 'inside', 'process', 'neighbourhood', 'faq', 'viewing']);
    expect(home.site.sections[0]).toMatchObject({ cta: { label: 'Book a viewing', href: '#viewing' }, cta2: { label: 'See inside', href: '#inside' } });
    expect(home.site.sections.find((s) => s.id === 'home')!.items.map((i) => i.title)).toEqual(['4 bedrooms', 'South-facing garden']);
    const html = home.files['index.html'];
    expect(html).toContain('Request a viewing');
    expect(html).not.toMatch(/Featured properties|How we can help|Examples of our work|What clients say|Family house/);
    // An estate agency keeps its listings.
    const agency = await generateSite({ ...brief, business_name: 'Harrogate Homes', description: 'Estate agents in Harrogate selling and letting family homes.' }, { writer, seed: 'prj_orchard' });
    expect(agency.site.sections.map((s) => s.id)).toContain('properties');
  });

  it('It should give one holiday home its own page asking for dates, not a hotel\'s sample rooms', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'Rose Cottage', industry: 'Travel & Tourism', description: 'Holiday cottage in the Lake District sleeping four, with a log burner and garden, dogs welcome.', target_audience: 'Couples and families', key_features: ['Sleeps 4', 'Dog friendly', 'Log burner'], style_preference: 'elegant' as const };
    const cottage = await generateSite(brief, { writer, seed: 'prj_rose', category: 'pricing-tables' });
    // Was a hotel's page: "Rooms and rates" with a sample double, twin and family room, and "How we can help".
    expect(cottage.site.sections.map((s) => s.id)).toEqual(['hero', 'home', 'inside', 'booking', 'benefits', 'neighbourhood', 'faq', 'contact']);
    expect(cottage.site.sections[0]).toMatchObject({ cta: { label: 'Check availability', href: '#contact' }, cta2: { label: 'See inside', href: '#inside' } });
    expect(cottage.site.sections.find((s) => s.id === 'home')!.items.map((i) => i.title)).toEqual(['Sleeps 4', 'Dog friendly', 'Log burner']);
    expect(cottage.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'stay', heading: 'Check availability' });
    // The hero shows the cottage, the area is a map, not opening hours.
    expect(cottage.site.sections.find((s) => s.id === 'neighbourhood')!.kind).toBe('about');
    // In both layouts the cottage stands beside the headline, not under a banner's text.
    for (const layout of [0, 1] as const) expect((await generateSite(brief, { writer, seed: 'prj_rose', layout })).site.sections[0]!.variant).toBe('split');
    const html = cottage.files['index.html'];
    expect(html).toContain('How much does it cost?');
    expect(html).not.toMatch(/Rooms and rates|Double room|How we can help|Opening hours|Sample price/);
    // A hotel keeps its rooms.
    const hotel = await generateSite({ ...brief, business_name: 'The Harbour Hotel', description: 'A 24-room boutique hotel on the harbour in St Ives.' }, { writer, seed: 'prj_rose' });
    expect(hotel.site.sections.map((s) => s.id)).toContain('rooms');
  });

  it('It should ask for a quote on a supplier\'s page, pictured by its trade, not book a table or sell plans', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'Harvest Wholesale', industry: 'Food & Restaurant', description: 'Wholesale fruit, vegetables and dairy delivered daily to restaurants, cafés and schools in Greater Manchester.', target_audience: 'Restaurants, cafés and school kitchens', key_features: ['Order by 10pm, delivered by 7am', 'Local growers', 'No minimum order'], style_preference: 'modern' as const };
    const supplier = await generateSite(brief, { writer, seed: 'prj_harvest', category: 'pricing-tables' });
    // Was a restaurant: "Book a table", "Menu highlights", "Opening hours & location".
    expect(supplier.site.blueprint).toBe('startup');
    expect(supplier.site.sections.map((s) => s.id)).toEqual(['hero', 'features', 'benefits', 'how-it-works', 'faq', 'contact']);
    expect(supplier.site.sections[0]).toMatchObject({ cta: { label: 'Request a quote', href: '#contact' } });
    expect(supplier.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'contact', heading: 'Request a quote', cta: { label: 'Request a quote' } });
    const html = supplier.files['index.html'];
    expect(html).toContain('Is there a minimum order?');
    expect(html).not.toMatch(/Book a table|Menu highlights|Plans and pricing|Sample price/);
    // Its pictures are its trade's, not abstract brand shapes.
    const art = (id: string) => supplier.site.sections.find((s) => s.id === id)!;
    expect([art('hero').picture, ...art('features').items.map((i) => i.picture)].every(Boolean)).toBe(true);
    const machine = await generateSite({ ...brief, business_name: 'Precision Parts', industry: 'Other', description: 'CNC machining and precision engineering for aerospace makers.' }, { writer, seed: 'prj_harvest' });
    expect(machine.site.sections[0]!.cta!.label).toBe('Request a quote');
  });

  it('It should show a car dealer\'s cars in stock and ask for a test drive, not a booking', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'Greenway Motors', industry: 'Other', description: 'Family-run used car dealership in Leeds. Every car is inspected.', target_audience: 'Local drivers', key_features: ['12-month warranty', 'Part exchange welcome'], style_preference: 'bold' as const };
    const dealer = await generateSite(brief, { writer, seed: 'prj_greenway' });
    // Was a booking page: "How we can help", "How to book", "Request a booking".
    expect(dealer.site.sections.map((s) => s.id)).toEqual(['hero', 'stock', 'services', 'booking', 'benefits', 'location', 'faq', 'contact']);
    expect(dealer.site.sections[0]).toMatchObject({ cta: { label: 'Book a test drive', href: '#contact' }, cta2: { label: 'See the cars', href: '#stock' } });
    const stock = dealer.site.sections.find((s) => s.id === 'stock')!;
    expect(stock).toMatchObject({ kind: 'work', heading: 'Cars in stock', sample: expect.stringContaining('Sample cars') });
    expect(stock.items.map((i) => [i.title, i.meta])).toEqual([['Hatchback', 'Year · Mileage · Sample price'], ['Family SUV', 'Year · Mileage · Sample price'], ['Estate car', 'Year · Mileage · Sample price']]);
    // Each car has its own picture on the forecourt.
    const pics = stock.items.map((i) => dealer.assets.find((a) => a.file === `art-${i.picture}.svg`)!.body);
    expect(new Set(pics).size).toBe(3);
    const html = dealer.files['index.html'];
    expect(html).toContain('Request a test drive');
    expect(html).toContain('Can I part-exchange my car?');
    expect(html).not.toMatch(/Request a booking|How to book|How we can help/);
    // The price joins the line as the language writes its parts: no spaced dot inside a Japanese or Chinese line.
    const meta = async (business_name: string, description: string) => (await generateSite({ ...brief, business_name, description, key_features: [] }, { writer, seed: 'prj_greenway' }))
      .site.sections.find((s) => s.id === 'stock')!.items[0]!.meta;
    expect(await meta('ミドリ自動車', '中古車販売店です。保証付きの中古車を扱っています。')).toBe('年式・走行距離・サンプル価格');
    expect(await meta('绿道汽车', '二手车经销商，提供质保和分期付款。')).toBe('年份·里程·示例价格');
  });

  it('It should give one product its own page with an order form, not a shop\'s sample bestsellers', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'Orbit Bottle', industry: 'E-commerce', description: 'A self-cleaning water bottle that uses UV-C light to kill bacteria.', target_audience: 'Commuters', key_features: ['UV-C self-cleaning', 'Leak-proof lid'], style_preference: 'modern' as const };
    const one = await generateSite(brief, { writer, seed: 'prj_orbit', category: 'pricing-tables' });
    expect(one.site.sections.map((s) => s.id)).toEqual(['hero', 'details', 'testimonials', 'faq', 'order']);
    expect(one.site.sections[0]).toMatchObject({ cta: { label: 'Order now', href: '#order' }, cta2: { label: 'See the details', href: '#details' } });
    expect(one.site.sections.find((s) => s.id === 'details')!.items.map((i) => i.title)).toEqual(['UV-C self-cleaning', 'Leak-proof lid']);
    const html = one.files['index.html'];
    expect(html).toContain('Send order request');
    expect(html).not.toMatch(/Shop the range|Your bestseller|A gift idea|Sample price/);
    // A shop of many things keeps its range.
    const shop = await generateSite({ ...brief, business_name: 'Wick & Co', description: 'An online store for handmade candles and home fragrance.' }, { writer, seed: 'prj_orbit' });
    expect(shop.site.sections.map((s) => s.id)).toContain('products');
  });

  it('It should invite brands to work with a creator, not check a date', async () => {
    const creator = await generateSite({ ...BRIEFS.saas, business_name: 'Lena Fox', industry: 'Entertainment', description: 'Lifestyle creator with 250k followers on Instagram and TikTok. Brand partnerships and UGC.', target_audience: 'Brands', key_features: ['Brand partnerships', 'UGC'], style_preference: 'bold' }, { writer, seed: 'prj_lena' });
    // Was an events page with "Upcoming dates" and "About us".
    expect(creator.site.blueprint).toBe('portfolio');
    expect(creator.site.sections[0]).toMatchObject({ cta: { label: 'Work together', href: '#contact' }, cta2: { label: 'See the content', href: '#gallery' } });
    const headings = creator.site.sections.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(['Recent content', 'About me', 'Ways to work together', 'Questions from brands', 'Work with me']));
    expect(creator.files['index.html']).toContain('Send your brief');
    expect(creator.files['index.html']).not.toMatch(/Check availability|Upcoming dates/);
  });

  it('It should show an open-source project how to install it and join in, and a free app no plans or prices', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'fastjsonx', industry: 'Technology', description: 'An open-source JSON parser for Rust. MIT licensed.', target_audience: 'Rust developers', key_features: ['SIMD parsing', 'Zero-copy'], style_preference: 'minimalist' as const };
    const oss = await generateSite(brief, { writer, seed: 'prj_json', category: 'testimonials' });
    // Was a software page with "Plans and pricing" (sample monthly prices), "Create your account" and customers' quotes.
    expect(oss.site.sections.map((s) => s.id)).toEqual(['hero', 'features', 'install', 'benefits', 'faq', 'get-started']);
    expect(oss.site.sections[0]).toMatchObject({ cta: { label: 'Install', href: '#install' }, cta2: { label: 'See the features', href: '#features' } });
    const html = oss.files['index.html'];
    expect(html).toContain('Install it');
    expect(html).toContain('Is fastjsonx free to use?');
    expect(html).not.toMatch(/Plans and pricing|Sample price|Create your account|What customers say/);
    const app = await generateSite({ ...brief, business_name: 'Snapdish', description: 'A free iPhone and Android app that turns a photo of your fridge into a recipe.' }, { writer, seed: 'prj_snap', category: 'pricing-tables' });
    expect(app.site.sections.map((s) => s.kind)).not.toContain('pricing');
    expect(app.site.sections[0]!.cta).toMatchObject({ label: 'Get started' });
    // A paid app keeps its plans.
    const paid = await generateSite({ ...brief, business_name: 'Ledgerly', description: 'Bookkeeping app for freelancers.' }, { writer, seed: 'prj_snap' });
    expect(paid.site.sections.map((s) => s.kind)).toContain('pricing');
  });

  it('It should take waitlist sign-ups for a product not launched yet, with no plans, prices, quotes or sample range', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'Mealwise', industry: 'Technology', description: 'AI meal planner app launching in spring. Join the waitlist for early access.', target_audience: 'Busy parents', key_features: ['Weekly plans', 'Shopping lists'], style_preference: 'modern' as const };
    const app = await generateSite(brief, { writer, seed: 'prj_meal', category: 'testimonials' });
    // Was a software page with "Plans and pricing" (sample monthly prices) and, from the template, customers' quotes.
    expect(app.site.sections.map((s) => s.id)).toEqual(['hero', 'features', 'how-it-works', 'benefits', 'faq', 'waitlist']);
    expect(app.site.sections[0]).toMatchObject({ cta: { label: 'Join the waitlist', href: '#waitlist' }, cta2: { label: 'See what’s coming', href: '#features' } });
    expect(app.site.sections.find((s) => s.id === 'waitlist')).toMatchObject({ kind: 'cta', form: 'newsletter', heading: 'Be the first to know' });
    const html = app.files['index.html'];
    expect(html).toMatch(/<p class="form-note" id="waitlist-newsletter-note">News of the launch by email\. Unsubscribe at any time\.<\/p>[\s\S]*?<button class="btn" type="submit">Join the waitlist<\/button>/);
    expect(html).not.toMatch(/Plans and pricing|\/ month|Sample price|What customers say|Customer name/);
    // A shop's launch: what is coming is its own features, pictured, not a sample range of "A bestseller", "A gift idea".
    const lamp = await generateSite({ ...brief, business_name: 'Borealis', industry: 'E-commerce', description: 'A sunrise alarm lamp launching on Kickstarter in March; sign up to get the early-bird price.', key_features: ['Sunrise alarm', 'Sleep sounds', 'App control'] }, { writer, seed: 'prj_lamp' });
    expect(lamp.site.sections.map((s) => s.id)).toEqual(['hero', 'features', 'how-it-works', 'faq', 'waitlist']);
    expect(lamp.site.sections.find((s) => s.id === 'how-it-works')).toMatchObject({ heading: 'How the waitlist works', items: [{ title: 'Join the waitlist' }, { title: 'Hear it first' }, { title: 'Be among the first' }] });
    const coming = lamp.site.sections.find((s) => s.id === 'features')!;
    expect(coming.items.map((i) => i.title)).toEqual(['Sunrise alarm', 'Sleep sounds', 'App control']);
    expect(coming.items.every((i) => i.picture)).toBe(true);
    expect(lamp.files['index.html']).not.toMatch(/Sample price|A gift idea|What customers say/);
    // A start-up's page keeps its contact form and gains the waitlist before it.
    const bottle = await generateSite({ ...brief, business_name: 'Sipwell', industry: 'Other', description: 'Smart water bottle that tracks what you drink. Join the waitlist.', key_features: [] }, { writer, seed: 'prj_sip' });
    expect(bottle.site.sections.map((s) => s.id).slice(-2)).toEqual(['waitlist', 'contact']);
  });

  it('It should give a conference its programme and ticket types, where the hero\'s buttons lead, not a band\'s list of dates', async () => {
    const brief = { ...BRIEFS.saas, business_name: 'Tidewater Conf', industry: 'Technology', description: 'A two-day conference for frontend engineers in Lisbon, 14–15 May 2027, with talks, workshops and a party.', target_audience: 'Frontend developers', key_features: ['30 talks', 'Workshops', 'After party', 'Free for students'], style_preference: 'bold' as const };
    const site = await generateSite(brief, { writer, seed: 'prj_tide' });
    // Was a local service's booking page ("How we can help", "Request a booking") with a lounge pictured.
    expect(site.site.blueprint).toBe('events');
    expect(site.site.sections.map((s) => s.id)).toEqual(['hero', 'about', 'programme', 'highlights', 'tickets', 'gallery', 'faq', 'contact']);
    expect(site.site.sections[0]).toMatchObject({ cta: { label: 'Get tickets', href: '#tickets' }, cta2: { label: 'See the programme', href: '#programme' } });
    const programme = site.site.sections.find((s) => s.id === 'programme')!;
    expect(programme.items.map((i) => [i.title, i.meta])).toEqual([['Registration and coffee', '08:30'], ['Opening keynote', '09:30'], ['Talks', '10:30'], ['Lunch', '12:30'], ['Afternoon sessions', '14:00']]);
    expect(programme.sample).toMatch(/^Sample programme/);
    // Each ticket type is priced by the owner and lists what the brief says the event has (not its price terms).
    const tickets = site.site.sections.find((s) => s.id === 'tickets')!;
    expect(tickets).toMatchObject({ kind: 'pricing', heading: 'Tickets', cta: { label: 'Ask about tickets', href: '#contact' } });
    expect(tickets.items.map((i) => [i.title, i.meta])).toEqual([['Early bird', 'Sample price'], ['Standard', 'Sample price'], ['Group', 'Sample price']]);
    expect(tickets.items[0]!.text.split('\n')).toEqual(['A limited number at a lower price', '30 talks', 'Workshops', 'After party']);
    const html = site.files['index.html'];
    expect(html).toMatch(/<ul class="grid plans"[^>]*>[\s\S]*?<\/ul><p class="center"><a class="btn[^"]*" href="#contact">Ask about tickets<\/a><\/p>/);
    expect(html).not.toMatch(/Upcoming dates|City · Venue|Request a booking|\/ month/);
    // A template category's pricing section is the tickets: one section, not ticket types beside monthly plans.
    const priced = await generateSite(brief, { writer, seed: 'prj_tide', category: 'pricing-tables' });
    expect(priced.site.sections.filter((s) => s.kind === 'pricing').map((s) => s.id)).toEqual(['tickets']);
    expect(priced.files['index.html']).not.toContain('/ month');
    // An event free to attend has no early-bird price: its tickets are each "Free" (a hackathon's "Free to enter").
    const free = await generateSite({ ...brief, business_name: 'HackTheCoast', industry: 'Education', description: 'A 48-hour student hackathon in Brighton on 6-8 March 2027. Free to enter, with food, mentors and prizes.', key_features: ['Mentors', '£5,000 in prizes'] }, { writer, seed: 'prj_tide' });
    expect(free.site.sections.find((s) => s.id === 'tickets')!.items.map((i) => [i.title, i.meta])).toEqual([['Standard', 'Free'], ['Group', 'Free']]);
    expect(free.files['index.html']).not.toMatch(/Early bird|Sample price|Upcoming dates/);
    // A meetup and a band that plays conferences keep the events page's dates.
    for (const description of ['Monthly Python meetup in Berlin with two talks and pizza.', 'Covers band playing weddings, parties and conferences.']) {
      const other = await generateSite({ ...brief, industry: 'Entertainment', description, key_features: [] }, { writer, seed: 'prj_other' });
      expect(other.site.blueprint).toBe('events');
      expect(other.site.sections.map((s) => s.id)).toEqual(expect.arrayContaining(['dates']));
      expect(other.site.sections.map((s) => s.id)).not.toContain('tickets');
    }
  });

  it('It should invite couples to check their date and arrange a viewing on a wedding venue\'s page, with its spaces pictured, a gallery and viewing times', async () => {
    const venue = await generateSite({ ...BRIEFS.saas, business_name: 'Willow Barn Weddings', industry: 'Other', description: 'Rustic barn wedding venue in Herefordshire for up to 150 guests.', target_audience: 'Engaged couples', key_features: ['Ceremony room', 'Bridal suite', 'Outside catering welcome'], style_preference: 'minimalist' }, { writer, seed: 'prj_willow', layout: 1 });
    expect(venue.site.blueprint).toBe('local');
    // Was: "How we can help", "Where we work" with working hours and an area served, landscapes for pictures, "Request a booking".
    expect(venue.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'gallery', 'booking', 'benefits', 'viewings', 'faq', 'contact']);
    expect(venue.site.sections[0]!.cta).toEqual({ label: 'Arrange a viewing', href: '#contact' });
    const viewings = venue.site.sections.find((s) => s.id === 'viewings')!;
    expect(viewings.items.map((i) => [i.title, i.meta])).toEqual([['Tuesday – Thursday', '10:00 – 18:00'], ['Sunday', '11:00 – 15:00']]);
    expect(venue.site.sections.find((s) => s.id === 'contact')).toMatchObject({ form: 'event', heading: 'Check your date', cta: { label: 'Send enquiry' } });
    const html = venue.files['index.html'];
    expect(html).toContain('Viewing times');
    expect(html).toContain('Tell us about your event');
    expect(html).not.toMatch(/Request a booking|Where we work|Area served|What would you like to book\?|Questions before you book/);
    // The spaces are pictured by the venue's own rooms: the ceremony card's picture is the ceremony, the suite's the suite.
    const pics = venue.site.sections.find((s) => s.id === 'services')!.items.map((i) => venue.assets.find((a) => a.file === `art-${i.picture}.svg`)!.body);
    expect(new Set(pics).size).toBe(3);
    const gallery = venue.site.sections.find((s) => s.id === 'gallery')!;
    expect(new Set(gallery.items.map((i) => venue.assets.find((a) => a.file === `art-${i.picture}.svg`)!.body)).size).toBe(gallery.items.length);
    // A pub or a hotel with a function room is no venue page; a photographer of barn weddings neither.
    const pub = await generateSite({ ...BRIEFS.saas, business_name: 'The Plough', industry: 'Food & Restaurant', description: 'Village pub with a function room for parties and Sunday roasts.', target_audience: 'Locals', key_features: ['Sunday roasts', 'Function room'], style_preference: 'minimalist' }, { writer, seed: 'prj_plough' });
    expect(pub.site.blueprint).toBe('restaurant');
    const photographer = await generateSite({ ...BRIEFS.saas, business_name: 'Lens & Lace', industry: 'Other', description: 'Wedding photographer for barn weddings and country house weddings.', target_audience: 'Couples', key_features: ['Full-day coverage'], style_preference: 'minimalist' }, { writer, seed: 'prj_lens' });
    expect(photographer.site.blueprint).toBe('portfolio');
  });

  it('It should lead a shop customers walk into to its opening hours and address, without checkout or delivery questions', async () => {
    const shop = await generateSite({ ...BRIEFS.saas, business_name: 'Chapter & Verse Books', industry: 'E-commerce', description: 'Independent bookshop with new and second-hand books, a children’s corner and monthly author readings.', target_audience: 'Readers in Hebden Bridge', key_features: ['Second-hand books', 'Children’s corner', 'Author readings'], style_preference: 'professional' }, { writer, seed: 'prj_chapter' });
    expect(shop.site.sections.map((s) => s.id)).toEqual(['hero', 'products', 'features', 'visit', 'testimonials', 'faq', 'get-started']);
    expect(shop.site.sections[0]!.cta).toEqual({ label: 'Visit the shop', href: '#visit' });
    expect(shop.site.sections[0]!.cta2).toEqual({ label: 'See the range', href: '#products' });
    const visit = shop.site.sections.find((s) => s.id === 'visit')!;
    expect(visit).toMatchObject({ heading: 'Visit the shop', navLabel: 'Visit' });
    expect(visit.items.map((i) => [i.title, i.meta])).toEqual([['Monday – Saturday', '09:00 – 17:30'], ['Sunday', '10:00 – 16:00']]);
    const html = shop.files['index.html'];
    expect(html).toContain('When are you open?');
    expect(html).not.toMatch(/Where do you deliver|checkout|order online|Ready to order/i);
    // An online shop keeps its own page.
    const online = await generateSite({ ...BRIEFS.saas, business_name: 'Threadbare Goods', industry: 'E-commerce', description: 'Online shop for organic cotton basics, shipped across the EU.', target_audience: 'People who buy less', key_features: ['Organic cotton'], style_preference: 'minimalist' }, { writer, seed: 'prj_threadbare' });
    expect(online.site.sections.map((s) => s.id)).not.toContain('visit');
    expect(online.site.sections[0]!.cta).toMatchObject({ label: 'Shop the range', href: '#products' });
  });

  it('It should lead a bike shop with a workshop to its opening hours, not to a booking, with a list typed in one feature kept whole', async () => {
    // The wizard's comma rule (SPEC §3) splits "Road, gravel and e-bikes"; "Road" was a feature, a product and a quote of its own.
    const shop = await generateSite({ ...BRIEFS.saas, business_name: 'Spoke & Chain Cycles', industry: 'Other', description: 'A bike shop selling road, gravel and electric bikes, with a workshop for servicing and repairs.', target_audience: 'Cyclists in Oxford', key_features: 'Road, gravel and e-bikes, Servicing and repairs, Bike fitting' as unknown as string[], style_preference: 'bold' }, { writer, seed: 'prj_spoke' });
    expect(shop.site.blueprint).toBe('ecommerce');
    expect(shop.site.sections[0]!.cta).toEqual({ label: 'Visit the shop', href: '#visit' });
    const features = shop.site.sections.find((s) => s.id === 'features')!;
    expect(features.items.map((i) => i.title)).toEqual(['Road, gravel and e-bikes', 'Servicing and repairs', 'Bike fitting']);
    const html = shop.files['index.html'];
    expect(html).not.toMatch(/Request a booking|How to book|Questions before you book|about Road\./);
  });

  it('It should ask a tattoo studio\'s clients for their idea and show the studio\'s hours, not check availability for a date', async () => {
    const studio = await generateSite({ ...BRIEFS.saas, business_name: 'Black Anchor Tattoo', industry: 'Other', description: 'A tattoo studio in Leeds specialising in fine line and traditional work, with three resident artists and guest spots.', target_audience: 'People looking for custom tattoos', key_features: ['Custom designs', 'Three resident artists', 'Walk-ins on Saturdays'], style_preference: 'bold' }, { writer, seed: 'prj_anchor' });
    expect(studio.site.blueprint).toBe('portfolio');
    expect(studio.site.sections.map((s) => s.id)).toEqual(['hero', 'gallery', 'about', 'services', 'process', 'studio', 'faq', 'contact']);
    expect(studio.site.sections[0]!.cta).toEqual({ label: 'Book a consultation', href: '#contact' });
    expect(studio.site.sections[0]!.cta2).toEqual({ label: 'See the work', href: '#gallery' });
    const hours = studio.site.sections.find((s) => s.id === 'studio')!;
    expect(hours).toMatchObject({ heading: 'Find the studio', navLabel: 'Studio' });
    expect(hours.items.map((i) => [i.title, i.meta])).toEqual([['Monday', 'Closed'], ['Tuesday – Saturday', '11:00 – 19:00'], ['Sunday', 'Closed']]);
    expect(studio.site.sections.find((s) => s.id === 'contact')).toMatchObject({ heading: 'Tell us about your idea', form: 'contact', cta: { label: 'Send your idea' } });
    const html = studio.files['index.html'];
    expect(html).toContain('From idea to tattoo');
    expect(html).not.toMatch(/Check availability|From first message to delivery|availability for your dates|Do you travel|finished work delivered/);
  });

  it('It should ask people to join an online course and show what they will learn, not request a booking or show hours', async () => {
    const course = await generateSite({ ...BRIEFS.saas, business_name: 'Spreadsheet School', industry: 'Education', description: 'An online course that teaches Excel from the basics to pivot tables in six weeks, with video lessons and weekly live Q&A.', target_audience: 'Office workers who want to get better at Excel', key_features: ['40 video lessons', 'Weekly live Q&A', 'Certificate on completion'], style_preference: 'modern' }, { writer, seed: 'prj_sheets' });
    expect(course.site.blueprint).toBe('local');
    expect(course.site.sections.map((s) => s.id)).toEqual(['hero', 'services', 'booking', 'benefits', 'faq', 'contact']);
    expect(course.site.sections[0]!.cta).toEqual({ label: 'Join the course', href: '#contact' });
    expect(course.site.sections.find((s) => s.id === 'services')!.heading).toBe('What you’ll learn');
    expect(course.site.sections.find((s) => s.id === 'contact')).toMatchObject({ heading: 'Join the course', form: 'contact', cta: { label: 'Ask to join' } });
    const html = course.files['index.html'];
    expect(html).toContain('How the course works');
    expect(html).not.toMatch(/Request a booking|How to book|Questions before you book|What would you like to book|Opening hours/);
    // Online tutoring, booked one session at a time, keeps its bookings.
    const tutor = await generateSite({ ...BRIEFS.saas, business_name: 'Maths Made Clear', industry: 'Education', description: 'Online maths tutoring for GCSE students by video call.', target_audience: 'Parents of teenagers', key_features: ['Qualified tutors'], style_preference: 'modern' }, { writer, seed: 'prj_tutor' });
    expect(tutor.site.sections[0]!.cta!.label).toBe('Request a booking');
  });

  it('It should ask a wedding planner\'s couples for their date and show the work, not office hours or a booking', async () => {
    const planner = await generateSite({ ...BRIEFS.saas, business_name: 'Ever After Weddings', industry: 'Other', description: 'A wedding planner in the Cotswolds who plans and runs the whole day, from venue search to the last dance.', target_audience: 'Engaged couples', key_features: ['Full planning', 'On-the-day coordination', 'Venue search'], style_preference: 'elegant' }, { writer, seed: 'prj_everafter' });
    expect(planner.site.blueprint).toBe('portfolio');
    expect(planner.site.sections.map((s) => s.id)).toEqual(['hero', 'gallery', 'about', 'services', 'process', 'faq', 'contact']);
    expect(planner.site.sections[0]!.cta).toEqual({ label: 'Check your date', href: '#contact' });
    expect(planner.site.sections.find((s) => s.id === 'process')!.heading).toBe('From first idea to the day');
    const html = planner.files['index.html'];
    expect(html).not.toMatch(/Request a booking|How to book|When and where|Opening hours|From first message to delivery|finished work delivered/);
  });

  it('It should show a candidate\'s priorities and ask voters to get involved, not to donate, speaking as the candidate', async () => {
    const priya = await generateSite({ ...BRIEFS.saas, business_name: 'Priya Shah for Council', industry: 'Other', description: 'Priya Shah is standing for Hillside ward in the May council elections, campaigning for safer streets, better buses and a new youth centre.', target_audience: 'Voters in Hillside ward', key_features: ['Safer streets', 'Better buses', 'A new youth centre'], style_preference: 'bold' }, { writer, seed: 'prj_priya' });
    expect(priya.site.blueprint).toBe('nonprofit');
    expect(priya.site.sections.map((s) => s.id)).toEqual(['hero', 'mission', 'help', 'how-it-works', 'involved', 'faq', 'contact']);
    expect(priya.site.sections[0]!.cta).toEqual({ label: 'Get involved', href: '#contact' });
    expect(priya.site.sections[0]!.cta2).toEqual({ label: 'See the priorities', href: '#help' });
    expect(priya.site.sections.find((s) => s.id === 'mission')!.heading).toBe('Why I’m standing');
    expect(priya.site.sections.find((s) => s.id === 'involved')!.cta).toEqual({ label: 'Get involved', href: '#contact' });
    const html = priya.files['index.html'];
    expect(html).toContain('How you can help');
    expect(html).not.toMatch(/[Dd]onat|Make a donation|What we offer/);
  });

  it('It should ask a recruitment agency\'s employers about the role and candidates about the work, without case studies', async () => {
    const agency = await generateSite({ ...BRIEFS.saas, business_name: 'Northbridge Recruitment', industry: 'Professional Services', description: 'A recruitment agency placing accountants and finance staff with businesses across Manchester, permanent and temporary.', target_audience: 'Employers and finance job seekers', key_features: ['Permanent and temporary roles', 'Finance specialists', 'No fee unless we place'], style_preference: 'professional' }, { writer, seed: 'prj_northbridge' });
    expect(agency.site.blueprint).toBe('agency');
    expect(agency.site.sections.map((s) => s.id)).not.toContain('work');
    expect(agency.site.sections[0]!.cta).toEqual({ label: 'Send a vacancy', href: '#contact' });
    expect(agency.site.sections.find((s) => s.id === 'contact')!.heading).toBe('Hiring or looking for work');
    // Its services carry the pictures the case studies did.
    expect(agency.site.sections.find((s) => s.id === 'services')!.items.every((i) => i.picture)).toBe(true);
    const html = agency.files['index.html'];
    expect(html).toContain('How do I register as a candidate?');
    expect(html).not.toMatch(/Examples of our work|Case studies|Client · Year/);
  });

  it('It should invite an author\'s readers to the newsletter and the books, not to check availability, in their language', async () => {
    const clara = await generateSite({ ...BRIEFS.saas, business_name: 'Clara Whitfield', industry: 'Other', description: 'I write cosy mystery novels set in a Cornish fishing village. My fourth book, The Harbour Secret, is out in March.', target_audience: 'Readers of cosy crime', key_features: ['Four novels in the Penwith Mysteries series', 'Signed copies'], style_preference: 'elegant' }, { writer, seed: 'prj_clara' });
    expect(clara.site.blueprint).toBe('portfolio');
    expect(clara.site.sections.map((s) => s.id)).toEqual(['hero', 'books', 'about', 'newsletter', 'faq', 'contact']);
    expect(clara.site.sections[0]!.cta).toEqual({ label: 'Join the newsletter', href: '#newsletter' });
    expect(clara.site.sections[0]!.cta2).toEqual({ label: 'See the books', href: '#books' });
    const books = clara.site.sections.find((s) => s.id === 'books')!;
    expect(books).toMatchObject({ heading: 'The books', sample: 'Sample books: replace them with your own titles, covers and blurbs.' });
    expect(books.items.map((i) => [i.title, i.meta])).toEqual([['Latest book', 'Genre · Year'], ['Previous book', 'Genre · Year'], ['First book', 'Genre · Year']]);
    // The sign-up is the section itself: a form, no button leading back to it.
    const news = clara.site.sections.find((s) => s.id === 'newsletter')!;
    expect(news).toMatchObject({ kind: 'cta', form: 'newsletter', heading: 'Hear about new books first' });
    expect(news.cta).toBeUndefined();
    // Each cover is a book, drawn for this page.
    const covers = clara.site.images.filter((i) => i.id.startsWith('books'));
    expect(covers).toHaveLength(3);
    const html = clara.files['index.html'];
    expect(html).toContain('News by email, about once a month.');
    expect(html).toContain('About me');
    expect(html).not.toMatch(/Check availability|From first message to delivery|availability for your dates|Do you travel|News and offers/);
    // In Spanish, the Spanish words.
    const es = await generateSite({ ...BRIEFS.saas, business_name: 'Lucía Ferrer', industry: 'Other', description: 'Escribo novelas de misterio ambientadas en un pueblo de pescadores de Galicia.', target_audience: 'Lectores de novela negra', key_features: ['Cuatro novelas publicadas'], style_preference: 'modern' }, { writer, seed: 'prj_lucia' });
    expect(es.site.lang).toBe('es');
    expect(es.site.sections.map((s) => s.id)).toEqual(['hero', 'books', 'about', 'newsletter', 'faq', 'contact']);
    expect(es.site.sections[0]!.cta!.label).toBe('Suscríbete al boletín');
    // A brief in the third person speaks as the author, not as a firm.
    const tom = await generateSite({ ...BRIEFS.saas, business_name: 'Tom Okafor', industry: 'Education', description: 'Children’s author and illustrator of funny picture books about animals, with school visits.', target_audience: 'Teachers and parents', key_features: ['Picture books'], style_preference: 'creative' }, { writer, seed: 'prj_tom' });
    expect(tom.site.sections.find((s) => s.id === 'about')!.heading).toBe('About me');
    // A wedding photographer keeps the portfolio's own page.
    const photo = await generateSite({ ...BRIEFS.saas, business_name: 'Ana Lens', industry: 'Other', description: 'Wedding photographer in Porto.', target_audience: 'Couples', key_features: ['Full-day coverage'], style_preference: 'modern' }, { writer, seed: 'prj_ana' });
    expect(photo.site.sections.map((s) => s.id)).toContain('gallery');
    expect(photo.site.sections.map((s) => s.id)).not.toContain('books');
  });

  it('It should list a podcast\'s latest episodes and picture its studio, not dates, venues and a stage', async () => {
    const show = await generateSite({ ...BRIEFS.saas, business_name: 'The Curious Mind Podcast', industry: 'Entertainment', description: 'Weekly science podcast where we interview researchers about the questions that keep them up at night.', target_audience: 'Curious listeners', key_features: ['Weekly episodes', 'Expert guests', 'Show notes'], style_preference: 'modern' }, { writer, seed: 'prj_curious' });
    expect(show.site.blueprint).toBe('events');
    expect(show.site.sections[0]!.cta).toEqual({ label: 'Listen to the latest', href: '#dates' });
    expect(show.site.sections.map((s) => s.id)).toEqual(['hero', 'about', 'dates', 'highlights', 'gallery', 'faq', 'contact']);
    expect(show.site.sections.find((s) => s.id === 'gallery')).toMatchObject({ heading: 'Behind the mic' });
    const dates = show.site.sections.find((s) => s.id === 'dates')!;
    expect(dates).toMatchObject({ heading: 'Latest episodes', navLabel: 'Episodes' });
    expect(dates.items.map((i) => [i.title, i.meta, i.icon])).toEqual([['Episode three', 'Episode title · Date', 'mic'], ['Episode two', 'Episode title · Date', 'mic'], ['Episode one', 'Episode title · Date', 'mic']]);
    const html = show.files['index.html'];
    expect(html).toContain('Sample episodes');
    expect(html).not.toMatch(/Upcoming dates|See upcoming dates|City · Venue|Is the venue accessible/);
    // The studio's on-air lamp (#e5484d) in the hero, never on a band's stage.
    expect(show.assets.find((a) => a.file === 'art-hero.svg')!.body).toMatch(/#e5484d/i);
    const band = await generateSite({ ...BRIEFS.saas, business_name: 'Neon Static', industry: 'Entertainment', description: 'Synth-pop band from Manchester touring the UK this spring.', target_audience: 'Fans', key_features: ['Live shows'], style_preference: 'bold' }, { writer, seed: 'prj_neon' });
    expect(band.assets.find((a) => a.file === 'art-hero.svg')!.body).not.toMatch(/#e5484d/i);
  });

  it('It should ask a place to stay for dates and guests, with its reception open every day, in its language', async () => {
    const stay = (business_name: string, description: string) =>
      generateSite({ ...BRIEFS.saas, business_name, industry: 'Travel & Tourism', description, target_audience: 'Couples and walkers', key_features: ['Breakfast included'], style_preference: 'elegant' }, { writer, seed: `prj_${business_name}` });
    const bnb = await stay('The Old Rectory', 'Cosy bed and breakfast in a Georgian rectory in the Cotswolds, with five en-suite rooms.');
    const contact = bnb.site.sections.find((s) => s.id === 'contact')!;
    expect(bnb.site.sections[0]!.cta).toEqual({ label: 'Check availability', href: '#contact' });
    expect(contact).toMatchObject({ form: 'stay', heading: 'Check availability', cta: { label: 'Check availability' } });
    expect(bnb.site.sections.find((s) => s.id === 'location')!.items.map((i) => [i.title, i.meta])).toEqual([['Monday – Sunday', '08:00 – 21:00']]);
    const html = bnb.files['index.html'];
    for (const label of ['Arrival', 'Departure', 'Guests', 'What time are check-in and check-out?', 'How to book your stay']) expect(html).toContain(label);
    expect(html).toMatch(/name="departure" type="date"[^>]*required/);
    expect(html).not.toMatch(/What should I expect the first time\?|insurance or vouchers|What would you like to book\?/);
    const de = await stay('Gasthof zur Linde', 'Familiengeführter Gasthof im Schwarzwald mit zwölf Zimmern, Frühstück und Blick auf die Berge.');
    expect(de.site.lang).toBe('de');
    expect(de.site.sections[0]!.cta).toEqual({ label: 'Verfügbarkeit anfragen', href: '#contact' });
    expect(de.files['index.html']).toContain('Abreise');
    expect(de.files['index.html']).not.toContain('Termin anfragen');
  });

  it('It should list a shop\'s own products with sample prices before placeholder cards, and keep its services as features', async () => {
    const shop = (business_name: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry: 'E-commerce', description: 'Leather goods made by hand in Lisbon.', target_audience: 'People who like things that last', key_features, style_preference: 'modern' }, { writer, seed: `prj_${business_name}` });
    const kaya = await shop('Kaya Leather', ['Wallets', 'Belts', 'Free repairs']);
    const products = kaya.site.sections.find((s) => s.id === 'products')!;
    expect(products.items.map((i) => [i.title, i.meta])).toEqual([['Wallets', 'Sample price'], ['Belts', 'Sample price'], ['A gift idea', 'Sample price']]);
    expect(products.items.every((i) => !i.text)).toBe(true);
    expect(kaya.site.sections.find((s) => s.id === 'features')!.items.map((i) => i.title)).toContain('Free repairs');
    // No product named: the placeholders as before, the first with its line on what to write.
    const plain = await shop('Threadbare Goods', ['Organic cotton', 'Free returns']);
    expect(plain.site.sections.find((s) => s.id === 'products')!.items.map((i) => i.title)).toEqual(['Your bestseller', 'A new arrival', 'A gift idea']);
    expect(plain.site.sections.find((s) => s.id === 'products')!.items[0]!.text).toContain('Describe the product');
    // What the description lists comes next: the shared brief's t-shirts, socks and underwear, each pictured by its title.
    const listed = await generateSite({ ...BRIEFS.saas, business_name: 'Threadbare Goods', industry: 'E-commerce', target_audience: 'Eco-conscious shoppers',
      description: 'Online shop for organic cotton basics: t-shirts, socks and underwear made in Portugal.', key_features: ['Organic cotton', 'Free returns', 'Carbon-neutral shipping'] }, { writer, seed: 'prj_listed' });
    const cards = listed.site.sections.find((s) => s.id === 'products')!;
    expect(cards.items.map((i) => [i.title, i.meta])).toEqual([['T-shirts', 'Sample price'], ['Socks', 'Sample price'], ['Underwear', 'Sample price']]);
    expect(listed.site.images.filter((im) => im.role === 'item').map((im) => im.alt)).toEqual(['T-shirts · Threadbare Goods', 'Socks · Threadbare Goods', 'Underwear · Threadbare Goods']);
    // A bookshop's listed "second-hand books" joins its "New books"; a rental stays a service.
    const books = await generateSite({ ...BRIEFS.saas, business_name: 'The Little Bookshop', industry: 'E-commerce', target_audience: 'Readers',
      description: 'Independent bookshop in Hay-on-Wye with new and second-hand books and a children\'s corner.', key_features: ['New books', 'Free gift wrapping'] }, { writer, seed: 'prj_books' });
    expect(books.site.sections.find((s) => s.id === 'products')!.items.map((i) => i.title)).toEqual(['New books', 'Second-hand books', 'A gift idea']);
    const bikes = await generateSite({ ...BRIEFS.saas, business_name: 'Radhaus', industry: 'E-commerce', target_audience: 'Radfahrer',
      description: 'Fahrradladen in Freiburg mit Verkauf, Werkstatt und E-Bike-Verleih.', key_features: ['Probefahrten'] }, { writer, seed: 'prj_radhaus' });
    expect(bikes.site.sections.find((s) => s.id === 'products')?.items.map((i) => i.title) ?? []).not.toContain('E-Bike-Verleih');
  });

  it('It should invite visitors to a place of worship with its service times, not ask them to donate, in its language', async () => {
    const gen = (business_name: string, industry: string, description: string, key_features: string[]) =>
      generateSite({ ...BRIEFS.saas, business_name, industry, description, target_audience: 'Local residents and visitors', key_features, style_preference: 'minimalist' }, { writer, seed: `prj_${business_name}` });
    const church = await gen('St Mary’s Church', 'Non-profit', 'A welcoming parish church in Hebden Bridge with Sunday services, baptisms, weddings and a weekly community lunch.', ['Sunday service 10am', 'Community lunch', 'Choir']);
    const ids = church.site.sections.map((s) => s.id);
    expect(ids).toEqual(['hero', 'mission', 'help', 'times', 'how-it-works', 'donate', 'faq', 'contact']);
    expect(church.site.sections[0]!.cta).toEqual({ label: 'Plan your visit', href: '#times' });
    expect(church.site.sections[0]!.cta2).toEqual({ label: 'See what’s on', href: '#help' });
    const times = church.site.sections.find((s) => s.id === 'times')!;
    expect(times).toMatchObject({ heading: 'Service times', navLabel: 'Visit' });
    expect(times.items.map((i) => [i.title, i.meta])).toEqual([['Sunday', '10:00 – 11:30'], ['Wednesday', '12:00 – 13:30']]);
    const html = church.files['index.html'];
    expect(html).toContain('Come and join us');
    expect(html).not.toMatch(/Make a donation|Where does my donation go|Ask us what’s needed most/);
    const mosque = await gen('مسجد النور', 'Other', 'مسجد النور في عمّان: صلاة الجمعة ودروس القرآن للأطفال ولقاءات للعائلات.', ['صلاة الجمعة', 'دروس القرآن']);
    expect(mosque.site.lang).toBe('ar');
    // A mosque's visitors come for prayers: its times section is the prayer times (page style `mosque`).
    expect(mosque.site.sections[0]!.cta).toEqual({ label: 'خطّط لزيارتك', href: '#prayers' });
    expect(mosque.files['index.html']).toContain('أوقات الصلاة');
  });

  it('It should give a mosque prayer times and invite people to prayers, where a church has service times', async () => {
    const masjid = await generateSite({ ...BRIEFS.saas, business_name: 'Masjid Al-Noor', industry: 'Other', description: 'A mosque and community centre serving the town, with daily prayers, Friday prayers and weekend Quran classes for children.', target_audience: 'The Muslim community', key_features: ['Daily prayers', 'Jummah', 'Quran classes'], style_preference: 'professional' }, { writer, seed: 'prj_masjid' });
    expect(masjid.site.blueprint).toBe('nonprofit');
    expect(masjid.site.sections.map((s) => s.id)).toEqual(['hero', 'mission', 'help', 'prayers', 'how-it-works', 'donate', 'faq', 'contact']);
    expect(masjid.site.sections[0]!.cta).toEqual({ label: 'Plan your visit', href: '#prayers' });
    const prayers = masjid.site.sections.find((s) => s.id === 'prayers')!;
    expect(prayers).toMatchObject({ heading: 'Prayer times', navLabel: 'Visit' });
    expect(prayers.items.map((i) => [i.title, i.meta])).toEqual([['Monday – Sunday', '05:00 – 22:00'], ['Friday', '13:15 – 14:00']]);
    expect(masjid.site.sections.find((s) => s.id === 'help')).toMatchObject({ heading: 'Prayers and activities' });
    const html = masjid.files['index.html'];
    expect(html).toContain('Join us for prayers or an activity');
    expect(html).not.toMatch(/Service times|Services and groups|to a service/);
    // A church, a synagogue and a gurdwara keep a place of worship's service times.
    for (const description of ['Parish church with Sunday services.', 'Reform synagogue with Shabbat services and a Hebrew school.', 'Gurdwara with a free community kitchen.']) {
      expect(styleOf('nonprofit', { business_name: 'X', description, key_features: [] })).toBe('worship');
    }
    expect(styleOf('nonprofit', { business_name: 'Masjid Al-Noor', description: 'Our mosque.', key_features: [] })).toBe('mosque');
    // Every site language has the mosque's words, each different from the place of worship's.
    for (const lang of ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ja', 'zh', 'ar']) {
      const worship = wordsFor(lang, 'nonprofit', 'we', 'worship'), mosque = wordsFor(lang, 'nonprofit', 'we', 'mosque');
      expect(mosque.copy.sections.prayers!.heading).toBe(mosque.ui.prayerTimes);
      expect(mosque.copy.sections.help!.heading).not.toEqual(worship.copy.sections.help!.heading);
      expect(pick(mosque.copy.closing.text, 'we')).not.toEqual(pick(worship.copy.closing.text, 'we'));
      expect(pick(mosque.copy.steps, 'i')[0].text).not.toEqual(pick(worship.copy.steps, 'i')[0].text);
      expect(pick(mosque.copy.steps, 'we').slice(1)).toEqual(pick(worship.copy.steps, 'we').slice(1));
      expect(mosque.copy.sections.times).toBeUndefined();
    }
  });

  it('It should have a place of worship\'s words in every site language, over the non-profit\'s', () => {
    for (const lang of ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ja', 'zh', 'ar']) {
      const cause = wordsFor(lang, 'nonprofit', 'we').copy;
      for (const voice of ['we', 'i'] as const) {
        const w = wordsFor(lang, 'nonprofit', voice, 'worship');
        expect(w.copyLang).toBe(lang);
        expect(w.copy.cta.primary.length).toBeLessThanOrEqual(32);
        expect(w.copy.cta.primary).not.toBe(cause.cta.primary);
        expect(w.copy.sections.times).toMatchObject({ nav: expect.any(String), heading: expect.any(String), eyebrow: expect.any(String) });
        for (const list of ['steps', 'featureText', 'faq'] as const) expect(pick(w.copy[list], voice)).not.toEqual(pick(cause[list], voice));
        expect(pick(w.copy.closing.heading, voice)).not.toBe(pick(cause.closing.heading, voice));
        // Only what differs is the style's: the contact section keeps the non-profit's words.
        expect(w.copy.sections.contact).toEqual(cause.sections.contact);
      }
      expect(wordsFor(lang, 'nonprofit', 'we').ui.serviceTimes).toBeTruthy();
    }
  });

  /** [business name, description, a café's or bakery's?] */
  const CAFES: [string, string, boolean | 'pub' | 'wine'][] = [
    ['Hopyard Brewing', 'Craft brewery and taproom in Sheffield with twelve beers on tap and a beer garden.', 'pub'],
    ['The Red Lion', 'Village pub with real ales, Sunday roasts and a log fire.', 'pub'],
    ['Cervecería La Espiga', 'Cervecería artesanal en Valencia con cervezas de temporada.', 'pub'],
    ['Quinta do Vale', 'Family winery in the Douro valley offering tastings, vineyard tours and wines to buy.', 'wine'],
    ['Enoteca Bacco', 'Enoteca e wine bar a Verona con taglieri e vini al calice.', 'wine'],
    ['Café Ümlaut', 'Specialty coffee and Viennese pastries — Kaffee & Kuchen every afternoon.', true],
    ['Padaria Sol Nascente', 'Padaria de bairro com pão de massa-mãe e pastéis de nata.', true],
    ['مخبز الياسمين', 'مخبز عائلي يقدم الخبز الطازج والحلويات الشرقية.', true],
    ['Casa Nonna', 'Family-run trattoria serving hand-made pasta and wood-fired pizza.', false],
    ['Marisqueira do Largo', 'Seafood restaurant in Lisbon; coffee and pastries after dinner.', false],
    // Nothing named: all four are placeholders.
    ['The Anchor', 'Riverside pub in Henley with a beer garden.', 'pub'],
    ['Kaffeehaus Rosa', 'Neighbourhood café in Kreuzberg, open every afternoon.', true],
  ];
  it.each(CAFES)('It should list a café\'s coffee and cake, a pub\'s beers and a restaurant\'s courses: %s', async (business_name, description, cafe) => {
    // No key features: the dishes the description names come first (the next test), placeholders of the place's kind after them.
    const { site } = await generateSite({ ...BRIEFS.restaurant, business_name, description, key_features: [] }, { writer, seed: 'prj_cafe' });
    const menu = site.sections.find((s) => s.kind === 'menu')!;
    const named = menuDishes([], description).length;
    expect(menu.items.slice(0, named).map((i) => i.title.toLocaleLowerCase())).toEqual(menuDishes([], description).map((d) => d.toLocaleLowerCase()));
    const icons = menu.items.map((i) => i.icon);
    expect(icons.slice(named)).toEqual((cafe === 'pub' ? ['beer', 'beer', 'hop', 'utensils'] : cafe === 'wine' ? ['wine', 'wine', 'wine', 'utensils'] : cafe ? ['coffee', 'croissant', 'cake', 'sandwich'] : ['leaf', 'utensils', 'croissant', 'coffee']).slice(named));
    if (site.lang === 'en' && !named) expect(menu.items[0]!.title).toBe(cafe === 'pub' ? 'A pale ale' : cafe === 'wine' ? 'A white wine' : cafe ? 'A coffee' : 'A starter');
    if (site.lang === 'it' && cafe === 'wine') expect(menu.items[0]!.title).toBe('Un vino bianco');
    if (site.lang === 'es' && cafe === 'pub') expect(menu.items[0]!.title).toBe('Una cerveza rubia');
    expect(menu.sample).toBeTruthy();
  });

  it('It should put the dishes and drinks the owner names on the menu, with sample prices, and placeholders after them', async () => {
    const menuOf = async (business_name: string, description: string, key_features: string[]) => {
      const { site, files } = await generateSite({ ...BRIEFS.restaurant, business_name, description, key_features }, { writer, seed: 'prj_dishes' });
      return { menu: site.sections.find((s) => s.kind === 'menu')!, html: files['index.html']!, details: detailSections(site).find((s) => s.kind === 'menu')! };
    };
    const ramen = await menuOf('Ramen Kaze', 'Small ramen bar in Manchester with slow-cooked tonkotsu broth.', ['Tonkotsu ramen', 'vegan miso ramen', 'Gyoza', 'Walk-ins welcome']);
    expect(ramen.menu.items.map((i) => i.title)).toEqual(['Tonkotsu ramen', 'Vegan miso ramen', 'Gyoza', 'A drink']);
    expect(ramen.menu.items.every((i) => i.meta === 'Sample price')).toBe(true);
    expect(ramen.menu.sample).toContain('Sample dishes');
    // The Details panel can start the owner's menu from the dishes already on the page, not from the placeholders.
    expect(ramen.details.suggested).toEqual(['Tonkotsu ramen', 'Vegan miso ramen', 'Gyoza']);
    // Four named: only the prices are samples, and the banner says so.
    const tacos = await menuOf('La Taquería', 'Mexican taqueria in Austin.', ['Tacos al pastor', 'Burritos', 'Fresh salsas', 'Margaritas', 'Churros']);
    expect(tacos.menu.items.map((i) => [i.title, i.icon])).toEqual([['Tacos al pastor', 'utensils'], ['Burritos', 'utensils'], ['Fresh salsas', 'utensils'], ['Margaritas', 'martini']]);
    expect(tacos.menu.sample).toBe('Sample prices: add your prices and a line about each dish, or link to your full menu.');
    expect(tacos.html).toContain('Tacos al pastor');
    // A takeaway whose features are all how it serves keeps the placeholders.
    const wok = await menuOf('Golden Wok', 'Chinese takeaway with collection and local delivery.', ['Online ordering', 'Free delivery over £20', 'Family meal deals', 'Vegetarian dishes']);
    expect(wok.menu.items.map((i) => i.title)).toEqual(['A starter', 'A main course', 'A dessert', 'A drink']);
    expect(wok.details.suggested).toBeUndefined();
    // A Spanish bakery: its breads first, then the café placeholders in Spanish; "to order" and "to take away" are services.
    const sol = await menuOf('Panadería Sol', 'Panadería artesanal en Sevilla con pan de masa madre y bollería.', ['Pan de masa madre', 'Bollería', 'Tartas por encargo', 'Café para llevar']);
    expect(sol.menu.items.slice(0, 2).map((i) => [i.title, i.icon])).toEqual([['Pan de masa madre', 'croissant'], ['Bollería', 'croissant']]);
    expect(sol.menu.items.slice(2).map((i) => i.icon)).toEqual(['cake', 'sandwich']);
    expect(sol.menu.items.map((i) => i.title)).not.toContain('Tartas por encargo');
    expect(sol.details.suggested).toEqual(['Pan de masa madre', 'Bollería']);
    // The dishes the description names come after the features' own: a trattoria "serving hand-made pasta and
    // wood-fired pizza" shows its pizza, not "A main course"; a café whose first clause is its menu shows four.
    const nonna = await menuOf('Casa Nonna', 'Family-run trattoria serving hand-made pasta and wood-fired pizza since 1987. Open Tuesday to Sunday.',
      ['Hand-made pasta daily', 'Wood-fired oven', 'Private dining room', 'Gluten-free options']);
    expect(nonna.menu.items.map((i) => [i.title, i.icon])).toEqual([['Hand-made pasta', 'utensils'], ['Wood-fired pizza', 'pizza'], ['A dessert', 'croissant'], ['A drink', 'coffee']]);
    expect(nonna.details.suggested).toEqual(['Hand-made pasta', 'Wood-fired pizza']);
    const umlaut = await menuOf('Café Ümlaut', 'Specialty coffee and Viennese pastries — Kaffee & Kuchen every afternoon, açaí bowls for breakfast.',
      ['Fast Wi-Fi', 'Oat milk at no extra cost', 'Pastries baked on site']);
    expect(umlaut.menu.items.map((i) => i.title)).toEqual(['Viennese pastries', 'Specialty coffee', 'Kaffee & Kuchen', 'Açaí bowls']);
    expect(umlaut.menu.sample).toMatch(/^Sample prices/);
    // A placeholder never says again what a named dish says, plural or not ("Cakes" and "A cake").
    const loaf = await menuOf('Artisan Loaf', 'Artisan bakery in Leeds, also supplying wholesale bread to local cafés.', ['Sourdough', 'Cakes']);
    expect(loaf.menu.items.map((i) => i.title)).toEqual(['Sourdough', 'Cakes', 'A pastry', 'Something savoury']);
    // A parlour's own name is no dish, and a supper club's tasting menu keeps the placeholders.
    const scoops = await menuOf('Scoops', 'Ice cream parlour on the seafront serving 24 flavours, sundaes and milkshakes.', ['Sundaes', 'Milkshakes']);
    expect(scoops.menu.items.map((i) => i.title)).not.toContain('Ice cream parlour');
    expect(scoops.menu.items.map((i) => i.title)).not.toContain('A sundae');
    // A named dish that says every beer placeholder ("Beers") leaves the menu four cards, not three.
    const lion = await menuOf('The Red Lion', 'Village pub with real ales, Sunday roasts and a log fire.', ['Beers', 'Dog friendly']);
    expect(lion.menu.items.map((i) => i.title)).toEqual(['Beers', 'Real ales', 'Sunday roasts', 'A bar snack']);
    const vale = await menuOf('Quinta do Vale', 'Family winery in the Douro valley offering tastings and vineyard tours.', ['Wines', 'Cellar door']);
    expect(vale.menu.items.map((i) => i.title)).toEqual(['Wines', 'A white wine', 'A red wine', 'A sharing board']);
    const club = await menuOf('The Hidden Table', 'Monthly supper club in a secret location in Hackney, with a seven-course tasting menu.', ['Seven courses', 'BYOB']);
    expect(club.menu.items.map((i) => i.title)).toEqual(['A starter', 'A main course', 'A dessert', 'A drink']);
  });

  it('It should tick the features beside the story only on a page that does not list them in a section of their own', async () => {
    const about = async (brief: typeof BRIEFS.saas) => {
      const { site, files } = await generateSite(brief, { writer, seed: 'prj_about' });
      const story = site.sections.find((s) => s.kind === 'about')!;
      return { story, listed: site.sections.some((s) => s.kind === 'features'), html: files['index.html']! };
    };
    // A portfolio's "What I offer" and an agency's services list the features: the about section does not tick them again.
    const ines = { ...BRIEFS.saas, business_name: 'Inês Duarte Photography', industry: 'Other', style_preference: 'minimalist' as const,
      description: 'I photograph about 25 weddings a year in Porto and the Douro valley. My style is natural and unposed.',
      target_audience: 'Couples planning a wedding in northern Portugal', key_features: ['Full-day coverage', 'Engagement shoot', 'Handmade linen album'] };
    for (const brief of [ines, BRIEFS.agency]) {
      const { story, listed, html } = await about(brief);
      expect(listed).toBe(true);
      expect(story.items).toEqual([]);
      expect(story.intro).toBeTruthy();
      expect(html).not.toContain('ticks glance');
    }
    // A restaurant has no features section: its about still ticks them.
    const { story, listed, html } = await about(BRIEFS.restaurant);
    expect(listed).toBe(false);
    expect(html).toContain('ticks glance');
    expect(story.items.map((i) => i.title)).toEqual(BRIEFS.restaurant.key_features);
  });

  it('It should list the services a description names before the key features, each with a line of its own', async () => {
    const gen = (business_name: string, description: string, key_features: string[], style_preference: 'modern' | 'professional' = 'modern') =>
      generateSite({ ...BRIEFS.saas, business_name, industry: 'Other', target_audience: 'Homeowners', description, key_features, style_preference }, { writer, seed: `prj_${business_name}` });
    const plumber = await gen('Hartley Plumbing & Heating', 'Family plumbing and heating firm in Leeds: boiler servicing, repairs and bathroom fitting.', ['Same-day call-outs', 'Fixed-price quotes']);
    const services = plumber.site.sections.find((s) => s.id === 'services')!;
    expect(services.items.map((i) => [i.title, i.icon])).toEqual([['Boiler servicing', 'wrench'], ['Repairs', 'wrench'], ['Bathroom fitting', 'wrench'],
      ['Same-day call-outs', 'clock'], ['Fixed-price quotes', 'tag']]);
    const lines = services.items.map((i) => i.text);
    expect(lines.every(Boolean)).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
    // In either layout (pictures per card in one), every card is built and the owner's features all stay.
    const grid = await gen('Hartley Plumbing & Heating', 'Family plumbing and heating firm in Leeds: boiler servicing, repairs and bathroom fitting.', ['Same-day call-outs', 'Fixed-price quotes'], 'professional');
    expect(grid.site.sections.find((s) => s.id === 'services')!.items.map((i) => i.title)).toEqual(services.items.map((i) => i.title));
    // Six cards at most with every feature kept: three features leave room for three services.
    const roofer = await gen('Summit Roofing', 'Roofers in Sheffield: new roofs, flat roofs, repairs and guttering, with free quotes.', ['Free quotes', 'Fully insured', 'Guaranteed work']);
    expect(roofer.site.sections.find((s) => s.id === 'services')!.items.map((i) => i.title)).toEqual(['New roofs', 'Flat roofs', 'Repairs', 'Free quotes', 'Fully insured', 'Guaranteed work']);
    // A listed service that a feature already names, or that shares its words, is left to the feature.
    const studio = await gen('Kiln & Clay', 'Pottery studio offering beginner wheel-throwing courses and open studio memberships.', ['6-week beginner course', 'Open studio membership', 'Private parties']);
    expect(studio.site.sections.find((s) => s.id === 'services')!.items.map((i) => i.title)).toEqual(['6-week beginner course', 'Open studio membership', 'Private parties']);
    // What a place has ("with lighting and a photo booth") is no service.
    const dj = await gen('DJ Mike Beats', 'Wedding and party DJ in Glasgow with lighting and a photo booth.', ['Free consultation', 'Fully insured']);
    expect(dj.site.sections.find((s) => s.id === 'services')?.items.map((i) => i.title) ?? []).not.toContain('Lighting');
  });

  it('It should show a service that comes to its customers the area it serves, and take the owner\'s area and hours', async () => {
    const plumber = { ...BRIEFS.saas, business_name: 'Hartley Plumbing & Heating', industry: 'Other', target_audience: 'Homeowners and landlords in Leeds',
      description: 'Family plumbing and heating firm in Leeds: boiler servicing, repairs and bathroom fitting.', key_features: ['Same-day call-outs', 'Fixed-price quotes'] };
    const { site, files } = await generateSite(plumber, { writer, seed: 'prj_area' });
    const area = site.sections.find((s) => s.kind === 'hours')!;
    expect(area).toMatchObject({ id: 'area', heading: 'Where we work', eyebrow: 'Area served', intro: 'The towns, districts or postcodes you cover', sample: expect.stringContaining('area served') });
    expect(files['index.html']).toContain('Area served');
    expect(files['index.html']).toContain('Working hours');
    expect(files['index.html']).not.toMatch(/Find us|Street address/);
    expect(placeholders(site).find((p) => p.section === 'area')).toMatchObject({ fields: ['hours', 'area'] });
    // The owner's area and hours replace both samples; the JSON-LD says where it serves.
    const own = applyDetails({ ...site, details: { area: 'Leeds, Harrogate and villages within 20 miles', hours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '08:00', closes: '18:00' }] } });
    const served = own.sections.find((s) => s.id === 'area')!;
    expect(served).toMatchObject({ intro: 'Leeds, Harrogate and villages within 20 miles', sample: undefined });
    expect(served.items[0]).toMatchObject({ meta: '08:00 – 18:00' });
    expect(served.cta).toBeUndefined(); // no "View on the map" for an area
    expect(own.meta.jsonLd).toMatchObject({ areaServed: 'Leeds, Harrogate and villages within 20 miles' });
    // The area alone leaves the sample hours marked as samples.
    expect(applyDetails({ ...site, details: { area: 'Leeds' } }).sections.find((s) => s.id === 'area')!.sample).toBeTruthy();
    // A clinic customers visit keeps "Find us".
    const clinic = await generateSite({ ...plumber, business_name: 'PulseCare', description: 'Walk-in physiotherapy clinic with same-day appointments.' }, { writer, seed: 'prj_clinic' });
    expect(clinic.site.sections.find((s) => s.kind === 'hours')!.id).toBe('location');
    expect(clinic.files['index.html']).toContain('Find us');
    expect(clinic.files['index.html']).toContain('Opening hours');
  });

  it('It should request nothing from another host', async () => {
    for (const k of Object.keys(BRIEFS) as (keyof typeof BRIEFS)[]) {
      const { files } = await gen(k);
      const refs = elements(files['index.html']).flatMap((e) => [e.attrs.src, e.attrs.href].filter((v): v is string => !!v));
      for (const r of refs) expect(r).toMatch(/^(#|data:|style\.css$|script\.js$|art-[a-z0-9-]+\.svg$|font-[a-z0-9-]+\.woff2$)/);
      expect(files['style.css']).not.toMatch(/@import/);
      for (const [, u] of files['style.css'].matchAll(/url\(([^)]*)\)/g)) expect(u).toMatch(/^font-[a-z0-9-]+\.woff2$/);
    }
  });

  it('It should mark sample facts and invent no reviews or prices', async () => {
    const saas = (await gen('saas', { category: 'testimonials' })).files['index.html'];
    expect(saas).toContain('Sample plans and prices');
    expect(saas).toContain('Sample quotes');
    expect(saas).not.toMatch(/lorem|ipsum/i);
    // Sample prices are shown, each marked as a sample where it stands (issue 15 §3).
    const prices = [...saas.matchAll(/[£$€]\s?\d[^<]*/g)].map((m) => m[0]);
    expect(prices.length).toBeGreaterThanOrEqual(3);
    for (const p of prices) expect(p).toContain('Sample price');
    const rest = (await gen('restaurant')).files['index.html'];
    expect(rest).toContain('Sample hours and address');
  });

  it('It should write one feature block per key feature', async () => {
    const { site } = await gen('saas');
    const features = site.sections.find((s) => s.id === 'features')!;
    expect(features.items.map((i) => i.title)).toEqual(BRIEFS.saas.key_features);
  });

  it('It should show the logo in the header and as favicon', async () => {
    const { files } = await gen('agency', { logoFile: 'logo.png' });
    const els = elements(files['index.html']);
    expect(els.find((e) => e.tag === 'link' && e.attrs.rel === 'icon')?.attrs.href).toBe('logo.png');
    expect(els.find((e) => e.tag === 'img' && e.attrs.src === 'logo.png')).toBeDefined();
    await expect(gen('agency', { logoFile: 'https://evil.example/logo.png' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('It should reuse a base site layout and theme with new copy', async () => {
    const base = (await gen('restaurant', { category: 'testimonials' })).site;
    const { site } = await generateSite(BRIEFS.ecommerce, { writer, baseSite: base });
    expect(site.sections.map((s) => [s.id, s.variant])).toEqual(base.sections.map((s) => [s.id, s.variant]));
    expect(site.theme).toEqual(base.theme);
    expect(site.sections[0]!.heading).toContain('Online shop');
  });

  it('It should render every style with the palette as custom properties', async () => {
    for (const style of STYLE_VALUES) {
      const { files, site } = await generateSite({ ...BRIEFS.startup, style_preference: style }, { writer });
      expect(site.theme.style).toBe(style);
      expect(files['style.css']).toContain(`--c-bg:${site.theme.colors.bg}`);
      expect(files['style.css']).toContain('prefers-reduced-motion');
      expect(siteModelSchema.safeParse(site).success).toBe(true);
    }
  });
});
