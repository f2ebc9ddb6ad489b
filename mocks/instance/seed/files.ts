import type { InstanceContext } from '../context';
import { gradientBlurhash, pseudoMd5 } from '../media';
import type { Prng } from '../prng';
import type { DriveFileRecord } from '../types';

const SIZES: ReadonlyArray<[number, number]> = [[640, 400], [400, 640], [800, 800], [1200, 600], [320, 200], [600, 900]];


/** A generated PNG (rendered on request by the HTTP adapter from its hues and size). */
export function createSeedFile(ctx: InstanceContext, prng: Prng, userId: string, at: number): DriveFileRecord {
  const [width, height] = prng.pick(SIZES);
  const hues: [number, number] = [prng.int(0, 359), prng.int(0, 359)];
  const id = ctx.state.ids.file(at);
  const file: DriveFileRecord = {
    id,
    userId,
    createdAt: at,
    name: `IMG_${String(1000 + prng.int(0, 8999))}.png`,
    type: 'image/png',
    md5: pseudoMd5(new TextEncoder().encode(id)),
    size: Math.round(width * height * 0.35),
    isSensitive: prng.chance(0.1),
    blurhash: gradientBlurhash(hues),
    width,
    height,
    comment: prng.chance(0.4) ? prng.pick(['A photo I took', 'Screenshot', 'Gradient study', 'Alt text: abstract colours']) : null,
    hues,
  };
  ctx.state.files.set(id, file);
  return file;
}
