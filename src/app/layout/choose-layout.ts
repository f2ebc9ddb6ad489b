import type { DeviceKind } from '@/core/device';
import type { UiLayout } from '@/core/settings';

export type LayoutKind = 'zen' | 'visitor' | 'deck' | 'classic' | 'universal';

export interface LayoutInput {
  /** `?zen` in the query. */
  zen: boolean;
  signedIn: boolean;
  /** The `ui` setting. */
  ui: UiLayout;
  pathname: string;
  device: DeviceKind;
  /** Inside a page window or the deck's main column: no chrome at all. */
  embedded?: boolean;
}

/**
 * The layout (spec section 2): zen with ?zen; visitor when signed out; the deck only at / and only
 * if chosen; classic when chosen (not on phones, which get the universal layout's drawer and
 * bottom navigation); universal otherwise.
 */
export function chooseLayout({ zen, signedIn, ui, pathname, device }: LayoutInput): LayoutKind {
  if (zen) return 'zen';
  if (!signedIn) return 'visitor';
  if (ui === 'deck' && (pathname === '/' || pathname === '')) return 'deck';
  if (ui === 'classic' && device !== 'smartphone') return 'classic';
  return 'universal';
}
