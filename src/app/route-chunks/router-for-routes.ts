/**
 * The router as the route files see it (build/route-chunks.ts points their imports here): the
 * router's own exports, with a lazy route component that never reloads the page by itself.
 */
export * from '@tanstack/react-router';
export { lazyRouteComponent } from './lazy-route-component';
