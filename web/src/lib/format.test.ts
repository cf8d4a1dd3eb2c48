import { relativeTime } from './format';

describe('relativeTime (the "Next check in …" text, issue 21 §2)', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('It should say a moment in seconds, minutes, hours or days, ahead or past', () => {
    expect(relativeTime('2026-01-01T00:00:00.400Z', now)).toBe('now');
    expect(relativeTime('2026-01-01T00:00:25Z', now)).toBe('in 25 seconds');
    expect(relativeTime('2026-01-01T00:03:00Z', now)).toBe('in 3 minutes');
    expect(relativeTime('2025-12-31T22:00:00Z', now)).toBe('2 hours ago');
    expect(relativeTime('2026-01-04T00:00:00Z', now)).toBe('in 3 days');
  });

  it("It should answer '' for a value that is not a date", () => {
    expect(relativeTime('soon', now)).toBe('');
    expect(relativeTime('', now)).toBe('');
  });
});
