import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the "auth" area. */
export const authEndpoints: Record<string, AnyEndpoint> = {};
