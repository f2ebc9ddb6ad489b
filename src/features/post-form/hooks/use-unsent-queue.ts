import { useEffect, useSyncExternalStore } from 'react';
import { deleteDraftIfSame } from '@/core/drafts';
import { t } from '@/core/i18n';
import { unsentQueue, type QueueEntry } from '@/core/queue';
import { showToast } from '@/core/toast/toast-store';
import { describePostError } from '../submit/post-error';
import { queuedPostToastKey } from '../submit/queued-post-toast';

const subscribe = (cb: () => void) => unsentQueue.subscribe(() => cb());

/** The queued entries, live. */
export function useUnsentEntries(): readonly QueueEntry[] {
  return useSyncExternalStore(subscribe, unsentQueue.getEntries, unsentQueue.getEntries);
}

/**
 * Starts the page's unsent queue (unsent posts of closed pages become drafts) and tells the
 * user what happens to queued posts.
 */
export function useUnsentQueue(): void {
  useEffect(() => {
    void unsentQueue.start();
    return unsentQueue.subscribe((e) => {
      switch (e.type) {
        case 'sent':
          if (e.entry.draftKey && e.entry.draftData) void deleteDraftIfSame(e.entry.draftKey, e.entry.draftData);
          // In place of the post's "failed, will retry" toast, if it is still on screen.
          if (!e.entry.suppressToast) showToast(t('postForm.unsentPosted'), 'success', { key: queuedPostToastKey(e.entry.id) });
          break;
        case 'failed':
          showToast(`${describePostError(e.error)} ${t('postForm.keptAsDraft')}`, 'error', { key: queuedPostToastKey(e.entry.id) });
          break;
        case 'canceled':
          showToast(t('postForm.unsentCanceled'), 'info');
          break;
        case 'convertedToDrafts':
          showToast(t('postForm.unsentSavedAsDrafts', { n: e.count }), 'info');
          break;
        case 'changed':
          break;
      }
    });
  }, []);
}
