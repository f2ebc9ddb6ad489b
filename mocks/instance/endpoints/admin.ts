/**
 * The admin API (Misskey 13.14 names and shapes, see ../shared/fixtures/admin-*.json), plus the
 * spec server's moderator flags and silence (it has no roles). Moderators may use what a
 * moderator may; settings that change the server need an administrator.
 */
import { absoluteUrl, type CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { createIdGenerator } from '../id';
import { packAnnouncement } from '../pack/announcement';
import { packDriveFile } from '../pack/drive-file';
import { packMe } from '../pack/me';
import { packUserDetailed, packUserLite } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type ParamSpec, type PagingParams } from '../params';
import type { UserRecord } from '../types';
import { adminExtraEndpoints } from '../admin/admin-extras';
import { adminState } from '../admin/admin-state';
import { clearQueues, delayedHosts, queueJobCounts } from '../admin/job-queues';
import { machineTotals } from '../admin/server-stats';
import { emojiUrl } from './emojis';
import { packMeta } from './meta';
import { ID, newestFirst } from './social-common';

const nextId = createIdGenerator();

const ERRORS = {
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '1f7ae415-cbb4-4327-8b4f-a05ba3ba7aaa' },
  noSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'caf3ca38-c6e5-472e-a30c-b05377dcc240' },
  noSuchEmoji: { message: 'No such emoji.', code: 'NO_SUCH_EMOJI', id: '684dec9d-a8c2-4364-9aa8-456c49cb1dc8' },
  sameNameEmojiExists: { message: 'Emoji that have same name already exists.', code: 'SAME_NAME_EMOJI_EXISTS', id: '7180fe9d-1ee3-bff9-647d-fe9896d2ffb8' },
  noSuchAnnouncement: { message: 'No such announcement.', code: 'NO_SUCH_ANNOUNCEMENT', id: 'ecad8040-a276-4e85-bda9-015a708d291e' },
  noSuchReport: { message: 'No such abuse report.', code: 'NO_SUCH_ABUSE_REPORT', id: 'ac3794dd-2ce4-d878-e546-73c60c06b398' },
  noSuchAd: { message: 'No such ad.', code: 'NO_SUCH_AD', id: '985b1ae4-b2bc-4fc0-a6e6-ad6d5e8e3c14' },
  cannotReportYourself: { message: 'Cannot report yourself.', code: 'CANNOT_REPORT_YOURSELF', id: '1e13149e-b1e8-43cf-902e-c01dbfcb202f' },
  cannotReportAdmin: { message: 'Cannot report the admin.', code: 'CANNOT_REPORT_THE_ADMIN', id: '35e166f5-05fb-4f87-a2d5-adb42676d48f' },
  noSuchRelay: { message: 'No such relay.', code: 'NO_SUCH_RELAY', id: '0ac4bb1d-9d4f-4b04-a1a9-1bbc2dd6a7e9' },
};

function userById(ctx: CallContext, userId: string): UserRecord {
  const u = ctx.state.users.get(userId);
  if (!u) throw new ApiError(ERRORS.noSuchUser);
  return u;
}

const iso = (t: number | null | undefined) => (t == null ? null : new Date(t).toISOString());

/** One user as admin/show-users lists them (MeDetailed plus the moderation flags). */
function packAdminUser(ctx: CallContext, u: UserRecord): Record<string, unknown> {
  // The account's own fields, plus how the moderator relates to the user (as the real list carries).
  const relation = packUserDetailed(ctx, u, ctx.me);
  return { ...relation, ...packMe(ctx, u), ...pickRelation(relation), isSilenced: u.isSilenced, isSuspended: u.isSuspended };
}

const RELATION_KEYS = ['isFollowing', 'isFollowed', 'hasPendingFollowRequestFromYou', 'hasPendingFollowRequestToYou', 'isBlocking', 'isBlocked', 'isMuted', 'isRenoteMuted'];
const pickRelation = (packed: Record<string, unknown>) => Object.fromEntries(RELATION_KEYS.filter((k) => k in packed).map((k) => [k, packed[k]]));

