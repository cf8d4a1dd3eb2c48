import { dishIcon, namedDishes, namesDish } from './dish-names';

describe('namesDish', () => {
  it.each([
    'Tonkotsu ramen', 'Gyoza', 'Beef pho', 'Banh mi', 'Spring rolls', 'Green curry', 'Pad thai', 'Vegetarian thalis', 'Tacos al pastor', 'Burritos',
    'Margaritas', 'Fresh haddock', 'Mushy peas', 'Fish and chips', 'Sunday roast', 'Craft beer', 'Sourdough', 'Croissants', 'Wood-fired pizza',
    'Pan de masa madre', 'Bollería', 'Pastéis de nata', 'Galettes de sarrasin', 'Kaffee und Kuchen', 'Stroopwafels', 'Éclairs', 'Dim sum', 'Gluten-free pizza',
    '豚骨ラーメン', '餃子', '手工饺子', '牛肉面', 'مشاوي', 'فلافل',
    'Rijsttafel', 'Saté', 'Har gow', 'Sorbetti vegani', 'Granite siciliane', 'Mixed grill', 'Korean BBQ',
  ])('It should read %s as a dish', (f) => {
    expect(namesDish(f)).toBe(true);
  });

  it.each([
    'Takeaway', 'Vegan options', 'Walk-ins welcome', 'Private dining', 'Lunch specials', 'Free delivery over £20', 'Online ordering', 'Family meal deals',
    'Vegetarian dishes', 'Cakes to order', 'Wine tastings', 'Tartas por encargo', 'Café para llevar', 'Gâteaux sur commande', 'Kuchen zum Mitnehmen', 'Tandoori grill',
    'Gluten-free batter', 'Pan-Asian small plates', 'Weekly market schedule', 'Sushi bar', 'Wood-fired oven', 'Cucina tradizionale dal 1950', 'QR code menus', 'Team building',
    // A sentence about the food is not a dish name.
    'We bake our sourdough every morning from a starter that is forty years old', '', '   ',
    // Hostile and odd input: no dish, no throw.
    '<script>alert(1)</script>', 'javascript:alert(1)', '{{7*7}} ${7*7}', '\u0000\u202e',
    // Japanese, Chinese and Arabic services: late opening, takeaway, delivery.
    '深夜営業', '外卖', 'توصيل', 'テイクアウト弁当',
  ])('It should not read %j as a dish', (f) => {
    expect(namesDish(f)).toBe(false);
  });

  it('It should keep the owner\'s order, trim trailing stops and drop repeats', () => {
    expect(namedDishes([' Gyoza. ', 'Takeaway', 'Tonkotsu ramen', 'gyoza', 'Margaritas!'])).toEqual(['Gyoza', 'Tonkotsu ramen', 'Margaritas']);
    expect(namedDishes([])).toEqual([]);
    // German compounds name the dish too; a school or an experience is no dish.
    expect(namedDishes(['Sauerteigbrot', 'Hochzeitstorten', 'Gin school', 'Whisky experience'])).toEqual(['Sauerteigbrot', 'Hochzeitstorten']);
    expect(dishIcon('Sauerteigbrot')).toBe('croissant');
    // A card is titled by the dish, not by how often it is made.
    expect(namedDishes(['Hand-made pasta daily', 'Pastries baked on site', 'Bread baked fresh every morning', 'Coffee roasted in-house', 'Soup of the day'])).toEqual(['Hand-made pasta', 'Pastries', 'Bread', 'Coffee', 'Soup of the day']);
  });
});

describe('dishIcon', () => {
  it.each([
    ['Flat white', 'coffee'], ['Real ales', 'beer'], ['Port wines', 'wine'], ['Margaritas', 'martini'], ['Fruit tarts', 'cake'], ['Croissants', 'croissant'],
    ['Pan de masa madre', 'croissant'], ['豚骨ラーメン', 'soup'], ['手工饺子', 'utensils'], ['مشاوي', 'flame'], ['Banh mi', 'sandwich'], ['Caesar salad', 'leaf'], ['Brisket', 'flame'], ['Tonkotsu ramen', 'soup'], ['Fresh haddock', 'fish'], ['Tacos al pastor', 'utensils'], ['Gelato', 'ice-cream'],
  ] as const)('It should draw %s with the %s icon', (title, icon) => {
    expect(dishIcon(title)).toBe(icon);
  });
});
