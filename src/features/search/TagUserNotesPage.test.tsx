import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { call, userNamed } from '../../../mocks/test-utils/setup';
import type { Note } from '@/core/entities/note';
import { renderPage } from '@/app/fixture-session.test-util';
import { serveMockInstance } from '@/app/mock-instance.test-util';
import { readTagUserPage, RAW_LIMIT, userLookupParams } from './tag-user-queries';
import { TagUserNotesPage } from './TagUserNotesPage';

vi.setConfig({ testTimeout: 20_000 });

const { instance, signInAs } = serveMockInstance('http://tags.test');

const note = (id: string, userId: string) => ({ id, userId, user: { id: userId }, createdAt: '2026-01-01T00:00:00Z' }) as Note;

describe('the tag page’s user filter', () => {
  it('reads the user by id or by acct', () => {
    expect(userLookupParams('9abc')).toEqual({ userId: '9abc' });
    expect(userLookupParams('@alice')).toEqual({ username: 'alice' });
    expect(userLookupParams('@bob@remote.example')).toEqual({ username: 'bob', host: 'remote.example' });
  });

  it('keeps reading the tag’s pages until enough of the user’s notes turned up, and goes on from the server’s cursor', async () => {
    const raw = (prefix: string, n: number, every: number) => Array.from({ length: n }, (_, i) => note(`${prefix}${String(i).padStart(3, '0')}`, i % every === 0 ? 'u1' : 'other'));
    const served = [raw('a', RAW_LIMIT, 50), raw('b', RAW_LIMIT, 50), raw('c', RAW_LIMIT, 10), raw('d', 7, 1)];
    const asked: Array<string | null> = [];
    const fetchPage = async (untilId: string | null) => {
      asked.push(untilId);
      return served[asked.length - 1] ?? [];
    };
    const first = await readTagUserPage(fetchPage, 'u1', null);
    expect(first.notes.map((n) => n.id)).toEqual(['a000', 'a050', 'b000', 'b050', ...Array.from({ length: 10 }, (_, i) => `c${String(i * 10).padStart(3, '0')}`)]);
    expect(asked).toEqual([null, 'a099', 'b099']);
    expect(first.next).toBe('c099');
    const second = await readTagUserPage(fetchPage, 'u1', first.next);
    expect(second.notes).toHaveLength(7);
    expect(second.next).toBeNull();
  });

  it('shows only that user’s notes with the tag, against the mock instance', async () => {
    const alice = userNamed(instance, 'alice');
    for (const [who, text] of [['alice', 'first #tagfilter'], ['bob', 'bob too #tagfilter'], ['alice', 'second #tagfilter'], ['alice', 'no tag here']] as const) {
      await call(instance, 'notes/create', { text }, who);
    }
    signInAs('carol');
    for (const user of [alice.id, '@alice']) {
      const { container, unmount } = renderPage(() => <TagUserNotesPage tag="tagfilter" user={user} />, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
      const feed = await screen.findByRole('feed');
      await waitFor(() => expect(feed.querySelectorAll('article')).toHaveLength(2));
      expect(feed.textContent).toContain('second');
      expect(feed.textContent).toContain('first');
      expect(feed.textContent).not.toContain('bob too');
      expect(screen.getByRole('status').textContent).toContain('@alice');
      expect(container.querySelector('[data-tag-user]')?.getAttribute('data-tag-user')).toBe(alice.id);
      unmount();
    }
  });

  it('says so when the user does not exist', async () => {
    signInAs('carol');
    renderPage(() => <TagUserNotesPage tag="tagfilter" user="@nobody" />, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