const ORIGIN = { type: 'string', enum: ['combined', 'local', 'remote'], default: 'combined' } as const satisfies ParamSpec;

/** Admin meta fields an administrator may change, by JSON type. */
const META_FIELDS: Record<string, ParamSpec> = {
  name: { type: 'string', nullable: true },
  description: { type: 'string', nullable: true },
  maintainerName: { type: 'string', nullable: true },
  maintainerEmail: { type: 'string', nullable: true },
  themeColor: { type: 'string', nullable: true },
  disableRegistration: { type: 'boolean', nullable: true },
  enableGuestTimeline: { type: 'boolean', nullable: true },
  pinnedUsers: { type: 'array', nullable: true, items: { type: 'string' } },
  hiddenTags: { type: 'array', nullable: true, items: { type: 'string' } },
  blockedHosts: { type: 'array', nullable: true, items: { type: 'string' } },
  silencedHosts: { type: 'array', nullable: true, items: { type: 'string' } },
  sensitiveWords: { type: 'array', nullable: true, items: { type: 'string' } },
  preservedUsernames: { type: 'array', nullable: true, items: { type: 'string' } },
  serverRules: { type: 'array', nullable: true, items: { type: 'string' } },
  tosUrl: { type: 'string', nullable: true },
  iconUrl: { type: 'string', nullable: true },
  bannerUrl: { type: 'string', nullable: true },
  backgroundImageUrl: { type: 'string', nullable: true },
  enableHcaptcha: { type: 'boolean' },
  hcaptchaSiteKey: { type: 'string', nullable: true },
  hcaptchaSecretKey: { type: 'string', nullable: true },
  enableRecaptcha: { type: 'boolean' },
  recaptchaSiteKey: { type: 'string', nullable: true },
  recaptchaSecretKey: { type: 'string', nullable: true },
  enableTurnstile: { type: 'boolean' },
  turnstileSiteKey: { type: 'string', nullable: true },
  turnstileSecretKey: { type: 'string', nullable: true },
  sensitiveMediaDetection: { type: 'string', enum: ['none', 'all', 'local', 'remote'] },
  sensitiveMediaDetectionSensitivity: { type: 'string', enum: ['medium', 'low', 'high', 'veryLow', 'veryHigh'] },
  setSensitiveFlagAutomatically: { type: 'boolean' },
  enableSensitiveMediaDetectionForVideos: { type: 'boolean' },
  enableEmail: { type: 'boolean' },
  email: { type: 'string', nullable: true },
  smtpSecure: { type: 'boolean' },
  smtpHost: { type: 'string', nullable: true },
  smtpPort: { type: 'integer', nullable: true },
  smtpUser: { type: 'string', nullable: true },
  smtpPass: { type: 'string', nullable: true },
  useObjectStorage: { type: 'boolean' },
  objectStorageBaseUrl: { type: 'string', nullable: true },
  objectStorageBucket: { type: 'string', nullable: true },
  objectStoragePrefix: { type: 'string', nullable: true },
  objectStorageEndpoint: { type: 'string', nullable: true },
  objectStorageRegion: { type: 'string', nullable: true },
  objectStorageAccessKey: { type: 'string', nullable: true },
  objectStorageSecretKey: { type: 'string', nullable: true },
  objectStoragePort: { type: 'integer', nullable: true },
  objectStorageUseSSL: { type: 'boolean' },
  objectStorageUseProxy: { type: 'boolean' },
  objectStorageSetPublicRead: { type: 'boolean' },
  objectStorageS3ForcePathStyle: { type: 'boolean' },
  enableIpLogging: { type: 'boolean' },
  enableActiveEmailValidation: { type: 'boolean' },
  enableChartsForRemoteUser: { type: 'boolean' },
  enableChartsForFederatedInstances: { type: 'boolean' },
  enableServerMachineStats: { type: 'boolean' },
  enableIdenticonGeneration: { type: 'boolean' },
  proxyAccountId: { type: 'string', nullable: true },
  summalyProxy: { type: 'string', nullable: true },
  cacheRemoteFiles: { type: 'boolean' },
  cacheRemoteSensitiveFiles: { type: 'boolean' },
  enableServiceWorker: { type: 'boolean' },
  deeplAuthKey: { type: 'string', nullable: true },
  deeplIsPro: { type: 'boolean' },
};

