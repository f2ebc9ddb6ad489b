/** A link preview after sanitising: every string is plain text, every URL http(s) (players https). */
export interface LinkPreviewData {
  url: string | null;
  title: string | null;
  description: string | null;
  thumbnail: string | null;
  icon: string | null;
  sitename: string | null;
  player: { url: string; width: number | null; height: number | null } | null;
  steam: SteamInfo | null;
  shop: ShopInfo | null;
}

/** The optional steam-style block (spec section 3, Link preview response). */
export interface SteamInfo {
  ageLimit: number | null;
  developer: string | null;
  onSale: boolean;
  discountPercent: number | null;
  originalPrice: string | null;
  currentPrice: string | null;
  isFree: boolean;
  genres: string[];
  releaseDate: { comingSoon: boolean; date: string | null } | null;
}

/** The optional shop-style block (spec section 3, Link preview response). */
export interface ShopInfo {
  asin: string | null;
  price: { value: number | null; currency: string | null; display: string | null } | null;
  availability: string | null;
  prime: boolean;
  rating: { value: number | null; best: number | null; count: number | null } | null;
  brand: string | null;
}

export type PreviewKind = 'plain' | 'steam' | 'shop';

export function previewKind(data: LinkPreviewData): PreviewKind {
  if (data.shop) return 'shop';
  if (data.steam) return 'steam';
  return 'plain';
}
