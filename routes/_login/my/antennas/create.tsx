import { createFileRoute } from '@tanstack/react-router';
import { AntennaEditorPage } from '@/features/antennas';

export const Route = createFileRoute('/_login/my/antennas/create')({
  component: function AntennaCreateRoute() {
    return <AntennaEditorPage />;
  },
});
