import { createElement, use, type ComponentType } from 'react';

type RouteModule = Record<string, unknown>;

/**
 * A route's component in a chunk of its own, as the router plugin's code splitting wraps it (the
 * route files import this one instead of the router's: build/route-chunks.ts). `preload()` loads
 * the chunk (the router calls it as it loads the route; a render before that suspends).
 *
 * A chunk that fails to load fails `preload()`, which the router shows as the route's error inside
 * the shell (RouteErrorPage); the next load of the route asks for it again. The router's own
 * wrapper reloaded the page by itself instead, once per chunk and session: the reader's page went
 * away under them, and with the network down and no service worker became the browser's error page.
 */
export function lazyRouteComponent<P extends object>(importer: () => Promise<RouteModule>, exportName = 'default') {
  let attempt: Promise<void> | undefined;
  let failed = false;
  let component: ComponentType<P> | undefined;
  // Each load after a failure is a new attempt; a render reads the last one (a failed one throws).
  const load = (): Promise<void> => {
    if (!attempt || failed) {
      failed = false;
      attempt = importer().then(
        (module) => {
          component = module[exportName] as ComponentType<P>;
        },
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return attempt;
  };
  function LazyRoute(props: P) {
    if (!component) use(attempt ?? load());
    return createElement(component!, props);
  }
  LazyRoute.preload = load;
  return LazyRoute;
}
