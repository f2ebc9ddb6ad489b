import { createFileRoute } from '@tanstack/react-router';
import { webhooksQuery } from '@/features/settings/account/webhooks-queries';
import { WebhookListPage } from '@/features/settings/pages/WebhookPages';

export const Route = createFileRoute('/_login/settings/webhook/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(webhooksQuery()).catch(() => null),
  component: WebhookListPage,
});
