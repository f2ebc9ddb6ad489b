import { PAGE_ITEMS } from '../catalogue/items';
import { SettingItems } from '../controls/SettingControl';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** A client page made only of declarative items (timeline, behavior, fun). */
export function ClientItemsPage({ page }: { page: 'timeline' | 'behavior' | 'fun' }) {
  return (
    <SettingsPageFrame page={page}>
      <SettingItems items={PAGE_ITEMS[page] ?? []} />
    </SettingsPageFrame>
  );
}

export function TimelineSettingsPage() {
  return <ClientItemsPage page="timeline" />;
}
export function BehaviorSettingsPage() {
  return <ClientItemsPage page="behavior" />;
}
export function FunSettingsPage() {
  return <ClientItemsPage page="fun" />;
}
