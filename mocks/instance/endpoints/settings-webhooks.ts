/** Webhooks: i/webhooks/list, show, create, update, delete and test. */
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS, type ErrorDef } from '../errors';
import { settingsAccountState, type WebhookRecord } from './settings-account-state';

const ERRORS = {
  noSuchWebhook: { message: 'No such webhook.', code: 'NO_SUCH_WEBHOOK', id: 'bae73e5a-5522-4cb6-a6c2-cd0fd2ad4d5a' },
  tooManyWebhooks: { message: 'You cannot create webhook any more.', code: 'TOO_MANY_WEBHOOKS', id: '87a9bb19-111e-4e37-81d3-a3e7426453b0' },
} satisfies Record<string, ErrorDef>;

export const WEBHOOK_EVENTS = ['mention', 'unfollow', 'follow', 'followed', 'note', 'reply', 'renote', 'reaction'];
const WEBHOOK_LIMIT = 10;

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

export const settingsWebhookEndpoints: Record<string, AnyEndpoint> = {
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
};
