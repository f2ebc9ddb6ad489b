import { createFileRoute } from '@tanstack/react-router';
import { KatexMacroPage } from '@/features/settings/pages/KatexMacroPage';

export const Route = createFileRoute('/_login/settings/custom-katex-macro')({
  component: KatexMacroPage,
});
