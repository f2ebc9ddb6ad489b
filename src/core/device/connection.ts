/** The Network Information API's part the client reads: `navigator.connection.type` and its changes. */
export interface ConnectionLike {
  type?: string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

export function networkConnection(nav: Navigator | undefined = globalThis.navigator): ConnectionLike | undefined {
  return (nav as (Navigator & { connection?: ConnectionLike }) | undefined)?.connection;
}

/**
 * Spec section 4: data saver is on for a cellular or unknown connection and off for any other.
 * Null when the browser does not say what the connection is (no `type`): nothing to follow then.
 */
export function dataSaverForConnection(type: string | undefined): boolean | null {
  if (typeof type !== 'string') return null;
  return type === 'cellular' || type === 'unknown';
}
