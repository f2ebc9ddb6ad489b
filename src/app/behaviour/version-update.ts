/** Where the version of the client that last ran on this browser is kept. */
export const LAST_VERSION_KEY = 'lastVersion';

/**
 * Records the running version and tells whether it changed since the last start on this browser:
 * the previous version, or null (same version, or the first start here, when there is nothing
 * new to tell). Storage errors count as no change.
 */
export function takeVersionChange(current: string, given?: Pick<Storage, 'getItem' | 'setItem'>): string | null {
  try {
    // (Inside the try: where site data is blocked, touching localStorage itself throws.)
    const storage = given ?? localStorage;
    const previous = storage.getItem(LAST_VERSION_KEY);
    if (previous === current) return null;
    storage.setItem(LAST_VERSION_KEY, current);
    return previous;
  } catch {
    return null;
  }
}
