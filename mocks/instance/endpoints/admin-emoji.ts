/** Local custom emoji for moderators: `admin/emoji/list`, add, update, delete and the bulk edits (copy and categories: emoji-admin.ts). */
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { ADMIN_ERRORS } from './admin-common';
import { emojiUrl } from './emojis';
import { ID } from './social-common';

const ERRORS = {
  noSuchEmoji: { message: 'No such emoji.', code: 'NO_SUCH_EMOJI', id: '684dec9d-a8c2-4364-9aa8-456c49cb1dc8' },
  sameNameEmojiExists: { message: 'Emoji that have same name already exists.', code: 'SAME_NAME_EMOJI_EXISTS', id: '7180fe9d-1ee3-bff9-647d-fe9896d2ffb8' },
};

export const adminEmojiEndpoints: Record<string, AnyEndpoint> = {
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
      if (!file) throw new ApiError(ADMIN_ERRORS.noSuchFile);
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
};
