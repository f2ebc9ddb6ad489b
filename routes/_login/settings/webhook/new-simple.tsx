import { createFileRoute } from '@tanstack/react-router';
import { WebhookNewSimplePage } from '@/features/settings/pages/WebhookPages';

export const Route = createFileRoute('/_login/settings/webhook/new-simple')({
  component: WebhookNewSimplePage,
});
