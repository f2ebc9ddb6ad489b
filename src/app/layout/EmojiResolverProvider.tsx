import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { EMOJI_REFRESH_DATA_SAVER_MS } from '@/core/constants';
import { customEmojisQuery } from '@/features/emoji-picker';
import { MfmEmojiListRequestContext, MfmEmojiResolverContext, type EmojiResolver } from '@/mfm';
import { emojiResolverOf } from './emoji-resolver';

/** After a failed fetch of the list, texts do not ask for it again for this long. */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

/**
 * Gives every MFM text the instance's custom emoji list the client holds (loaded by the picker,
 * the post form's completion, a restored cache, or here). A local `:name:` the list does not have
 * is then shown as text, not requested. The list is fetched here only when a text holds more
 * unknown names than it may guess at (`MfmEmojiListRequestContext`), once, not per text.
 */
export function EmojiResolverProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useQuery({ ...customEmojisQuery(), enabled: false });
  const fresh = data !== undefined && Date.now() - dataUpdatedAt < EMOJI_REFRESH_DATA_SAVER_MS;
  const resolver = useMemo<EmojiResolver | null>(
    () => (data ? emojiResolverOf(data, Date.now() - dataUpdatedAt < EMOJI_REFRESH_DATA_SAVER_MS) : null),
    [data, dataUpdatedAt],
  );
  const lastAsked = useRef(-Infinity);
  const requestList = useCallback(() => {
    const now = Date.now();
    if (fresh || now - lastAsked.current < RETRY_AFTER_FAILURE_MS) return;
    lastAsked.current = now;
    // A stale list is fetched again too: only a fresh one may say a name does not exist.
    void queryClient.fetchQuery({ ...customEmojisQuery(), staleTime: 0 }).catch(() => undefined);
  }, [fresh, queryClient]);
  return (
    <MfmEmojiListRequestContext.Provider value={requestList}>
      <MfmEmojiResolverContext.Provider value={resolver}>{children}</MfmEmojiResolverContext.Provider>
    </MfmEmojiListRequestContext.Provider>
  );
}
