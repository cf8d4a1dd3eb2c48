import { describedDishes, dishIcon, menuDishes, namedDishes, namesDish } from './dish-names';

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

describe('describedDishes', () => {
  it.each([
    ['Family-run trattoria serving hand-made pasta and wood-fired pizza since 1987. Open Tuesday to Sunday.', ['hand-made pasta', 'wood-fired pizza']],
    // A first clause that is itself the list, and a list after a dash.
    ['Specialty coffee and Viennese pastries — Kaffee & Kuchen every afternoon, açaí bowls for breakfast.', ['Specialty coffee', 'Viennese pastries', 'Kaffee & Kuchen', 'açaí bowls']],
    // A second sentence that is the list, when the first names none, is read as well (was nothing).
    ['A bakery in Leeds. Cakes, bread and the best sourdough in town!', ['Cakes', 'bread', 'sourdough']],
    ['A bakery in Leeds serving sourdough. Cakes, bread and rolls every morning.', ['sourdough']],
    ['Cakes, bread and the best sourdough in town!', ['Cakes', 'bread', 'sourdough']],
    // "…, and …" is one break; where and when it is made is cut.
    ['Korean BBQ restaurant with tabletop grills, marinated bulgogi and pork belly, and homemade kimchi.', ['marinated bulgogi', 'pork belly', 'homemade kimchi']],
    ['Street food truck serving slow-smoked brisket and pulled pork at markets and private events.', ['slow-smoked brisket', 'pulled pork']],
    ['Independent brewery and taproom pouring our own pale ales and stouts.', ['pale ales', 'stouts']],
    ['I make custom birthday cakes and cupcakes from my home kitchen in Leicester.', ['custom birthday cakes', 'cupcakes']],
    // West African and sushi dishes (were "A starter", "A main course").
    ['Nigerian restaurant in Peckham serving jollof rice, suya, egusi soup and puff-puff.', ['jollof rice', 'suya', 'egusi soup', 'puff-puff']],
    ['Small sushi bar in Brighton with an omakase counter and a short menu of nigiri, maki and sashimi.', ['nigiri', 'maki', 'sashimi']],
    // A chip shop frying its fish; a tapas bar's pintxos and sherry (were "A main course", "A dessert").
    ['Fish and chip shop in Whitby frying fresh haddock and cod in beef dripping.', ['fresh haddock', 'cod']],
    ['Tapas bar in Cardiff serving Basque pintxos, Spanish wines and sherry, with a late kitchen on weekends.', ['Basque pintxos', 'Spanish wines', 'sherry']],
    // The site languages: Dutch, Italian, German, French after a colon.
    ['Ambachtelijke bakkerij in Utrecht met zuurdesembrood, taarten en koffie.', ['zuurdesembrood', 'taarten', 'koffie']],
    ['Pasticceria a Napoli con sfogliatelle, babà e torte su ordinazione.', ['sfogliatelle', 'babà']],
    ['Familienweingut an der Mosel mit Riesling, Weinproben und Ferienwohnungen.', ['Riesling']],
    ['Boulangerie à Rennes : pain au levain, viennoiseries et gâteaux sur commande.', ['pain', 'viennoiseries', 'gâteaux']],
    // Fish and seafood in Italian, Portuguese and German (were "Un antipasto, Un primo o secondo" and "Um prato principal";
    // "paccheri ai frutti di mare" is five words, more than a title takes).
    ['Ristorante di pesce a Napoli, sul lungomare, con pesce fresco del giorno, crudi e paccheri ai frutti di mare.', ['pesce fresco del giorno', 'crudi']],
    ['Marisqueira em Lisboa, junto ao rio, com marisco fresco, peixe grelhado e vinhos portugueses.', ['marisco fresco', 'peixe grelhado', 'vinhos portugueses']],
    ['Familienbäckerei in Hamburg: Sauerteigbrot, Franzbrötchen und Kuchen, jeden Morgen frisch.', ['Sauerteigbrot', 'Franzbrötchen', 'Kuchen']],
    // American dishes (a Cajun food truck's menu was "A starter, A main course").
    ['Cajun food truck in New Orleans serving po\'boys, gumbo and beignets at festivals and private events.', ['po\'boys', 'gumbo', 'beignets']],
    // "we do" and "plus" lead in and join, as people type them.
    ['small family bakery, we do bread, cakes, pies and sausage rolls. open mon-sat', ['bread', 'cakes', 'pies', 'sausage rolls']],
    ['Craft beer bar serving IPAs, sours and stouts on 16 taps, plus Neapolitan pizza.', ['IPAs', 'stouts', 'Neapolitan pizza']],
  ] as const)('It should read the dishes of %j', (description, dishes) => {
    expect(describedDishes(description)).toEqual(dishes);
  });

  it.each([
    // The place itself, how it serves and what it has besides food are no dishes.
    'Ice cream parlour on the seafront serving 24 flavours.', 'Pizzeria napoletana a Bologna con forno a legna e pizza da asporto.',
    'Monthly supper club in a secret location, with a seven-course tasting menu.', 'Juice bar and café in Brighton.',
    'Board game café with over 500 games.', 'Hand-rolled doughnuts baked fresh every morning, with vegan options.',
    // Languages written without spaces and Arabic: their dishes come from the features.
    '東京・中野のラーメン店。豚骨ラーメンと餃子が自慢です。', 'مخبز عائلي في عمّان يقدم الخبز الطازج والمعجنات',
    // Empty and hostile text: nothing, no throw.
    '', '   ', 'with , and , ; —', '<script>alert(1)</script> serving <img src=x onerror=alert(1)>', 'serving '.repeat(500),
  ])('It should read no dish in %j', (description) => {
    expect(describedDishes(description)).toEqual([]);
  });
});

describe('menuDishes', () => {
  it('It should add the dishes a description names after the features\' own, each a different thing', () => {
    expect(menuDishes(['Hand-made pasta daily', 'Wood-fired oven', 'Private dining room'], 'Family-run trattoria serving hand-made pasta and wood-fired pizza since 1987.'))
      .toEqual(['Hand-made pasta', 'wood-fired pizza']);
    // A described dish that says more takes a one-word feature's place; one saying the same or more of a longer one stays out.
    expect(menuDishes(['Fast Wi-Fi', 'Pastries baked on site'], 'Specialty coffee and Viennese pastries — Kaffee & Kuchen every afternoon.'))
      .toEqual(['Viennese pastries', 'Specialty coffee', 'Kaffee & Kuchen']);
    expect(menuDishes(['Grilled fish of the day', 'Shellfish platters'], 'Seafood restaurant serving grilled fish, clams and shellfish.'))
      .toEqual(['Grilled fish of the day', 'Shellfish platters', 'clams']);
    expect(menuDishes(['Birthday cakes', 'Cupcakes'], 'Home bakery making custom birthday cakes and cupcakes to order.')).toEqual(['Birthday cakes', 'Cupcakes']);
    // A feature saying a dish is there as well is titled by the dish ("Cupcakes too" was a card's title).
    expect(menuDishes(['Custom designs', 'Cupcakes too', 'Brownies also available'], 'I bake celebration cakes to order from home in Swansea.')).toEqual(['Cupcakes', 'Brownies', 'celebration cakes']);
    // Nothing named anywhere: no dishes, and the menu keeps its placeholders.
    expect(menuDishes(['Online ordering', 'Free delivery over £20'], 'Chinese takeaway with collection and local delivery.')).toEqual([]);
  });
});
