/**
 * `i` and `i/update` as the account settings extend them: the basic profile fields go through
 * i-update.ts; the privacy, mute, notification and alias fields are kept in settings-account-state.ts.
 */
import { publishMain } from '../actions/streams';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS, type ErrorDef } from '../errors';
import { findUserByAcct } from '../state';
import { setHardMutedWords, setMutedInstances } from '../hard-mute';
import { iUpdateEndpoints } from './i-update';
import { extrasOf, packMeWithExtras, type AccountExtras } from './settings-account-state';

const ERRORS = {
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5' },
} satisfies Record<string, ErrorDef>;

export const NOTIFICATION_TYPES = ['follow', 'mention', 'reply', 'renote', 'quote', 'reaction', 'pollVote', 'pollEnded', 'receiveFollowRequest', 'followRequestAccepted', 'groupInvited', 'app', 'achievementEarned'];

const baseUpdate = iUpdateEndpoints['i/update']!;
const EXTRA_BOOLEANS = ['publicReactions', 'autoAcceptFollowed', 'carefulBot', 'noCrawle', 'preventAiLearning', 'alwaysMarkNsfw', 'autoSensitive', 'injectFeaturedNote', 'receiveAnnouncementEmail'] as const;
const stringList = { type: 'array', items: { type: 'string' } } as const;

export const settingsProfileEndpoints: Record<string, AnyEndpoint> = {
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
      if (Array.isArray(ps.mutedInstances)) {
        x.mutedInstances = [...new Set((ps.mutedInstances as string[]).map((h) => h.trim().toLowerCase()).filter(Boolean))];
        setMutedInstances(ctx.state, me.id, x.mutedInstances);
      }
      if (Array.isArray(ps.mutingNotificationTypes)) x.mutingNotificationTypes = [...(ps.mutingNotificationTypes as string[])];
      if (Array.isArray(ps.emailNotificationTypes)) x.emailNotificationTypes = [...(ps.emailNotificationTypes as string[])];
      if (aliases) x.alsoKnownAs = aliases;
      const packed = packMeWithExtras(ctx, me);
      publishMain(ctx, me.id, 'meUpdated', packed);
      return packed;
    },
  }),
};
