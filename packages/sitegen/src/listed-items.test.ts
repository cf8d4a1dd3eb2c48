import { itemStems, listedItems, saysItem, withListed } from './listed-items';

describe('itemStems', () => {
  it.each([
    ['Pastries', 'A pastry'], ['Gâteaux de mariage', 'Un gâteau de mariage'], ['Taarten', 'Een stuk taart'], ['Cakes', 'A cake'], ['Sundaes', 'A sundae'],
  ])('It should read %s and %s as the same thing', (a, b) => {
    expect(saysItem(b, a)).toBe(true);
  });

  it('It should tell different things apart and read no stems in short or empty words', () => {
    expect(saysItem('A dark beer', 'Stouts')).toBe(false);
    expect(saysItem('A drink', '')).toBe(false);
    expect(itemStems('The pie and tea')).toEqual(['pi', 'tea']);
    expect(itemStems('A to Z')).toEqual([]);
  });
});

describe('listedItems', () => {
  const colour = (t: string) => /\b(?:red|blue|green)\b/iu.test(t);
  it('It should read the items a predicate accepts after a lead-in word, a colon or in a first clause that is a list', () => {
    expect(listedItems('Paint shop selling red gloss, blue matt and green primer since 1990.', colour)).toEqual(['red gloss', 'blue matt', 'green primer']);
    expect(listedItems('Red gloss, blue matt and green primer in town.', colour)).toEqual(['Red gloss', 'blue matt', 'green primer']);
    expect(listedItems('Our range: red gloss, blue matt.', colour)).toEqual(['red gloss', 'blue matt']);
    // Each lead-in starts its own list: what comes before a colon is not the colon's list.
    expect(listedItems('Paint shop selling to trade customers and homeowners: red gloss, blue matt.', colour)).toEqual(['red gloss', 'blue matt']);
    // A second sentence that is itself the list, when the first named none (a butcher's "Local beef, lamb and pork from…").
    expect(listedItems('Family paint shop in Leeds. Red gloss, blue matt and green primer from our own mill.', colour)).toEqual(['Red gloss', 'blue matt', 'green primer']);
  });

  it.each([
    ['a first clause with one item or a cut before its last', 'Red gloss in town and blue matt.'],
    ['counts and places', 'Selling 24 red paints, a blue shop and the green room.'],
    ['items of more than four words', 'Selling bright red gloss paint tins, deep blue matt wall paint.'],
    ['empty and hostile text', '<img src=x onerror=alert(1)> with , ; —'],
  ])('It should read nothing in %s', (_, description) => {
    expect(listedItems(description, colour)).toEqual([]);
  });

  it('It should give words sharing one head noun the head each, when every word before the "and" needs it', () => {
    const goods = (t: string) => /\b(?:yarns?|socks?|burgers?)\b/iu.test(t);
    expect(listedItems('Shop selling hand-dyed merino, alpaca and sock yarns, plus needles.', goods)).toEqual(['alpaca yarns', 'sock yarns']);
    expect(listedItems('Burger bar serving beef and chicken burgers.', goods)).toEqual(['beef burgers', 'chicken burgers']);
    // A head of two words: "sparkling and still English wines" (was "still English wines" only).
    expect(listedItems('Family vineyard making sparkling and still English wines.', (t) => /\bwines?\b/iu.test(t))).toEqual(['sparkling English wines', 'still English wines']);
    // A word that names a thing alone keeps its own name ("socks and wool yarns" are two things).
    // A plural noun before the "and" is a thing of its own, whatever the predicate says of it alone (was "Lunches teas").
    const teas = (t: string) => /\bteas\b/iu.test(t);
    expect(listedItems('Garden centre with a café serving lunches and cream teas.', teas)).toEqual(['cream teas']);
    expect(listedItems('Tea room serving dishes and cream teas.', teas)).toEqual(['cream teas']);
    // So is a meal ("breakfast, lunch and homemade cakes" were "Breakfast cakes", "Lunch cakes").
    expect(listedItems('Family-run café serving breakfast, lunch and homemade cakes.', (t) => /\bcakes\b/iu.test(t))).toEqual(['homemade cakes']);
    expect(listedItems('Shop selling socks and wool yarns.', goods)).toEqual(['socks', 'wool yarns']);
  });

  it('It should not throw or hang on long text', () => {
    expect(listedItems('with red and '.repeat(2000), colour).length).toBeLessThanOrEqual(2);
    expect(listedItems(`selling ${'a, '.repeat(3000)}and b yarns`, (t) => /yarns/u.test(t)).length).toBeLessThanOrEqual(3001);
  });
});

describe('withListed', () => {
  it('It should replace a one-word item it says more of, leave out one saying the same or more of a longer one and append the rest, without touching its input', () => {
    const own = ['Pastries', 'Grilled fish of the day', 'Birthday cakes', 'New books'];
    expect(withListed(own, ['Viennese pastries', 'grilled fish', 'custom birthday cakes', 'second-hand books', 'clams']))
      .toEqual(['Viennese pastries', 'Grilled fish of the day', 'Birthday cakes', 'New books', 'second-hand books', 'clams']);
    expect(own).toEqual(['Pastries', 'Grilled fish of the day', 'Birthday cakes', 'New books']);
    expect(withListed([], [])).toEqual([]);
  });
});
