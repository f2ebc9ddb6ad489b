/**
 * Account settings endpoints as Misskey 13.14 serves them: the privacy and notification fields of
 * i/update (this table wraps the basic i/update of i-update.ts and extends `i`), two-factor TOTP
 * (i/2fa/*, the secret is shared with the sign-in flow), password and email changes, sign-in
 * history, access tokens and authorised apps, webhooks, exports and imports, migration and
 * account deletion.
 */
import { authState, makeCode } from '../auth/state';
import { verifyTotp } from '../auth/totp';
import { publishMain } from '../actions/streams';
import { localHostOf, type CallContext, type InstanceContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS, type ErrorDef } from '../errors';
import { createIdGenerator, type IdGenerator } from '../id';
import { packMe } from '../pack/me';
import { findUserByAcct, type MockState } from '../state';
import type { UserRecord } from '../types';
import { iUpdateEndpoints } from './i-update';
import { setHardMutedWords } from '../word-mute';
import { securityKeyFields, securityKeyState } from '../security-keys';
import { securityKeyEndpoints } from './security-keys';

const ERRORS = {
  incorrectPassword: { message: 'Incorrect password.', code: 'INCORRECT_PASSWORD', id: 'e54c1d7e-e7d6-4103-86b6-0a95069b4ad3' },
  noSuchWebhook: { message: 'No such webhook.', code: 'NO_SUCH_WEBHOOK', id: 'bae73e5a-5522-4cb6-a6c2-cd0fd2ad4d5a' },
  tooManyWebhooks: { message: 'You cannot create webhook any more.', code: 'TOO_MANY_WEBHOOKS', id: '87a9bb19-111e-4e37-81d3-a3e7426453b0' },
  noSuchToken: { message: 'No such token.', code: 'NO_SUCH_TOKEN', id: 'e5f6a7c2-0b2c-4a8e-9b1c-3c1d5f7e9a11' },
  twoFactorNotStarted: { message: '2fa not started.', code: 'TWO_FACTOR_NOT_STARTED', id: '5a3a4f0e-3f2a-4b1e-9d8a-0c6b7e1f2a3b' },
  invalidToken: { message: 'Invalid token.', code: 'INVALID_TOKEN', id: '2f1a6b8e-9c4d-4e3f-8a7b-6c5d4e3f2a1b' },
  noSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'e674141e-bd2a-ba85-e616-aefb187c9c2a' },
  emptyFile: { message: 'That file is empty.', code: 'EMPTY_FILE', id: '31a1b42c-06f7-42ae-8a38-a661c5c9f691' },
  noSuchMoveTarget: { message: 'No such move target.', code: 'NO_SUCH_MOVE_TARGET', id: 'b5c90186-4ab0-49c8-9bba-a1f76c202ba4' },
  destinationAccountForbids: {
    message: 'Destination account doesn\'t have proper \'Known As\' alias, or has already moved.',
    code: 'DESTINATION_ACCOUNT_FORBIDS',
    id: 'b5c90186-4ab0-49c8-9bba-a1f766282ba4',
  },
  alreadyMoved: { message: 'Account was already moved to another account.', code: 'ALREADY_MOVED', id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31' },
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5' },
} satisfies Record<string, ErrorDef>;

export const NOTIFICATION_TYPES = ['follow', 'mention', 'reply', 'renote', 'quote', 'reaction', 'pollVote', 'pollEnded', 'receiveFollowRequest', 'followRequestAccepted', 'groupInvited', 'app', 'achievementEarned'];
export const WEBHOOK_EVENTS = ['mention', 'unfollow', 'follow', 'followed', 'note', 'reply', 'renote', 'reaction'];
const WEBHOOK_LIMIT = 10;

