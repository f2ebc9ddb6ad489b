import { useSyncExternalStore } from 'react';
import { getDialogs, subscribeDialogs } from '@/core/dialogs/dialog-store';
import { getToasts, subscribeToasts } from '@/core/toast/toast-store';
import { neededComponent } from './layout/deferred';

/**
 * The toaster and the dialogs' host: not part of what the first note needs, so their code loads
 * after it, or at once when a toast or a dialog is raised before then.
 */
export const Toaster = neededComponent(
  () => import('@/ui/toast/Toaster').then((m) => m.Toaster),
  () => useSyncExternalStore(subscribeToasts, getToasts).length > 0,
);

export const DialogHost = neededComponent(
  () => import('@/ui/dialogs/DialogHost').then((m) => m.DialogHost),
  () => useSyncExternalStore(subscribeDialogs, getDialogs).length > 0,
);
