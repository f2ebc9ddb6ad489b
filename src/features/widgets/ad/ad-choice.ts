import { isHttpUrl } from '@/core/entities/http-url';

/**
 * Ads on the reader's side (spec sections 3 and 4). An ad is { id, place, ratio, url, imageUrl };
 * its ratio weighs how often it is chosen among the ads for a slot. Muting an ad sets its ratio to 0,
 * and an ad whose ratio is 0 is never shown.
 */
export interface Ad {
  id: string;
  place: string;
  ratio: number;
  url: string;
  imageUrl: string;
}

/** Places each kind of slot shows (Misskey's horizontal ones in feeds, square ones beside them). */
export const TIMELINE_AD_PLACES = ['horizontal', 'horizontal-big', 'others'] as const;
export const WIDGET_AD_PLACES = ['square', 'widget'] as const;
/** A timeline shows an ad after every this many notes. */
export const TIMELINE_AD_EVERY = 20;

const isHttp = isHttpUrl;

/** The ads of `meta.ads` that can be shown: an http(s) image, a place, a number ratio (else skipped). */
export function readAds(raw: unknown): Ad[] {
  if (!Array.isArray(raw)) return [];
  const out: Ad[] = [];
  for (const a of raw) {
    if (!a || typeof a !== 'object') continue;
    const r = a as Record<string, unknown>;
    if (typeof r.id !== 'string' || typeof r.place !== 'string' || !isHttp(r.imageUrl)) continue;
    out.push({ id: r.id, place: r.place, ratio: typeof r.ratio === 'number' && Number.isFinite(r.ratio) ? Math.max(0, r.ratio) : 1, url: isHttp(r.url) ? r.url : '', imageUrl: r.imageUrl });
  }
  return out;
}

/** The ads with the reader's mutes applied: a muted ad's ratio is 0. */
export function withMutes(ads: readonly Ad[], muted: readonly string[]): Ad[] {
  return ads.map((a) => (muted.includes(a.id) ? { ...a, ratio: 0 } : a));
}

/**
 * Chooses the ad for a slot: among the ads of its places with a ratio above 0, weighted by ratio.
 * `roll` in [0, 1) is fixed per slot, so a slot keeps its ad across renders.
 */
export function chooseAd(ads: readonly Ad[], places: readonly string[], muted: readonly string[], roll: number): Ad | null {
  const candidates = withMutes(ads, muted).filter((a) => places.includes(a.place) && a.ratio > 0);
  const total = candidates.reduce((n, a) => n + a.ratio, 0);
  if (total <= 0) return null;
  let point = Math.min(Math.max(roll, 0), 0.999999) * total;
  for (const a of candidates) {
    if (point < a.ratio) return a;
    point -= a.ratio;
  }
  return candidates[candidates.length - 1]!;
}
