// The benchmarks' one summary of repeated measurements. With an even count it is the mean of
// the middle two: taking either one alone biases a two-sample figure (the Lighthouse floor's)
// towards the slower or the faster run.

/** The median of a non-empty list of numbers; the list is left as it was. */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
