import { createFileRoute } from '@tanstack/react-router';
import { MyClipsPage } from '@/features/clips';

export const Route = createFileRoute('/_login/my/clips')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context }) => {
    const { myClipsQuery } = await import('@/features/clips/clips-queries');
    await context.queryClient.ensureQueryData(myClipsQuery()).catch(() => undefined);
  },
  component: MyClipsPage,
});
