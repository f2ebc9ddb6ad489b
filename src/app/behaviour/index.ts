/**
 * App behaviours that follow settings and the device once the app is on screen (loaded lazily by
 * the post-start tasks): the screen wake lock, the data saver following the connection, and the
 * "updated" dialog after a version change.
 */
import { alertDialog } from '@/core/dialogs/dialog-store';
import { t } from '@/core/i18n';
import { APP_VERSION } from '@/core/app-version';
import { startDataSaverFollow } from './data-saver-follow';
import { startKeepScreenOn } from './keep-screen-on';
import { takeVersionChange } from './version-update';

export function startAppBehaviours(): void {
  startKeepScreenOn();
  startDataSaverFollow();
  const previous = takeVersionChange(APP_VERSION);
  if (previous) {
    // Spec section 4: after a version change the reader is told once what changed. (The stored
    // theme of another version is cleared where it is read: src/ui/theme/theme-cache.ts.)
    void alertDialog({ type: 'info', title: t('timelineBehavior.updatedTitle'), text: t('timelineBehavior.updatedText', { version: APP_VERSION, previous }) });
  }
}
