import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the "people" area. */
export const peopleEndpoints: Record<string, AnyEndpoint> = {};
