import { boxSizes, describedProducts, namedProducts, namesProduct, shopProducts, subscriptionPeriod } from './product-names';

describe('namesProduct', () => {
  /** [feature, names a product the shop sells?] */
  const CASES: [string, boolean][] = [
    ['Wallets', true], ['Card holders', true], ['Dried flower wreaths', true], ['Wedding flowers', true], ['Weekly flower subscription', true],
    // A farm shop's or butcher's own produce, free-range included ("free" alone is a service).
    ['Own beef', true], ['Free-range eggs', true], ['Local cheeses', true], ['Seasonal veg boxes', true], ['Quesos curados', true], ['Hausgemachte Wurst', true], ['Fresh fish', true], ['Shellfish', true], ['Pescado y marisco', true], ['Restaurant supply', false], ['New vinyl', true], ['Used records', true], ['Turntables', true], ['Fish filleting service', false],
    ['Soy candles', true], ['Organic cotton tees', true], ['Handgebouwde stadsfietsen', true], ['Velas artesanales', true], ['Bougies parfumées', true], ['手作りの財布', true],
    // How the shop serves, or what a product is made of: features, not products.
    ['Free repairs', false], ['Free returns', false], ['Same-day delivery', false], ['Carbon-neutral shipping', false], ['Gift wrapping', false], ['Organic cotton', false],
    // A place in the shop with what it has (a bookshop's "Café with homemade cakes" was a product card); cakes with cream are cakes.
    ['Café with homemade cakes', false], ['Tea room serving scones', false], ['Cakes with fresh cream', true],
    ['Levering aan huis', false], ['Gratis onderhoud', false], ['Livraison offerte', false], ['Free engraving on rings', false], ['Candle-making workshops', false], ['Free local delivery of eggs', false],
    // Sentences about the range, and hostile or empty input.
    ['We make our wallets by hand from vegetable-tanned leather in Lisbon', false], ['', false], ['<script>alert(1)</script>', false],
  ];
  it.each(CASES)('It should tell a product from a shop\'s service: %j → %s', (feature, product) => {
    expect(namesProduct(feature)).toBe(product);
  });

  it('It should list the products in the owner\'s order, once each, without trailing stops', () => {
    expect(namedProducts(['Wallets.', 'Belts', 'Free repairs', 'wallets', 'Card holders'])).toEqual(['Wallets', 'Belts', 'Card holders']);
    expect(namedProducts([])).toEqual([]);
    // Skincare, digital goods, kits, baby clothes and pet treats are products too (were "Your bestseller, A new arrival…").
    expect(namedProducts(['Cleansers', 'Serums', 'Moisturisers'])).toEqual(['Cleansers', 'Serums', 'Moisturisers']);
    expect(namedProducts(['Travel pack', 'Wedding pack', 'Mobile presets', 'Instant download'])).toEqual(['Travel pack', 'Wedding pack', 'Mobile presets']);
    expect(namedProducts(['Bodysuits', 'Sleepsuits', 'Gift sets', 'Natural treats', 'Yarn', 'Free delivery'])).toEqual(['Bodysuits', 'Sleepsuits', 'Gift sets', 'Natural treats', 'Yarn']);
  });
});

