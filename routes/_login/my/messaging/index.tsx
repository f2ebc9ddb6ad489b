import { createFileRoute } from '@tanstack/react-router';
import { ensureStartCapabilities } from '@/core/capabilities';
import { MessagingIndexPage, messagingHistoryQuery } from '@/features/messaging';

export const Route = createFileRoute('/_login/my/messaging/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context }) => {
    const caps = await ensureStartCapabilities(context.queryClient);
    if (caps.messaging) await context.queryClient.ensureQueryData(messagingHistoryQuery()).catch(() => undefined);
  },
  component: MessagingIndexPage,
});
