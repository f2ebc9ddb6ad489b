import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import { adParams, type AdDraft } from './ads/ad-draft';
import type { AdminAbuseReport, AdminAd, AdminAnnouncement, AdminEmoji, AdminMeta, AdminRelay, AdminUser, JobCounts, ServerInfo, TableStats } from './admin-types';

/** Keys of everything the admin area reads, all under one root (`adminKeys.all()`). */
export const adminKeys = {
  all: () => queryKey('admin'),
  meta: () => queryKey('admin', 'meta'),
  users: (f: UserFilter) => queryKey('admin', 'users', f),
  /** Every emoji list (all searches). */
  emojis: () => queryKey('admin', 'emojis'),
  emojiSearch: (query: string) => queryKey('admin', 'emojis', query),
  emojiZips: () => queryKey('admin', 'emoji-zips'),
  emojiSourceImages: () => queryKey('admin', 'emoji-source-images'),
  announcements: () => queryKey('admin', 'announcements'),
  /** Every abuse report list (all states). */
  abuses: () => queryKey('admin', 'abuses'),
  abuseReports: (state: 'unresolved' | 'resolved' | 'all') => queryKey('admin', 'abuses', state),
  /** The queue's stats and its delayed hosts. */
  queue: () => queryKey('admin', 'queue'),
  delayedHosts: (queue: 'deliver' | 'inbox') => queryKey('admin', 'queue', 'delayed', queue),
  serverInfo: () => queryKey('admin', 'server-info'),
  tables: () => queryKey('admin', 'tables'),
  relays: () => queryKey('admin', 'relays'),
  ads: () => queryKey('admin', 'ads'),
  files: (origin: 'local' | 'remote' | 'combined') => queryKey('admin', 'files', origin),
  stats: () => queryKey('admin', 'stats'),
  federation: (filter: { sort: string; state: string; host: string }) => queryKey('admin', 'federation', filter),
  hashtags: (sort: string) => queryKey('admin', 'hashtags', sort),
  chart: (id: string, span: string) => queryKey('admin', 'chart', id, span),
  live: (channel: string) => queryKey('admin', 'live', channel),
};

const api = <T,>(endpoint: string, params: Record<string, unknown> = {}, signal?: AbortSignal) => getApi().request<T>(endpoint, params, signal ? { signal } : {});

export const adminMetaQuery = () =>
  queryOptions({ queryKey: adminKeys.meta(), queryFn: ({ signal }) => api<AdminMeta>('admin/meta', {}, signal), staleTime: 30_000 });

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
    queryKey: adminKeys.users(f),
    queryFn: ({ pageParam, signal }) =>
      api<AdminUser[]>('admin/show-users', { limit: USERS_PAGE, offset: pageParam, state: f.state, origin: f.origin, sort: f.sort, username: f.username || undefined, hostname: f.hostname || undefined }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.length < USERS_PAGE ? undefined : all.length * USERS_PAGE),
  });

export const adminEmojisQuery = (query: string) =>
  queryOptions({ queryKey: adminKeys.emojiSearch(query), queryFn: ({ signal }) => api<AdminEmoji[]>('admin/emoji/list', { limit: 100, query: query || null }, signal) });

export const adminAnnouncementsQuery = () =>
  queryOptions({ queryKey: adminKeys.announcements(), queryFn: ({ signal }) => api<AdminAnnouncement[]>('admin/announcements/list', { limit: 100 }, signal) });

export const adminAbuseReportsQuery = (state: 'unresolved' | 'resolved' | 'all') =>
  queryOptions({
    queryKey: adminKeys.abuseReports(state),
    queryFn: ({ signal }) => api<AdminAbuseReport[]>('admin/abuse-user-reports', { limit: 100, state: state === 'all' ? null : state }, signal),
  });

/** Bull's job counts per queue. Pages poll it (every 5 s) only where the server streams no `queueStats`. */
export const adminQueueStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.queue(), queryFn: ({ signal }) => api<Record<string, JobCounts>>('admin/queue/stats', {}, signal) });

/** `[host, count]` of the delayed jobs of the deliver or inbox queue (Misskey 13's admin/queue/*-delayed). */
export const adminDelayedHostsQuery = (queue: 'deliver' | 'inbox') =>
  queryOptions({
    queryKey: adminKeys.delayedHosts(queue),
    queryFn: ({ signal }) => api<unknown>(`admin/queue/${queue}-delayed`, {}, signal).then(delayedRows),
    refetchInterval: 10_000,
  });

