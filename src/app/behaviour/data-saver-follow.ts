import { dataSaverForConnection, networkConnection } from '@/core/device/connection';
import { getSetting, setSetting } from '@/core/settings';

/** The connection type the data saver last followed on this device. */
export const LAST_CONNECTION_KEY = 'dataSaver:connection';

function readLast(): string | null {
  try {
    return localStorage.getItem(LAST_CONNECTION_KEY);
  } catch {
    return null;
  }
}

function writeLast(type: string): void {
  try {
    localStorage.setItem(LAST_CONNECTION_KEY, type);
  } catch {
    // Unavailable storage: the next start follows the connection again, which is harmless.
  }
}

/**
 * `enableDataSaverMode` follows the connection (spec section 4): a cellular or unknown connection
 * switches it on, any other off, each time the connection changes. The reader's own choice on the
 * settings page stands until the connection next changes (a start on the same connection as last
 * time leaves it alone). Browsers that do not tell the connection type change nothing.
 */
export function startDataSaverFollow(nav: Navigator | undefined = globalThis.navigator): () => void {
  const connection = networkConnection(nav);
  if (!connection) return () => undefined;
  const follow = () => {
    const type = connection.type;
    const wanted = dataSaverForConnection(type);
    if (wanted === null || type === undefined || readLast() === type) return;
    writeLast(type);
    if (getSetting('enableDataSaverMode') !== wanted) setSetting('enableDataSaverMode', wanted);
  };
  follow();
  connection.addEventListener?.('change', follow);
  return () => connection.removeEventListener?.('change', follow);
}
