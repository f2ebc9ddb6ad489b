import { getApi } from '@/core/accounts/session';
import { getSetting } from '@/core/settings';

/**
 * The post that ends sleep mode when the reader wrote one on the sleep screen: only its text, with
 * the default visibility and local-only choice (spec section 7, "the sleep-mode cancel post").
 */
export async function sendWakePost(text: string): Promise<void> {
  await getApi().request('notes/create', {
    text,
    visibility: getSetting('defaultNoteVisibility'),
    localOnly: getSetting('defaultNoteLocalOnly'),
  });
}
