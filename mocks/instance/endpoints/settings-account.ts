import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the "settings-account" area. */
export const settingsAccountEndpoints: Record<string, AnyEndpoint> = {};
