export interface Bar {
  x: number;
  width: number;
  localY: number;
  localH: number;
  remoteY: number;
  remoteH: number;
}

/**
 * Stacked bars (local below, remote on top) for two series given newest first, drawn oldest on the
 * left, scaled so the tallest stack fills the height.
 */
export function chartBars(local: readonly number[], remote: readonly number[], width: number, height: number): Bar[] {
  const n = Math.max(local.length, remote.length);
  if (n === 0) return [];
  const at = (s: readonly number[], i: number) => Math.max(0, s[i] ?? 0);
  const max = Math.max(1, ...Array.from({ length: n }, (_, i) => at(local, i) + at(remote, i)));
  const slot = width / n;
  const bars: Bar[] = [];
  for (let col = 0; col < n; col++) {
    const i = n - 1 - col;
    const localH = (at(local, i) / max) * height;
    const remoteH = (at(remote, i) / max) * height;
    bars.push({ x: col * slot + slot * 0.1, width: slot * 0.8, localY: height - localH, localH, remoteY: height - localH - remoteH, remoteH });
  }
  return bars;
}
