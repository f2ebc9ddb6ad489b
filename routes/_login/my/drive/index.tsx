import { createFileRoute } from '@tanstack/react-router';
import { DrivePage, driveFilesQuery, driveFoldersQuery } from '@/features/drive';

export const Route = createFileRoute('/_login/my/drive/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(driveFoldersQuery(null)), context.queryClient.ensureInfiniteQueryData(driveFilesQuery(null))]),
  component: function DriveRoute() {
    return <DrivePage folderId={null} />;
  },
});
