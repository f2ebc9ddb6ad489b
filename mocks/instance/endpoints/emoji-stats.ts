import { defineEndpoint, type AnyEndpoint } from '../endpoint';

const DAY = 86_400_000;

export const emojiStatsEndpoints: Record<string, AnyEndpoint> = {
  /**
   * Spec extra: the reactions sent most in the last week, most used first, as reaction strings
   * (unicode, ':name:' for local custom emoji, ':name@host:' for remote ones).
   */
  'emoji-stats': defineEndpoint<{ limit: number; localOnly: boolean; excludeBots: boolean }>({
    params: {
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        localOnly: { type: 'boolean', default: false },
        excludeBots: { type: 'boolean', default: false },
      },
    },
    handler: (ctx, ps) => {
      const since = ctx.now() - 7 * DAY;
      const counts = new Map<string, number>();
      for (const note of ctx.state.notes.values()) {
        for (const r of note.reactions) {
          if (r.createdAt < since) continue;
          const user = ctx.state.users.get(r.userId);
          if (!user || (ps.localOnly && user.host != null) || (ps.excludeBots && user.isBot)) continue;
          const key = r.reaction.replace(/@\.:$/, ':');
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      const recentlySentReactions = [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, ps.limit)
        .map(([reaction]) => reaction);
      return { recentlySentReactions };
    },
  }),
};
