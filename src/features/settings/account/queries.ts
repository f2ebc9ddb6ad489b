/** Server data of the account settings pages: one key factory, the token and sign-in builders, the token mutations. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

/** Every key of the settings pages' server data sits under `all()`. */
export const settingsKeys = {
  all: () => queryKey('settings'),
  tokens: () => queryKey('settings', 'tokens'),
  authorizedApps: () => queryKey('settings', 'authorized-apps'),
  signinHistory: () => queryKey('settings', 'signin-history'),
  /** The webhook list; each webhook's key sits under it. */
  webhooks: () => queryKey('settings', 'webhooks'),
  webhook: (webhookId: string) => queryKey('settings', 'webhooks', webhookId),
  backups: () => queryKey('settings', 'preferences-backups'),
  /** A mute or block list (`kind`: mute, renote-mute, block). */
  relations: (kind: string) => queryKey('settings', 'relations', kind),
  driveUsage: () => queryKey('settings', 'drive-usage'),
  driveFolders: () => queryKey('settings', 'drive-folders'),
  driveImages: () => queryKey('settings', 'drive-images'),
};

export interface AccessToken {
  id: string;
  name: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  permission: string[];
}

export interface AuthorizedApp {
  id: string;
  name: string;
  callbackUrl?: string | null;
  permission?: string[];
}

export interface SigninEntry {
  id: string;
  createdAt: string;
  ip: string;
  success: boolean;
}

/** An answer that should be an array, or none. */
export const asList = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export function tokensQuery() {
  return queryOptions({
    queryKey: settingsKeys.tokens(),
    queryFn: async ({ signal }) => asList<AccessToken>(await getApi().request('i/apps', { sort: '-createdAt' }, { signal })),
  });
}

export function authorizedAppsQuery() {
  return queryOptions({
    queryKey: settingsKeys.authorizedApps(),
    queryFn: async ({ signal }) => asList<AuthorizedApp>(await getApi().request('i/authorized-apps', { limit: 100 }, { signal })),
  });
}

export function signinHistoryQuery() {
  return queryOptions({
    queryKey: settingsKeys.signinHistory(),
    queryFn: async ({ signal }) => asList<SigninEntry>(await getApi().request('i/signin-history', { limit: 20 }, { signal })),
  });
}

function newSession(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** miauth/gen-token: a new access token with a name and permissions; the token list refetches. Answers the token. */
export async function generateToken(qc: QueryClient, name: string | null, permission: string[]): Promise<string> {
  const result = await getApi().request<{ token: string }>('miauth/gen-token', { session: newSession(), name, permission });
  await qc.invalidateQueries({ queryKey: settingsKeys.tokens() });
  return result.token;
}

/** i/revoke-token; the token leaves the cached list. */
export async function revokeToken(qc: QueryClient, tokenId: string): Promise<void> {
  await getApi().request('i/revoke-token', { tokenId });
  qc.setQueryData<AccessToken[]>(settingsKeys.tokens(), (old) => old?.filter((x) => x.id !== tokenId));
}

/** i/revoke-token for each of an app's tokens, one after another; the app and token lists refetch even after a failure. */
export async function revokeTokens(qc: QueryClient, tokenIds: readonly string[]): Promise<void> {
  try {
    for (const tokenId of tokenIds) await getApi().request('i/revoke-token', { tokenId });
  } finally {
    await qc.invalidateQueries({ queryKey: settingsKeys.authorizedApps() });
    await qc.invalidateQueries({ queryKey: settingsKeys.tokens() });
  }
}
