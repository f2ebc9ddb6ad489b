import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Note } from '@/core/entities/note';
import { getSetting, resetSettingsForTests } from '@/core/settings';
import { fetchMissed } from './catch-up';
import { handleMainEvent, MAIN_EVENT_TYPES, notificationsKeyPrefix } from './main-events';
import { applyNoteUpdated } from './note-updated';
import { insertNotes } from './insert-notes';
import { waitForUrlUpload } from './upload-markers';

const user = { id: 'u', username: 'a', host: null };
const note = (id: string, minute: number, extra: Partial<Note> = {}): Note => ({
  id,
  createdAt: `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`,
  userId: 'u',
  user,
  text: id,
  visibility: 'public',
  ...extra,
});
const KEY = ['o', 'me', 'timeline', 'home'];
const pages = (qc: QueryClient) => qc.getQueryData<{ pages: Note[][] }>(KEY)!.pages;

describe('timeline insertion', () => {
  it('puts new notes on top of the first page, without duplicates, newest first', () => {
    const qc = new QueryClient();
    qc.setQueryData(KEY, { pages: [[note('c', 3), note('b', 2)], [note('a', 1)]], pageParams: [null, 'b'] });
    expect(insertNotes(qc, KEY, [note('d', 4), note('b', 2), note('e', 5), note('a', 1)])).toBe(2);
    expect(pages(qc)[0]!.map((n) => n.id)).toEqual(['e', 'd', 'c', 'b']);
    expect(pages(qc)[1]!.map((n) => n.id)).toEqual(['a']);
  });

  it('leaves a timeline that is not loaded alone', () => {
    const qc = new QueryClient();
    expect(insertNotes(qc, KEY, [note('x', 1)])).toBe(0);
    expect(qc.getQueryData(KEY)).toBeUndefined();
  });
});

describe('gap fill', () => {
  it('pages with sinceId until a short page, whatever order the server uses, without duplicates', async () => {
    const server = Array.from({ length: 45 }, (_, i) => note(`n${String(i).padStart(2, '0')}`, i));
    const fetchPage = vi.fn(async (sinceId: string) => {
      const from = server.findIndex((n) => n.id === sinceId) + 1;
      return server.slice(from, from + 20); // oldest first, like the real server with sinceId alone
    });
    const missed = await fetchMissed({ sinceId: 'n04', limit: 20, fetchPage });
    expect(missed.map((n) => n.id)).toEqual(server.slice(5).map((n) => n.id));
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual(['n04', 'n24', 'n44']);
    const qc = new QueryClient();
    qc.setQueryData(KEY, { pages: [server.slice(0, 5).reverse()], pageParams: [null] });
    insertNotes(qc, KEY, [...missed, note('n44', 44)]);
    const ids = pages(qc)[0]!.map((n) => n.id);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    expect(ids).toEqual(server.map((n) => n.id).reverse());
  });
});

describe('noteUpdated', () => {
  it('patches reactions, votes, deletion and edits; my own reactions are not counted twice', () => {
    const qc = new QueryClient();
    qc.setQueryData(KEY, { pages: [[note('n', 1, { reactions: {}, poll: { multiple: false, expiresAt: null, choices: [{ text: 'a', votes: 0, isVoted: false }] } })]], pageParams: [null] });
    applyNoteUpdated(qc, { id: 'n', type: 'reacted', body: { reaction: '👍', userId: 'other' } }, 'me');
    applyNoteUpdated(qc, { id: 'n', type: 'reacted', body: { reaction: '👍', userId: 'me' } }, 'me');
    expect(pages(qc)[0]![0]!.reactions).toEqual({ '👍': 1 });
    applyNoteUpdated(qc, { id: 'n', type: 'unreacted', body: { reaction: '👍', userId: 'other' } }, 'me');
    expect(pages(qc)[0]![0]!.reactions).toEqual({});
    applyNoteUpdated(qc, { id: 'n', type: 'pollVoted', body: { choice: 0, userId: 'other' } }, 'me');
    expect(pages(qc)[0]![0]!.poll?.choices[0]?.votes).toBe(1);
    applyNoteUpdated(qc, { id: 'n', type: 'updated', body: { text: 'edited', updatedAt: '2026-02-01T00:00:00Z' } }, 'me');
    expect(pages(qc)[0]![0]!.text).toBe('edited');
    applyNoteUpdated(qc, { id: 'n', type: 'deleted', body: { deletedAt: '2026-02-02T00:00:00Z' } }, 'me');
    expect(pages(qc)[0]![0]).toMatchObject({ id: 'n', isDeletedLocally: true });
  });
});

