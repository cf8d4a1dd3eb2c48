import { hoursGroupTitle } from './details-panel';

describe('hoursGroupTitle', () => {
  it('It should name the hours group as the page names its hours section', () => {
    expect(hoursGroupTitle('area')).toBe('Hours and area served');
    expect(hoursGroupTitle('times')).toBe('Service times');
    expect(hoursGroupTitle('prayers')).toBe('Prayer times');
    expect(hoursGroupTitle('training')).toBe('Training times');
    expect(hoursGroupTitle('visiting')).toBe('Visiting hours');
    // A shop's, a museum's or a restaurant's hours, and any id the panel does not know.
    for (const id of ['visit', 'location', 'hours', 'unknown-id']) expect(hoursGroupTitle(id)).toBe('Opening hours');
  });
});