/** Fields of `i` that i-update.ts and pack/me.ts do not keep; per user, per mock state. */
interface AccountExtras {
  publicReactions: boolean;
  ffVisibility: 'public' | 'followers' | 'private';
  autoAcceptFollowed: boolean;
  carefulBot: boolean;
  noCrawle: boolean;
  preventAiLearning: boolean;
  alwaysMarkNsfw: boolean;
  autoSensitive: boolean;
  injectFeaturedNote: boolean;
  receiveAnnouncementEmail: boolean;
  mutedWords: Array<string | string[]>;
  mutedInstances: string[];
  mutingNotificationTypes: string[];
  emailNotificationTypes: string[];
  email: string | null;
  emailVerified: boolean;
  alsoKnownAs: string[];
  movedTo: string | null;
  isDeleted: boolean;
}

export interface WebhookRecord {
  id: string;
  userId: string;
  name: string;
  url: string;
  secret: string;
  on: string[];
  active: boolean;
  createdAt: number;
  latestSentAt: number | null;
  latestStatus: number | null;
}

interface TokenMeta {
  id: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface SettingsAccountState {
  extras: Map<string, AccountExtras>;
  pendingTotp: Map<string, string>;
  backupCodes: Map<string, string[]>;
  tokenMeta: Map<string, TokenMeta>;
  webhooks: Map<string, WebhookRecord>;
  /** Requested exports and imports, newest last (what the server would queue). */
  jobs: Array<{ userId: string; kind: string; fileId?: string; at: number }>;
  signins: Map<string, Array<{ id: string; createdAt: number; ip: string; success: boolean }>>;
  ids: IdGenerator;
}

const STATES = new WeakMap<MockState, SettingsAccountState>();

export function settingsAccountState(state: MockState): SettingsAccountState {
  let s = STATES.get(state);
  if (!s) {
    s = { extras: new Map(), pendingTotp: new Map(), backupCodes: new Map(), tokenMeta: new Map(), webhooks: new Map(), jobs: [], signins: new Map(), ids: createIdGenerator() };
    STATES.set(state, s);
  }
  return s;
}

function extrasOf(ctx: InstanceContext, user: UserRecord): AccountExtras {
  const s = settingsAccountState(ctx.state);
  let x = s.extras.get(user.id);
  if (!x) {
    x = {
      publicReactions: true,
      ffVisibility: 'public',
      autoAcceptFollowed: true,
      carefulBot: false,
      noCrawle: false,
      preventAiLearning: true,
      alwaysMarkNsfw: false,
      autoSensitive: false,
      injectFeaturedNote: true,
      receiveAnnouncementEmail: true,
      mutedWords: [],
      mutedInstances: [],
      mutingNotificationTypes: [],
      emailNotificationTypes: ['follow', 'receiveFollowRequest'],
      email: null,
      emailVerified: false,
      alsoKnownAs: [],
      movedTo: null,
      isDeleted: false,
    };
    s.extras.set(user.id, x);
  }
  return x;
}

/** `i` as this area extends it: pack/me plus the stored extras and the two-factor state. */
export function packMeWithExtras(ctx: InstanceContext, user: UserRecord): Record<string, unknown> {
  const x = extrasOf(ctx, user);
  const twoFactorEnabled = authState(ctx.state).totpSecrets.has(user.id);
  return {
    ...packMe(ctx, user),
    ...structuredClone(x),
    twoFactorEnabled,
    ...securityKeyFields(ctx.state, user.id, twoFactorEnabled),
  };
}

function checkPassword(user: UserRecord, password: string): void {
  if (password !== user.password) throw new ApiError(ERRORS.incorrectPassword);
}

const base32 = (bytes: Uint8Array) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
};

