import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { EMOJI_REFRESH_DATA_SAVER_MS } from '@/core/constants';
import { customEmojisQuery } from '@/features/emoji-picker';
import { MfmEmojiResolverContext, type EmojiResolver } from '@/mfm';
import { emojiResolverOf } from './emoji-resolver';

/**
 * Gives every MFM text the instance's custom emoji list the client already holds (loaded by the
 * picker or the post form's completion, or restored from the persisted cache); nothing is fetched
 * for it here. A local `:name:` the list does not have is then shown as text, not requested.
 */
export function EmojiResolverProvider({ children }: { children: ReactNode }) {
  const { data, dataUpdatedAt } = useQuery({ ...customEmojisQuery(), enabled: false });
  const resolver = useMemo<EmojiResolver | null>(
    () => (data ? emojiResolverOf(data, Date.now() - dataUpdatedAt < EMOJI_REFRESH_DATA_SAVER_MS) : null),
    [data, dataUpdatedAt],
  );
  return <MfmEmojiResolverContext.Provider value={resolver}>{children}</MfmEmojiResolverContext.Provider>;
}
