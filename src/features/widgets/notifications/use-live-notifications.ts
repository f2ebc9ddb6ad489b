import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Notification } from '@/core/entities/notification';
import { useChannel } from '@/core/stream/use-stream';

/** Puts a notification on top of a list's first page, once. */
export function prependOnce(data: InfiniteData<Notification[]> | undefined, n: Notification, includeTypes: readonly string[] | null): InfiniteData<Notification[]> | undefined {
  if (!data || !Array.isArray(data.pages)) return data;
  if (includeTypes && !includeTypes.includes(n.type)) return data;
  if (data.pages.some((p) => p.some((x) => x.id === n.id))) return data;
  const [first = [], ...rest] = data.pages;
  return { ...data, pages: [[n, ...first], ...rest] };
}

/**
 * New notifications arrive on the main channel as `notification` (read or not); the core handler
 * only adds unread ones, so a visible list takes every one, deduplicated.
 */
export function useLiveNotifications(key: QueryKey, includeTypes: readonly string[] | null): void {
  const qc = useQueryClient();
  useChannel('main', {}, {
    notification: (body) => {
      if (!body || typeof body !== 'object' || typeof (body as Notification).id !== 'string') return;
      qc.setQueryData<InfiniteData<Notification[]>>(key, (data) => prependOnce(data, body as Notification, includeTypes));
    },
  });
}
