import { useSyncExternalStore } from 'react';
import { getDialogs, subscribeDialogs } from '@/core/dialogs/dialog-store';
import { DialogView } from './DialogView';

export function DialogHost() {
  const dialogs = useSyncExternalStore(subscribeDialogs, getDialogs);
  return (
    <>
      {dialogs.map((d) => (
        <DialogView key={d.id} dialog={d} />
      ))}
    </>
  );
}
