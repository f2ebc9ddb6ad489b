import { queryOptions } from '@tanstack/react-query';
import { getApi, getServerOrigin } from '@/core/accounts/session';
import type { CustomEmoji } from '@/core/entities/emoji';

/** One emoji (GET emoji: name and host); keyed by server, the same for every account. */
export function emojiQuery(name: string, host: string | null) {
  return queryOptions({
    queryKey: [getServerOrigin(), 'emoji', name, host] as const,
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('emoji', { name, ...(host ? { host } : {}) }, { signal });
      if (typeof raw !== 'object' || raw === null || typeof (raw as CustomEmoji).name !== 'string') throw new Error('Unexpected emoji answer');
      return raw as CustomEmoji;
    },
    staleTime: 10 * 60_000,
  });
}
