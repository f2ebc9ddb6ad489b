import { createFileRoute } from '@tanstack/react-router';
import { ManageAccountsPage } from '@/features/accounts';

export const Route = createFileRoute('/_login/settings/accounts')({
  component: ManageAccountsPage,
});
