import { safeHttpsUrl, safeHttpUrl } from '@/core/entities/http-url';
import type { LinkPreviewData, ShopInfo, SteamInfo } from './preview-types';

type Raw = Record<string, unknown>;

const obj = (v: unknown): Raw | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
/** Prices may come as numbers or formatted strings; both become text. */
const priceText = (v: unknown): string | null => (typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v));
const bool = (v: unknown): boolean => v === true || v === 'true';

const STEAM_KEYS = ['ageLimit', 'developer', 'onSale', 'discountPercent', 'originalPrice', 'currentPrice', 'isFree', 'genres', 'releaseDate'];
const SHOP_KEYS = ['asin', 'price', 'availability', 'prime', 'rating', 'brand'];
const hasAny = (raw: Raw, keys: string[]) => keys.some((k) => raw[k] !== undefined && raw[k] !== null);

function steamOf(raw: Raw): SteamInfo | null {
  const s = obj(raw.steam) ?? (hasAny(raw, STEAM_KEYS) ? raw : null);
  if (!s) return null;
  const release = obj(s.releaseDate);
  return {
    ageLimit: num(s.ageLimit),
    developer: text(s.developer),
    onSale: bool(s.onSale),
    discountPercent: num(s.discountPercent),
    originalPrice: priceText(s.originalPrice),
    currentPrice: priceText(s.currentPrice),
    isFree: bool(s.isFree),
    genres: Array.isArray(s.genres) ? s.genres.map(text).filter((g): g is string => g !== null) : [],
    releaseDate: release ? { comingSoon: bool(release.comingSoon), date: text(release.date) } : null,
  };
}

function shopOf(raw: Raw): ShopInfo | null {
  const s = obj(raw.shop) ?? obj(raw.amazon) ?? (hasAny(raw, SHOP_KEYS) ? raw : null);
  if (!s) return null;
  const price = obj(s.price);
  const rating = obj(s.rating);
  return {
    asin: text(s.asin),
    price: price ? { value: num(price.value), currency: text(price.currency), display: text(price.display) } : null,
    availability: text(s.availability),
    prime: bool(s.prime),
    rating: rating ? { value: num(rating.value), best: num(rating.best), count: num(rating.count) } : null,
    brand: text(s.brand),
  };
}

/** Turns an untrusted `/url` answer into LinkPreviewData: unknown shapes become nulls, unsafe URLs are dropped. */
export function sanitizePreview(value: unknown): LinkPreviewData {
  const raw = obj(value) ?? {};
  const player = obj(raw.player);
  const playerUrl = player ? safeHttpsUrl(player.url) : null;
  return {
    url: safeHttpUrl(raw.url),
    title: text(raw.title),
    description: text(raw.description),
    thumbnail: safeHttpUrl(raw.thumbnail),
    icon: safeHttpUrl(raw.icon),
    sitename: text(raw.sitename),
    player: player && playerUrl ? { url: playerUrl, width: num(player.width), height: num(player.height) } : null,
    steam: steamOf(raw),
    shop: shopOf(raw),
  };
}
