import { pickIcon } from './pick-icon';

describe('pickIcon', () => {
  it('It should give a band\'s tour dates a ticket and an estate agent\'s virtual tours a video camera', () => {
    expect(pickIcon('Tour dates', 0)).toBe('ticket');
    expect(pickIcon('Virtual tours', 0)).toBe('video');
    expect(pickIcon('Video calls', 0)).toBe('video');
    expect(pickIcon('Limited merch', 2)).toBe('shirt');
  });

  it('It should never show the same fallback icon twice in a row', () => {
    const icons = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((t, i) => pickIcon(t, i));
    for (let i = 1; i < icons.length; i++) expect(icons[i]).not.toBe(icons[i - 1]);
  });
});
