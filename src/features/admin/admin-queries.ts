import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import type { AdminAbuseReport, AdminAd, AdminAnnouncement, AdminEmoji, AdminMeta, AdminRelay, AdminUser, JobCounts, ServerInfo, TableStats } from './admin-types';

/** Key root of everything the admin area reads. */
export const adminKey = (...parts: unknown[]) => queryKey('admin', ...parts);

const api = <T,>(endpoint: string, params: Record<string, unknown> = {}, signal?: AbortSignal) => getApi().request<T>(endpoint, params, signal ? { signal } : {});

export const adminMetaQuery = () =>
  queryOptions({ queryKey: adminKey('meta'), queryFn: ({ signal }) => api<AdminMeta>('admin/meta', {}, signal), staleTime: 30_000 });

export interface UserFilter {
  state: 'all' | 'available' | 'admin' | 'moderator' | 'adminOrModerator' | 'silenced' | 'suspended';
  origin: 'combined' | 'local' | 'remote';
  sort: '+createdAt' | '-createdAt' | '+follower' | '-follower' | '+updatedAt' | '-updatedAt';
  username: string;
  hostname: string;
}

const USERS_PAGE = 30;

export const adminUsersQuery = (f: UserFilter) =>
  infiniteQueryOptions({
    queryKey: adminKey('users', f),
    queryFn: ({ pageParam, signal }) =>
      api<AdminUser[]>('admin/show-users', { limit: USERS_PAGE, offset: pageParam, state: f.state, origin: f.origin, sort: f.sort, username: f.username || undefined, hostname: f.hostname || undefined }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.length < USERS_PAGE ? undefined : all.length * USERS_PAGE),
  });

export const adminEmojisQuery = (query: string) =>
  queryOptions({ queryKey: adminKey('emojis', query), queryFn: ({ signal }) => api<AdminEmoji[]>('admin/emoji/list', { limit: 100, query: query || null }, signal) });

export const adminAnnouncementsQuery = () =>
  queryOptions({ queryKey: adminKey('announcements'), queryFn: ({ signal }) => api<AdminAnnouncement[]>('admin/announcements/list', { limit: 100 }, signal) });

export const adminAbuseReportsQuery = (state: 'unresolved' | 'resolved' | 'all') =>
  queryOptions({
    queryKey: adminKey('abuses', state),
    queryFn: ({ signal }) => api<AdminAbuseReport[]>('admin/abuse-user-reports', { limit: 100, state: state === 'all' ? null : state }, signal),
  });

/** Bull's job counts per queue. Pages poll it (every 5 s) only where the server streams no `queueStats`. */
export const adminQueueStatsQuery = () =>
  queryOptions({ queryKey: adminKey('queue'), queryFn: ({ signal }) => api<Record<string, JobCounts>>('admin/queue/stats', {}, signal) });

/** `[host, count]` of the delayed jobs of the deliver or inbox queue (Misskey 13's admin/queue/*-delayed). */
export const adminDelayedHostsQuery = (queue: 'deliver' | 'inbox') =>
  queryOptions({
    queryKey: adminKey('queue', 'delayed', queue),
    queryFn: ({ signal }) => api<unknown>(`admin/queue/${queue}-delayed`, {}, signal).then(delayedRows),
    refetchInterval: 10_000,
  });

function delayedRows(raw: unknown): Array<[string, number]> {
  if (!Array.isArray(raw)) return [];
  return raw.filter((r): r is [string, number] => Array.isArray(r) && typeof r[0] === 'string' && typeof r[1] === 'number');
}

export const adminServerInfoQuery = () =>
  queryOptions({ queryKey: adminKey('server-info'), queryFn: ({ signal }) => api<ServerInfo>('admin/server-info', {}, signal), staleTime: 60_000 });

export const adminTableStatsQuery = () =>
  queryOptions({ queryKey: adminKey('tables'), queryFn: ({ signal }) => api<TableStats>('admin/get-table-stats', {}, signal) });

export const adminRelaysQuery = () =>
  queryOptions({ queryKey: adminKey('relays'), queryFn: ({ signal }) => api<AdminRelay[]>('admin/relays/list', {}, signal) });

export const adminAdsQuery = () =>
  queryOptions({ queryKey: adminKey('ads'), queryFn: ({ signal }) => api<AdminAd[]>('admin/ad/list', { limit: 100 }, signal) });

export const adminFilesQuery = (origin: 'local' | 'remote' | 'combined') =>
  infiniteQueryOptions({
    queryKey: adminKey('files', origin),
    queryFn: ({ pageParam, signal }) => api<Array<{ id: string; name: string; type: string; size: number; thumbnailUrl: string | null; createdAt: string; isSensitive: boolean }>>('admin/drive/files', { limit: 40, origin, ...(pageParam ? { untilId: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => (last.length < 40 ? undefined : last[last.length - 1]!.id),
  });

export const instanceStatsQuery = () =>
  queryOptions({ queryKey: adminKey('stats'), queryFn: ({ signal }) => api<Record<string, number>>('stats', {}, signal), staleTime: 30_000 });

export const federationInstancesQuery = (filter: { sort: string; state: string; host: string }) =>
  queryOptions({
    queryKey: adminKey('federation', filter),
    queryFn: ({ signal }) =>
      api<Array<Record<string, unknown>>>(
        'federation/instances',
        {
          limit: 50,
          sort: filter.sort,
          host: filter.host || null,
          ...(filter.state === 'blocked' ? { blocked: true } : filter.state === 'suspended' ? { suspended: true } : filter.state === 'notResponding' ? { notResponding: true } : filter.state === 'federating' ? { federating: true } : {}),
        },
        signal,
      ),
  });

export const hashtagsQuery = (sort: string) =>
  queryOptions({
    queryKey: adminKey('hashtags', sort),
    queryFn: ({ signal }) => api<Array<{ tag: string; mentionedUsersCount: number; mentionedLocalUsersCount: number; mentionedRemoteUsersCount: number; attachedUsersCount: number }>>('hashtags/list', { limit: 100, sort }, signal),
  });
