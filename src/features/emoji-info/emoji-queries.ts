import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { CustomEmoji } from '@/core/entities/emoji';
import { queryKey } from '@/core/query/keys';

/** Every key of one emoji's detail sits under `all()`. */
export const emojiKeys = {
  all: () => queryKey('emoji'),
  detail: (name: string, host: string | null) => queryKey('emoji', name, host),
};

/** One emoji (GET emoji: name and host). */
export function emojiQuery(name: string, host: string | null) {
  return queryOptions({
    queryKey: emojiKeys.detail(name, host),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('emoji', { name, ...(host ? { host } : {}) }, { signal });
      if (typeof raw !== 'object' || raw === null || typeof (raw as CustomEmoji).name !== 'string') throw new Error('Unexpected emoji answer');
      return raw as CustomEmoji;
    },
    staleTime: 10 * 60_000,
  });
}

/** admin/emoji/copy: a moderator copies a remote emoji to this server. */
export async function importRemoteEmoji(emoji: CustomEmoji): Promise<void> {
  await getApi().request('admin/emoji/copy', { emojiName: emoji.name, emojiHost: emoji.host, ...(typeof emoji.id === 'string' ? { emojiId: emoji.id } : {}) });
}
