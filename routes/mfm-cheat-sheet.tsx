import { createFileRoute } from '@tanstack/react-router';
import { MfmCheatSheetPage } from '@/features/mfm-cheat-sheet';

export const Route = createFileRoute('/mfm-cheat-sheet')({
  component: MfmCheatSheetPage,
});
