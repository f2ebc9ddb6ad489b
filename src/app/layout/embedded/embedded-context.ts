import { createContext, useContext } from 'react';

/**
 * Set around a router that lives inside the page (a page window, the deck's main column, a page
 * opened inside a deck column): its
 * root layout then renders the page alone, without the app's chrome.
 */
export interface EmbeddedRouterInfo {
  kind: 'window' | 'deck-main' | 'deck-column';
  hostId: string;
}

export const EmbeddedRouterContext = createContext<EmbeddedRouterInfo | null>(null);

export function useEmbeddedRouter(): EmbeddedRouterInfo | null {
  return useContext(EmbeddedRouterContext);
}
