import { createFileRoute } from '@tanstack/react-router';
import { AntennasPage } from '@/features/antennas';

export const Route = createFileRoute('/_login/my/antennas/')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context }) => {
    const { myAntennasQuery } = await import('@/features/antennas/antennas-queries');
    await context.queryClient.ensureQueryData(myAntennasQuery()).catch(() => undefined);
  },
  component: AntennasPage,
});
