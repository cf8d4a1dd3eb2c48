import { namedPitches } from './pitch-names';

describe('namedPitches', () => {
  it.each([
    // A glamping site's units and a campsite's pitches, as the description writes them, in its order.
    ['Glamping in the Shropshire Hills with four bell tents, a shepherd\'s hut and a treehouse, each with a wood-fired hot tub.', ['Bell tents', 'Shepherd\'s hut', 'Treehouse']],
    ['Family campsite near Wantage with grass pitches for tents, hardstanding for caravans and motorhomes, electric hook-ups and hot showers.', ['Grass pitches', 'Hardstanding']],
    ['A quiet family campsite in the Lake District with tent pitches, electric hook-ups for caravans and two shepherd\'s huts.', ['Tent pitches', 'Shepherd\'s huts']],
    ['Yurts, safari tents and glamping pods in a Cornish meadow. Each yurt has a log burner.', ['Yurts', 'Safari tents', 'Glamping pods']],
    ['Camping en el Pirineo con parcelas, cabañas de madera y bungalós.', ['Parcelas', 'Cabañas', 'Bungalós']],
    ['Camping an der Mosel mit Stellplätzen für Wohnmobile, Jurten und Baumhäusern.', ['Stellplätze', 'Jurten', 'Baumhäuser']],
  ] as const)('It should read the pitches of %j', (description, pitches) => {
    expect(namedPitches(description)).toEqual(pitches);
  });

  it.each([
    // The guests' own caravans and motorhomes are no unit to let; nor is a campsite that names none.
    'Campsite with space for caravans and motorhomes, a shop and a bar.', 'Quiet adults-only campsite by the river.', '', '<img src=x onerror=alert(1)> pitch',
  ])('It should read no pitch in %j', (description) => {
    expect(namedPitches(description)).toEqual([]);
  });

  it('It should read at most three, and each kind once, without hanging on long text', () => {
    expect(namedPitches('Yurts, tipis, domes, cabins and treehouses. More yurts.')).toEqual(['Yurts', 'Tipis', 'Domes']);
    expect(namedPitches('Bell tents. Bell tent. A bell tent.')).toEqual(['Bell tents']);
    expect(namedPitches('grass pitch '.repeat(5000)).length).toBe(1);
  });
});
