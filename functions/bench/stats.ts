/** Percentile of a sample (nearest rank), in the sample's unit. */
export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
}
export const median = (v: number[]) => percentile(v, 50);
export const ms = (v: number) => `${v.toFixed(1)} ms`;
