// The benchmarks' summaries: the median of repeated measurements, and a load's latency figures.
// With an even count the median is the mean of the middle two: taking either one alone biases a
// two-sample figure (the Lighthouse floor's) towards the slower or the faster run.

/** The median of a non-empty list of numbers; the list is left as it was. */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A load's latencies (ms) as the benchmarks print them: p50, p99 (nearest rank, ceil(p × n)) and
 * max, NaN for none; the list is sorted in place (the loads' own lists, read once).
 */
export function latencyFigures(values) {
  values.sort((a, b) => a - b);
  const rank = (share) => values[Math.max(0, Math.ceil(share * values.length) - 1)] ?? NaN;
  return { p50: rank(0.5), p99: rank(0.99), max: values.at(-1) ?? NaN };
}
