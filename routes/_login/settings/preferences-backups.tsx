import { createFileRoute } from '@tanstack/react-router';
import { backupsAllowed, backupsQuery } from '@/features/settings/backup/backup-api';
import { PreferencesBackupsPage } from '@/features/settings/pages/PreferencesBackupsPage';

export const Route = createFileRoute('/_login/settings/preferences-backups')({
  loader: ({ context }) => (backupsAllowed() ? context.queryClient.ensureQueryData(backupsQuery()).catch(() => null) : null),
  component: PreferencesBackupsPage,
});