describe('describedProducts', () => {
  it.each([
    // Books and wines in the site languages; a German list after "mit" named in the plural (was "Ihr Bestseller, Eine Neuheit…";
    // "Romanen" is left: Dutch "romanen" is already a plural).
    ['Unabhängige Buchhandlung in Freiburg mit Romanen, Kinderbüchern und Reiseführern.', ['Kinderbücher', 'Reiseführer']],
    ['Épicerie fine à Bordeaux : fromages, charcuterie, vins et plats cuisinés.', ['fromages', 'charcuterie', 'vins']],
    ['Online yarn shop selling hand-dyed merino, alpaca and sock yarns, plus knitting patterns and needles.', ['alpaca yarns', 'sock yarns', 'knitting patterns']],
    ['Online shop for organic cotton basics: t-shirts, socks and underwear made in Portugal.', ['t-shirts', 'socks', 'underwear']],
    ['Online stationery shop selling notebooks, pens and planners.', ['notebooks', 'pens', 'planners']],
    // Teas and blends packed, knitwear knitted, kits and patterns, outdoor gear (were "Your bestseller, A new arrival…").
    ['Loose leaf teas and herbal blends packed in compostable pouches.', ['Loose leaf teas', 'herbal blends']],
    ['Wool jumpers, hats and mittens knitted in Norway, sold online with free shipping across Europe.', ['Wool jumpers', 'hats', 'mittens']],
    ['Embroidery kits and patterns for beginners, with video tutorials for every kit.', ['Embroidery kits', 'patterns']],
    ['Online shop for hiking and camping gear: tents, rucksacks, boots and waterproofs from brands we trust.', ['tents', 'rucksacks', 'boots', 'waterproofs']],
    // Glasses are sold; "online" says where, not what (was "Sunglasses online" alone).
    ['Independent eyewear brand selling acetate glasses and sunglasses online with free home try-on.', ['acetate glasses', 'sunglasses']],
    ['Farm shop with our own beef, free-range eggs and seasonal vegetables, plus pick-your-own strawberries.', ['beef', 'free-range eggs', 'seasonal vegetables']],
    ['Traditional butcher in Ludlow with locally reared beef, lamb and pork.', ['locally reared beef', 'lamb', 'pork']],
    ['Handmade chocolates and truffles made in our Bath kitchen, with gift boxes and nationwide delivery.', ['Handmade chocolates', 'truffles', 'gift boxes']],
    ['Boutique de vêtements en ligne pour femmes : robes, pulls et accessoires fabriqués en France.', ['robes', 'pulls', 'accessoires']],
    ['Loja online de cerâmica portuguesa feita à mão: pratos, canecas e azulejos, com envio para todo o mundo.', ['pratos', 'canecas', 'azulejos']],
    // A list whose last item says how it is made ends there ("…vases thrown in my studio and sold online" listed nothing).
    ['Handmade stoneware mugs, bowls and vases thrown in my studio in Devon and sold online.', ['Handmade stoneware mugs', 'bowls', 'vases']],
    // Dutch and German compounds of a bouquet (were "Nieuw binnen", "Eine Neuheit").
    ['Bloemist in Amsterdam met seizoensboeketten en planten.', ['seizoensboeketten', 'planten']],
    ['Blumenladen in Köln: Brautsträuße, Blumen und Pflanzen.', ['Brautsträuße', 'Blumen', 'Pflanzen']],
    // A flooring shop's floors (was "Vinyl, A new arrival, A gift idea").
    ['Carpet and flooring shop in Derby: carpets, vinyl, laminate and wood floors, fitted by our own team.', ['carpets', 'vinyl', 'laminate', 'wood floors']],
    // A plant nursery's plants, after "growing" (was "Your bestseller, A new arrival, A gift idea").
    ['Family-run plant nursery near Ludlow growing perennials, shrubs and fruit trees.', ['perennials', 'shrubs', 'fruit trees']],
    // A soap maker's range typed in lower case (was "Your bestseller, A new arrival, A gift idea": bath bombs named no product).
    ['handmade soaps, bath bombs and candles made in small batches in my kitchen in cornwall. vegan and plastic free :)', ['handmade soaps', 'bath bombs', 'candles']],
  ] as const)('It should read what %j sells', (description, products) => {
    expect(describedProducts(description)).toEqual(products);
  });

  it.each([
    // Services, rentals, places, counts and the catch's landing are not products.
    'Fahrradladen in Freiburg mit Verkauf, Werkstatt und E-Bike-Verleih.', 'Yarn shop in Hebden Bridge with knitting workshops and an online store.',
    'Independent wine shop in Harrogate with tastings every Friday.', 'Record shop with over 5,000 records.',
    '', '<script>alert(1)</script>',
  ])('It should read no product in %j', (description) => {
    expect(describedProducts(description)).toEqual([]);
  });

  it('It should pass markup through as text, for the renderer to escape as it does the features', () => {
    expect(describedProducts('<script>alert(1)</script>: <b>bags</b> and <i>belts</i> for free')).toEqual(['<b>bags</b>', '<i>belts</i>']);
  });

  it('It should put the features\' products first and add only different ones', () => {
    expect(shopProducts(['Fresh fish', 'Shellfish', 'Free delivery'], 'Fishmonger in Brixham with fish landed daily from our own boats.')).toEqual(['Fresh fish', 'Shellfish']);
    expect(shopProducts(['Toys'], 'Independent pet shop in Leeds with food, toys and accessories for dogs, cats and small animals.')).toEqual(['Toys', 'accessories']);
  });
});

describe('boxSizes and subscriptionPeriod', () => {
  it.each([
    ['Weekly organic veg box subscription delivered across Bristol. Choose a small, medium or large box, skip a week whenever you like.', ['Small box', 'Medium box', 'Large box'], 'week'],
    ['Suscripción semanal de fruta ecológica: caja pequeña, mediana o grande.', ['Caja pequeña', 'Caja mediana', 'Caja grande'], 'week'],
    ['Gemüsekiste im Abo: kleine, mittlere oder große Kiste, jede Woche.', ['Kleine Kiste', 'Mittlere Kiste', 'Große Kiste'], 'week'],
    ['Plant subscription that delivers a houseplant to your door every month.', [], 'month'],
    // No subscription: no period, whatever is delivered weekly; no sizes of bread are boxes.
    ['Bakery selling small and large loaves, delivered weekly.', [], undefined],
    ['', [], undefined],
  ] as const)('It should read the sizes and period of %j', (description, sizes, period) => {
    expect(boxSizes(description)).toEqual(sizes);
    expect(subscriptionPeriod(description)).toBe(period);
  });
});
