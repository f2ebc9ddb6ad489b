import { sparklinePoints } from './samples';

/** A tiny line chart drawn as SVG (no chart library). */
export function Sparkline({ values, label, width = 120, height = 28 }: { values: readonly number[]; label: string; width?: number; height?: number }) {
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <polyline points={sparklinePoints(values, width, height)} fill="none" stroke="var(--accent)" strokeWidth="1.5" />
    </svg>
  );
}
