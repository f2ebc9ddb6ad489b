import type { createAppRouter } from '@/app/router';

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Routers living inside the page, by host id. Elements carry `data-router-host="<id>"`, so a link
 * click or a hotkey can find the router (and the scroller) that owns it.
 */
const hosts = new Map<string, AppRouter>();

export function registerRouterHost(id: string, router: AppRouter): () => void {
  hosts.set(id, router);
  return () => {
    if (hosts.get(id) === router) hosts.delete(id);
  };
}

export function getRouterHost(id: string): AppRouter | undefined {
  return hosts.get(id);
}

/** The id of the deck's main column router, when the deck has one. */
export const DECK_MAIN_HOST = 'deck-main';
