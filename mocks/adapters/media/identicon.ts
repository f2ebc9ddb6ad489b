/** Identicons as a Misskey server serves them (`/identicon/:seed`, image/png): a mirrored 5×5 pattern on a light ground. */
import { hashString } from '../../instance/prng';
import { encodePng } from './png';

const SIZE = 120;
const CELL = 20;
const MARGIN = 10;

/** The filled cells (column, row) of the seed's 5×5 pattern, mirrored left to right. */
export function identiconCells(seed: string): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if ((hashString(`${seed}:${x}:${y}`) & 1) === 0) continue;
      for (const cx of x === 2 ? [2] : [x, 4 - x]) cells.push([cx, y]);
    }
  }
  return cells;
}

/** HSL (degrees, percents) to RGB bytes. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

export function identiconPng(seed: string): Buffer {
  const hue = hashString(seed) % 360;
  const ground = hsl(hue, 45, 92);
  const ink = hsl(hue, 60, 45);
  const filled = new Set(identiconCells(seed).map(([x, y]) => `${x},${y}`));
  const px = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const cx = Math.floor((x - MARGIN) / CELL);
      const cy = Math.floor((y - MARGIN) / CELL);
      const on = x >= MARGIN && y >= MARGIN && filled.has(`${cx},${cy}`);
      px.set([...(on ? ink : ground), 255], (y * SIZE + x) * 4);
    }
  }
  return encodePng(SIZE, SIZE, px);
}
