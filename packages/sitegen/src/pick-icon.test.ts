import { pickIcon } from './pick-icon';

describe('pickIcon', () => {
  it('It should not read a theme word that names something else (found by listing every feature → icon over the session briefs)', () => {
    expect(pickIcon('Wedding cakes', 0)).toBe('cake'); // was a croissant
    expect(pickIcon('Pastries', 0)).toBe('croissant');
    expect(pickIcon('Dairy-free options', 0)).not.toBe('gift');
    expect(pickIcon('Free weights', 0)).not.toBe('gift');
    expect(pickIcon('Free consultation', 0)).toBe('gift');
    expect(pickIcon('No auditions', 0)).not.toBe('shield-check');
    expect(pickIcon('Auditorium', 0)).not.toBe('shield-check');
    expect(pickIcon('SEO audits', 0)).toBe('shield-check');
    expect(pickIcon('18-hole course', 0)).not.toBe('graduation-cap');
    expect(pickIcon('Repair guides', 0)).not.toBe('mountain');
    expect(pickIcon('Seasonal planting guides', 0)).not.toBe('mountain');
    expect(pickIcon('Guided meditations', 0)).not.toBe('mountain');
    expect(pickIcon('Local guides', 0)).toBe('mountain');
    expect(pickIcon('Plant care', 0)).not.toBe('heart-pulse');
    expect(pickIcon('Nursing care', 0)).toBe('heart-pulse');
    expect(pickIcon('Food bank', 0)).not.toBe('landmark');
    expect(pickIcon('First-time buyers', 0)).not.toBe('clock');
    expect(pickIcon('Fast wifi', 0)).toBe('wifi');
    expect(pickIcon('Teams for all ages', 0)).toBe('users');
    expect(pickIcon('Works with Zoom, Meet and Teams', 0)).toBe('share');
  });

  it('It should give a band\'s tour dates a ticket and an estate agent\'s virtual tours a video camera', () => {
    expect(pickIcon('Tour dates', 0)).toBe('ticket');
    expect(pickIcon('Virtual tours', 0)).toBe('video');
    expect(pickIcon('Video calls', 0)).toBe('video');
    expect(pickIcon('Limited merch', 2)).toBe('shirt');
  });

  it('It should read short stems as whole words, not inside longer ones', () => {
    expect(pickIcon('Open studio membership', 0)).toBe('id-card'); // not "memberSHIP" → truck
    expect(pickIcon('Private parties', 0)).toBe('party'); // not "priVATe" → receipt
    expect(pickIcon('Specialty coffee', 0)).toBe('coffee'); // not "cofFEE" → tag
    expect(pickIcon('Unified timeline', 0)).toBe('activity'); // not "TIMEline" → clock
    expect(pickIcon('Walk-in appointments', 0)).toBe('calendar');
    expect(pickIcon('Therapist-led sessions', 1)).not.toBe('plug'); // not "therAPIst"
    expect(pickIcon('Built for freelancers', 1)).not.toBe('gift'); // not "FREElancers"
    expect(pickIcon('Second opinions', 1)).not.toBe('leaf'); // not "sECOnd"
    expect(pickIcon('Carbon-neutral shipping', 0)).toBe('leaf');
    expect(pickIcon('Free shipping', 0)).toBe('truck');
    expect(pickIcon('Fixed-fee contract reviews', 0)).toBe('file-text');
    // A photographer's album is a picture book, a band's album music.
    expect(pickIcon('Handmade linen album', 0)).toBe('image');
    expect(pickIcon('New album pre-order', 0)).toBe('music');
    // A live preview is no review, a budget allocation no location, "of course" no course.
    expect(pickIcon('Live preview', 0)).not.toBe('file-text');
    expect(pickIcon('Budget allocation', 0)).not.toBe('map-pin');
    expect(pickIcon('Of course we deliver', 0)).toBe('truck');
    expect(pickIcon('Online courses', 0)).toBe('graduation-cap');
  });

  it.each([
    ['Boiler servicing', 'wrench'], ['Laptop repairs', 'wrench'], ['Bathroom fitting', 'wrench'], ['Wood burner installation', 'wrench'], ['Free repairs', 'wrench'], ['Rewires', 'wrench'],
    ['New roofs', 'home'], ['Loft conversions', 'home'], ['Rooftop terrace', 'sparkles'], ['Lash extensions', 'sparkles'], ['Beard trims', 'scissors'], ['Cuts', 'scissors'], ['Suit alterations', 'scissors'],
    // Not work: a fixed price, a customer service, a shortcut.
    ['Fixed-price quotes', 'tag'], ['Friendly customer service', 'sparkles'], ['Shortcuts for power users', 'sparkles'],
  ] as const)('It should draw a trade\'s work: %s with %s', (title, icon) => {
    expect(pickIcon(title, 0)).toBe(icon);
  });

  it('It should never show the same fallback icon twice in a row', () => {
    const icons = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((t, i) => pickIcon(t, i));
    for (let i = 1; i < icons.length; i++) expect(icons[i]).not.toBe(icons[i - 1]);
  });
});
