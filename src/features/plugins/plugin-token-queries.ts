/** The plugin's own access token (miauth/gen-token), limited to the permissions granted at install. */
import { getApi } from '@/core/accounts/session';
import type { PluginMeta } from './plugin-meta';

/**
 * A token for the plugin, where the server makes one for this client (the caller checks
 * `caps.may.generateToken`). Errors are not reported: null, and the plugin runs without a token.
 */
export async function generatePluginToken(meta: PluginMeta): Promise<string | null> {
  const res = await getApi()
    .request<{ token?: string }>('miauth/gen-token', { session: null, name: meta.name, description: meta.description, iconUrl: null, permission: meta.permissions }, { suppressError: true })
    .catch(() => null);
  return typeof res?.token === 'string' ? res.token : null;
}