const PUBLIC_META_KEYS = ['name', 'description', 'maintainerName', 'maintainerEmail', 'themeColor', 'disableRegistration', 'enableGuestTimeline'] as const;

/** The admin meta: the detailed public meta, then the admin-only fields. */
function packAdminMeta(ctx: CallContext): Record<string, unknown> {
  const extras = adminState(ctx.state).meta;
  return { ...packMeta(ctx, true), ...extras };
}

const emptyJobCounts = () => ({ active: 0, completed: 0, delayed: 0, failed: 0, paused: 0, prioritized: 0, waiting: 0, 'waiting-children': 0 });

/**
 * fetch-rss: the server reads a feed for the client. The mock reaches no other host, so it answers
 * a deterministic feed named after the URL (the shape of the rss-parser output Misskey returns).
 */
function mockFeed(ctx: CallContext, url: string): Record<string, unknown> {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    /* keep the raw text */
  }
  const base = ctx.now() - (ctx.now() % 3_600_000);
  return {
    title: `News from ${host}`,
    link: url,
    feedUrl: url,
    items: Array.from({ length: 5 }, (_, i) => ({
      title: `${host} story ${i + 1}`,
      link: `${url.replace(/#.*$/, '')}#story-${i + 1}`,
      guid: `${url}#${i + 1}`,
      pubDate: new Date(base - i * 3_600_000).toUTCString(),
      isoDate: new Date(base - i * 3_600_000).toISOString(),
      contentSnippet: `Story ${i + 1} of a mock feed.`,
    })),
  };
}

