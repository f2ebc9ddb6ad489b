import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { t } from '@/core/i18n';
import { feedNote as note, renderFeed, shownNoteIds as shownIds } from './feed-harness.test-util';
import { resumeAnchor } from './pending';
import { readReaderPosition, writeReaderPosition } from './reader-position';

/** The feed as it opens at a remembered place: resuming, the newest note let in then being `newest`. */
const renderResumed = (notes: Parameters<typeof renderFeed>[0], newest?: string) => renderFeed(notes, { atTop: false, resuming: true, ...(newest ? { resumeNewest: newest } : {}) });

describe('coming back to a timeline at a remembered place', () => {
  beforeAll(() => {
    startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).endsWith('-timeline') ? new Response('[]', { status: 200 }) : new Response('{}', { status: 404 }))));
  });

  it('keeps the notes that were still waiting when the reader left behind the pill', async () => {
    // e and d came in while the reader was down the timeline and were never let in.
    renderResumed([note('e'), note('d'), note('c'), note('b'), note('a')], 'c');
    expect(await screen.findByRole('button', { name: t('timeline.newNotesSinceLeft', { n: 2 }) })).toBeTruthy();
    await waitFor(() => expect(shownIds()).toEqual(['c', 'b', 'a']));
  });

  it('without a remembered newest note (or one no longer cached), starts at the newest cached note', async () => {
    renderResumed([note('e'), note('d'), note('c')]);
    await waitFor(() => expect(shownIds()).toEqual(['e', 'd', 'c']));
    expect(document.querySelector('[aria-live] button')).toBeNull();
    expect(resumeAnchor([note('e'), note('d')], 'gone')).toBe('e');
    expect(resumeAnchor([], 'gone')).toBeNull();
  });

  it('remembers the newest note let in with the position, and reads positions saved without it', () => {
    writeReaderPosition('k', { id: 'n5', offset: 3, newest: 'n9' });
    expect(readReaderPosition('k')).toEqual({ id: 'n5', offset: 3, newest: 'n9' });
    localStorage.setItem('misskey-client:timeline-positions', JSON.stringify({ k: { id: 'n5', offset: 3, at: 1, newest: 42 } }));
    expect(readReaderPosition('k')).toEqual({ id: 'n5', offset: 3 });
  });
});
