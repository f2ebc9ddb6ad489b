import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the "admin" area. */
export const adminEndpoints: Record<string, AnyEndpoint> = {};
