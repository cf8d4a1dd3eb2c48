import { eachOutcomeAtLeast, propertyRuns } from './property-runs';

describe('propertyRuns', () => {
  const saved = process.env.PROPERTY_RUNS;
  afterEach(() => { if (saved === undefined) delete process.env.PROPERTY_RUNS; else process.env.PROPERTY_RUNS = saved; });

  it('It should share PROPERTY_RUNS out in whole runs, at least 25, 400 when unset or empty', () => {
    delete process.env.PROPERTY_RUNS;
    expect(propertyRuns()).toBe(400);
    expect(propertyRuns(8)).toBe(50);
    process.env.PROPERTY_RUNS = '';
    expect(propertyRuns(5)).toBe(80);
    process.env.PROPERTY_RUNS = '1000';
    expect(propertyRuns(3)).toBe(334);
    process.env.PROPERTY_RUNS = '100';
    expect(propertyRuns(8)).toBe(25);
    expect(Number.isInteger(propertyRuns(7))).toBe(true);
  });

  it.each(['abc', '0', '-5', 'Infinity'])('It should refuse PROPERTY_RUNS=%s', (value) => {
    process.env.PROPERTY_RUNS = value;
    expect(() => propertyRuns()).toThrow(/PROPERTY_RUNS must be a positive number/);
  });

  it('It should ask each outcome for a tenth of the checks, at least one', () => {
    expect(eachOutcomeAtLeast(0)).toBe(1);
    expect(eachOutcomeAtLeast(9)).toBe(1);
    expect(eachOutcomeAtLeast(200)).toBe(20);
    expect(eachOutcomeAtLeast(201)).toBe(21);
  });
});