export const adminEndpoints: Record<string, AnyEndpoint> = {
  ...adminExtraEndpoints,
  'fetch-rss': defineEndpoint<{ url: string }>({
    params: { properties: { url: { type: 'string', pattern: /^https?:\/\/\S+$/ } }, required: ['url'] },
    handler: (ctx, ps) => mockFeed(ctx, ps.url),
  }),

  'admin/meta': defineEndpoint({ requireModerator: true, handler: (ctx) => packAdminMeta(ctx) }),

  'admin/update-meta': defineEndpoint<Record<string, unknown>>({
    requireAdmin: true,
    params: { properties: META_FIELDS },
    handler: (ctx, ps) => {
      const extras = adminState(ctx.state).meta as unknown as Record<string, unknown>;
      const pub = ctx.state.meta as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(ps)) {
        if (value === undefined) continue;
        if ((PUBLIC_META_KEYS as readonly string[]).includes(key)) {
          if (value !== null || key === 'maintainerEmail' || key === 'themeColor') pub[key] = value;
        } else if (key in extras) extras[key] = value;
      }
      return undefined;
    },
  }),

  'admin/show-users': defineEndpoint<{ limit: number; offset: number; sort?: string; state: string; origin: string; username?: string | null; hostname?: string | null }>({
    requireModerator: true,
    params: {
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        offset: { type: 'integer', default: 0 },
        sort: { type: 'string', enum: ['+follower', '-follower', '+createdAt', '-createdAt', '+updatedAt', '-updatedAt', '+lastActiveDate', '-lastActiveDate'] },
        state: { type: 'string', enum: ['all', 'alive', 'available', 'admin', 'moderator', 'adminOrModerator', 'silenced', 'suspended'], default: 'all' },
        origin: ORIGIN,
        username: { type: 'string', nullable: true },
        hostname: { type: 'string', nullable: true },
      },
    },
    handler: (ctx, ps) => {
      const stateOk = (u: UserRecord) => {
        switch (ps.state) {
          case 'available': return !u.isSuspended;
          case 'alive': return (u.lastActiveDate ?? 0) > ctx.now() - 5 * 86_400_000;
          case 'admin': return u.isAdmin;
          case 'moderator': return u.isModerator && !u.isAdmin;
          case 'adminOrModerator': return u.isAdmin || u.isModerator;
          case 'silenced': return u.isSilenced;
          case 'suspended': return u.isSuspended;
          default: return true;
        }
      };
      let users = [...ctx.state.users.values()].filter(
        (u) =>
          stateOk(u) &&
          (ps.origin === 'combined' || (ps.origin === 'local') === (u.host == null)) &&
          (!ps.username || u.username.toLowerCase().startsWith(ps.username.toLowerCase())) &&
          (!ps.hostname || (u.host ?? '').toLowerCase().includes(ps.hostname.toLowerCase())),
      );
      const sort = ps.sort ?? '-createdAt';
      const dir = sort.startsWith('+') ? -1 : 1; // '+' = descending in Misskey's admin API
      const field = sort.slice(1);
      const value = (u: UserRecord): number =>
        field === 'follower' ? [...ctx.state.follows.keys()].filter((k) => k.endsWith(`:${u.id}`)).length
        : field === 'updatedAt' ? u.updatedAt ?? 0
        : field === 'lastActiveDate' ? u.lastActiveDate ?? 0
        : u.createdAt;
      users = users.sort((a, b) => dir * (value(a) - value(b)) || a.id.localeCompare(b.id));
      return users.slice(ps.offset, ps.offset + ps.limit).map((u) => packAdminUser(ctx, u));
    },
  }),

  'admin/update-user-note': defineEndpoint<{ userId: string; text: string }>({
    requireModerator: true,
    params: { properties: { userId: ID, text: { type: 'string' } }, required: ['userId', 'text'] },
    handler: (ctx, ps) => {
      userById(ctx, ps.userId);
      adminNotes.set(ps.userId, ps.text);
      return undefined;
    },
  }),

  'admin/moderators/add': defineEndpoint<{ userId: string }>({
    requireAdmin: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      userById(ctx, ps.userId).isModerator = true;
      return undefined;
    },
  }),
  'admin/moderators/remove': defineEndpoint<{ userId: string }>({
    requireAdmin: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      userById(ctx, ps.userId).isModerator = false;
      return undefined;
    },
  }),
  'admin/roles/list': defineEndpoint({ requireModerator: true, handler: () => [] }),

  'admin/emoji/list': defineEndpoint<PagingParams & { query?: string | null }>({
    requireModerator: true,
    params: { properties: { ...PAGING, query: { type: 'string', nullable: true } } },
    handler: (ctx, ps) => {
      const q = ps.query?.trim().toLowerCase() ?? '';
      const local = ctx.state.emojis.filter((e) => e.host == null && (!q || e.name.includes(q) || e.aliases.some((a) => a.includes(q)) || (e.category ?? '').toLowerCase().includes(q)));
      const sorted = [...local].sort((a, b) => b.id.localeCompare(a.id));
      return paginate(sorted, ps).map((e) => ({
        id: e.id, aliases: [...e.aliases], name: e.name, category: e.category, host: null, url: emojiUrl(ctx, e),
        license: e.license, isSensitive: false, localOnly: false, roleIdsThatCanBeUsedThisEmojiAsReaction: [],
      }));
    },
  }),
  'admin/emoji/add': defineEndpoint<{ fileId: string }>({
    requireModerator: true,
    params: { properties: { fileId: ID }, required: ['fileId'] },
    handler: (ctx, ps) => {
      const file = ctx.state.files.get(ps.fileId);
      if (!file) throw new ApiError(ERRORS.noSuchFile);
      const base = file.name.replace(/\.[^.]+$/, '').toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^_+|_+$/g, '') || 'emoji';
      let name = base;
      for (let i = 2; ctx.state.emojis.some((e) => e.host == null && e.name === name); i++) name = `${base}_${i}`;
      const id = ctx.state.ids.emoji(ctx.now());
      const hue = [...file.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 0);
      ctx.state.emojis.push({ id, name, host: null, category: null, aliases: [], license: null, createdAt: ctx.now(), hue });
      return { id };
    },
  }),
  'admin/emoji/update': defineEndpoint<{ id: string; name: string; category?: string | null; aliases: string[]; license?: string | null }>({
    requireModerator: true,
    params: {
      properties: {
        id: ID,
        name: { type: 'string', pattern: /^[a-zA-Z0-9_]+$/ },
        category: { type: 'string', nullable: true },
        aliases: { type: 'array', items: { type: 'string' } },
        license: { type: 'string', nullable: true },
      },
      required: ['id', 'name', 'aliases'],
    },
    handler: (ctx, ps) => {
      const e = ctx.state.emojis.find((x) => x.id === ps.id && x.host == null);
      if (!e) throw new ApiError(ERRORS.noSuchEmoji);
      if (ctx.state.emojis.some((x) => x !== e && x.host == null && x.name === ps.name)) throw new ApiError(ERRORS.sameNameEmojiExists);
      e.name = ps.name;
      e.category = ps.category ?? null;
      e.aliases = ps.aliases.filter((a) => a.trim() !== '');
      e.license = ps.license ?? null;
      return undefined;
    },
  }),
  'admin/emoji/delete': defineEndpoint<{ id: string }>({
    requireModerator: true,
    params: { properties: { id: ID }, required: ['id'] },
    handler: (ctx, ps) => {
      const i = ctx.state.emojis.findIndex((x) => x.id === ps.id && x.host == null);
      if (i < 0) throw new ApiError(ERRORS.noSuchEmoji);
      ctx.state.emojis.splice(i, 1);
      return undefined;
    },
  }),
  'admin/emoji/delete-bulk': defineEndpoint<{ ids: string[] }>({
    requireModerator: true,
    params: { properties: { ids: { type: 'array', items: ID } }, required: ['ids'] },
    handler: (ctx, ps) => {
      ctx.state.emojis = ctx.state.emojis.filter((e) => e.host != null || !ps.ids.includes(e.id));
      return undefined;
    },
  }),
  'admin/emoji/set-category-bulk': defineEndpoint<{ ids: string[]; category?: string | null }>({
    requireModerator: true,
    params: { properties: { ids: { type: 'array', items: ID }, category: { type: 'string', nullable: true } }, required: ['ids'] },
    handler: (ctx, ps) => {
      for (const e of ctx.state.emojis) if (e.host == null && ps.ids.includes(e.id)) e.category = ps.category ?? null;
      return undefined;
    },
  }),

  'admin/announcements/create': defineEndpoint<{ title: string; text: string; imageUrl?: string | null }>({
    requireModerator: true,
    params: { properties: { title: { type: 'string', minLength: 1 }, text: { type: 'string', minLength: 1 }, imageUrl: { type: 'string', nullable: true } }, required: ['title', 'text'] },
    handler: (ctx, ps) => {
      const a = { id: ctx.state.ids.notification(ctx.now()), createdAt: ctx.now(), updatedAt: null, title: ps.title, text: ps.text, imageUrl: ps.imageUrl ?? null, readBy: [] as string[] };
      ctx.state.announcements.push(a);
      const packed = packAnnouncement(a, null);
      return { id: packed.id, createdAt: packed.createdAt, updatedAt: null, text: a.text, title: a.title, imageUrl: a.imageUrl };
    },
  }),
  'admin/announcements/list': defineEndpoint<PagingParams>({
    requireModerator: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => paginate(newestFirst(ctx.state.announcements), ps).map((a) => ({ ...packAnnouncement(a, null), reads: a.readBy.length })),
  }),
  'admin/announcements/update': defineEndpoint<{ id: string; title: string; text: string; imageUrl?: string | null }>({
    requireModerator: true,
    params: { properties: { id: ID, title: { type: 'string', minLength: 1 }, text: { type: 'string', minLength: 1 }, imageUrl: { type: 'string', nullable: true } }, required: ['id', 'title', 'text'] },
    handler: (ctx, ps) => {
      const a = ctx.state.announcements.find((x) => x.id === ps.id);
      if (!a) throw new ApiError(ERRORS.noSuchAnnouncement);
      Object.assign(a, { title: ps.title, text: ps.text, imageUrl: ps.imageUrl ?? null, updatedAt: ctx.now() });
      return undefined;
    },
  }),
  'admin/announcements/delete': defineEndpoint<{ id: string }>({
    requireModerator: true,
    params: { properties: { id: ID }, required: ['id'] },
    handler: (ctx, ps) => {
      const i = ctx.state.announcements.findIndex((x) => x.id === ps.id);
      if (i < 0) throw new ApiError(ERRORS.noSuchAnnouncement);
      ctx.state.announcements.splice(i, 1);
      return undefined;
    },
  }),

  'users/report-abuse': defineEndpoint<{ userId: string; comment: string }>({
    requireCredential: true,
    params: { properties: { userId: ID, comment: { type: 'string', minLength: 1, maxLength: 2048 } }, required: ['userId', 'comment'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const target = userById(ctx, ps.userId);
      if (target.id === me.id) throw new ApiError(ERRORS.cannotReportYourself);
      if (target.isAdmin) throw new ApiError(ERRORS.cannotReportAdmin);
      adminState(ctx.state).abuseReports.push({
        id: nextId(ctx.now()), createdAt: ctx.now(), reporterId: me.id, targetUserId: target.id, comment: ps.comment, resolved: false, assigneeId: null, forwarded: false,
      });
      return undefined;
    },
  }),
  'admin/abuse-user-reports': defineEndpoint<PagingParams & { state?: string | null; reporterOrigin: string; targetUserOrigin: string }>({
    requireModerator: true,
    params: { properties: { ...PAGING, state: { type: 'string', nullable: true }, reporterOrigin: ORIGIN, targetUserOrigin: ORIGIN, forwarded: { type: 'boolean', default: false } } },
    handler: (ctx, ps) => {
      const originOk = (o: string, u: UserRecord | undefined) => o === 'combined' || (o === 'local') === (u?.host == null);
      const reports = adminState(ctx.state).abuseReports.filter((r) =>
        (ps.state === 'resolved' ? r.resolved : ps.state === 'unresolved' ? !r.resolved : true) &&
        originOk(ps.reporterOrigin, ctx.state.users.get(r.reporterId)) &&
        originOk(ps.targetUserOrigin, ctx.state.users.get(r.targetUserId)),
      );
      return paginate([...reports].reverse(), ps).map((r) => {
        const reporter = ctx.state.users.get(r.reporterId);
        const target = ctx.state.users.get(r.targetUserId);
        const assignee = r.assigneeId ? ctx.state.users.get(r.assigneeId) : undefined;
        return {
          id: r.id, createdAt: iso(r.createdAt), comment: r.comment, resolved: r.resolved,
          reporterId: r.reporterId, targetUserId: r.targetUserId, assigneeId: r.assigneeId,
          reporter: reporter ? packUserLite(ctx, reporter) : null,
          targetUser: target ? packUserLite(ctx, target) : null,
          assignee: assignee ? packUserLite(ctx, assignee) : null,
          forwarded: r.forwarded,
        };
      });
    },
  }),
  'admin/resolve-abuse-user-report': defineEndpoint<{ reportId: string; forward: boolean }>({
    requireModerator: true,
    params: { properties: { reportId: ID, forward: { type: 'boolean', default: false } }, required: ['reportId'] },
    handler: (ctx, ps) => {
      const r = adminState(ctx.state).abuseReports.find((x) => x.id === ps.reportId);
      if (!r) throw new ApiError(ERRORS.noSuchReport);
      r.resolved = true;
      r.assigneeId = requireMe(ctx).id;
      const target = ctx.state.users.get(r.targetUserId);
      r.forwarded = ps.forward && target?.host != null;
      return undefined;
    },
  }),

  'admin/queue/stats': defineEndpoint({
    requireModerator: true,
    handler: (ctx) => ({ deliver: queueJobCounts(ctx, 'deliver'), inbox: queueJobCounts(ctx, 'inbox'), db: emptyJobCounts(), objectStorage: emptyJobCounts() }),
  }),
  'admin/queue/deliver-delayed': defineEndpoint({ requireModerator: true, handler: (ctx) => delayedHosts(ctx, 'deliver') }),
  'admin/queue/inbox-delayed': defineEndpoint({ requireModerator: true, handler: (ctx) => delayedHosts(ctx, 'inbox') }),
  'admin/queue/clear': defineEndpoint({
    requireModerator: true,
    handler: (ctx) => {
      clearQueues(ctx);
      return undefined;
    },
  }),
  'admin/server-info': defineEndpoint({
    requireModerator: true,
    handler: (ctx) => ({ ...machineTotals(ctx), node: typeof process !== 'undefined' ? process.version : 'unknown', psql: 'mock', redis: 'mock' }),
  }),
  'admin/get-table-stats': defineEndpoint({
    requireModerator: true,
    handler: (ctx) => {
      const rows: Record<string, number> = {
        user: ctx.state.users.size, note: ctx.state.notes.size, drive_file: ctx.state.files.size, drive_folder: ctx.state.driveFolders.size,
        following: ctx.state.follows.size, notification: ctx.state.notifications.length, emoji: ctx.state.emojis.length,
        announcement: ctx.state.announcements.length, abuse_user_report: adminState(ctx.state).abuseReports.length,
      };
      return Object.fromEntries(Object.entries(rows).map(([k, count]) => [k, { count, size: 8192 + count * 512 }]));
    },
  }),

  'admin/drive/files': defineEndpoint<PagingParams & { userId?: string | null; type?: string | null; origin: string; hostname?: string | null }>({
    requireModerator: true,
    params: { properties: { ...PAGING, userId: { type: 'string', nullable: true }, type: { type: 'string', nullable: true }, origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' }, hostname: { type: 'string', nullable: true } } },
    handler: (ctx, ps) => {
      const files = [...ctx.state.files.values()].filter((f) => {
        const owner = ctx.state.users.get(f.userId);
        return (!ps.userId || f.userId === ps.userId) && (!ps.type || f.type.startsWith(ps.type.replace(/\*$/, ''))) &&
          (ps.origin === 'combined' || (ps.origin === 'local') === (owner?.host == null)) && (!ps.hostname || owner?.host === ps.hostname);
      });
      files.sort((a, b) => b.id.localeCompare(a.id));
      return paginate(files, ps).map((f) => packDriveFile(ctx, f, { detail: true }));
    },
  }),
  'admin/drive/show-file': defineEndpoint<{ fileId: string }>({
    requireModerator: true,
    params: { properties: { fileId: ID }, required: ['fileId'] },
    handler: (ctx, ps) => {
      const f = ctx.state.files.get(ps.fileId);
      if (!f) throw new ApiError(ERRORS.noSuchFile);
      const owner = ctx.state.users.get(f.userId);
      return {
        ...packDriveFile(ctx, f, { detail: true }),
        userHost: owner?.host ?? null, md5: f.md5, storedInternal: true, isLink: false, requestIp: null, requestHeaders: null,
        uri: null, src: null, accessKey: null, thumbnailAccessKey: null, webpublicAccessKey: null,
        url: absoluteUrl(ctx, `/files/${f.id}`),
      };
    },
  }),

  'admin/relays/list': defineEndpoint({ requireModerator: true, handler: (ctx) => adminState(ctx.state).relays.map((r) => ({ ...r })) }),
  'admin/relays/add': defineEndpoint<{ inbox: string }>({
    requireAdmin: true,
    params: { properties: { inbox: { type: 'string', pattern: /^https?:\/\/\S+$/ } }, required: ['inbox'] },
    handler: (ctx, ps) => {
      const relay = { id: nextId(ctx.now()), inbox: ps.inbox, status: 'requesting' as const };
      adminState(ctx.state).relays.push(relay);
      return { ...relay };
    },
  }),
  'admin/relays/remove': defineEndpoint<{ inbox: string }>({
    requireAdmin: true,
    params: { properties: { inbox: { type: 'string' } }, required: ['inbox'] },
    handler: (ctx, ps) => {
      const s = adminState(ctx.state);
      const i = s.relays.findIndex((r) => r.inbox === ps.inbox);
      if (i < 0) throw new ApiError(ERRORS.noSuchRelay);
      s.relays.splice(i, 1);
      return undefined;
    },
  }),

  'admin/ad/list': defineEndpoint<PagingParams>({
    requireModerator: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => paginate([...adminState(ctx.state).ads].reverse(), ps).map((a) => ({ ...a, createdAt: iso(a.createdAt), expiresAt: iso(a.expiresAt) })),
  }),
  'admin/ad/create': defineEndpoint<{ url: string; memo: string; place: 'square' | 'horizontal' | 'horizontal-big'; priority: 'high' | 'middle' | 'low'; ratio: number; expiresAt: number; imageUrl: string }>({
    requireModerator: true,
    params: {
      properties: {
        url: { type: 'string', minLength: 1 }, memo: { type: 'string', default: '' }, place: { type: 'string', enum: ['square', 'horizontal', 'horizontal-big'] },
        priority: { type: 'string', enum: ['high', 'middle', 'low'] }, ratio: { type: 'integer', minimum: 0 }, expiresAt: { type: 'integer' }, imageUrl: { type: 'string', minLength: 1 },
      },
      required: ['url', 'place', 'priority', 'ratio', 'expiresAt', 'imageUrl'],
    },
    handler: (ctx, ps) => {
      adminState(ctx.state).ads.push({ id: nextId(ctx.now()), createdAt: ctx.now(), ...ps });
      return undefined;
    },
  }),
  'admin/ad/update': defineEndpoint<{ id: string; url: string; memo: string; place: 'square' | 'horizontal' | 'horizontal-big'; priority: 'high' | 'middle' | 'low'; ratio: number; expiresAt: number; imageUrl: string }>({
    requireModerator: true,
    params: {
      properties: {
        id: ID, url: { type: 'string', minLength: 1 }, memo: { type: 'string', default: '' }, place: { type: 'string', enum: ['square', 'horizontal', 'horizontal-big'] },
        priority: { type: 'string', enum: ['high', 'middle', 'low'] }, ratio: { type: 'integer', minimum: 0 }, expiresAt: { type: 'integer' }, imageUrl: { type: 'string', minLength: 1 },
      },
      required: ['id', 'url', 'place', 'priority', 'ratio', 'expiresAt', 'imageUrl'],
    },
    handler: (ctx, ps) => {
      const ad = adminState(ctx.state).ads.find((a) => a.id === ps.id);
      if (!ad) throw new ApiError(ERRORS.noSuchAd);
      Object.assign(ad, ps);
      return undefined;
    },
  }),
  'admin/ad/delete': defineEndpoint<{ id: string }>({
    requireModerator: true,
    params: { properties: { id: ID }, required: ['id'] },
    handler: (ctx, ps) => {
      const s = adminState(ctx.state);
      const i = s.ads.findIndex((a) => a.id === ps.id);
      if (i < 0) throw new ApiError(ERRORS.noSuchAd);
      s.ads.splice(i, 1);
      return undefined;
    },
  }),
};

/** Moderation notes per user id (admin/update-user-note). */
const adminNotes = new Map<string, string>();
