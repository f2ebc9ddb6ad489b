import { createFileRoute } from '@tanstack/react-router';
import { AntennaEditorPage } from '@/features/antennas';

export const Route = createFileRoute('/_login/my/antennas/$antennaId')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { antennaQuery } = await import('@/features/antennas/antennas-queries');
    await context.queryClient.ensureQueryData(antennaQuery(params.antennaId)).catch(() => undefined);
  },
  component: function AntennaRoute() {
    const { antennaId } = Route.useParams();
    return <AntennaEditorPage key={antennaId} antennaId={antennaId} />;
  },
});
