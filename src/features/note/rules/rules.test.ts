import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import type { DriveFile } from '@/core/entities/drive-file';
import { shouldCollapse } from './collapse';
import { cwSummary } from './cw-summary';
import { muteReason } from './mute';
import { relationMark } from './relation-mark';
import { visibilityIcons } from './visibility-icon';

const user = { id: 'a', username: 'a', host: null };
const n = (extra: Partial<Note>): Note => ({ id: 'n', createdAt: '2026-01-01T00:00:00Z', userId: 'a', user, text: 'x', visibility: 'public', ...extra });
const files = (k: number) => Array.from({ length: k }, (_, i) => ({ id: `${i}`, name: '', type: 'image/png', size: 1, url: null, isSensitive: false }) as DriveFile);

describe('shouldCollapse', () => {
  it.each([
    ['9 lines', n({ text: Array(9).fill('l').join('\n') }), false],
    ['10 lines', n({ text: Array(10).fill('l').join('\n') }), true],
    ['500 chars', n({ text: 'a'.repeat(500) }), false],
    ['501 chars', n({ text: 'a'.repeat(501) }), true],
    ['3 files', n({ files: files(3) }), true],
    ['4 files', n({ files: files(4) }), false],
    ['5 files', n({ files: files(5) }), true],
    ['with CW', n({ cw: 'cw', text: 'a'.repeat(900) }), false],
  ])('%s', (_name, note, expected) => expect(shouldCollapse(note)).toBe(expected));
  it('compact ignores file counts', () => expect(shouldCollapse(n({ files: files(3) }), { compact: true })).toBe(false));
});

describe('cwSummary', () => {
  it('counts characters (code points), files, poll and quote', () => {
    expect(cwSummary(n({ text: 'あいう😀', files: files(2), poll: { choices: [], multiple: false, expiresAt: null }, renote: n({}) }))).toEqual({ chars: 4, files: 2, poll: true, quote: true });
  });
});

describe('muteReason', () => {
  it('word mutes: all words of an entry, or a regex', () => {
    expect(muteReason(n({ text: 'Big Spoiler here' }), [['spoiler', 'big']], 'me')).toBe('word');
    expect(muteReason(n({ text: 'only spoiler' }), [['spoiler', 'big']], 'me')).toBeNull();
    expect(muteReason(n({ text: 'episode 12' }), ['/episode \\d+/i'], 'me')).toBe('word');
    expect(muteReason(n({ cw: 'spoiler', text: 'x' }), [['spoiler']], 'me')).toBe('word');
    expect(muteReason(n({ text: 'x' }), ['/(unclosed/'], 'me')).toBeNull();
  });
  it('muteExcludeReplyQuote: replies and quotes escape word mute only when on', () => {
    const reply = n({ text: 'spoiler reply', replyId: 'r1' });
    const quote = n({ text: 'spoiler quote', renoteId: 'q1' });
    const pureRenoteLike = n({ text: null, cw: 'spoiler', renoteId: 'q1' });
    const plain = n({ text: 'spoiler plain' });
    expect(muteReason(reply, [['spoiler']], 'me', { excludeReplyQuote: false })).toBe('word');
    expect(muteReason(quote, [['spoiler']], 'me', { excludeReplyQuote: false })).toBe('word');
    expect(muteReason(reply, [['spoiler']], 'me', { excludeReplyQuote: true })).toBeNull();
    expect(muteReason(quote, [['spoiler']], 'me', { excludeReplyQuote: true })).toBeNull();
    expect(muteReason(pureRenoteLike, [['spoiler']], 'me', { excludeReplyQuote: true })).toBeNull();
    expect(muteReason(plain, [['spoiler']], 'me', { excludeReplyQuote: true })).toBe('word');
  });
  it('muteExcludeNotification: notes in notifications escape word mute only when on', () => {
    const note = n({ text: 'spoiler here' });
    expect(muteReason(note, [['spoiler']], 'me', { inNotification: true, excludeNotification: true })).toBeNull();
    expect(muteReason(note, [['spoiler']], 'me', { inNotification: true, excludeNotification: false })).toBe('word');
    expect(muteReason(note, [['spoiler']], 'me', { inNotification: false, excludeNotification: true })).toBe('word');
    expect(muteReason(note, [['spoiler']], 'me', { inNotification: false, excludeNotification: false })).toBe('word');
    // Both exclusions together: a reply in a notification with the notification exclusion off still escapes by the first.
    expect(muteReason(n({ text: 'spoiler', replyId: 'r' }), [['spoiler']], 'me', { inNotification: true, excludeNotification: false, excludeReplyQuote: true })).toBeNull();
    // The server's own reason is not a word mute the user excluded: it stays.
    expect(muteReason(n({ mutedReason: 'manual' }), [], 'me', { inNotification: true, excludeNotification: true, excludeReplyQuote: true })).toBe('manual');
  });
  it('never mutes my own notes; takes the server reason', () => {
    expect(muteReason(n({ text: 'spoiler' }), [['spoiler']], 'a')).toBeNull();
    expect(muteReason(n({ mutedReason: 'spam' }), [], 'me')).toBe('spam');
  });
});

describe('visibilityIcons', () => {
  it.each([
    [{ visibility: 'public' }, []],
    [{ visibility: 'home' }, ['home']],
    [{ visibility: 'followers' }, ['followers']],
    [{ visibility: 'specified' }, ['direct']],
    [{ visibility: 'specified', ccUserIdsCount: 2 }, ['group']],
    [{ visibility: 'public', localOnly: true, channelId: 'c' }, ['channelOnly']],
    [{ visibility: 'public', localOnly: true }, ['localAndFollowers']],
    [{ visibility: 'followers', localOnly: true }, ['followers']],
  ] as const)('%o', (note, icons) => expect(visibilityIcons(note as Partial<Note> as Note)).toEqual(icons));
});

describe('relationMark', () => {
  const u = (isFollowing?: boolean, isFollowed?: boolean, isBot = false) => ({ id: 'x', username: 'x', host: null, isFollowing, isFollowed, isBot });
  it.each([
    [u(true, false), 'youFollow'],
    [u(false, true), 'followsYou'],
    [u(false, false), 'none'],
    [u(true, true), null],
    [u(undefined, undefined), null],
    [u(true, false, true), null],
  ])('%o → %s', (user, mark) => expect(relationMark(user, 'me')).toBe(mark));
});
