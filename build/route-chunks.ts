import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The route files (and the chunks the router plugin splits from them) import the router through
 * src/app/route-chunks/router-for-routes.ts: the code splitting wraps each route's component in
 * `lazyRouteComponent`, and the router's own reloads the page when a chunk fails to load.
 */
export function routeChunksPlugin(root: string): Plugin {
  const routes = resolve(root, 'routes') + sep;
  const shim = resolve(root, 'src/app/route-chunks/router-for-routes.ts');
  return {
    name: 'client-route-chunks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@tanstack/react-router' || !importer) return null;
      return resolve(importer.split('?')[0]!).startsWith(routes) ? shim : null;
    },
  };
}