/** Tokens of a user: MiAuth grants and app-flow access tokens, each with a stable id. */
function tokensOf(ctx: InstanceContext, userId: string) {
  const auth = authState(ctx.state);
  const s = settingsAccountState(ctx.state);
  const out: Array<{ token: string; name: string | null; iconUrl: string | null; permission: string[]; meta: TokenMeta; session: string | null }> = [];
  const metaFor = (token: string) => {
    let m = s.tokenMeta.get(token);
    if (!m) {
      const at = ctx.now();
      m = { id: s.ids(at), createdAt: at, lastUsedAt: null };
      s.tokenMeta.set(token, m);
    }
    return m;
  };
  for (const [session, grant] of auth.miauth) {
    if (grant.userId === userId && auth.tokens.has(grant.token)) out.push({ token: grant.token, name: grant.name, iconUrl: grant.iconUrl, permission: grant.permission, meta: metaFor(grant.token), session });
  }
  for (const sess of auth.authSessions.values()) {
    const credential = sess.credential ?? sess.accessToken;
    if (sess.userId !== userId || !credential || !auth.tokens.has(credential)) continue;
    const app = auth.apps.get(sess.appId);
    out.push({ token: credential, name: app?.name ?? null, iconUrl: null, permission: app?.permission ?? [], meta: metaFor(credential), session: null });
  }
  return out;
}

function packWebhook(w: WebhookRecord) {
  return {
    id: w.id,
    userId: w.userId,
    name: w.name,
    on: [...w.on],
    url: w.url,
    secret: w.secret,
    active: w.active,
    latestSentAt: w.latestSentAt === null ? null : new Date(w.latestSentAt).toISOString(),
    latestStatus: w.latestStatus,
  };
}

function myWebhook(ctx: CallContext, webhookId: string): WebhookRecord {
  const me = requireMe(ctx);
  const w = settingsAccountState(ctx.state).webhooks.get(webhookId);
  if (!w || w.userId !== me.id) throw new ApiError(ERRORS.noSuchWebhook);
  return w;
}

const baseUpdate = iUpdateEndpoints['i/update']!;
const EXTRA_BOOLEANS = ['publicReactions', 'autoAcceptFollowed', 'carefulBot', 'noCrawle', 'preventAiLearning', 'alwaysMarkNsfw', 'autoSensitive', 'injectFeaturedNote', 'receiveAnnouncementEmail'] as const;
const stringList = { type: 'array', items: { type: 'string' } } as const;

const exportEndpoint = (kind: string) =>
  defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      settingsAccountState(ctx.state).jobs.push({ userId: me.id, kind, at: ctx.now() });
      return undefined;
    },
  });

