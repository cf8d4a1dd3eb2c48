import { isWinery, serviceStyle } from './cafe';

describe('serviceStyle', () => {
  it.each([
    ['Family-run trattoria serving hand-made pasta', 'table'],
    ['Wine bar in Lisbon with small plates', 'table'],
    ['Gastropub with a beer garden', 'table'],
    ['Artisan bakery baking sourdough every morning', 'counter'],
    ['Panadería con café para llevar', 'counter'],
    // "Café" ends on an accented letter, which JavaScript's \b does not see as a letter (word-re.ts).
    ['Le Petit Café, un café de quartier à Lyon', 'counter'],
    ['Café Müller: Kaffee und Kuchen', 'counter'],
    ['Chinese takeaway with collection and delivery', 'takeaway'],
    ['Fish and chips in Whitby', 'takeaway'],
    // A chip shop whose customers eat in or take away orders at the counter (was "Book a table"); a restaurant doing both keeps its tables.
    ['Fish and chip shop in Whitby frying fresh haddock and cod in beef dripping. Eat in or take away.', 'takeaway'],
    ['Traditional chip shop on the seafront.', 'takeaway'],
    ['Seafood restaurant by the harbour. Eat in or take away.', 'table'],
    // No bookings taken, or served to go at the counter: a counter's page, not "Book a table" (were all 'table').
    ['Noodle bar in Manchester\'s Chinatown: hand-pulled noodles, dumplings and bao. Walk-ins only.', 'counter'],
    ['smash burgers, loaded fries and shakes in a shipping container in bristol. no bookings', 'counter'],
    ['Plant-based salad and grain bowl bar in Leeds for lunch on the go. Order on the app or at the counter.', 'counter'],
    ['Deli and sandwich shop in Norwich with local cheeses, charcuterie and hot sandwiches to go.', 'counter'],
    ['Dessert parlour in Luton with waffles, crêpes, gelato and cookie dough. Open late.', 'parlour'],
    ['Dessert bar in Luton with waffles, crêpes and cookie dough. Open late.', 'counter'],
    ['Italian restaurant in Leeds. Bookings recommended at weekends.', 'table'],
    // "To take away" is a takeaway's as much as "takeaway"; "or eat in" keeps the table.
    ['Neighbourhood deli with cheeses, charcuterie and sandwiches to take away', 'takeaway'],
    ['Pizza to take away or eat in', 'table'],
    ['Indian restaurant with 40 seats, takeaway too', 'table'],
    ['Food truck serving tacos at markets', 'truck'],
    // An ice-cream van goes to the events it serves, like a food truck (was a parlour's "Order cakes and tubs" and "Find us").
    ['Vintage ice cream van for weddings, parties and events in Devon and Cornwall.', 'truck'],
    ['Gelateria artigianale a Bologna con gusti di stagione.', 'parlour'],
    ['Family winery in the Douro valley', 'tasting'],
    ['Ice cream parlour on the seafront serving sundaes and milkshakes', 'parlour'],
    ['Artisan gelato made fresh every morning. Vegan sorbets too.', 'parlour'],
    ['Heladería artesanal en Valencia', 'parlour'],
    ['Eiscafé Venezia: Spaghettieis und Eisbecher', 'parlour'],
    ['Frozen yoghurt with fresh fruit toppings', 'parlour'],
    ['アイスクリーム専門店', 'parlour'],
    // A gelateria that serves espresso is still a parlour; a café with homemade ice cream stays a café.
    ['Gelateria with espresso and gelato cakes', 'parlour'],
    ['Corner café with coffee, cake and homemade ice cream', 'counter'],
    // Bubble tea, juice bars and doughnut shops serve over the counter; a cocktail bar seats its guests.
    ['Bubble tea shop with fresh tapioca pearls', 'counter'],
    ['Juice and smoothie bar with cold-pressed juices', 'counter'],
    ['Hand-rolled doughnuts baked fresh every morning', 'counter'],
    ['Cocktail bar in Soho with small plates', 'table'],
    // A restaurant's or a pizzeria's gelato is dessert.
    ['Trattoria with hand-made pasta and gelato', 'table'],
    ['Pizzeria e gelateria a Napoli', 'table'],
    // A cake maker takes orders for a cake on a date; a bakery with cakes to order keeps its counter.
    ['Wedding and celebration cakes made to order in Essex, with tasting consultations.', 'cakes'],
    ['Home bakery in Cardiff making celebration cakes and cupcakes to order.', 'cakes'],
    ['Tartas personalizadas y tartas de boda por encargo en Sevilla.', 'cakes'],
    ['Hochzeitstorten und Motivtorten auf Bestellung in München.', 'cakes'],
    ['Artisan bakery with sourdough, pastries and celebration cakes to order.', 'counter'],
    // A bakery whose cakes to order are named twice (description and features) is still a bakery.
    ['Boulangerie-pâtisserie artisanale à Rennes : pain au levain, viennoiseries et gâteaux sur commande. Gâteaux sur commande', 'counter'],
    ['Café serving brunch, coffee and birthday cakes to order.', 'counter'],
    ['Bistro with a birthday cake for every table that asks.', 'table'],
    ['Ice cream cakes and sundaes at our seafront parlour.', 'parlour'],
    // A board game café or a cat café books its tables, as does a café that says bookings are recommended.
    ['Board game café in Leeds with over 500 games, coffee and toasties.', 'table'],
    ['Cat café where you can have tea and cake with our rescue cats.', 'table'],
    ['Brunch café in Hove, booking recommended at weekends.', 'table'],
    ['Weingut an der Mosel mit Weinproben', 'tasting'],
    // A pizzeria with a wood-fired oven that also does takeaway seats its guests.
    ['Pizzeria napoletana a Bologna con forno a legna e pizza da asporto.', 'table'],
    ['Pizza takeaway and delivery in Luton.', 'takeaway'],
    // A takeaway pizzeria named "Pizzeria …" has no dining room for it (was "Prenota un tavolo").
    ['Pizzeria Da Gino \n Pizzeria da asporto a Milano con consegna a domicilio.', 'takeaway'],
    ['Takeaway pizzeria in Leeds, open late.', 'takeaway'],
    // A coffee van or a mobile bar goes where the events are, like a food truck, but has no kitchen (was "Kitchen on wheels").
    ['Mobile coffee van serving speciality coffee at events, weddings and markets in Devon.', 'mobileBar'],
    ['Horsebox bar for weddings serving prosecco and cocktails.', 'mobileBar'],
    ['Mobile cocktail bar for weddings.', 'mobileBar'],
    ['Kaffeemobil für Hochzeiten und Firmenfeiern.', 'mobileBar'],
    ['Furgoneta de café para bodas y eventos en Madrid.', 'mobileBar'],
    // One that names food besides its drinks is a food truck.
    ['Coffee van and street food truck serving bacon rolls and coffee.', 'truck'],
    ['Coffee cart with toasties and cakes.', 'truck'],
    // A distillery books tours and tastings of its spirits; a bar pouring gin is a bar.
    ['Small-batch gin distillery in the Cotswolds with tours, tastings and a gin school.', 'distillery'],
    ['Whisky distillery on Islay, tours daily.', 'distillery'],
    ['Destilería artesanal de ginebra en Menorca.', 'distillery'],
    ['Gin bar with 80 gins and tonic pairings.', 'table'],
    // A wine bar or pub whose bottles are also sold "to take away" is still somewhere to sit (was a takeaway's "Order now").
    ['Neighbourhood wine bar and bottle shop with natural wines by the glass, small plates and bottles to take away.', 'table'],
    ['Village pub with real ales and a takeaway fish and chips night.', 'table'],
    ['Kebab house and snack bar, takeaway only.', 'takeaway'],
    ['', 'table'],
    ['<script>alert(1)</script>', 'table'],
  ] as const)('It should read "%s" as %s', (text, style) => {
    expect(serviceStyle(text)).toBe(style);
  });

  it('It should give wine bars and wineries alike the winery\'s menu, but only wineries tastings', () => {
    for (const text of ['Wine bar in Lisbon', 'Family winery in the Douro', 'Cellar door tastings in the Barossa', 'Enoteca a Firenze']) expect(isWinery(text)).toBe(true);
    expect(isWinery('Trattoria with a good wine list')).toBe(false);
    expect(serviceStyle('Cellar door tastings in the Barossa')).toBe('tasting');
  });
});
