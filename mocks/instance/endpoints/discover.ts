import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the "discover" area. */
export const discoverEndpoints: Record<string, AnyEndpoint> = {};
