import { createFileRoute } from '@tanstack/react-router';
import { ChannelNewPage } from '@/features/channels';

export const Route = createFileRoute('/_login/channels/new')({
  component: ChannelNewPage,
});