function delayedRows(raw: unknown): Array<[string, number]> {
  if (!Array.isArray(raw)) return [];
  return raw.filter((r): r is [string, number] => Array.isArray(r) && typeof r[0] === 'string' && typeof r[1] === 'number');
}

export const adminServerInfoQuery = () =>
  queryOptions({ queryKey: adminKeys.serverInfo(), queryFn: ({ signal }) => api<ServerInfo>('admin/server-info', {}, signal), staleTime: 60_000 });

export const adminTableStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.tables(), queryFn: ({ signal }) => api<TableStats>('admin/get-table-stats', {}, signal) });

export const adminRelaysQuery = () =>
  queryOptions({ queryKey: adminKeys.relays(), queryFn: ({ signal }) => api<AdminRelay[]>('admin/relays/list', {}, signal) });

export const adminAdsQuery = () =>
  queryOptions({ queryKey: adminKeys.ads(), queryFn: ({ signal }) => api<AdminAd[]>('admin/ad/list', { limit: 100 }, signal) });

export const adminFilesQuery = (origin: 'local' | 'remote' | 'combined') =>
  infiniteQueryOptions({
    queryKey: adminKeys.files(origin),
    queryFn: ({ pageParam, signal }) => api<Array<{ id: string; name: string; type: string; size: number; thumbnailUrl: string | null; createdAt: string; isSensitive: boolean }>>('admin/drive/files', { limit: 40, origin, ...(pageParam ? { untilId: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => (last.length < 40 ? undefined : last[last.length - 1]!.id),
  });

export const instanceStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => api<Record<string, number>>('stats', {}, signal), staleTime: 30_000 });

export const federationInstancesQuery = (filter: { sort: string; state: string; host: string }) =>
  queryOptions({
    queryKey: adminKeys.federation(filter),
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
    queryKey: adminKeys.hashtags(sort),
    queryFn: ({ signal }) => api<Array<{ tag: string; mentionedUsersCount: number; mentionedLocalUsersCount: number; mentionedRemoteUsersCount: number; attachedUsersCount: number }>>('hashtags/list', { limit: 100, sort }, signal),
  });

/* Mutations: the admin pages call these, never the API client; they invalidate through `adminKeys`. */

/** The changed meta fields, saved together (the form shows the error itself). */
export const updateMeta = (changes: Record<string, unknown>) => getApi().request<void>('admin/update-meta', changes, { suppressError: true });

/** A fork's `admin/send-notification` (the text is sent as both `comment` and `text`). */
export const sendStaffNotification = (userId: string, text: string) => getApi().request('admin/send-notification', { userId, comment: text, text });

export const resolveAbuseReport = (reportId: string, forward: boolean) => getApi().request('admin/resolve-abuse-user-report', { reportId, forward });

export const promoteDelayedJobs = (queue: 'deliver' | 'inbox') => getApi().request('admin/queue/promote', { type: queue });

export const clearQueues = () => getApi().request('admin/queue/clear', {});

export const saveAd = (d: AdDraft) => getApi().request(d.id ? 'admin/ad/update' : 'admin/ad/create', adParams(d));

export const deleteAd = (id: string) => getApi().request('admin/ad/delete', { id });

export interface AnnouncementDraft {
  id: string | null;
  title: string;
  text: string;
  imageUrl: string;
}

/** Creates or (with an id) updates an announcement. */
export function saveAnnouncement(d: AnnouncementDraft) {
  const body = { title: d.title.trim(), text: d.text, imageUrl: d.imageUrl.trim() || null };
  return d.id ? getApi().request('admin/announcements/update', { id: d.id, ...body }) : getApi().request('admin/announcements/create', body);
}

export const deleteAnnouncement = (id: string) => getApi().request('admin/announcements/delete', { id });

/** The admin list and every other announcement list (the readers' ones live under other roots). */
export const refreshAnnouncements = (qc: QueryClient) => qc.invalidateQueries({ predicate: (q) => q.queryKey.includes('announcements') });

export const addRelay = (inbox: string) => getApi().request('admin/relays/add', { inbox });

export const removeRelay = (inbox: string) => getApi().request('admin/relays/remove', { inbox });
