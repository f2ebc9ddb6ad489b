import { createFileRoute } from '@tanstack/react-router';
import { ensureCapabilities } from '@/core/capabilities';
import { MessagingIndexPage, messagingHistoryQuery } from '@/features/messaging';

export const Route = createFileRoute('/_login/my/messaging/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context }) => {
    const caps = await ensureCapabilities(context.queryClient);
    if (caps.messaging) await context.queryClient.ensureQueryData(messagingHistoryQuery()).catch(() => undefined);
  },
  component: MessagingIndexPage,
});
