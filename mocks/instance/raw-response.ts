/**
 * An answer outside the API error shape, for the few routes the real server answers through Fastify
 * directly (e.g. signup's bare 400s). handle.ts passes status and body through unchanged.
 */
export class RawResponse extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`raw ${status}`);
  }
}
