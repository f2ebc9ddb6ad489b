import { absoluteUrl, type InstanceContext } from '../context';
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import type { EmojiRecord } from '../types';

export function emojiUrl(ctx: InstanceContext, emoji: EmojiRecord): string {
  return absoluteUrl(ctx, `/emoji/${emoji.name}${emoji.host ? `@${emoji.host}` : ''}.webp`);
}

const NO_SUCH_EMOJI = { message: 'No such emoji.', code: 'NO_SUCH_EMOJI', id: '6a5e3be7-5ac3-44a6-a425-9937cd66f8e3' };

export const emojiEndpoints: Record<string, AnyEndpoint> = {
  emojis: defineEndpoint<{ remoteEmojis?: 'mini' | 'all' }>({
    params: { properties: { includeUrl: { type: 'boolean' }, remoteEmojis: { type: 'string', enum: ['mini', 'all'] } } },
    handler: (ctx, ps) => {
      const simple = (e: EmojiRecord) => ({ aliases: [...e.aliases], name: e.name, category: e.category, url: emojiUrl(ctx, e), license: e.license });
      const sorted = [...ctx.state.emojis].sort((a, b) => (a.category ?? '').localeCompare(b.category ?? '') || a.name.localeCompare(b.name));
      const emojis = sorted.filter((e) => e.host == null).map(simple);
      // Spec extra (remote emoji modes): `mini` adds how many remote emoji exist, `all` also lists them with their host.
      if (ps.remoteEmojis === undefined) return { emojis };
      const remote = sorted.filter((e) => e.host != null);
      return {
        emojis,
        remoteEmojiCount: remote.length,
        ...(ps.remoteEmojis === 'all' ? { allEmojis: sorted.map((e) => ({ ...simple(e), host: e.host })) } : {}),
      };
    },
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
