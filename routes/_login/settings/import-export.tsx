import { createFileRoute } from '@tanstack/react-router';
import { ImportExportPage } from '@/features/settings/pages/ImportExportPage';

export const Route = createFileRoute('/_login/settings/import-export')({
  component: ImportExportPage,
});
