import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { clearNoteViewCache } from '@/features/plugins/note-view';
import { resetPluginRegistry, updatePluginRegistry, type Interruptor } from '@/features/plugins/plugin-registry';
import { feedNote as note, renderFeed } from './feed-harness.test-util';

const articles = () => Array.from(document.querySelectorAll<HTMLElement>('[role="feed"] article'));
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('[role="feed"] > [data-index]'));

describe('a note hidden by a plugin in the timeline', () => {
  beforeAll(() => {
    startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
    // The next page of the timeline is empty (its end); nothing else is served.
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).endsWith('-timeline') ? new Response('[]', { status: 200 }) : new Response('{}', { status: 404 }))));
  });
  afterEach(() => {
    resetPluginRegistry();
    clearNoteViewCache();
  });

  it('takes no row, leaves the feed positions contiguous, and j moves past it', async () => {
    const hideSpoilers: Interruptor = async (n) => (String(n.text).includes('spoiler') ? null : n);
    updatePluginRegistry((r) => ({ ...r, noteViewInterruptors: [{ pluginId: 'p', run: hideSpoilers }] }));
    renderFeed([note('a', 'first'), note('b', 'a spoiler'), note('c', 'third'), note('d', 'another spoiler'), note('e', 'fifth')]);
    await screen.findAllByRole('article');

    await waitFor(() => expect(articles().map((a) => a.dataset.noteId)).toEqual(['a', 'c', 'e']));
    // No empty row left where the hidden notes were: every row holds its article.
    expect(rows().map((r) => r.dataset.key)).toEqual(['a', 'c', 'e']);
    expect(articles().map((a) => a.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    expect(articles().map((a) => a.getAttribute('aria-setsize'))).toEqual(['3', '3', '3']);

    // Keyboard: j from the first note lands on the next shown note, not on a blank row.
    const first = articles()[0]!;
    first.focus();
    fireEvent.keyDown(first, { key: 'j' });
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.dataset.noteId).toBe('c'));
    fireEvent.keyDown(document.activeElement!, { key: 'j' });
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.dataset.noteId).toBe('e'));
  });

  it('shows the notes again once the plugin is gone', async () => {
    const hideB: Interruptor = async (n) => (n.id === 'b' ? null : n);
    updatePluginRegistry((r) => ({ ...r, noteViewInterruptors: [{ pluginId: 'p', run: hideB }] }));
    renderFeed([note('a', 'one'), note('b', 'two'), note('c', 'three')]);
    await waitFor(() => expect(articles().map((a) => a.dataset.noteId)).toEqual(['a', 'c']));
    act(() => resetPluginRegistry());
    await waitFor(() => expect(articles().map((a) => a.dataset.noteId)).toEqual(['a', 'b', 'c']));
    expect(articles().map((a) => a.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
  });
});
