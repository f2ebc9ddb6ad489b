import { createFileRoute } from '@tanstack/react-router';
import { webhookQuery } from '@/features/settings/account/webhooks-queries';
import { WebhookEditPage } from '@/features/settings/pages/WebhookPages';

export const Route = createFileRoute('/_login/settings/webhook/edit/$webhookId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(webhookQuery(params.webhookId)).catch(() => null),
  component: WebhookEditRoute,
});

function WebhookEditRoute() {
  const { webhookId } = Route.useParams();
  return <WebhookEditPage webhookId={webhookId} />;
}
