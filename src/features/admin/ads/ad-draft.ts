import type { AdminAd } from '../admin-types';

export interface AdDraft {
  id: string | null;
  url: string;
  imageUrl: string;
  memo: string;
  place: 'square' | 'horizontal' | 'horizontal-big';
  priority: 'high' | 'middle' | 'low';
  ratio: string;
  /** datetime-local value */
  expiresAt: string;
}

const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export function adDraftFrom(ad: AdminAd | null, now = new Date()): AdDraft {
  if (!ad) return { id: null, url: '', imageUrl: '', memo: '', place: 'square', priority: 'middle', ratio: '1', expiresAt: local(new Date(now.getTime() + 7 * 86_400_000)) };
  const place = ad.place === 'horizontal' || ad.place === 'horizontal-big' ? ad.place : 'square';
  const priority = ad.priority === 'high' || ad.priority === 'low' ? ad.priority : 'middle';
  return { id: ad.id, url: ad.url, imageUrl: ad.imageUrl, memo: ad.memo ?? '', place, priority, ratio: String(ad.ratio ?? 1), expiresAt: local(new Date(ad.expiresAt)) };
}

export type AdError = 'url' | 'imageUrl' | 'ratio' | 'expiresAt';

export function adDraftErrors(d: AdDraft): AdError[] {
  const errors: AdError[] = [];
  if (!/^https?:\/\/\S+$/i.test(d.url.trim())) errors.push('url');
  if (!/^https?:\/\/\S+$/i.test(d.imageUrl.trim())) errors.push('imageUrl');
  if (!/^\d+$/.test(d.ratio.trim())) errors.push('ratio');
  if (Number.isNaN(new Date(d.expiresAt).getTime())) errors.push('expiresAt');
  return errors;
}

export function adParams(d: AdDraft): Record<string, unknown> {
  return {
    ...(d.id ? { id: d.id } : {}),
    url: d.url.trim(),
    imageUrl: d.imageUrl.trim(),
    memo: d.memo,
    place: d.place,
    priority: d.priority,
    ratio: Number(d.ratio.trim()),
    expiresAt: new Date(d.expiresAt).getTime(),
  };
}
