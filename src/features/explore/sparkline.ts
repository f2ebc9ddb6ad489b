/** The SVG polyline points of a sparkline (oldest value on the left), scaled into width × height. */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  // hashtags/trend answers newest first; draw oldest first.
  return [...values]
    .reverse()
    .map((v, i) => `${round(i * step)},${round(height - (Math.max(0, v) / max) * height)}`)
    .join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;
