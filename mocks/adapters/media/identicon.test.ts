import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { identiconCells, identiconPng } from './identicon';

/** The RGB of pixel (x, y) in one of encodePng's images (one IDAT, filter 0 on every row). */
function pixel(png: Buffer, x: number, y: number): number[] {
  const width = png.readUInt32BE(16);
  const idat = png.indexOf('IDAT');
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const at = y * (width * 3 + 1) + 1 + x * 3;
  return [raw[at]!, raw[at + 1]!, raw[at + 2]!];
}

describe('identicons', () => {
  it('are the same for the same seed, mirrored left to right', () => {
    const cells = identiconCells('alice@example');
    expect(identiconCells('alice@example')).toEqual(cells);
    for (const [x, y] of cells) expect(cells).toContainEqual([4 - x, y]);
  });

  it('draw the filled cells darker than the ground', () => {
    const seed = 'alice@example';
    const png = identiconPng(seed);
    const [x, y] = identiconCells(seed)[0]!;
    const ink = pixel(png, 10 + x * 20 + 10, 10 + y * 20 + 10);
    const ground = pixel(png, 2, 2);
    expect(ink.reduce((a, b) => a + b)).toBeLessThan(ground.reduce((a, b) => a + b) - 200);
  });
});
