import { namedProducts, namesProduct } from './product-names';

describe('namesProduct', () => {
  /** [feature, names a product the shop sells?] */
  const CASES: [string, boolean][] = [
    ['Wallets', true], ['Card holders', true], ['Dried flower wreaths', true], ['Wedding flowers', true], ['Weekly flower subscription', true],
    // A farm shop's or butcher's own produce, free-range included ("free" alone is a service).
    ['Own beef', true], ['Free-range eggs', true], ['Local cheeses', true], ['Seasonal veg boxes', true], ['Quesos curados', true], ['Hausgemachte Wurst', true], ['Fresh fish', true], ['Shellfish', true], ['Pescado y marisco', true], ['Restaurant supply', false], ['New vinyl', true], ['Used records', true], ['Turntables', true], ['Fish filleting service', false],
    ['Soy candles', true], ['Organic cotton tees', true], ['Handgebouwde stadsfietsen', true], ['Velas artesanales', true], ['Bougies parfumées', true], ['手作りの財布', true],
    // How the shop serves, or what a product is made of: features, not products.
    ['Free repairs', false], ['Free returns', false], ['Same-day delivery', false], ['Carbon-neutral shipping', false], ['Gift wrapping', false], ['Organic cotton', false],
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
