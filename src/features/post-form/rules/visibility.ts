/**
 * Visibility rules (spec section 4 "Post form visibility", section 5 restrictions) as pure
 * functions: what the picker offers, and what a submit steps down to.
 */
import type { Visibility } from '@/core/entities/note';
import { channelForcesLocalOnly } from './channel-markers';
import type { PosterRestrictions } from './restrictions';

export const VISIBILITY_ORDER: readonly Visibility[] = ['public', 'home', 'followers', 'specified'];

export interface ScopeTarget {
  visibility: Visibility;
  localOnly?: boolean;
}

export interface ScopeContext {
  restrictions: PosterRestrictions;
  reply?: ScopeTarget | null;
  /** The quoted note. */
  quote?: ScopeTarget | null;
  channel?: { description?: string | null; allowFederation?: boolean } | null;
  /** The server itself refuses non-local public notes (then the client need not force local-only). */
  serverBlocksNonLocalPublic?: boolean;
}

export type VisibilityBlock = 'channel' | 'reply' | 'quote' | 'restricted';

const level = (v: Visibility) => VISIBILITY_ORDER.indexOf(v);

/** Why `v` cannot be used here, or null. Mini-silence is not a block here (see `needsMiniSilenceConfirm`). */
export function visibilityBlock(v: Visibility, ctx: ScopeContext): VisibilityBlock | null {
  if (ctx.channel) return v === 'public' ? null : 'channel';
  if (ctx.reply && level(v) < level(ctx.reply.visibility)) return 'reply';
  if (ctx.quote && level(v) < level(ctx.quote.visibility)) return 'quote';
  const r = ctx.restrictions;
  if (v === 'public' && (r.isSilenced || r.blockPostPublic)) return 'restricted';
  if (v === 'home' && r.blockPostHome) return 'restricted';
  return null;
}

export interface VisibilityOption {
  value: Visibility;
  disabled: boolean;
  reason: VisibilityBlock | null;
  /** Choosing it asks the mini-silence confirmation, and it is sent as home. */
  miniSilenced: boolean;
}

/** The picker's entries. */
export function visibilityOptions(ctx: ScopeContext): VisibilityOption[] {
  return VISIBILITY_ORDER.map((value) => {
    const reason = visibilityBlock(value, ctx);
    return { value, disabled: reason !== null, reason, miniSilenced: value === 'public' && !ctx.channel && !!ctx.restrictions.isMiniSilenced };
  });
}

/**
 * On submit: channel posts are public; otherwise the first level at or below `wanted`
 * (public → home → followers → specified) that the reply, quote and restrictions allow.
 * A mini-silenced user cannot use public, so it becomes home.
 */
export function stepDownVisibility(wanted: Visibility, ctx: ScopeContext): Visibility {
  if (ctx.channel) return 'public';
  for (let i = Math.max(0, level(wanted)); i < VISIBILITY_ORDER.length; i++) {
    const v = VISIBILITY_ORDER[i]!;
    if (visibilityBlock(v, ctx) !== null) continue;
    if (v === 'public' && ctx.restrictions.isMiniSilenced) continue;
    return v;
  }
  return 'specified';
}

/** The first visibility the picker allows at or below `wanted` (what the form shows on open). */
export function initialVisibility(wanted: Visibility, ctx: ScopeContext): Visibility {
  if (ctx.channel) return 'public';
  for (let i = Math.max(0, level(wanted)); i < VISIBILITY_ORDER.length; i++) {
    const v = VISIBILITY_ORDER[i]!;
    if (visibilityBlock(v, ctx) === null) return v;
  }
  return 'specified';
}

/** Local-only cannot be turned off: the account, the channel, or a local-only target demands it. */
export function localOnlyForced(ctx: ScopeContext): boolean {
  if (ctx.restrictions.blockPostNotLocal) return true;
  if (ctx.reply?.localOnly || ctx.quote?.localOnly) return true;
  if (ctx.channel) {
    if (channelForcesLocalOnly(ctx.channel.description)) return true;
    return ctx.channel.allowFederation !== true && !ctx.serverBlocksNonLocalPublic;
  }
  return false;
}

/** The mini-silenced user posting publicly confirms first (OK enabled after 7 s). */
export function needsMiniSilenceConfirm(wanted: Visibility, ctx: ScopeContext): boolean {
  return wanted === 'public' && !ctx.channel && !!ctx.restrictions.isMiniSilenced;
}

export interface ResolvedScope {
  visibility: Visibility;
  localOnly: boolean;
  visibleUserIds: string[];
}

/**
 * What is sent: the stepped-down visibility; local-only forced where required; in specified
 * mode local-only cleared and mentioned users added to the recipients.
 */
export function resolveScope(input: { visibility: Visibility; localOnly: boolean; visibleUserIds: readonly string[] }, ctx: ScopeContext, mentionedUserIds: readonly string[] = []): ResolvedScope {
  const visibility = stepDownVisibility(input.visibility, ctx);
  if (visibility === 'specified') {
    return { visibility, localOnly: false, visibleUserIds: [...new Set([...input.visibleUserIds, ...mentionedUserIds])] };
  }
  return { visibility, localOnly: input.localOnly || localOnlyForced(ctx), visibleUserIds: [] };
}
