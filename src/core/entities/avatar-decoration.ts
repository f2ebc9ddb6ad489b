import { safeHttpUrl } from './http-url';

/**
 * An avatar decoration (Misskey 2023.11 and later: `avatarDecorations` of a user): an image drawn
 * over the avatar, turned by `angle` (a fraction of a full turn, -0.5…0.5), mirrored by `flipH`,
 * moved by `offsetX` / `offsetY` (fractions of the avatar's size, -0.25…0.25).
 */
export interface AvatarDecoration {
  id: string;
  url: string;
  angle: number;
  flipH: boolean;
  offsetX: number;
  offsetY: number;
}

const MAX_DECORATIONS = 16;

const clamp = (v: unknown, lim: number): number => (typeof v === 'number' && Number.isFinite(v) ? Math.min(lim, Math.max(-lim, v)) : 0);


/**
 * The decorations a user object carries, ready to draw: only entries with an id and an absolute
 * http(s) URL; numbers clamped to the ranges the server accepts. Absent or malformed → none.
 */
export function avatarDecorationsOf(user: unknown): AvatarDecoration[] {
  const list = user && typeof user === 'object' ? (user as { avatarDecorations?: unknown }).avatarDecorations : null;
  if (!Array.isArray(list)) return [];
  const out: AvatarDecoration[] = [];
  for (const d of list.slice(0, MAX_DECORATIONS)) {
    if (!d || typeof d !== 'object') continue;
    const r = d as Record<string, unknown>;
    const url = safeHttpUrl(r.url);
    if (typeof r.id !== 'string' || !url) continue;
    out.push({ id: r.id, url, angle: clamp(r.angle, 0.5), flipH: r.flipH === true, offsetX: clamp(r.offsetX, 0.25), offsetY: clamp(r.offsetY, 0.25) });
  }
  return out;
}
