import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import type { EmojiRecord } from '../types';

const NO_SUCH_EMOJI = { message: 'No such emoji.', code: 'NO_SUCH_EMOJI', id: 'e2785b66-dca3-4087-9cac-b93c541cc425' };

/** Emoji administration the client uses (spec section 7): importing a remote emoji, emoji categories. */
export const emojiAdminEndpoints: Record<string, AnyEndpoint> = {
  /** Moderators copy a remote emoji to this server; answers the new emoji's id. */
  'admin/emoji/copy': defineEndpoint<{ emojiId?: string; emojiName?: string; emojiHost?: string }>({
    requireModerator: true,
    params: { properties: { emojiId: { type: 'string' }, emojiName: { type: 'string' }, emojiHost: { type: 'string' } } },
    handler: (ctx, ps) => {
      const source = ctx.state.emojis.find((e) => e.host != null && (e.id === ps.emojiId || (e.name === ps.emojiName && e.host === ps.emojiHost)));
      if (!source) throw new ApiError(NO_SUCH_EMOJI);
      const existing = ctx.state.emojis.find((e) => e.host == null && e.name === source.name);
      if (existing) return { id: existing.id };
      const copy: EmojiRecord = { ...source, id: ctx.state.ids.emoji(ctx.now()), host: null, aliases: [...source.aliases], createdAt: ctx.now() };
      ctx.state.emojis.push(copy);
      return { id: copy.id };
    },
  }),

  /**
   * Emoji categories (spec section 3: id and contents). The id of a category is its name; a list of
   * ids answers a list (de-duplicated), one id answers one category.
   */
  'categories/show': defineEndpoint<{ categoryId: string | string[] }>({
    params: { properties: { categoryId: { type: 'any' } }, required: ['categoryId'] },
    handler: (ctx, ps) => {
      const ids = Array.isArray(ps.categoryId) ? [...new Set(ps.categoryId.map(String))] : [String(ps.categoryId)];
      const categories = ids.map((id) => ({
        id,
        contents: ctx.state.emojis.filter((e) => e.host == null && e.category === id).map((e) => e.name),
      }));
      if (Array.isArray(ps.categoryId)) return categories;
      if (categories[0]!.contents.length === 0) throw new ApiError({ message: 'No such category.', code: 'NO_SUCH_CATEGORY', id: 'mock-no-such-category', status: 400 });
      return categories[0];
    },
  }),
};