const importEndpoint = (kind: string) =>
  defineEndpoint<{ fileId: string }>({
    requireCredential: true,
    params: { properties: { fileId: { type: 'string', format: 'misskey:id' } }, required: ['fileId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const file = ctx.state.files.get(ps.fileId);
      if (!file || file.userId !== me.id) throw new ApiError(ERRORS.noSuchFile);
      if (file.size === 0) throw new ApiError(ERRORS.emptyFile);
      settingsAccountState(ctx.state).jobs.push({ userId: me.id, kind, fileId: file.id, at: ctx.now() });
      return undefined;
    },
  });

export const settingsAccountEndpoints: Record<string, AnyEndpoint> = {
  ...securityKeyEndpoints,
  i: defineEndpoint({
    requireCredential: true,
    handler: (ctx) => packMeWithExtras(ctx, requireMe(ctx)),
  }),

  /** The basic profile fields go through i-update.ts; the privacy, mute and notification fields are kept here. */
  'i/update': defineEndpoint<Record<string, unknown>>({
    requireCredential: true,
    params: {
      properties: {
        ...baseUpdate.params!.properties,
        publicReactions: { type: 'boolean' },
        ffVisibility: { type: 'string', enum: ['public', 'followers', 'private'] },
        autoAcceptFollowed: { type: 'boolean' },
        carefulBot: { type: 'boolean' },
        noCrawle: { type: 'boolean' },
        preventAiLearning: { type: 'boolean' },
        alwaysMarkNsfw: { type: 'boolean' },
        autoSensitive: { type: 'boolean' },
        injectFeaturedNote: { type: 'boolean' },
        receiveAnnouncementEmail: { type: 'boolean' },
        mutedWords: { type: 'array', items: { type: 'any' } },
        mutedInstances: stringList,
        mutingNotificationTypes: { type: 'array', items: { type: 'string', enum: NOTIFICATION_TYPES } },
        emailNotificationTypes: stringList,
        alsoKnownAs: { type: 'array', maxItems: 10, items: { type: 'string' } },
      },
    },
    handler: async (ctx, ps, files) => {
      const me = requireMe(ctx);
      const x = extrasOf(ctx, me);
      if (Array.isArray(ps.mutedWords)) {
        for (const entry of ps.mutedWords) {
          const ok = typeof entry === 'string' || (Array.isArray(entry) && entry.every((w) => typeof w === 'string'));
          if (!ok) throw new ApiError(COMMON_ERRORS.invalidParam, { param: '#/properties/mutedWords/items', reason: 'must be string or array' });
          if (typeof entry === 'string') {
            const m = /^\/(.+)\/([a-z]*)$/.exec(entry);
            if (!m) throw new ApiError(COMMON_ERRORS.invalidParam, { param: '#/properties/mutedWords', reason: 'invalid regexp' });
            try {
              new RegExp(m[1]!, m[2]!);
            } catch {
              throw new ApiError(COMMON_ERRORS.invalidParam, { param: '#/properties/mutedWords', reason: 'invalid regexp' });
            }
          }
        }
      }
      let aliases: string[] | undefined;
      if (Array.isArray(ps.alsoKnownAs)) {
        aliases = [];
        for (const acct of ps.alsoKnownAs as string[]) {
          const [username, host] = acct.replace(/^@/, '').split('@');
          const user = username ? findUserByAcct(ctx.state, username, host ?? null) : undefined;
          if (!user) throw new ApiError(ERRORS.noSuchUser);
          aliases.push(`${user.host ? `https://${user.host}` : ''}/users/${user.id}`);
        }
      }
      // Everything the basic handler knows goes through it (it validates and publishes meUpdated).
      const basic: Record<string, unknown> = {};
      for (const key of Object.keys(baseUpdate.params!.properties)) if (ps[key] !== undefined) basic[key] = ps[key];
      await baseUpdate.handler(ctx, basic, files);
      for (const key of EXTRA_BOOLEANS) if (typeof ps[key] === 'boolean') x[key] = ps[key] as boolean;
      if (typeof ps.ffVisibility === 'string') x.ffVisibility = ps.ffVisibility as AccountExtras['ffVisibility'];
      if (Array.isArray(ps.mutedWords)) {
        x.mutedWords = structuredClone(ps.mutedWords as AccountExtras['mutedWords']);
        setHardMutedWords(ctx.state, me.id, x.mutedWords);
      }
      if (Array.isArray(ps.mutedInstances)) x.mutedInstances = [...new Set((ps.mutedInstances as string[]).map((h) => h.trim().toLowerCase()).filter(Boolean))];
      if (Array.isArray(ps.mutingNotificationTypes)) x.mutingNotificationTypes = [...(ps.mutingNotificationTypes as string[])];
      if (Array.isArray(ps.emailNotificationTypes)) x.emailNotificationTypes = [...(ps.emailNotificationTypes as string[])];
      if (aliases) x.alsoKnownAs = aliases;
      const packed = packMeWithExtras(ctx, me);
      publishMain(ctx, me.id, 'meUpdated', packed);
      return packed;
    },
  }),

  'i/2fa/register': defineEndpoint<{ password: string }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' }, token: { type: 'string', nullable: true } }, required: ['password'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      checkPassword(me, ps.password);
      const bytes = new Uint8Array(20);
      crypto.getRandomValues(bytes);
      const secret = base32(bytes);
      settingsAccountState(ctx.state).pendingTotp.set(me.id, secret);
      const issuer = localHostOf(ctx);
      const label = `${me.username}@${issuer}`;
      const url = `otpauth://totp/${encodeURIComponent(label)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
      return { url, secret, label, issuer };
    },
  }),

  'i/2fa/done': defineEndpoint<{ token: string }>({
    requireCredential: true,
    params: { properties: { token: { type: 'string' } }, required: ['token'] },
    handler: async (ctx, ps) => {
      const me = requireMe(ctx);
      const s = settingsAccountState(ctx.state);
      const secret = s.pendingTotp.get(me.id);
      if (!secret) throw new ApiError(ERRORS.twoFactorNotStarted);
      if (!(await verifyTotp(secret, ps.token, ctx.now()))) throw new ApiError(ERRORS.invalidToken);
      s.pendingTotp.delete(me.id);
      authState(ctx.state).totpSecrets.set(me.id, secret);
      const auth = authState(ctx.state);
      const codes = Array.from({ length: 5 }, () => makeCode(auth, '', 8).toUpperCase());
      s.backupCodes.set(me.id, codes);
      publishMain(ctx, me.id, 'meUpdated', packMeWithExtras(ctx, me));
      return { backupCodes: codes };
    },
  }),

  'i/2fa/unregister': defineEndpoint<{ password: string }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' }, token: { type: 'string', nullable: true } }, required: ['password'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      checkPassword(me, ps.password);
      authState(ctx.state).totpSecrets.delete(me.id);
      settingsAccountState(ctx.state).backupCodes.delete(me.id);
      // Like the real server, turning two-factor off also turns password-less sign-in off.
      securityKeyState(ctx.state).passwordLess.delete(me.id);
      publishMain(ctx, me.id, 'meUpdated', packMeWithExtras(ctx, me));
      return undefined;
    },
  }),

  'i/change-password': defineEndpoint<{ currentPassword: string; newPassword: string }>({
    requireCredential: true,
    params: { properties: { currentPassword: { type: 'string' }, newPassword: { type: 'string', minLength: 1 }, token: { type: 'string', nullable: true } }, required: ['currentPassword', 'newPassword'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      checkPassword(me, ps.currentPassword);
      me.password = ps.newPassword;
      return undefined;
    },
  }),

  'i/update-email': defineEndpoint<{ password: string; email?: string | null }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' }, email: { type: 'string', nullable: true }, token: { type: 'string', nullable: true } }, required: ['password'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      checkPassword(me, ps.password);
      const email = ps.email?.trim() || null;
      if (email !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        throw new ApiError(COMMON_ERRORS.invalidParam, { param: '#/properties/email', reason: 'invalid email' });
      }
      const x = extrasOf(ctx, me);
      x.email = email;
      x.emailVerified = false;
      const packed = packMeWithExtras(ctx, me);
      publishMain(ctx, me.id, 'meUpdated', packed);
      return packed;
    },
  }),

  'i/signin-history': defineEndpoint<{ limit: number; untilId?: string }>({
    requireCredential: true,
    params: { properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, sinceId: { type: 'string' }, untilId: { type: 'string' } } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const s = settingsAccountState(ctx.state);
      let list = s.signins.get(me.id);
      if (!list) {
        // The seeded account last signed in when it was last active.
        const at = me.lastActiveDate ?? me.createdAt;
        list = [{ id: s.ids(at), createdAt: at, ip: '127.0.0.1', success: true }];
        s.signins.set(me.id, list);
      }
      return list
        .filter((e) => !ps.untilId || e.id < ps.untilId)
        .slice(-ps.limit)
        .reverse()
        .map((e) => ({ id: e.id, createdAt: new Date(e.createdAt).toISOString(), userId: me.id, ip: e.ip, headers: { 'user-agent': 'Mozilla/5.0' }, success: e.success }));
    },
  }),

  'i/apps': defineEndpoint<{ sort?: string }>({
    requireCredential: true,
    params: { properties: { sort: { type: 'string', enum: ['+createdAt', '-createdAt', '+lastUsedAt', '-lastUsedAt'] } } },
    handler: (ctx) => {
      const me = requireMe(ctx);
      return tokensOf(ctx, me.id)
        .sort((a, b) => b.meta.createdAt - a.meta.createdAt)
        .map((t) => ({
          id: t.meta.id,
          name: t.name,
          createdAt: new Date(t.meta.createdAt).toISOString(),
          lastUsedAt: t.meta.lastUsedAt === null ? null : new Date(t.meta.lastUsedAt).toISOString(),
          permission: [...t.permission],
        }));
    },
  }),

  'i/authorized-apps': defineEndpoint<{ limit: number; offset: number }>({
    requireCredential: true,
    params: { properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, offset: { type: 'integer', default: 0 }, sort: { type: 'string' } } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const auth = authState(ctx.state);
      const seen = new Set<string>();
      const out: Array<Record<string, unknown>> = [];
      for (const sess of auth.authSessions.values()) {
        const credential = sess.credential ?? sess.accessToken;
        if (sess.userId !== me.id || !credential || !auth.tokens.has(credential) || seen.has(sess.appId)) continue;
        const app = auth.apps.get(sess.appId);
        if (!app) continue;
        seen.add(app.id);
        out.push({ id: app.id, name: app.name, callbackUrl: app.callbackUrl, permission: [...app.permission] });
      }
      return out.slice(ps.offset, ps.offset + ps.limit);
    },
  }),

  'i/revoke-token': defineEndpoint<{ tokenId?: string; token?: string }>({
    requireCredential: true,
    params: { properties: { tokenId: { type: 'string', format: 'misskey:id' }, token: { type: 'string', nullable: true } }, anyOf: [{ required: ['tokenId'] }, { required: ['token'] }] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const auth = authState(ctx.state);
      const target = tokensOf(ctx, me.id).find((t) => (ps.tokenId ? t.meta.id === ps.tokenId : t.token === ps.token));
      if (!target) throw new ApiError(ERRORS.noSuchToken);
      auth.tokens.delete(target.token);
      if (target.session) auth.miauth.delete(target.session);
      settingsAccountState(ctx.state).tokenMeta.delete(target.token);
      return undefined;
    },
  }),

  'i/webhooks/list': defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      return [...settingsAccountState(ctx.state).webhooks.values()].filter((w) => w.userId === me.id).map(packWebhook);
    },
  }),

  'i/webhooks/show': defineEndpoint<{ webhookId: string }>({
    requireCredential: true,
    params: { properties: { webhookId: { type: 'string', format: 'misskey:id' } }, required: ['webhookId'] },
    handler: (ctx, ps) => packWebhook(myWebhook(ctx, ps.webhookId)),
  }),

  'i/webhooks/create': defineEndpoint<{ name: string; url: string; secret: string; on: string[] }>({
    requireCredential: true,
    params: {
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100 },
        url: { type: 'string', minLength: 1, maxLength: 1024 },
        secret: { type: 'string', maxLength: 1024, default: '' },
        on: { type: 'array', items: { type: 'string', enum: WEBHOOK_EVENTS } },
      },
      required: ['name', 'url', 'on'],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const s = settingsAccountState(ctx.state);
      if ([...s.webhooks.values()].filter((w) => w.userId === me.id).length >= WEBHOOK_LIMIT) throw new ApiError(ERRORS.tooManyWebhooks);
      if (!/^https?:\/\/[^/\s]+/.test(ps.url)) throw new ApiError(COMMON_ERRORS.invalidParam, { param: '#/properties/url', reason: 'must be an http(s) URL' });
      const at = ctx.now();
      const w: WebhookRecord = { id: s.ids(at), userId: me.id, name: ps.name, url: ps.url, secret: ps.secret, on: [...new Set(ps.on)], active: true, createdAt: at, latestSentAt: null, latestStatus: null };
      s.webhooks.set(w.id, w);
      return packWebhook(w);
    },
  }),

  'i/webhooks/update': defineEndpoint<{ webhookId: string; name?: string; url?: string; secret?: string; on?: string[]; active?: boolean }>({
    requireCredential: true,
    params: {
      properties: {
        webhookId: { type: 'string', format: 'misskey:id' },
        name: { type: 'string', minLength: 1, maxLength: 100 },
        url: { type: 'string', minLength: 1, maxLength: 1024 },
        secret: { type: 'string', maxLength: 1024 },
        on: { type: 'array', items: { type: 'string', enum: WEBHOOK_EVENTS } },
        active: { type: 'boolean' },
      },
      required: ['webhookId'],
    },
    handler: (ctx, ps) => {
      const w = myWebhook(ctx, ps.webhookId);
      if (ps.url !== undefined && !/^https?:\/\/[^/\s]+/.test(ps.url)) throw new ApiError(COMMON_ERRORS.invalidParam, { param: '#/properties/url', reason: 'must be an http(s) URL' });
      if (ps.name !== undefined) w.name = ps.name;
      if (ps.url !== undefined) w.url = ps.url;
      if (ps.secret !== undefined) w.secret = ps.secret;
      if (ps.on !== undefined) w.on = [...new Set(ps.on)];
      if (ps.active !== undefined) w.active = ps.active;
      return undefined;
    },
  }),

  'i/webhooks/delete': defineEndpoint<{ webhookId: string }>({
    requireCredential: true,
    params: { properties: { webhookId: { type: 'string', format: 'misskey:id' } }, required: ['webhookId'] },
    handler: (ctx, ps) => {
      const w = myWebhook(ctx, ps.webhookId);
      settingsAccountState(ctx.state).webhooks.delete(w.id);
      return undefined;
    },
  }),

  /** Newer servers only; the mock records the delivery as a 200. */
  'i/webhooks/test': defineEndpoint<{ webhookId: string; type: string }>({
    requireCredential: true,
    params: { properties: { webhookId: { type: 'string', format: 'misskey:id' }, type: { type: 'string', enum: WEBHOOK_EVENTS } }, required: ['webhookId', 'type'] },
    handler: (ctx, ps) => {
      const w = myWebhook(ctx, ps.webhookId);
      w.latestSentAt = ctx.now();
      w.latestStatus = 200;
      return undefined;
    },
  }),

  'i/export-notes': exportEndpoint('notes'),
  'i/export-following': exportEndpoint('following'),
  'i/export-mute': exportEndpoint('mute'),
  'i/export-blocking': exportEndpoint('blocking'),
  'i/export-user-lists': exportEndpoint('user-lists'),
  'i/export-favorites': exportEndpoint('favorites'),
  'i/import-following': importEndpoint('import-following'),
  'i/import-muting': importEndpoint('import-muting'),
  'i/import-blocking': importEndpoint('import-blocking'),
  'i/import-user-lists': importEndpoint('import-user-lists'),

  'i/move': defineEndpoint<{ moveToAccount: string }>({
    requireCredential: true,
    params: { properties: { moveToAccount: { type: 'string' } }, required: ['moveToAccount'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const x = extrasOf(ctx, me);
      if (x.movedTo) throw new ApiError(ERRORS.alreadyMoved);
      const [username, host] = ps.moveToAccount.replace(/^@/, '').split('@');
      const target = username ? findUserByAcct(ctx.state, username, host ?? null) : undefined;
      if (!target || target.id === me.id) throw new ApiError(ERRORS.noSuchMoveTarget);
      const myUri = `/users/${me.id}`;
      const targetExtras = extrasOf(ctx, target);
      // The destination must list this account among its aliases (remote accounts are trusted here).
      if (target.host == null && !targetExtras.alsoKnownAs.some((a) => a.endsWith(myUri))) throw new ApiError(ERRORS.destinationAccountForbids);
      x.movedTo = target.id;
      return packMeWithExtras(ctx, me);
    },
  }),

  'i/delete-account': defineEndpoint<{ password: string }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' }, token: { type: 'string', nullable: true } }, required: ['password'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      checkPassword(me, ps.password);
      // The real server deletes in a background job; the account reads as isDeleted meanwhile.
      extrasOf(ctx, me).isDeleted = true;
      return undefined;
    },
  }),
};
