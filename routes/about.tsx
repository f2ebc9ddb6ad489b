import { createFileRoute, useLocation } from '@tanstack/react-router';
import { AboutPage } from '@/features/about';

export const Route = createFileRoute('/about')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context }) => {
    const { metaDetailQuery } = await import('@/features/about/about-queries');
    await context.queryClient.ensureQueryData(metaDetailQuery()).catch(() => undefined);
  },
  component: function AboutRoute() {
    const hash = useLocation({ select: (l) => l.hash });
    return <AboutPage hash={hash} />;
  },
});
