import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the "rooms" area. */
export const roomsEndpoints: Record<string, AnyEndpoint> = {};
