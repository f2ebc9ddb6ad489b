/** Appends a sample, keeping the newest `max` (a ring of recent values for a small chart). */
export function pushSample(samples: readonly number[], value: number, max: number): number[] {
  const next = [...samples, Number.isFinite(value) ? value : 0];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Points of a polyline for values in a width × height box (the largest value touches the top). */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((v, i) => `${(i * step).toFixed(1)},${(height - (v / max) * height).toFixed(1)}`).join(' ');
}
