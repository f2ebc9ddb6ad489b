import { describe, expect, it } from 'vitest';
import type { Visibility } from '@/core/entities/note';
import { initialVisibility, localOnlyForced, needsMiniSilenceConfirm, resolveScope, stepDownVisibility, visibilityOptions, type ScopeContext } from './visibility';

const none: ScopeContext = { restrictions: {} };
const ctx = (patch: Partial<ScopeContext>): ScopeContext => ({ ...none, ...patch });
const V: Visibility[] = ['public', 'home', 'followers', 'specified'];

describe('stepDownVisibility (public → home → followers → specified)', () => {
  it.each<[string, ScopeContext, Visibility[]]>([
    // name, context, result for wanted = public, home, followers, specified
    ['no restriction', none, ['public', 'home', 'followers', 'specified']],
    ['reply to a home note', ctx({ reply: { visibility: 'home' } }), ['home', 'home', 'followers', 'specified']],
    ['reply to a followers note', ctx({ reply: { visibility: 'followers' } }), ['followers', 'followers', 'followers', 'specified']],
    ['reply to a specified note', ctx({ reply: { visibility: 'specified' } }), ['specified', 'specified', 'specified', 'specified']],
    ['quote of a home note', ctx({ quote: { visibility: 'home' } }), ['home', 'home', 'followers', 'specified']],
    ['quote of a followers note', ctx({ quote: { visibility: 'followers' } }), ['followers', 'followers', 'followers', 'specified']],
    ['channel', ctx({ channel: {} }), ['public', 'public', 'public', 'public']],
    ['blockPostPublic', ctx({ restrictions: { blockPostPublic: true } }), ['home', 'home', 'followers', 'specified']],
    ['isSilenced', ctx({ restrictions: { isSilenced: true } }), ['home', 'home', 'followers', 'specified']],
    ['isMiniSilenced', ctx({ restrictions: { isMiniSilenced: true } }), ['home', 'home', 'followers', 'specified']],
    ['blockPostHome', ctx({ restrictions: { blockPostHome: true } }), ['public', 'followers', 'followers', 'specified']],
    ['blockPostPublic + blockPostHome', ctx({ restrictions: { blockPostPublic: true, blockPostHome: true } }), ['followers', 'followers', 'followers', 'specified']],
    ['blockPostHome, reply to home', ctx({ restrictions: { blockPostHome: true }, reply: { visibility: 'home' } }), ['followers', 'followers', 'followers', 'specified']],
    ['blockPostNotLocal (visibility unaffected)', ctx({ restrictions: { blockPostNotLocal: true } }), ['public', 'home', 'followers', 'specified']],
  ])('%s', (_name, c, expected) => {
    expect(V.map((v) => stepDownVisibility(v, c))).toEqual(expected);
  });
});

describe('the visibility picker', () => {
  const disabled = (c: ScopeContext) => visibilityOptions(c).filter((o) => o.disabled).map((o) => o.value);
  it.each<[string, ScopeContext, Visibility[]]>([
    ['no restriction', none, []],
    ['blockPostPublic (erin)', ctx({ restrictions: { blockPostPublic: true } }), ['public']],
    ['isSilenced', ctx({ restrictions: { isSilenced: true } }), ['public']],
    ['blockPostHome', ctx({ restrictions: { blockPostHome: true } }), ['home']],
    ['isMiniSilenced keeps public selectable (with a confirmation)', ctx({ restrictions: { isMiniSilenced: true } }), []],
    ['reply to followers', ctx({ reply: { visibility: 'followers' } }), ['public', 'home']],
    ['channel', ctx({ channel: {} }), ['home', 'followers', 'specified']],
  ])('%s disables %j', (_n, c, expected) => {
    expect(disabled(c)).toEqual(expected);
  });

  it('marks public for mini-silenced users and asks for confirmation', () => {
    const c = ctx({ restrictions: { isMiniSilenced: true } });
    expect(visibilityOptions(c).find((o) => o.value === 'public')?.miniSilenced).toBe(true);
    expect(needsMiniSilenceConfirm('public', c)).toBe(true);
    expect(needsMiniSilenceConfirm('home', c)).toBe(false);
    expect(needsMiniSilenceConfirm('public', none)).toBe(false);
    expect(needsMiniSilenceConfirm('public', ctx({ restrictions: { isMiniSilenced: true }, channel: {} }))).toBe(false);
  });

  it('opens on the first allowed choice at or below the default', () => {
    expect(initialVisibility('public', ctx({ restrictions: { blockPostPublic: true } }))).toBe('home');
    expect(initialVisibility('public', ctx({ restrictions: { isMiniSilenced: true } }))).toBe('public');
    expect(initialVisibility('home', ctx({ reply: { visibility: 'specified' } }))).toBe('specified');
    expect(initialVisibility('followers', ctx({ channel: {} }))).toBe('public');
  });
});

describe('local-only', () => {
  it.each<[string, ScopeContext, boolean]>([
    ['nothing', none, false],
    ['blockPostNotLocal (judy)', ctx({ restrictions: { blockPostNotLocal: true } }), true],
    ['reply to a local-only note', ctx({ reply: { visibility: 'public', localOnly: true } }), true],
    ['quote of a local-only note', ctx({ quote: { visibility: 'public', localOnly: true } }), true],
    ['channel that does not allow federation', ctx({ channel: { description: 'x' } }), true],
    ['channel allowing federation', ctx({ channel: { description: 'x', allowFederation: true } }), false],
    ['channel, server blocks non-local public itself', ctx({ channel: {}, serverBlocksNonLocalPublic: true }), false],
    ['channel with the [localOnly] marker', ctx({ channel: { description: 'Cozy [localOnly]', allowFederation: true }, serverBlocksNonLocalPublic: true }), true],
  ])('%s → forced %s', (_n, c, forced) => {
    expect(localOnlyForced(c)).toBe(forced);
  });
});

describe('resolveScope', () => {
  it('specified clears local-only and adds mentioned users', () => {
    expect(resolveScope({ visibility: 'specified', localOnly: true, visibleUserIds: ['a'] }, none, ['b', 'a'])).toEqual({ visibility: 'specified', localOnly: false, visibleUserIds: ['a', 'b'] });
  });

  it('other visibilities send no recipients and keep or force local-only', () => {
    expect(resolveScope({ visibility: 'home', localOnly: false, visibleUserIds: ['a'] }, none, ['b'])).toEqual({ visibility: 'home', localOnly: false, visibleUserIds: [] });
    expect(resolveScope({ visibility: 'public', localOnly: false, visibleUserIds: [] }, ctx({ restrictions: { blockPostNotLocal: true } }))).toMatchObject({ localOnly: true });
  });

  it('channel posts are public; mini-silenced public becomes home', () => {
    expect(resolveScope({ visibility: 'followers', localOnly: false, visibleUserIds: [] }, ctx({ channel: { description: '[localOnly]' } }))).toEqual({ visibility: 'public', localOnly: true, visibleUserIds: [] });
    expect(resolveScope({ visibility: 'public', localOnly: false, visibleUserIds: [] }, ctx({ restrictions: { isMiniSilenced: true } })).visibility).toBe('home');
  });

  it('a reply to a specified note steps down to specified and takes the mentions as recipients', () => {
    expect(resolveScope({ visibility: 'public', localOnly: true, visibleUserIds: [] }, ctx({ reply: { visibility: 'specified' } }), ['author'])).toEqual({ visibility: 'specified', localOnly: false, visibleUserIds: ['author'] });
  });
});
