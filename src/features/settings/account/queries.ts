/** Server data of the account settings pages: one key root, one queryOptions builder each. */
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

export const settingsKeyRoot = () => queryKey('settings');

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

export interface Webhook {
  id: string;
  name: string;
  url: string;
  secret: string;
  on: string[];
  active: boolean;
  latestSentAt?: string | null;
  latestStatus?: number | null;
}

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export function tokensQuery() {
  return queryOptions({
    queryKey: queryKey('settings', 'tokens'),
    queryFn: async ({ signal }) => list<AccessToken>(await getApi().request('i/apps', { sort: '-createdAt' }, { signal })),
  });
}

export function authorizedAppsQuery() {
  return queryOptions({
    queryKey: queryKey('settings', 'authorized-apps'),
    queryFn: async ({ signal }) => list<AuthorizedApp>(await getApi().request('i/authorized-apps', { limit: 100 }, { signal })),
  });
}

export function signinHistoryQuery() {
  return queryOptions({
    queryKey: queryKey('settings', 'signin-history'),
    queryFn: async ({ signal }) => list<SigninEntry>(await getApi().request('i/signin-history', { limit: 20 }, { signal })),
  });
}

export function webhooksQuery() {
  return queryOptions({
    queryKey: queryKey('settings', 'webhooks'),
    queryFn: async ({ signal }) => list<Webhook>(await getApi().request('i/webhooks/list', {}, { signal })),
  });
}

export function webhookQuery(webhookId: string) {
  return queryOptions({
    queryKey: queryKey('settings', 'webhooks', webhookId),
    queryFn: ({ signal }) => getApi().request<Webhook>('i/webhooks/show', { webhookId }, { signal }),
  });
}
