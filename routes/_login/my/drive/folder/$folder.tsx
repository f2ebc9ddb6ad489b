import { createFileRoute } from '@tanstack/react-router';
import { DrivePage, driveFilesQuery, driveFolderQuery, driveFoldersQuery } from '@/features/drive';

export const Route = createFileRoute('/_login/my/drive/folder/$folder')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(driveFolderQuery(params.folder)),
      context.queryClient.ensureQueryData(driveFoldersQuery(params.folder)),
      context.queryClient.ensureInfiniteQueryData(driveFilesQuery(params.folder)),
    ]),
  component: function DriveFolderRoute() {
    const { folder } = Route.useParams();
    return <DrivePage key={folder} folderId={folder} />;
  },
});
