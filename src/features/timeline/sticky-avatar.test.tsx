import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { feedNote as note, renderFeed } from './feed-harness.test-util';
import { STICKY_AVATAR_MIN_ROW } from './TimelineFeed';

const row = (id: string) => document.querySelector<HTMLElement>(`[role="feed"] > [data-key="${id}"]`);

describe("a timeline row and its note's sticky avatar", () => {
  beforeAll(() => {
    startSession({ id: 'me', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200 })));
  });

  it('marks rows shorter than the threshold (the avatar stays in place there), not the tall ones', async () => {
    // The harness lays out a "tall…" note at 400 px and any other at 100.
    expect(STICKY_AVATAR_MIN_ROW).toBeGreaterThan(100);
    expect(STICKY_AVATAR_MIN_ROW).toBeLessThanOrEqual(400);
    renderFeed([note('a', 'short'), note('b', 'tall, with a picture'), note('c', 'short again')]);
    await screen.findAllByRole('article');
    await waitFor(() => expect(row('b')).not.toBeNull());
    expect(row('a')!.hasAttribute('data-short')).toBe(true);
    expect(row('b')!.hasAttribute('data-short')).toBe(false);
    expect(row('c')!.hasAttribute('data-short')).toBe(true);
  });
});
