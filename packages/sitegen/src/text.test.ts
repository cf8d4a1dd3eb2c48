import { clip, lcFirst, leadClause } from './text';

describe('text helpers', () => {
  it('It should cut a long first sentence at a clause boundary without trailing punctuation', () => {
    expect(leadClause('Small-group walking holidays in the Alps and the Dolomites, with luggage transfer between huts.')).toBe('Small-group walking holidays in the Alps and the Dolomites');
    expect(leadClause('Short one. Second.')).toBe('Short one');
  });
  it('It should lower-case ordinary words only and clip at word boundaries', () => {
    expect(lcFirst('Automatic bank reconciliation')).toBe('automatic bank reconciliation');
    expect(lcFirst('VAT return preparation')).toBe('VAT return preparation');
    expect(lcFirst('OpenTelemetry native')).toBe('OpenTelemetry native');
    expect(clip('one two three four', 10)).toBe('one two…');
  });
});
