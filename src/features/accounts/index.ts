export { AccountMenu } from './AccountMenu';
export { ManageAccountsPage } from './ManageAccountsPage';