describe('main channel events', () => {
  const account = { origin: 'o', id: 'me' };
  const meKey = ['o', 'me', 'i'];
  const setup = () => {
    const qc = new QueryClient();
    qc.setQueryData(meKey, { id: 'me', username: 'me' });
    const signOut = vi.fn();
    return { qc, signOut, ctx: { qc, account, signOut } };
  };

  it.each([
    ['unreadNotification', 'hasUnreadNotification', true],
    ['readAllNotifications', 'hasUnreadNotification', false],
    ['unreadMention', 'hasUnreadMentions', true],
    ['readAllUnreadMentions', 'hasUnreadMentions', false],
    ['unreadSpecifiedNote', 'hasUnreadSpecifiedNotes', true],
    ['readAllUnreadSpecifiedNotes', 'hasUnreadSpecifiedNotes', false],
    ['unreadMessagingMessage', 'hasUnreadMessagingMessage', true],
    ['readAllMessagingMessages', 'hasUnreadMessagingMessage', false],
    ['unreadAntenna', 'hasUnreadAntenna', true],
    ['readAllAntennas', 'hasUnreadAntenna', false],
    ['readAllAnnouncements', 'hasUnreadAnnouncement', false],
    ['unreadChannel', 'hasUnreadChannel', true],
    ['readAllChannels', 'hasUnreadChannel', false],
  ])('%s sets %s to %s', (type, flag, value) => {
    const { qc, ctx } = setup();
    handleMainEvent(ctx, type, {});
    expect(qc.getQueryData<Record<string, unknown>>(meKey)![flag]).toBe(value);
  });

  it('unreadNotification goes into loaded notification lists, once', () => {
    const { qc, ctx } = setup();
    const key = [...notificationsKeyPrefix(account), 'all'];
    qc.setQueryData(key, { pages: [[{ id: 'old', type: 'follow', createdAt: '' }]], pageParams: [null] });
    const n = { id: 'new', type: 'reaction', createdAt: '' };
    handleMainEvent(ctx, 'unreadNotification', n);
    handleMainEvent(ctx, 'unreadNotification', n);
    expect(qc.getQueryData<{ pages: Array<Array<{ id: string }>> }>(key)!.pages[0]!.map((x) => x.id)).toEqual(['new', 'old']);
  });

  it('meUpdated replaces the account object; another user’s is ignored', () => {
    const { qc, ctx } = setup();
    handleMainEvent(ctx, 'meUpdated', { id: 'me', username: 'me', name: 'New name' });
    handleMainEvent(ctx, 'meUpdated', { id: 'someone', name: 'x' });
    expect(qc.getQueryData<{ name: string }>(meKey)!.name).toBe('New name');
  });

  it('registryUpdated applies to settings live', async () => {
    await resetSettingsForTests();
    const { ctx } = setup();
    handleMainEvent(ctx, 'registryUpdated', { scope: ['client', 'base'], key: 'showAds', value: false });
    expect(getSetting('showAds')).toBe(false);
  });

  it('myTokenRegenerated signs out', () => {
    const { ctx, signOut } = setup();
    handleMainEvent(ctx, 'myTokenRegenerated', undefined);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('urlUploadFinished completes the upload with the same marker', async () => {
    const { ctx } = setup();
    const waiting = waitForUrlUpload('m1');
    handleMainEvent(ctx, 'urlUploadFinished', { marker: 'other', file: { id: 'x' } });
    handleMainEvent(ctx, 'urlUploadFinished', { marker: 'm1', file: { id: 'f1' } });
    await expect(waiting).resolves.toMatchObject({ id: 'f1' });
  });

  it('covers every main event of spec section 7', () => {
    for (const type of ['registryUpdated', 'meUpdated', 'readAllNotifications', 'unreadNotification', 'unreadMention', 'readAllUnreadMentions', 'unreadSpecifiedNote', 'readAllUnreadSpecifiedNotes', 'readAllMessagingMessages', 'unreadMessagingMessage', 'readAllAntennas', 'unreadAntenna', 'readAllAnnouncements', 'readAllChannels', 'unreadChannel', 'myTokenRegenerated']) {
      expect(MAIN_EVENT_TYPES).toContain(type);
    }
  });
});
