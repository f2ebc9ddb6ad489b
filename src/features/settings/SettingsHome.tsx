import { GeneralSettingsPage } from './pages/GeneralSettingsPage';

/** /settings itself: on wide screens the general settings sit beside the index. */
export function SettingsHome() {
  return <GeneralSettingsPage asHome />;
}
