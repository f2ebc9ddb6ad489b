/** The account's webhooks: list, one, and create, update, test, delete. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { WebhookForm } from '../validation';
import { asList, settingsKeys } from './queries';

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

export function webhooksQuery() {
  return queryOptions({
    queryKey: settingsKeys.webhooks(),
    queryFn: async ({ signal }) => asList<Webhook>(await getApi().request('i/webhooks/list', {}, { signal })),
  });
}

export function webhookQuery(webhookId: string) {
  return queryOptions({
    queryKey: settingsKeys.webhook(webhookId),
    queryFn: ({ signal }) => getApi().request<Webhook>('i/webhooks/show', { webhookId }, { signal }),
  });
}

/** i/webhooks/create (name and URL trimmed); the webhook queries refetch. Throws the API error, not toasted: the form shows it. */
export async function createWebhook(qc: QueryClient, value: WebhookForm): Promise<void> {
  await getApi().request('i/webhooks/create', { name: value.name.trim(), url: value.url.trim(), secret: value.secret, on: value.on }, { suppressError: true });
  await qc.invalidateQueries({ queryKey: settingsKeys.webhooks() });
}

/** i/webhooks/update (name and URL trimmed); the webhook queries refetch. Throws the API error, not toasted: the form shows it. */
export async function updateWebhook(qc: QueryClient, webhookId: string, value: WebhookForm): Promise<void> {
  await getApi().request('i/webhooks/update', { webhookId, name: value.name.trim(), url: value.url.trim(), secret: value.secret, on: value.on, active: value.active }, { suppressError: true });
  await qc.invalidateQueries({ queryKey: settingsKeys.webhooks() });
}

/** i/webhooks/test: the server sends a sample event of the webhook's first kind. */
export async function testWebhook(webhook: Pick<Webhook, 'id' | 'on'>): Promise<void> {
  await getApi().request('i/webhooks/test', { webhookId: webhook.id, type: webhook.on[0] ?? 'note' });
}

/** i/webhooks/delete; the webhook queries refetch. */
export async function deleteWebhook(qc: QueryClient, webhookId: string): Promise<void> {
  await getApi().request('i/webhooks/delete', { webhookId });
  await qc.invalidateQueries({ queryKey: settingsKeys.webhooks() });
}
