import { createFileRoute } from '@tanstack/react-router';
import { WebhookNewPage } from '@/features/settings/pages/WebhookPages';

export const Route = createFileRoute('/_login/settings/webhook/new')({
  component: WebhookNewPage,
});
