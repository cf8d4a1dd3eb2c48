/** The fewest cases any property test runs. */
const MIN_RUNS = 25;

/**
 * How many cases a property test (fast-check) runs: `PROPERTY_RUNS` (default 400) divided by `share`,
 * rounded up to a whole number, and at least 25 so that both outcomes a property counts (see
 * `eachOutcomeAtLeast`) can show. fast-check counts runs one by one up to `numRuns`, so a fraction
 * (100 / 8 = 12.5) would never be reached and the test would never end.
 *
 * @throws Error when PROPERTY_RUNS is set but is not a positive number.
 */
export function propertyRuns(share = 1): number {
  const raw = process.env.PROPERTY_RUNS;
  const total = raw === undefined || raw === '' ? 400 : Number(raw);
  if (!Number.isFinite(total) || total <= 0) throw new Error(`PROPERTY_RUNS must be a positive number, got "${raw}"`);
  return Math.max(MIN_RUNS, Math.ceil(total / share));
}

/**
 * The fewest times each outcome of a property (applied and refused, rendered and refused) must occur
 * for the run to show both paths were exercised: a tenth of all the checks, at least 1. A property whose
 * cases all take one path passes vacuously; this makes it fail instead, whatever PROPERTY_RUNS is.
 */
export const eachOutcomeAtLeast = (checks: number): number => Math.max(1, Math.ceil(checks / 10));
