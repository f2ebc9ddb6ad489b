import { absoluteUrl, type InstanceContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import type { EmojiRecord } from '../types';

export function emojiUrl(ctx: InstanceContext, emoji: EmojiRecord): string {
  return absoluteUrl(ctx, `/emoji/${emoji.name}${emoji.host ? `@${emoji.host}` : ''}.webp`);
}

const NO_SUCH_EMOJI = { message: 'No such emoji.', code: 'NO_SUCH_EMOJI', id: '6a5e3be7-5ac3-44a6-a425-9937cd66f8e3' };

export const emojiEndpoints: Record<string, AnyEndpoint> = {
  emojis: defineEndpoint({
    handler: (ctx) => ({
      emojis: ctx.state.emojis
        .filter((e) => e.host == null)
        .sort((a, b) => (a.category ?? '').localeCompare(b.category ?? '') || a.name.localeCompare(b.name))
        .map((e) => ({ aliases: [...e.aliases], name: e.name, category: e.category, url: emojiUrl(ctx, e), license: e.license })),
    }),
  }),

  emoji: defineEndpoint<{ name: string; host?: string | null }>({
    params: { properties: { name: { type: 'string' }, host: { type: 'string', nullable: true } }, required: ['name'] },
    handler: (ctx, ps) => {
      const host = ps.host ?? null;
      const e = ctx.state.emojis.find((x) => x.name === ps.name && x.host === host);
      if (!e) throw new ApiError(NO_SUCH_EMOJI);
      return {
        id: e.id,
        aliases: [...e.aliases],
        name: e.name,
        category: e.category,
        host: e.host,
        url: emojiUrl(ctx, e),
        license: e.license,
        isSensitive: false,
        localOnly: false,
        roleIdsThatCanBeUsedThisEmojiAsReaction: [],
      };
    },
  }),
};
